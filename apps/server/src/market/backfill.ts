import type { MarketTick } from '@baro/domain';
import type { TickSink } from './feeds/price-feed.ts';
import { SIMULATED_SOURCE, SimulatedWalk } from './feeds/random-walk.ts';
import type { SimulatedInstrument, WalkPoint } from './feeds/random-walk.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The history a backfill writes, newest part finest: every tick for the last two hours. */
const fullCadenceMs = 2 * HOUR_MS;
/** Before that, one price every 10 s for the rest of the last two days, then one a minute. */
const fineJumpMs = 10_000;
const fineSpanMs = 48 * HOUR_MS;
const coarseJumpMs = MINUTE_MS;

const batchSize = 4_096;

/**
 * Fills the simulated market's history from `from` to `toMs` (first start: `historyDays` back; after
 * a restart: from the last stored minute), so charts have candles at once and the live feed continues
 * the same walk without a seam. Old history is coarser to keep start-up short: a jump per step carries
 * the volume the instrument would have traded in it. Answers where each walk stands at `toMs`.
 */
export function backfillSimulated(
  instruments: readonly SimulatedInstrument[],
  seed: number,
  from: ReadonlyMap<string, WalkPoint>,
  toMs: number,
  sink: TickSink,
): Map<string, WalkPoint> {
  const reached = new Map<string, WalkPoint>();
  const batch: MarketTick[] = [];
  const flush = () => {
    if (batch.length > 0) sink.onTicks(batch);
    batch.length = 0;
  };
  for (const instrument of instruments) {
    const start = from.get(instrument.stock);
    if (start === undefined) continue;
    if (start.atMs >= toMs) {
      // Stored up to the end of the current minute: the walk goes on from that price, now.
      reached.set(instrument.stock, { price: start.price, atMs: toMs });
      continue;
    }
    const walk = new SimulatedWalk(instrument, seed, start);
    const stock = instrument.stock;
    const tradedPerMs =
      ((instrument.typicalQty ?? 10 ** instrument.qtyPrecision) * instrument.ticksPerSecond) / 1000;
    const jumpUntil = (endMs: number, stepMs: number) => {
      let atMs = Math.ceil((walk.atMs + 1) / stepMs) * stepMs;
      for (; atMs <= endMs; atMs += stepMs) {
        walk.jumpTo(atMs);
        batch.push({
          stock,
          price: walk.price,
          qty: Math.round(tradedPerMs * stepMs),
          atMs,
          source: SIMULATED_SOURCE,
        });
        if (batch.length >= batchSize) flush();
      }
    };
    jumpUntil(toMs - fullCadenceMs - fineSpanMs, coarseJumpMs);
    jumpUntil(toMs - fullCadenceMs, fineJumpMs);
    while (walk.nextAtMs <= toMs) {
      walk.step();
      batch.push({ stock, price: walk.price, qty: walk.qty, atMs: walk.atMs, source: SIMULATED_SOURCE });
      if (batch.length >= batchSize) flush();
    }
    flush();
    reached.set(stock, { price: walk.price, atMs: walk.atMs });
  }
  return reached;
}
