import type { dnw } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import { parseAmount } from '../../ledger/index.ts';
import { rateE12, RATE_DECIMALS, scaledText } from './quote.ts';

/** One asset's published won price, times 10^8. */
export interface AssetPrice {
  readonly asset: string;
  readonly priceE8: bigint;
  readonly updatedAt: Date;
}

interface PriceRow {
  asset: string;
  krw_price_e8: string;
  updated_at: Date;
}

/** The site's published prices by asset. Read inside the action's transaction, so it uses one snapshot. */
export async function sitePrices(db: Queryable, siteId: number): Promise<Map<string, AssetPrice>> {
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

/** One published rate as the wire carries it: one `base` buys `rate` of `counter`. */
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
