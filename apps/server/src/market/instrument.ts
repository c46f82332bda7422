import type { Queryable } from '../db/database.ts';

/** An instrument as the market service uses it (a `market_instrument` row). */
export interface MarketInstrument {
  readonly stock: string;
  readonly family: 'COIN' | 'OVERSEA';
  /** Price decimals: prices are integers in 10^-pricePrecision of `currency`. */
  readonly pricePrecision: number;
  /** Quantity decimals: volumes are integers in 10^-qtyPrecision. */
  readonly qtyPrecision: number;
  readonly calendarId: string;
  readonly coin: string | null;
  readonly koName: string;
  readonly currency: string;
  readonly productType: string;
}

interface InstrumentRow {
  stock: string;
  family: 'COIN' | 'OVERSEA';
  price_precision: number;
  qty_precision: number;
  calendar_id: string;
  coin: string | null;
  ko_name: string;
  currency: string;
  product_type: string;
}

/** Every instrument the market prices, in stock order. */
export async function loadInstruments(db: Queryable): Promise<MarketInstrument[]> {
  const rows = await db.query<InstrumentRow>(
    `SELECT stock, family, price_precision, qty_precision, calendar_id, coin, ko_name, currency, product_type
     FROM market_instrument ORDER BY stock`,
  );
  return rows.rows.map((row) => ({
    stock: row.stock,
    family: row.family,
    pricePrecision: row.price_precision,
    qtyPrecision: row.qty_precision,
    calendarId: row.calendar_id,
    coin: row.coin,
    koName: row.ko_name,
    currency: row.currency,
    productType: row.product_type,
  }));
}
