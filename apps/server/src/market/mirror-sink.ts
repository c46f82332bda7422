import type { FeedGap, MarketTick } from '@baro/domain';
import type { TickSink } from './feeds/price-feed.ts';

/**
 * Passes a feed through to `sink`, copying each tick of a full-size contract to the micro contracts
 * that trade at its price (NQ → MNQ), with the same time and source: a micro's price is its full-size
 * contract's price, so the copy is the tick that decided it. Gaps and resumes are copied the same way.
 */
export function mirrorSink(sink: TickSink, mirrors: ReadonlyMap<string, readonly string[]>): TickSink {
  if (mirrors.size === 0) return sink;
  const batch: MarketTick[] = [];
  return {
    onTicks(ticks) {
      batch.length = 0;
      for (const tick of ticks) {
        batch.push(tick);
        const copies = mirrors.get(tick.stock);
        if (copies === undefined) continue;
        for (const stock of copies) batch.push({ ...tick, stock });
      }
      sink.onTicks(batch);
    },
    onGap(gap: FeedGap) {
      sink.onGap(gap);
      for (const stock of mirrors.get(gap.stock) ?? []) sink.onGap({ ...gap, stock });
    },
    onResume(stock, source, atMs) {
      sink.onResume(stock, source, atMs);
      for (const copy of mirrors.get(stock) ?? []) sink.onResume(copy, source, atMs);
    },
    onMark(mark) {
      sink.onMark?.(mark);
    },
  };
}
