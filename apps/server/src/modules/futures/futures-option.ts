import { futuresTerms } from '@baro/domain';
import type { FuturesTerms, MarginTier } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';

/** One futures option of a site with the terms its orders are decided by (migration 0013). */
export interface FuturesOptionTerms {
  readonly id: number;
  readonly siteId: number;
  readonly stock: string;
  /** Prices are integers of 10^-pricePrecision USDT (market_instrument.price_precision). */
  readonly pricePrecision: number;
  readonly isPlay: boolean;
  /** The engine's terms: fees, tiers, quantity step, default leverage (`futuresTerms`). */
  readonly terms: FuturesTerms;
}

interface StoredTier {
  maxNotionalMinor: string;
  maintenanceRateBps: string;
  maxLeverage: number;
  maintenanceAmountMinor: string;
}

interface OptionRow {
  id: number;
  site_id: number;
  stock: string;
  price_precision: number;
  max_leverage: number;
  is_play: boolean;
  taker_fee_bps: number;
  liquidation_fee_bps: number;
  tiers: StoredTier[] | null;
}

const optionColumns = `o.id, o.site_id, o.stock, i.price_precision, o.max_leverage, o.is_play, o.taker_fee_bps,
    o.liquidation_fee_bps, o.tiers`;

const optionFrom = 'FROM futures_option o JOIN market_instrument i ON i.stock = o.stock';

const optionSelect = `SELECT ${optionColumns} ${optionFrom}`;

function toTier(stored: StoredTier): MarginTier {
  return {
    maxNotionalMinor: BigInt(stored.maxNotionalMinor),
    maintenanceRateBps: BigInt(stored.maintenanceRateBps),
    maxLeverage: stored.maxLeverage,
    maintenanceAmountMinor: BigInt(stored.maintenanceAmountMinor),
  };
}

/** A tier table as `futures_option.tiers` stores it (JSON, amounts as strings), the reverse of `toTier`. */
export function storedTiers(tiers: readonly MarginTier[]): string {
  const stored: StoredTier[] = tiers.map((tier) => ({
    maxNotionalMinor: tier.maxNotionalMinor.toString(),
    maintenanceRateBps: tier.maintenanceRateBps.toString(),
    maxLeverage: tier.maxLeverage,
    maintenanceAmountMinor: tier.maintenanceAmountMinor.toString(),
  }));
  return JSON.stringify(stored);
}

/** The columns of `futures_option` its terms are made of, as SQL answers them. */
export type OptionTermsRow = Pick<
  OptionRow,
  'id' | 'max_leverage' | 'taker_fee_bps' | 'liquidation_fee_bps' | 'tiers'
>;

/** The columns `optionTermsOf` reads, for a select on `futures_option o`. */
export const optionTermsColumns = 'o.id, o.max_leverage, o.taker_fee_bps, o.liquidation_fee_bps, o.tiers';

/** The engine's terms of an option row: its own table, or the default one when it stores none. */
export function optionTermsOf(row: OptionTermsRow): FuturesTerms {
  // futuresTerms checks a site's own table (checkTierTable) and caps the leverage by it.
  return futuresTerms(String(row.id), {
    maxLeverage: row.max_leverage,
    takerFeeBps: BigInt(row.taker_fee_bps),
    liquidationFeeBps: BigInt(row.liquidation_fee_bps),
    ...(row.tiers === null ? {} : { tiers: row.tiers.map(toTier) }),
  });
}

function toOption(row: OptionRow): FuturesOptionTerms {
  const terms = optionTermsOf(row);
  return {
    id: row.id,
    siteId: row.site_id,
    stock: row.stock,
    pricePrecision: row.price_precision,
    isPlay: row.is_play,
    terms,
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
  return row === undefined ? undefined : toOption(row);
}

/**
 * An option as the order route remembers it, with the version of the rows it was read from: the
 * option's and its instrument's `xmin` (the transaction that last wrote each), so a placement can
 * tell in its locking read whether anyone changed them since (order-lock.ts), even by plain SQL.
 */
export interface CachedOption extends FuturesOptionTerms {
  readonly version: string;
}

/** `xmin` of the option row and of its instrument row, as the cache and the order lock compare them. */
export const optionVersionSql = `o.xmin::text || ':' || i.xmin::text`;

const optionCache = new WeakMap<Queryable, Map<string, CachedOption>>();

/**
 * `loadFuturesOption` remembered per database, for the order route: every order needs the option's
 * terms, which change only when an operator edits `futures_option` (no route does). Not trusted
 * blindly: the order's locking read answers the rows' version now, and a placement that finds it
 * changed forgets the option and runs again on a fresh read (place-order.ts). An option not found
 * is never remembered, so a new one is seen at once.
 */
export async function cachedFuturesOption(
  db: Queryable,
  siteId: number,
  optionId: number,
): Promise<CachedOption | undefined> {
  let options = optionCache.get(db);
  if (options === undefined) {
    options = new Map();
    optionCache.set(db, options);
  }
  const key = `${siteId}:${optionId}`;
  const hit = options.get(key);
  if (hit !== undefined) return hit;
  const rows = await db.query<OptionRow & { version: string }>(
    `SELECT ${optionColumns}, ${optionVersionSql} AS version ${optionFrom} WHERE o.site_id = $1 AND o.id = $2`,
    [siteId, optionId],
  );
  const row = rows.rows[0];
  if (row === undefined) {
    options.delete(key);
    return undefined;
  }
  const option = { ...toOption(row), version: row.version };
  options.set(key, option);
  return option;
}

/** `optionVersionSql` of the option now, for a placement that does not take `lockForOrder`'s read. */
export async function optionVersionNow(db: Queryable, optionId: number): Promise<string | null> {
  const rows = await db.query<{ version: string }>(
    `SELECT ${optionVersionSql} AS version ${optionFrom} WHERE o.id = $1`,
    [optionId],
  );
  return rows.rows[0]?.version ?? null;
}

/** Drops a remembered option after a change to its row, so the next order reads it again. */
export function forgetFuturesOption(db: Queryable, siteId: number, optionId: number): void {
  optionCache.get(db)?.delete(`${siteId}:${optionId}`);
}

/** An option by id alone, for the trigger loop that runs it whatever site it belongs to. */
export async function loadFuturesOptionById(
  db: Queryable,
  optionId: number,
): Promise<FuturesOptionTerms | undefined> {
  const rows = await db.query<OptionRow>(`${optionSelect} WHERE o.id = $1`, [optionId]);
  const row = rows.rows[0];
  return row === undefined ? undefined : toOption(row);
}

/** Every futures option of every site: the trigger runtime claims one loop per option. */
export async function listFuturesOptionIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM futures_option ORDER BY id');
  return rows.rows.map((row) => row.id);
}
