import { parsePositiveUnits, parseUnits } from '@baro/domain';

/** What the replay needs to read a stock's decimals into integer units. */
export interface ReplayInstrument {
  readonly stock: string;
  readonly precision: number;
  readonly qtyPrecision: number;
}

/** One recorded trade, in integer units, at its recorded time. */
export interface RecordedTick {
  readonly stock: string;
  readonly price: number;
  readonly qty: number;
  readonly atMs: number;
}

export interface Recording {
  /** In recorded time order (stable: lines with the same time keep their file order). */
  readonly ticks: readonly RecordedTick[];
  /** One pass lasts this long: the next pass starts this much after the first tick of this one. */
  readonly loopMs: number;
}

/** A recording that cannot be read: an operator's file to fix, never a price to guess. */
export class ReplayFormatError extends Error {
  override readonly name = 'ReplayFormatError';
}

const TICKS_HEADER = 'stock,price,qty,atMs';
const CANDLES_HEADER = 'stock,openTimeMs,open,high,low,close,volume';
const CANDLE_MS = 60_000;
/** Where the four ticks of a candle fall within its minute: evenly spaced, so no spacing exceeds 15 s. */
export const CANDLE_TICK_OFFSETS_MS: readonly number[] = [0, 15_000, 30_000, 45_000];

/**
 * Reads a recording in one of two CSV forms, told apart by the header (blank lines and `#` comment
 * lines are skipped anywhere):
 *
 * - ticks, `stock,price,qty,atMs`: one trade per line, price and quantity as decimal strings;
 * - 1-minute candles, `stock,openTimeMs,open,high,low,close,volume`: each becomes four ticks at
 *   +0, +15, +30 and +45 s: open, then low then high for a rising candle (close ≥ open), high then low
 *   for a falling one, then close; the volume is split in four, the remainder going to the close.
 *
 * Decimals convert exactly at each stock's precision (a digit the instrument cannot show is an error).
 * Lines of stocks not in `instruments` are skipped; a listed stock without a line is an error.
 */
export function parseRecording(text: string, instruments: readonly ReplayInstrument[]): Recording {
  const byStock = new Map(instruments.map((instrument) => [instrument.stock, instrument]));
  const lines = text.split('\n');
  let header: string | null = null;
  const ticks: RecordedTick[] = [];
  let firstOpenMs = Number.POSITIVE_INFINITY;
  let lastOpenMs = Number.NEGATIVE_INFINITY;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const lineNumber = index + 1;
    if (header === null) {
      if (line !== TICKS_HEADER && line !== CANDLES_HEADER) {
        throw new ReplayFormatError(`Line ${lineNumber}: expected "${TICKS_HEADER}" or "${CANDLES_HEADER}".`);
      }
      header = line;
      continue;
    }
    const fields = line.split(',');
    const instrument = byStock.get(fields[0] ?? '');
    if (instrument === undefined) continue;
    if (header === TICKS_HEADER) {
      ticks.push(readTick(fields, instrument, lineNumber));
    } else {
      const openTimeMs = readCandle(fields, instrument, lineNumber, ticks);
      firstOpenMs = Math.min(firstOpenMs, openTimeMs);
      lastOpenMs = Math.max(lastOpenMs, openTimeMs);
    }
  }
  const recorded = new Set(ticks.map((tick) => tick.stock));
  if (header === null) throw new ReplayFormatError('The recording has no header line.');
  for (const instrument of instruments) {
    if (!recorded.has(instrument.stock)) {
      throw new ReplayFormatError(`The recording has no line for ${instrument.stock}.`);
    }
  }
  if (ticks.length === 0) throw new ReplayFormatError('The recording has no line for any stock.');
  // Array.prototype.sort is stable, so ticks of the same time keep their order.
  ticks.sort((a, b) => a.atMs - b.atMs);
  const firstMs = (ticks[0] as RecordedTick).atMs;
  const spanMs = (ticks[ticks.length - 1] as RecordedTick).atMs - firstMs;
  const loopMs =
    header === CANDLES_HEADER
      ? lastOpenMs - firstOpenMs + CANDLE_MS
      : spanMs + Math.max(1, Math.round(spanMs / Math.max(1, ticks.length - 1)));
  return { ticks, loopMs };
}

function readTick(fields: readonly string[], instrument: ReplayInstrument, line: number): RecordedTick {
  if (fields.length !== 4) throw new ReplayFormatError(`Line ${line}: expected 4 fields.`);
  return {
    stock: instrument.stock,
    price: price(fields[1], instrument, line),
    qty: quantity(fields[2], instrument, line),
    atMs: time(fields[3], line),
  };
}

/** Appends the candle's four ticks; answers its open time. */
function readCandle(
  fields: readonly string[],
  instrument: ReplayInstrument,
  line: number,
  into: RecordedTick[],
): number {
  if (fields.length !== 7) throw new ReplayFormatError(`Line ${line}: expected 7 fields.`);
  const openTimeMs = time(fields[1], line);
  const [open, high, low, close] = [2, 3, 4, 5].map((i) => price(fields[i], instrument, line)) as [
    number,
    number,
    number,
    number,
  ];
  if (high < Math.max(open, close) || low > Math.min(open, close)) {
    throw new ReplayFormatError(`Line ${line}: high and low must bound open and close.`);
  }
  const volume = quantity(fields[6], instrument, line);
  const quarter = Math.floor(volume / 4);
  const prices = close >= open ? [open, low, high, close] : [open, high, low, close];
  prices.forEach((tickPrice, i) => {
    into.push({
      stock: instrument.stock,
      price: tickPrice,
      qty: i === 3 ? volume - 3 * quarter : quarter,
      atMs: openTimeMs + (CANDLE_TICK_OFFSETS_MS[i] as number),
    });
  });
  return openTimeMs;
}

function price(text: string | undefined, instrument: ReplayInstrument, line: number): number {
  const units = parsePositiveUnits(text ?? '', instrument.precision, 'exact');
  if (units === null) {
    throw new ReplayFormatError(
      `Line ${line}: "${text}" is not a price at precision ${instrument.precision}.`,
    );
  }
  return units;
}

function quantity(text: string | undefined, instrument: ReplayInstrument, line: number): number {
  const units = parseUnits(text ?? '', instrument.qtyPrecision, 'exact');
  if (units === null) {
    throw new ReplayFormatError(
      `Line ${line}: "${text}" is not a quantity at ${instrument.qtyPrecision} decimals.`,
    );
  }
  return units;
}

function time(text: string | undefined, line: number): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || !Number.isSafeInteger(value)) {
    throw new ReplayFormatError(`Line ${line}: "${text}" is not a time in epoch milliseconds.`);
  }
  return value;
}
