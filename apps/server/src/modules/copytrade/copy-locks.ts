import type { Queryable } from '../../db/database.ts';
import { systemAccounts, systemShardCount } from '../../ledger/index.ts';
import { accountsLockOrder, futuresAsset } from '../futures/futures-ledger.ts';
import type { FuturesAccounts } from '../futures/futures-ledger.ts';
import { openPositionOf } from '../futures/position-writes.ts';
import type { OpenPosition, OpenPositionRow } from '../futures/position-writes.ts';

// The locks of a fan-out, in the lock order of every futures action (futures/order-lock.ts): the
// members' open TP/SL orders on the option (a close may cancel them), then the members' FUTURES
// wallets by id, then the positions by id, then the copy-trading rows (follows, copies), which no
// futures action takes; the site's shards last, by id, just before the one statement that posts to
// them (`lockShardAccounts`), as placement takes them in its write: every member's futures actions
// meet on the shards, and a fan-out of thousands of copies must not hold them while it writes the rest.

const shardKinds = ['FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE'] as const;

export interface LockedWallets {
  /** The FUTURES accounts of each member that has a FUTURES wallet, as the futures writes name them. */
  readonly accounts: ReadonlyMap<number, FuturesAccounts>;
  /** Each such member's available balance under the lock. */
  readonly available: ReadonlyMap<number, bigint>;
  /** The site's shard accounts those members post to, not locked yet (`lockShardAccounts`). */
  readonly shardIds: readonly number[];
}

/**
 * Locks `memberIds`' FUTURES wallets in one statement, by id, and finds the site's futures shards they
 * post to (locked later: `lockShardAccounts`). A member without a FUTURES wallet is left out (a copy
 * to them is a skip: nothing pays it). Shards a site never used yet are made first
 * (`systemAccounts`), as a member's first futures action makes them.
 */
export async function lockFuturesWallets(
  tx: Queryable,
  siteId: number,
  memberIds: readonly number[],
): Promise<LockedWallets> {
  const shards = [...new Set(memberIds.map((id) => id % systemShardCount))];
  const shardAccounts = await shardAccountsOf(tx, siteId, shards);
  const locked = await tx.query<{ id: number; member_id: number; balance: string }>(
    `SELECT id, member_id, balance::text AS balance FROM ledger_account
     WHERE member_id = ANY($1::int[]) AND wallet_type = 'FUTURES' AND kind = 'AVAILABLE' AND site_id = $2
       AND asset = $3
     ${accountsLockOrder}`,
    [memberIds, siteId, futuresAsset],
  );
  const accounts = new Map<number, FuturesAccounts>();
  const available = new Map<number, bigint>();
  for (const row of locked.rows) {
    const shard = shardAccounts.get(row.member_id % systemShardCount);
    if (shard === undefined) throw new Error(`No futures shard was made for member ${row.member_id}.`);
    accounts.set(row.member_id, {
      siteId,
      memberId: row.member_id,
      available: row.id,
      margin: shard.FUTURES_MARGIN,
      house: shard.HOUSE,
      fee: shard.FEE,
      insurance: shard.INSURANCE,
    });
    available.set(row.member_id, BigInt(row.balance));
  }
  const shardIds = [...shardAccounts.values()].flatMap((kinds) => Object.values(kinds));
  return { accounts, available, shardIds };
}

/** The site's shard accounts of `wallets`, locked by id: last, right before the postings. */
export async function lockShardAccounts(tx: Queryable, wallets: LockedWallets): Promise<void> {
  await tx.query('SELECT id FROM ledger_account WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE', [
    wallets.shardIds,
  ]);
}

/** The site's futures shards by shard, in one read; a shard never used yet is made (`systemAccounts`). */
async function shardAccountsOf(
  tx: Queryable,
  siteId: number,
  shards: readonly number[],
): Promise<Map<number, Record<(typeof shardKinds)[number], number>>> {
  // A shard that lacks a kind answers without it: the record's values may be missing.
  const found = await tx.query<{
    shard: number;
    kinds: Partial<Record<(typeof shardKinds)[number], number>>;
  }>(
    `SELECT shard, json_object_agg(kind, id) AS kinds FROM ledger_account
     WHERE site_id = $1 AND asset = $2 AND member_id IS NULL AND shard = ANY($3::int[]) AND kind = ANY($4::text[])
     GROUP BY shard`,
    [siteId, futuresAsset, shards, shardKinds],
  );
  const stored = new Map(found.rows.map((row) => [row.shard, row.kinds]));
  const byShard = new Map<number, Record<(typeof shardKinds)[number], number>>();
  for (const shard of shards) {
    const kinds = stored.get(shard);
    const complete =
      kinds?.FUTURES_MARGIN !== undefined &&
      kinds.HOUSE !== undefined &&
      kinds.FEE !== undefined &&
      kinds.INSURANCE !== undefined
        ? {
            FUTURES_MARGIN: kinds.FUTURES_MARGIN,
            HOUSE: kinds.HOUSE,
            FEE: kinds.FEE,
            INSURANCE: kinds.INSURANCE,
          }
        : undefined;
    byShard.set(
      shard,
      complete ??
        (await systemAccounts(tx, { siteId, asset: futuresAsset, kinds: shardKinds, shardKey: shard })),
    );
  }
  return byShard;
}

/** The members' open TP/SL orders on the option, locked by id: first in the lock order. */
export async function lockTpslOrders(
  tx: Queryable,
  memberIds: readonly number[],
  optionId: number,
): Promise<void> {
  await tx.query(
    `SELECT id FROM futures_order
     WHERE member_id = ANY($1::int[]) AND futures_option_id = $2 AND status = 'OPEN'
       AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
     ORDER BY id FOR UPDATE`,
    [memberIds, optionId],
  );
}

/** The members' open positions on the option, locked by id, by member. */
export async function lockOpenPositions(
  tx: Queryable,
  memberIds: readonly number[],
  optionId: number,
): Promise<Map<number, OpenPosition>> {
  const rows = await tx.query<OpenPositionRow & { member_id: number }>(
    `SELECT id, member_id, trade_type, qty::text AS qty, entry_price::text AS entry_price, margin::text AS margin,
       leverage, margin_type
     FROM futures_position WHERE member_id = ANY($1::int[]) AND futures_option_id = $2 AND status = 'OPEN'
     ORDER BY id FOR UPDATE`,
    [memberIds, optionId],
  );
  return new Map(rows.rows.map((row) => [row.member_id, openPositionOf(row)]));
}

/** Postgres array text of bigints, for `unnest($n::numeric[])`. */
export function numerics(values: readonly bigint[]): string[] {
  return values.map((value) => value.toString());
}
