import { currentSession, nextOpen } from '@baro/domain';
import type { FeedGap } from '@baro/domain';
import type { TickSink } from './feeds/price-feed.ts';

/**
 * Passes on only what happens while a stock's market is open: a tick stamped outside its trading
 * session is dropped (the simulated walk goes on through a weekend, so Monday opens with a gap from
 * Friday's close, as real markets do), and a feed going quiet while the market is closed is no gap.
 * `calendarOf` answers the stock's session calendar, or undefined for a stock it does not know.
 */
export function sessionGateSink(sink: TickSink, calendarOf: (stock: string) => string | undefined): TickSink {
  const gapsPassedOn = new Set<string>();
  const batch: Parameters<TickSink['onTicks']>[0][number][] = [];
  // Per stock, the span around the last instant asked about in which the answer is the same: the
  // session it fell in, or the closed stretch until the next open. Ticks mostly fall in it, so the
  // calendar is worked out once per session, not once per tick.
  const spans = new Map<string, { fromMs: number; untilMs: number; open: boolean }>();
  const open = (stock: string, atMs: number): boolean => {
    const span = spans.get(stock);
    if (span !== undefined && atMs >= span.fromMs && atMs < span.untilMs) return span.open;
    const calendar = calendarOf(stock);
    if (calendar === undefined) return true;
    const session = currentSession(calendar, atMs);
    if (session !== null) {
      spans.set(stock, { fromMs: session.openMs, untilMs: session.closeMs, open: true });
      return true;
    }
    spans.set(stock, {
      fromMs: atMs,
      untilMs: nextOpen(calendar, atMs) ?? Number.POSITIVE_INFINITY,
      open: false,
    });
    return false;
  };
  return {
    onTicks(ticks) {
      batch.length = 0;
      for (const tick of ticks) if (open(tick.stock, tick.atMs)) batch.push(tick);
      if (batch.length > 0) sink.onTicks(batch);
    },
    onGap(gap: FeedGap) {
      if (!open(gap.stock, gap.detectedAtMs)) return;
      gapsPassedOn.add(gap.stock);
      sink.onGap(gap);
    },
    onResume(stock, source, atMs) {
      if (!gapsPassedOn.delete(stock)) return;
      sink.onResume(stock, source, atMs);
    },
    onMark(mark) {
      sink.onMark?.(mark);
    },
  };
}
