import type { FeedGap, MarketTick } from '@baro/domain';
import type { MarkPriceUpdate, TickSink } from './price-feed.ts';

/** One call a feed made on its sink, in the order made. */
export type SinkEvent =
  | { readonly type: 'ticks'; readonly ticks: readonly MarketTick[] }
  | { readonly type: 'gap'; readonly gap: FeedGap }
  | { readonly type: 'resume'; readonly stock: string; readonly source: string; readonly atMs: number }
  | { readonly type: 'mark'; readonly mark: MarkPriceUpdate };

/** A sink for tests: keeps every call, and copies each batch (the feed owns the array it passes). */
export class RecordingSink implements TickSink {
  readonly events: SinkEvent[] = [];

  onTicks(ticks: readonly MarketTick[]): void {
    this.events.push({ type: 'ticks', ticks: [...ticks] });
  }

  onGap(gap: FeedGap): void {
    this.events.push({ type: 'gap', gap });
  }

  onResume(stock: string, source: string, atMs: number): void {
    this.events.push({ type: 'resume', stock, source, atMs });
  }

  onMark(mark: MarkPriceUpdate): void {
    this.events.push({ type: 'mark', mark });
  }

  /** Every tick delivered so far, in delivery order. */
  ticks(): MarketTick[] {
    return this.events.flatMap((event) => (event.type === 'ticks' ? event.ticks : []));
  }

  gaps(): FeedGap[] {
    return this.events.flatMap((event) => (event.type === 'gap' ? [event.gap] : []));
  }

  resumes(): { stock: string; atMs: number }[] {
    return this.events.flatMap((event) =>
      event.type === 'resume' ? [{ stock: event.stock, atMs: event.atMs }] : [],
    );
  }

  marks(): MarkPriceUpdate[] {
    return this.events.flatMap((event) => (event.type === 'mark' ? [event.mark] : []));
  }

  /** The calls in order as short words (`ticks`, `gap BTCUSDT`, `resume BTCUSDT`), for order checks. */
  outline(): string[] {
    return this.events.map((event) => {
      switch (event.type) {
        case 'ticks':
          return 'ticks';
        case 'gap':
          return `gap ${event.gap.stock}`;
        case 'resume':
          return `resume ${event.stock}`;
        case 'mark':
          return `mark ${event.mark.stock}`;
      }
    });
  }
}
