/** How a released figure compares with its forecast; null when either is missing or not a number. */
export type ActualVersusForecast = 'above' | 'below' | 'equal' | null;

const LEADING_NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?/;

/** The figure's leading number as an integer and its count of decimals ("-0.3%" → −3, 1). */
function parseFigure(text: string): { digits: bigint; decimals: number } | null {
  const match = LEADING_NUMBER.exec(text.trim());
  if (match === null) return null;
  const fraction = match[3] ?? '';
  const digits = BigInt(`${match[2]}${fraction}`);
  return { digits: match[1] === '-' ? -digits : digits, decimals: fraction.length };
}

/**
 * Compares the actual with the forecast as exact decimals (no floats: "0.10%" equals "0.1%"). The
 * units are the same text on both sides, so only the numbers count. Whether above is good news is
 * not decided here: the screen colours above red and below blue, the app's up/down convention.
 */
export function actualVersusForecast(actual: string | null, forecast: string | null): ActualVersusForecast {
  if (actual === null || forecast === null) return null;
  const a = parseFigure(actual);
  const f = parseFigure(forecast);
  if (a === null || f === null) return null;
  const decimals = Math.max(a.decimals, f.decimals);
  const left = a.digits * 10n ** BigInt(decimals - a.decimals);
  const right = f.digits * 10n ** BigInt(decimals - f.decimals);
  return left > right ? 'above' : left < right ? 'below' : 'equal';
}
