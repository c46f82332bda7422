import { seededUnit } from '@baro/domain';
import type { UnitCandle } from '@baro/domain';

// The demo trader's past trades (demo/seed-track-record.ts places them): chosen from the simulated
// market's own hourly candles, so every entry and exit is a price the chart shows at that hour. The
// persona is the one its introduction gives — low-leverage longs on BTC and ETH, held for a few hours —
// and it trades with hindsight most of the time (it is a demo's showcase, not a strategy), so the
// leaderboard has a record to show with wins and losses in it. Pure: the same candles and seed give
// the same trades.

const HOUR_MS = 3_600_000;
/** Funding is settled every 8 h at 00, 08 and 16 UTC (DOMAIN.md §3): multiples of 8 h since the epoch. */
export const FUNDING_INTERVAL_MS = 8 * HOUR_MS;

/** One trade: a MARKET LONG at the open of one hour and its full close at the open of a later one. */
export interface PlannedTrade {
  readonly stock: string;
  /** USDT notional of the opening order, whole USDT. */
  readonly notionalUsdt: number;
  readonly entry: { readonly atMs: number; readonly price: number };
  readonly exit: { readonly atMs: number; readonly price: number };
}

export interface TrackRecordInput {
  /** Each stock's hourly candles, oldest first. */
  readonly hourly: ReadonlyMap<string, readonly UnitCandle[]>;
  /** No trade enters before this time. */
  readonly fromMs: number;
  /** Every trade has closed by this time. */
  readonly untilMs: number;
  readonly leverage: number;
  readonly seed: number;
}

/**
 * The trades, oldest first. At most one trade per funding interval, entered one to three hours after
 * the interval starts and closed at least an hour later but before the next funding time, so no
 * position is open at a funding time (the record would otherwise owe funding nobody charged). A trade
 * is left out when its hours are missing from the candles, or when any low while it is open falls
 * half way to the liquidation price (the hourly candles could hide a liquidation).
 */
export function planTrackRecord(input: TrackRecordInput): PlannedTrade[] {
  const draw = seededUnit(input.seed);
  const stocks = [...input.hourly.keys()].sort();
  const byHour = new Map<string, Map<number, UnitCandle>>();
  for (const stock of stocks) {
    byHour.set(stock, new Map((input.hourly.get(stock) ?? []).map((candle) => [candle.openTimeMs, candle])));
  }
  const trades: PlannedTrade[] = [];
  const first = Math.ceil(input.fromMs / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS;
  for (let start = first; start + FUNDING_INTERVAL_MS <= input.untilMs; start += FUNDING_INTERVAL_MS) {
    // About one interval in three: a trade a day on average.
    if (draw() >= 1 / 3) continue;
    const stock = stocks[Math.floor(draw() * stocks.length)];
    const hours = stock === undefined ? undefined : byHour.get(stock);
    if (stock === undefined || hours === undefined) continue;
    const entryAt = start + (1 + Math.floor(draw() * 3)) * HOUR_MS;
    const exits: number[] = [];
    for (let at = entryAt + HOUR_MS; at <= start + 7 * HOUR_MS; at += HOUR_MS) exits.push(at);
    const skilled = draw() < 0.65;
    const pick = Math.floor(draw() * exits.length);
    const notionalUsdt = 3_000 + 1_000 * Math.floor(draw() * 6);
    const entry = hours.get(entryAt);
    if (entry === undefined || exits.some((at) => !hours.has(at))) continue;
    const priceAt = (at: number) => hours.get(at)?.open ?? 0;
    const exitAt = skilled
      ? exits.reduce((best, at) => (priceAt(at) > priceAt(best) ? at : best))
      : (exits[pick] ?? entryAt + HOUR_MS);
    if (!staysClearOfLiquidation(hours, entry.open, entryAt, exitAt, input.leverage)) continue;
    trades.push({
      stock,
      notionalUsdt,
      entry: { atMs: entryAt, price: entry.open },
      exit: { atMs: exitAt, price: priceAt(exitAt) },
    });
  }
  return trades;
}

/** True when no low from the entry's hour to the one before the exit falls half way to liquidation. */
function staysClearOfLiquidation(
  hours: ReadonlyMap<number, UnitCandle>,
  entryPrice: number,
  entryAt: number,
  exitAt: number,
  leverage: number,
): boolean {
  const floor = entryPrice * (1 - 1 / (2 * leverage));
  for (let at = entryAt; at < exitAt; at += HOUR_MS) {
    const candle = hours.get(at);
    if (candle === undefined || candle.low <= floor) return false;
  }
  return true;
}
