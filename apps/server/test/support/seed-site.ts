import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/db/database.ts';
import { findSiteById } from '../../src/modules/sites/find-site.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';

export interface SiteOverrides {
  id?: number;
  code?: string;
  name?: string;
  type?: string;
  stockPrefix?: string;
  overseasPrefix?: string;
  binaryCurrency?: string;
  usedCoins?: string;
  buyCoins?: string;
  depositCoins?: string;
  coinInfoJson?: Record<string, unknown>;
  settings?: Record<string, unknown>;
  status?: 'ACTIVE' | 'CLOSED';
}

/** Inserts a site (all features on, `{}` settings unless overridden) and returns it as the server reads it. */
export async function insertSite(db: Queryable, overrides: SiteOverrides = {}): Promise<Site> {
  const code = overrides.code ?? `site-${randomBytes(4).toString('hex')}`;
  const result = await db.query<{ id: number }>(
    `INSERT INTO site_info (id, code, name, type, stock_prefix, overseas_prefix, binary_currency, used_coins,
       buy_coins, deposit_coins, coin_info_json, settings, status)
     VALUES (COALESCE($1, nextval(pg_get_serial_sequence('site_info', 'id'))), $2, $3, $4, $5, $6, $7, $8, $9, $10,
       $11, $12, $13)
     RETURNING id`,
    [
      overrides.id ?? null,
      code,
      overrides.name ?? `Test site ${code}`,
      overrides.type ?? '101101',
      overrides.stockPrefix ?? 'T',
      overrides.overseasPrefix ?? 'TO',
      overrides.binaryCurrency ?? 'KRW',
      overrides.usedCoins ?? 'BINARY,FUTURES,USDT,BTC',
      overrides.buyCoins ?? 'USDT',
      overrides.depositCoins ?? 'USDT',
      JSON.stringify(overrides.coinInfoJson ?? {}),
      JSON.stringify(overrides.settings ?? {}),
      overrides.status ?? 'ACTIVE',
    ],
  );
  const site = await findSiteById(db, result.rows[0]!.id);
  return site!;
}

/** Inserts a member of a site with a throwaway password hash; for rows that reference a member. */
export async function insertMember(db: Queryable, siteId: number, username?: string): Promise<number> {
  const name = username ?? `m${randomBytes(4).toString('hex')}`;
  const result = await db.query<{ id: number }>(
    `INSERT INTO member (site_id, username, password_hash, name) VALUES ($1, $2, 'not-a-hash', $3) RETURNING id`,
    [siteId, name, name],
  );
  return result.rows[0]!.id;
}
