import type { Queryable } from '../../src/db/database.ts';

export interface SiteOptionIds {
  futures: { btc: number; eth: number };
  oversea: { nq: number; hsi: number };
  trade: { btc30s: number; btc1m: number; ethBinary: number };
}

async function insertId(db: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  const result = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  return result.rows[0]!.id;
}

/**
 * Inserts one site's options straight into the tables, so a route test states exactly what it offers
 * (instruments come from the catalogue, which every app start writes). Values are the DOMAIN.md
 * examples; ETH futures and HSI are not offered (`is_play` false) to test the filter.
 */
export async function insertSiteOptions(db: Queryable, siteId: number): Promise<SiteOptionIds> {
  const futures = (stock: string, leverage: number, play: boolean) =>
    insertId(
      db,
      'INSERT INTO futures_option (site_id, stock, max_leverage, is_play) VALUES ($1, $2, $3, $4)',
      [siteId, stock, leverage, play],
    );
  const oversea = (stock: string, play: boolean) =>
    insertId(
      db,
      `INSERT INTO oversea_option (site_id, stock, krw_rate, margin_per_lot, fee_per_lot, is_play)
       VALUES ($1, $2, 1380, 3000000, 7000, $3)`,
      [siteId, stock, play],
    );
  const trade = (stock: string, type: string, lengthMs: number, play: boolean) =>
    insertId(
      db,
      `INSERT INTO trade_option (site_id, stock, type, round_length_ms, is_play, payout, min_point, max_point)
       VALUES ($1, $2, $3, $4, $5, 1.95, 1000, 1000000)`,
      [siteId, stock, type, lengthMs, play],
    );
  return {
    futures: { btc: await futures('BTCUSDT', 125, true), eth: await futures('ETHUSDT', 100, false) },
    oversea: { nq: await oversea('NQ', true), hsi: await oversea('HSI', false) },
    trade: {
      btc30s: await trade('BTCUSDT', 'R.5', 30_000, true),
      btc1m: await trade('BTCUSDT', 'R1', 60_000, true),
      ethBinary: await trade('ETHUSDT', 'B1', 60_000, false),
    },
  };
}
