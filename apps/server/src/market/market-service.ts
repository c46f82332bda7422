import type { FeedGap, MarketTick } from '@baro/domain';
import type { Clock } from '../context.ts';
import type { MarkPriceUpdate, TickSink } from './feeds/price-feed.ts';
import type { MarketInstrument } from './instrument.ts';
import { StockState } from './stock-state.ts';

export interface MarketServiceOptions {
  readonly clock: Clock;
  readonly onGap?: (gap: FeedGap) => void;
  readonly onResume?: (stock: string, source: string, atMs: number) => void;
}

/**
 * The market as the rest of the server sees it: every feed delivers here, and calls and engines read
 * from here. It holds one `StockState` per instrument, found by a map lookup per tick, so a tick costs
 * the same however many instruments there are. Nothing here waits on the database: storing candles
 * and publishing to sockets are done by their own timers from the `unsaved…` and `unpublished` marks.
 */
export class MarketService implements TickSink {
  private readonly states = new Map<string, StockState>();
  private unknownTickCount = 0;

  constructor(
    instruments: readonly MarketInstrument[],
    private readonly options: MarketServiceOptions,
  ) {
    for (const instrument of instruments) this.states.set(instrument.stock, new StockState(instrument));
  }

  onTicks(ticks: readonly MarketTick[]): void {
    const states = this.states;
    for (const tick of ticks) {
      const state = states.get(tick.stock);
      if (state === undefined) {
        // A feed pricing more than the catalogue lists: counted, never guessed into a stock.
        this.unknownTickCount += 1;
        continue;
      }
      state.apply(tick);
    }
  }

  onGap(gap: FeedGap): void {
    const state = this.states.get(gap.stock);
    if (state === undefined) return;
    state.gap = gap;
    // No price, no premium: the gap's time is left out of the funding average.
    state.funding.suspend(this.options.clock.nowMs());
    this.options.onGap?.(gap);
  }

  onResume(stock: string, source: string, atMs: number): void {
    const state = this.states.get(stock);
    if (state === undefined) return;
    state.gap = null;
    this.options.onResume?.(stock, source, atMs);
  }

  onMark(mark: MarkPriceUpdate): void {
    const state = this.states.get(mark.stock);
    if (state === undefined) return;
    state.venueMark = mark;
    state.sampleFunding(this.options.clock.nowMs());
    state.unpublished = true;
  }

  /** The state of one stock, or undefined for a stock the market does not price. */
  stock(stock: string): StockState | undefined {
    return this.states.get(stock);
  }

  /**
   * The tick that decides a price at the whole-second instant `atMs` (a round's lock or close): the
   * last tick at or before it, with its time and the feed that published it (DOMAIN.md §0). Null when
   * the stock has no tick at or before it in the last two hours. Every tick of a stock in one process
   * comes from the one feed that prices it, so the source is that feed's.
   */
  tickAtOrBefore(stock: string, atMs: number): { price: number; atMs: number; source: string } | null {
    const state = this.states.get(stock);
    const last = state?.lastTick;
    if (state === undefined || last === null || last === undefined) return null;
    const found = state.seconds.atOrBeforeInstant(atMs);
    return found === null ? null : { ...found, source: last.source };
  }

  /** Every stock's state, in catalogue order. */
  all(): IterableIterator<StockState> {
    return this.states.values();
  }

  /** Ticks received for stocks outside the catalogue (a configuration mismatch worth a look). */
  get unknownTicks(): number {
    return this.unknownTickCount;
  }

  nowMs(): number {
    return this.options.clock.nowMs();
  }
}
