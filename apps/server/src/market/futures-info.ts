import type { FuturesTicker } from '@baro/contracts';
import {
  FUNDING_RATE_DECIMALS,
  formatUnits,
  fundingRatePpm,
  nextFundingTimeMs,
  parseFundingRatePpm,
} from '@baro/domain';
import type { StockState } from './stock-state.ts';

/** Funding rates are parts per million; on the wire a fraction with six decimals (0.000100 = 0.01 %). */
export function formatFundingRate(ratePpm: bigint): string {
  return formatUnits(ratePpm, FUNDING_RATE_DECIMALS);
}

/**
 * The funding rate of the interval that ends at `fundingAtMs`, as it stands at `nowMs`: what the
 * ticker shows for the current interval and what the settlement charges at its end (one number, from
 * `state.funding`). The average lives in memory, so a process that saw none of the interval (started
 * after it ended, or on a node that does not sample: see `StockState.sampleIndex`) falls back to the
 * rate now, the venue's or that of the premium now. Null without a price.
 */
export function intervalFundingRatePpm(state: StockState, fundingAtMs: number, nowMs: number): bigint | null {
  const averaged = state.funding.ratePpm(fundingAtMs, nowMs);
  if (averaged !== null) return averaged;
  const venueRate = state.venueMark?.fundingRate;
  const venueRatePpm = venueRate == null ? null : parseFundingRatePpm(venueRate);
  if (venueRatePpm !== null) return venueRatePpm;
  const premium = state.premiumPpm(nowMs);
  return premium === null ? null : fundingRatePpm(premium);
}

/**
 * The live figures of one coin future (`/topic/futures_info`, `FUTURES_INFO_KEY`): last price, mark,
 * 24 h change and the funding rate of the current interval (DOMAIN.md §3). Null while the stock has no price (never
 * traded, or in a feed gap): nothing is shown rather than a stale or guessed figure.
 */
export function futuresTicker(
  state: StockState,
  nowMs: number,
  nextFundingAt: string = fundingTimeText(nowMs),
): FuturesTicker | null {
  const last = state.lastTick;
  const stats = state.ticker.statistics(nowMs);
  if (last === null || stats === null || state.gap !== null) return null;
  const mark = state.markPrice(nowMs) ?? last.price;
  const precision = state.instrument.pricePrecision;
  const venue = state.venueMark;
  // The rate the settlement would charge if the interval ended now (a venue's own, or the average).
  const ratePpm = intervalFundingRatePpm(state, nextFundingTimeMs(nowMs), nowMs);
  if (ratePpm === null) return null;
  const fundingRate = formatFundingRate(ratePpm);
  return {
    stock: state.instrument.stock,
    lastPrice: formatUnits(last.price, precision),
    markPrice: formatUnits(mark, precision),
    priceChangePercent: stats.priceChangePercent,
    fundingRate,
    nextFundingAt:
      venue?.nextFundingAtMs == null ? nextFundingAt : new Date(venue.nextFundingAtMs).toISOString(),
  };
}

/** The next funding time as the wire writes it; the same for every stock, so a publication makes it once. */
export function fundingTimeText(nowMs: number): string {
  return new Date(nextFundingTimeMs(nowMs)).toISOString();
}
