import { COIN_FUTURES, OVERSEA_FUTURES } from '@baro/domain';
import type { Queryable } from '../db/database.ts';

/**
 * Writes the instrument catalogue (packages/domain) into `market_instrument`, on every start: a new
 * instrument appears and a corrected precision or name takes effect, and the rows stay the one place
 * that option rows refer to. One statement, so two nodes starting at once agree.
 */
export async function syncInstrumentCatalogue(db: Queryable): Promise<void> {
  const rows = [
    ...COIN_FUTURES.map((spec) => ({
      stock: spec.stock,
      family: 'COIN',
      spec,
      coin: spec.coin,
      currency: 'USDT',
      productType: 'COIN',
      tickSize: null,
      tickValue: null,
    })),
    ...OVERSEA_FUTURES.map((spec) => ({
      stock: spec.stock,
      family: 'OVERSEA',
      spec,
      coin: null,
      currency: spec.currency,
      productType: spec.type,
      tickSize: spec.tickSize,
      tickValue: spec.tickValue,
    })),
  ];
  await db.query(
    `INSERT INTO market_instrument (stock, family, price_precision, qty_precision, calendar_id, coin, ko_name,
       currency, product_type, tick_size, tick_value)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::numeric[], $11::numeric[])
     ON CONFLICT (stock) DO UPDATE SET family = EXCLUDED.family, price_precision = EXCLUDED.price_precision,
       qty_precision = EXCLUDED.qty_precision, calendar_id = EXCLUDED.calendar_id, coin = EXCLUDED.coin,
       ko_name = EXCLUDED.ko_name, currency = EXCLUDED.currency, product_type = EXCLUDED.product_type,
       tick_size = EXCLUDED.tick_size, tick_value = EXCLUDED.tick_value, updated_at = now()`,
    [
      rows.map((row) => row.stock),
      rows.map((row) => row.family),
      rows.map((row) => row.spec.precision),
      rows.map((row) => row.spec.qtyPrecision),
      rows.map((row) => row.spec.calendarId),
      rows.map((row) => row.coin),
      rows.map((row) => row.spec.koName),
      rows.map((row) => row.currency),
      rows.map((row) => row.productType),
      rows.map((row) => row.tickSize),
      rows.map((row) => row.tickValue),
    ],
  );
}

/** Full-size stock → the micro contracts that trade at its price (NQ → MNQ). */
export function microMirrors(): Map<string, string[]> {
  const mirrors = new Map<string, string[]>();
  for (const spec of OVERSEA_FUTURES) {
    if (spec.underlyingStock === null) continue;
    mirrors.set(spec.underlyingStock, [...(mirrors.get(spec.underlyingStock) ?? []), spec.stock]);
  }
  return mirrors;
}
