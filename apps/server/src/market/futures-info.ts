import type { FuturesTicker } from '@baro/contracts';
import { estimateFundingRatePpm, formatUnits, nextFundingTimeMs } from '@baro/domain';
import type { StockState } from './stock-state.ts';

const fundingRateDecimals = 6;

/** Funding rates are parts per million; on the wire a fraction with six decimals (0.000100 = 0.01 %). */
export function formatFundingRate(ratePpm: bigint): string {
  return formatUnits(ratePpm, fundingRateDecimals);
}

/**
 * The live figures of one coin future (`/topic/futures_info`, `FUTURES_INFO_KEY`): last price, mark,
 * 24 h change and the funding-rate estimate of DOMAIN.md §3. Null while the stock has no price (never
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
  // A venue's own funding figures are what its members pay; ours are the DOMAIN.md §3 estimate.
  const fundingRate =
    venue?.fundingRate ?? formatFundingRate(estimateFundingRatePpm(mark, venue?.indexPrice ?? last.price));
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
