import type { Queryable } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';

/** A site row as the server uses it (spec §3 "Site info" plus Baro's per-site settings). */
export interface Site {
  id: number;
  code: string;
  name: string;
  type: string;
  stockPrefix: string;
  overseasPrefix: string;
  binaryCurrency: string;
  usedCoins: string;
  buyCoins: string;
  depositCoins: string;
  coinInfoJson: Record<string, unknown>;
  settings: Record<string, unknown>;
  status: 'ACTIVE' | 'CLOSED';
}

/** A site_info row as `siteColumns` reads it. */
export interface SiteRow {
  id: number;
  code: string;
  name: string;
  type: string;
  stock_prefix: string;
  overseas_prefix: string;
  binary_currency: string;
  used_coins: string;
  buy_coins: string;
  deposit_coins: string;
  coin_info_json: Record<string, unknown>;
  settings: Record<string, unknown>;
  status: 'ACTIVE' | 'CLOSED';
}

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    stockPrefix: row.stock_prefix,
    overseasPrefix: row.overseas_prefix,
    binaryCurrency: row.binary_currency,
    usedCoins: row.used_coins,
    buyCoins: row.buy_coins,
    depositCoins: row.deposit_coins,
    coinInfoJson: row.coin_info_json,
    settings: row.settings,
    status: row.status,
  };
}

/** The columns of a `SiteRow`, named: a prepared statement must not change the shape it answers. */
export const siteColumns = `id, code, name, type, stock_prefix, overseas_prefix, binary_currency, used_coins, buy_coins,
  deposit_coins, coin_info_json, settings, status`;

/**
 * Read by nearly every request (the site named by `siteInfoId` or the caller's token; a signed-in
 * caller's comes with its session, `authenticate`): prepared.
 */
const siteByIdSql = preparedStatement(`SELECT ${siteColumns} FROM site_info WHERE id = $1`);

export async function findSiteById(db: Queryable, id: number): Promise<Site | undefined> {
  const result = await db.query<SiteRow>(siteByIdSql, [id]);
  const row = result.rows[0];
  return row === undefined ? undefined : toSite(row);
}

/** A site by code, as clients look it up before they know its id; a closed site is not found. */
export async function findActiveSiteByCode(db: Queryable, code: string): Promise<Site | undefined> {
  const site = await findSiteByCode(db, code);
  return site?.status === 'ACTIVE' ? site : undefined;
}

export async function findSiteByCode(db: Queryable, code: string): Promise<Site | undefined> {
  const result = await db.query<SiteRow>('SELECT * FROM site_info WHERE code = $1', [code]);
  const row = result.rows[0];
  return row === undefined ? undefined : toSite(row);
}
