import type { Queryable } from '../../db/database.ts';

/** One futures option of a site with the terms its orders are decided by (migration 0013). */
export interface FuturesOptionTerms {
  readonly id: number;
  readonly siteId: number;
  readonly stock: string;
  /** Prices are integers of 10^-pricePrecision USDT (market_instrument.price_precision). */
  readonly pricePrecision: number;
  readonly maxLeverage: number;
  readonly isPlay: boolean;
  readonly takerFeePpm: number;
  readonly liquidationFeePpm: number;
  /** The site's own tier table (JSON as stored), or null for the engine's default. */
  readonly tiers: unknown;
}

interface OptionRow {
  id: number;
  site_id: number;
  stock: string;
  price_precision: number;
  max_leverage: number;
  is_play: boolean;
  taker_fee_ppm: number;
  liquidation_fee_ppm: number;
  tiers: unknown;
}

const optionSelect = `SELECT o.id, o.site_id, o.stock, i.price_precision, o.max_leverage, o.is_play, o.taker_fee_ppm,
    o.liquidation_fee_ppm, o.tiers
  FROM futures_option o JOIN market_instrument i ON i.stock = o.stock`;

function toTerms(row: OptionRow): FuturesOptionTerms {
  return {
    id: row.id,
    siteId: row.site_id,
    stock: row.stock,
    pricePrecision: row.price_precision,
    maxLeverage: row.max_leverage,
    isPlay: row.is_play,
    takerFeePpm: row.taker_fee_ppm,
    liquidationFeePpm: row.liquidation_fee_ppm,
    tiers: row.tiers,
  };
}

/** The option of the caller's site, or undefined: another site's option is as absent as a missing one. */
export async function loadFuturesOption(
  db: Queryable,
  siteId: number,
  optionId: number,
): Promise<FuturesOptionTerms | undefined> {
  const rows = await db.query<OptionRow>(`${optionSelect} WHERE o.site_id = $1 AND o.id = $2`, [
    siteId,
    optionId,
  ]);
  const row = rows.rows[0];
  return row === undefined ? undefined : toTerms(row);
}

/** Every futures option of every site, for the trigger runtime that claims one loop per option. */
export async function listFuturesOptionIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM futures_option ORDER BY id');
  return rows.rows.map((row) => row.id);
}
