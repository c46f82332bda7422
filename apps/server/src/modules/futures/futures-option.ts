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

const optionSelect = `SELECT o.id, o.site_id, o.stock, i.price_precision, o.max_leverage, o.is_play, o.taker_fee_bps,
    o.liquidation_fee_bps, o.tiers
  FROM futures_option o JOIN market_instrument i ON i.stock = o.stock`;

function toTier(stored: StoredTier): MarginTier {
  return {
    maxNotionalMinor: BigInt(stored.maxNotionalMinor),
    maintenanceRateBps: BigInt(stored.maintenanceRateBps),
    maxLeverage: stored.maxLeverage,
    maintenanceAmountMinor: BigInt(stored.maintenanceAmountMinor),
  };
}

function toOption(row: OptionRow): FuturesOptionTerms {
  // futuresTerms checks a site's own table (checkTierTable) and caps the leverage by it.
  const terms = futuresTerms(String(row.id), {
    maxLeverage: row.max_leverage,
    takerFeeBps: BigInt(row.taker_fee_bps),
    liquidationFeeBps: BigInt(row.liquidation_fee_bps),
    ...(row.tiers === null ? {} : { tiers: row.tiers.map(toTier) }),
  });
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

/** How long a placement trusts an option it read: the terms change only by an operator's SQL. */
export const optionCacheMs = 1_000;

const optionCache = new WeakMap<
  Queryable,
  Map<string, { readonly atMs: number; readonly option: FuturesOptionTerms }>
>();

/**
 * `loadFuturesOption` remembered per database for `optionCacheMs`, for the order route: every order
 * needs the option's terms, which change only when an operator edits `futures_option` (no route
 * does), so a second's staleness at most, and `forgetFuturesOption` drops it at once for a writer
 * that changes one. An option not found is never remembered, so a new one is seen at once.
 */
export async function cachedFuturesOption(
  db: Queryable,
  siteId: number,
  optionId: number,
  nowMs: number = performance.now(),
): Promise<FuturesOptionTerms | undefined> {
  let options = optionCache.get(db);
  if (options === undefined) {
    options = new Map();
    optionCache.set(db, options);
  }
  const key = `${siteId}:${optionId}`;
  const hit = options.get(key);
  if (hit !== undefined && nowMs - hit.atMs < optionCacheMs) return hit.option;
  const option = await loadFuturesOption(db, siteId, optionId);
  if (option === undefined) options.delete(key);
  else options.set(key, { atMs: nowMs, option });
  return option;
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
