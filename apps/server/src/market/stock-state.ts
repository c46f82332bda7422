import {
  applyIndexPrice,
  CandleBook,
  FundingRateAverage,
  markPriceAt,
  parseFundingRatePpm,
  premiumPpm,
  RollingTicker,
  startMarkPrice,
} from '@baro/domain';
import type { CandleInterval, FeedGap, MarketTick, MarkPriceState } from '@baro/domain';
import type { MarkPriceUpdate } from './feeds/price-feed.ts';
import type { MarketInstrument } from './instrument.ts';
import { SecondPrices } from './second-prices.ts';

/**
 * Candles kept per interval, in memory and in the database. Short intervals cover a day or two, long
 * ones a year; together about 7,200 candles (460 KB) per stock.
 */
export const candleCapacity: Readonly<Record<CandleInterval, number>> = {
  '1s': 900,
  '1m': 1_440,
  '3m': 960,
  '5m': 864,
  '15m': 672,
  '30m': 720,
  '1h': 720,
  '4h': 540,
  '1d': 365,
};

/** Seconds of last-tick history kept for `/stock/last_price {second}` (two hours). */
export const secondPricesCapacity = 7_200;

/**
 * How fast the mark follows the index: half of a jump in one minute. The index is sampled once a
 * second (as venues sample theirs), so the mark costs nothing per tick.
 */
export const markHalfLifeMs = 60_000;
export const markSampleIntervalMs = 1_000;

/** Everything the market knows of one stock: candles, 24 h figures, recent seconds, feed health. */
export class StockState {
  readonly book: CandleBook;
  readonly ticker = new RollingTicker();
  readonly seconds = new SecondPrices(secondPricesCapacity);
  lastTick: MarketTick | null = null;
  /** Set while the feed is silent for this stock: no price may be guessed (DOMAIN.md §2). */
  gap: FeedGap | null = null;
  /** The earliest tick time applied since candles were last stored; Infinity when nothing changed. */
  unsavedFromMs = Number.POSITIVE_INFINITY;
  /** Whether a price changed since the last topic publication. */
  unpublished = false;
  /** The venue's own mark, index and funding, when the feed publishes them (they win over ours). */
  venueMark: MarkPriceUpdate | null = null;
  /**
   * This funding interval's rate (DOMAIN.md §3), shown on the ticker and charged at the funding time:
   * the venue's own rate, or the time-weighted average premium with the clamp applied once.
   */
  readonly funding = new FundingRateAverage();
  /** The smoothed index (DOMAIN.md §3 simulated mark); null before the first sample. */
  private markState: MarkPriceState | null = null;

  constructor(readonly instrument: MarketInstrument) {
    this.book = new CandleBook(instrument.stock, candleCapacity);
  }

  apply(tick: MarketTick): void {
    this.book.apply(tick);
    this.ticker.apply(tick.price, tick.qty, tick.atMs);
    this.seconds.record(tick.price, tick.atMs);
    if (this.lastTick === null || tick.atMs >= this.lastTick.atMs) this.lastTick = tick;
    if (tick.atMs < this.unsavedFromMs) this.unsavedFromMs = tick.atMs;
    this.unpublished = true;
  }

  /**
   * Samples the index (the last price) into the mark, and the premium into the funding average, once a
   * second as venues sample theirs; a feed gap samples nothing. Not on every tick: the premium needs the
   * mark (a bigint step), and each sample holds until the next, so the average is weighted by time and
   * a burst of ticks weighs no more than the second it fell in.
   */
  sampleIndex(nowMs: number): void {
    const last = this.lastTick;
    if (last === null || this.gap !== null) return;
    // Once a second: publications come twice a second, and the mark's bigint step is not free.
    if (this.markState !== null && nowMs - this.markState.atMs < markSampleIntervalMs) return;
    this.markState =
      this.markState === null
        ? startMarkPrice(last.price, nowMs, markHalfLifeMs)
        : applyIndexPrice(this.markState, last.price, nowMs);
    this.sampleFunding(nowMs);
  }

  /**
   * The premium of the mark over the index now, in ppm (`premiumPpm`): the venue's index when the feed
   * gives one, else the last price. Null without a price.
   */
  premiumPpm(nowMs: number): bigint | null {
    const last = this.lastTick;
    if (last === null || this.gap !== null) return null;
    return premiumPpm(this.markPrice(nowMs) ?? last.price, this.venueMark?.indexPrice ?? last.price);
  }

  /** Samples the premium (and the venue's own rate, if it gives one) into this interval's funding rate. */
  sampleFunding(nowMs: number): void {
    const rate = this.venueMark?.fundingRate;
    const venueRatePpm = rate == null ? null : parseFundingRatePpm(rate);
    if (venueRatePpm !== null) this.funding.sampleVenueRate(venueRatePpm, nowMs);
    const premium = this.premiumPpm(nowMs);
    if (premium === null) return;
    this.funding.samplePremium(premium, nowMs);
  }

  /** The mark price in price units at `nowMs`, or null before the first index sample. */
  markPrice(nowMs: number): number | null {
    if (this.venueMark !== null) return this.venueMark.markPrice;
    return this.markState === null ? null : markPriceAt(this.markState, nowMs);
  }
}
