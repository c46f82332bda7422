import type { dnw } from '@baro/contracts';
import { mulDiv } from '@baro/domain';
import type { Clock } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { parseAmount } from '../../ledger/index.ts';
import type { MarketService } from '../../market/market-service.ts';
import { rateE12, RATE_DECIMALS, scaledText } from './quote.ts';

/** One asset's won price, times 10^8, and the instant it is the price of. */
export interface AssetPrice {
  readonly asset: string;
  readonly priceE8: bigint;
  readonly updatedAt: Date;
}

/** Where a coin's market price comes from: the market service's ticks, on the server's clock. */
export interface MarketPricing {
  readonly market: Pick<MarketService, 'stock' | 'tickAtOrBefore'>;
  readonly clock: Clock;
}

/**
 * How the wallet takes a coin's price from the market (docs/spec-interpretations.md "Coin prices"):
 * the last tick of its USDT pair at or before the current whole minute, so that one price holds for a
 * minute and a member who was quoted it can still convert at it; a tick older than `maxAgeMs` at that
 * instant (a feed gap, or no feed at all) is no market price, and the published one is used.
 */
export const marketPriceTiming = { stepMs: 60_000, maxAgeMs: 5 * 60_000 } as const;

/** The quote currency of the coins' markets, whose won price the site publishes. */
const marketQuote = 'USDT';

interface PriceRow {
  asset: string;
  krw_price_e8: string;
  updated_at: Date;
}

async function publishedPrices(db: Queryable, siteId: number): Promise<Map<string, AssetPrice>> {
  const result = await db.query<PriceRow>(
    'SELECT asset, krw_price_e8::text, updated_at FROM wallet_asset_price WHERE site_id = $1 ORDER BY asset',
    [siteId],
  );
  return new Map(
    result.rows.map((row) => [
      row.asset,
      { asset: row.asset, priceE8: parseAmount(row.krw_price_e8), updatedAt: row.updated_at },
    ]),
  );
}

/**
 * A coin's won price from its USDT market: the pair's price times the published USDT price, rounded
 * down to 10^-8 won, as of the tick (or of the USDT price, when that was published later). Undefined
 * when the market does not price the pair or its tick is too old.
 */
export function marketWonPrice(
  pricing: MarketPricing,
  asset: string,
  usdt: AssetPrice,
): AssetPrice | undefined {
  const stock = pricing.market.stock(`${asset}${marketQuote}`);
  if (stock === undefined) return undefined;
  const { stepMs, maxAgeMs } = marketPriceTiming;
  const instantMs = Math.floor(pricing.clock.nowMs() / stepMs) * stepMs;
  const tick = pricing.market.tickAtOrBefore(stock.instrument.stock, instantMs);
  if (tick === null || tick.atMs < instantMs - maxAgeMs) return undefined;
  const priceE8 = mulDiv(
    BigInt(tick.price),
    usdt.priceE8,
    10n ** BigInt(stock.instrument.pricePrecision),
    'floor',
  );
  if (priceE8 <= 0n) return undefined;
  const at = Math.max(tick.atMs, usdt.updatedAt.getTime());
  return { asset, priceE8, updatedAt: new Date(at) };
}

/**
 * The site's won prices by asset: a coin with a USDT market at the market's price (above), every
 * other asset at the price the site publishes (`wallet_asset_price`). One source for what a wallet
 * is worth and for the money that moves at a price (conversions, buying and selling coin), so the
 * rate a member is shown is the rate the server checks. The published part is read with `db`, inside
 * the action's transaction when there is one.
 */
export async function sitePrices(
  db: Queryable,
  siteId: number,
  pricing: MarketPricing,
): Promise<Map<string, AssetPrice>> {
  const prices = await publishedPrices(db, siteId);
  const usdt = prices.get(marketQuote);
  if (usdt === undefined) return prices;
  for (const asset of prices.keys()) {
    if (asset === marketQuote) continue;
    const market = marketWonPrice(pricing, asset, usdt);
    if (market !== undefined) prices.set(asset, market);
  }
  return prices;
}

/** One rate as the wire carries it: one `base` buys `rate` of `counter`, as of `at` (the later price). */
export function exchangeRate(base: AssetPrice, counter: AssetPrice): dnw.DnwExchangeRate {
  const at = base.updatedAt > counter.updatedAt ? base.updatedAt : counter.updatedAt;
  return {
    base: base.asset,
    counter: counter.asset,
    rate: scaledText(rateE12(base.priceE8, counter.priceE8), RATE_DECIMALS),
    at: at.toISOString(),
  };
}

/** Every ordered pair of the site's priced assets, base then counter alphabetically. */
export function exchangeRateMap(prices: ReadonlyMap<string, AssetPrice>): dnw.DnwExchangeRate[] {
  const all = [...prices.values()];
  return all.flatMap((base) =>
    all.filter((counter) => counter.asset !== base.asset).map((counter) => exchangeRate(base, counter)),
  );
}
