import { formatUnits, toUnits, USDT_SCALE } from '../futures/futures-math.ts';
import { formatTickTime } from '../rounds/tick-time.ts';

// The leaderboard's figures as text. The wire carries decimal strings (ROI and rates in percent, pnl
// and assets in USDT); they are cut to two decimals on their digits, never through a float.

/** A percent figure without a sign: '62.5' → '62.50%'. */
export function percentText(value: string): string {
  return `${formatUnits(toUnits(value, 2) ?? 0n, 2, 2)}%`;
}

/** A percent change with its sign: '12.345' → '+12.34%', '-3' → '-3.00%'. */
export function signedPercentText(value: string): string {
  return `${formatUnits(toUnits(value, 2) ?? 0n, 2, 2, true)}%`;
}

/** A USDT amount without its unit, two decimals, optionally signed: '1234.5' → '1,234.50'. */
export function amountText(value: string, signed = false): string {
  return formatUnits(toUnits(value, USDT_SCALE) ?? 0n, USDT_SCALE, 2, signed);
}

/** A USDT amount, two decimals, optionally signed: '1234.5' → '1,234.50 USDT'. */
export function usdtText(value: string, signed = false): string {
  return `${amountText(value, signed)} USDT`;
}

/** The colour class of a signed figure: red up, blue down (Korean market colours), plain at zero. */
export function signClass(value: string): string {
  const units = toUnits(value, USDT_SCALE) ?? 0n;
  if (units > 0n) return 'text-up';
  if (units < 0n) return 'text-down';
  return 'text-text';
}

/** An instant as its Korean date and minute, '2026-01-05 10:00'. */
export function kstMinute(iso: string): string {
  return formatTickTime(iso).slice(0, 16);
}
