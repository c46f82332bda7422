import type { Queryable } from '../db/database.ts';
import { ledgerAssert } from './types.ts';
import type { SystemAccountKind, WalletType } from './types.ts';

/**
 * How many rows each system account of a site and asset is spread over. A single hot row caps near
 * 3,000 transfers/s (STACK.md); eight shards let eight transfers to the house commit side by side.
 */
export const systemShardCount = 8;

export interface MemberWallet {
  readonly availableAccountId: number;
  readonly reservedAccountId: number;
  readonly asset: string;
}

interface WalletRow {
  id: number;
  kind: string;
  asset: string;
  site_id: number;
}

const selectWalletSql = `SELECT id, kind, asset, site_id FROM ledger_account
  WHERE member_id = $1 AND wallet_type = $2 AND kind IN ('AVAILABLE', 'RESERVED')`;

// Selecting from member makes a wrong site or an unknown member insert nothing (asserted below)
// instead of creating accounts that cross tenants.
const insertWalletSql = `INSERT INTO ledger_account (site_id, asset, kind, member_id, wallet_type)
  SELECT m.site_id, $3, k.kind, m.id, $4
  FROM member m CROSS JOIN (VALUES ('AVAILABLE'), ('RESERVED')) AS k(kind)
  WHERE m.id = $1 AND m.site_id = $2
  ORDER BY k.kind
  ON CONFLICT DO NOTHING`;

/**
 * The member's AVAILABLE and RESERVED accounts of one wallet, created on first use. Idempotent and
 * safe under concurrency: a second creator waits on the unique index and then finds the rows.
 */
export async function ensureMemberWallet(
  tx: Queryable,
  input: { siteId: number; memberId: number; walletType: WalletType; asset: string },
): Promise<MemberWallet> {
  // The common case is an existing wallet: one indexed read, no write.
  let rows = (await tx.query<WalletRow>(selectWalletSql, [input.memberId, input.walletType])).rows;
  if (rows.length < 2) {
    await tx.query(insertWalletSql, [input.memberId, input.siteId, input.asset, input.walletType]);
    // A new statement sees rows another transaction committed while we waited (READ COMMITTED).
    rows = (await tx.query<WalletRow>(selectWalletSql, [input.memberId, input.walletType])).rows;
  }
  const available = rows.find((row) => row.kind === 'AVAILABLE');
  const reserved = rows.find((row) => row.kind === 'RESERVED');
  ledgerAssert(
    available !== undefined && reserved !== undefined,
    `Member ${input.memberId} is not a member of site ${input.siteId}.`,
  );
  for (const row of [available, reserved]) {
    ledgerAssert(row.site_id === input.siteId, `Member ${input.memberId} belongs to another site.`);
    ledgerAssert(
      row.asset === input.asset,
      `Wallet ${input.walletType} of member ${input.memberId} holds ${row.asset}, not ${input.asset}.`,
    );
  }
  return { availableAccountId: available.id, reservedAccountId: reserved.id, asset: input.asset };
}

const selectSystemSql = `SELECT id FROM ledger_account
  WHERE site_id = $1 AND asset = $2 AND kind = $3 AND shard = $4 AND member_id IS NULL`;

/**
 * The id of one shard of a system account, created on first use. `shardKey` picks the shard
 * (shardKey mod 8); pass something that spreads concurrent actions, such as the member id, so that
 * two members' transfers rarely wait on the same row. Every kind is sharded: the fee account is
 * credited as often as the house.
 */
export async function systemAccount(
  tx: Queryable,
  input: { siteId: number; asset: string; kind: SystemAccountKind; shardKey: number },
): Promise<number> {
  ledgerAssert(
    Number.isSafeInteger(input.shardKey) && input.shardKey >= 0,
    `shardKey must be a non-negative integer, got ${input.shardKey}.`,
  );
  const shard = input.shardKey % systemShardCount;
  const params = [input.siteId, input.asset, input.kind, shard];
  const found = await tx.query<{ id: number }>(selectSystemSql, params);
  if (found.rows[0] !== undefined) return found.rows[0].id;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_account (site_id, asset, kind, shard) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    params,
  );
  if (inserted.rows[0] !== undefined) return inserted.rows[0].id;
  // Another transaction created it between our read and our insert; it has committed by now.
  const again = await tx.query<{ id: number }>(selectSystemSql, params);
  ledgerAssert(again.rows[0] !== undefined, `System account ${input.kind} ${input.asset} vanished.`);
  return again.rows[0].id;
}

/**
 * The ids of one shard of several system accounts, by kind: one query when they exist (every use after
 * the first), `systemAccount` for any still to be created. For an action that moves money between a
 * member and several of the site's accounts, as a futures fill does, instead of a query per kind.
 */
export async function systemAccounts<Kind extends SystemAccountKind>(
  tx: Queryable,
  input: { siteId: number; asset: string; kinds: readonly Kind[]; shardKey: number },
): Promise<Record<Kind, number>> {
  const found = await tx.query<{ id: number; kind: Kind }>(
    `SELECT id, kind FROM ledger_account
     WHERE site_id = $1 AND asset = $2 AND kind = ANY($3::text[]) AND shard = $4 AND member_id IS NULL`,
    [input.siteId, input.asset, input.kinds, input.shardKey % systemShardCount],
  );
  const ids = new Map(found.rows.map((row) => [row.kind, row.id]));
  const result = {} as Record<Kind, number>;
  for (const kind of input.kinds) {
    result[kind] = ids.get(kind) ?? (await systemAccount(tx, { ...input, kind }));
  }
  return result;
}

// LockRows sits above the sort in this plan, so the rows are locked in the ledger's one lock order:
// members' accounts first, then the site's, each by ascending id. (Members first lets a round's
// settlement credit tens of thousands of wallets in one ordered pass and take its 16 escrow and
// house shards after them; round-settlement.ts.) NO KEY UPDATE is the lock an UPDATE of the balance
// takes anyway. Exported so that the benchmark sends exactly this text when it measures raw `pg`.
export const lockAccountsSql = `SELECT id, site_id, asset FROM ledger_account WHERE id = ANY($1::bigint[])
  ORDER BY member_id IS NULL, id FOR NO KEY UPDATE`;

/**
 * Locks accounts in the lock order (members' by id, then the site's by id) for the rest of the
 * transaction, and checks that they exist (and, when `expect` is given, that they belong to that
 * site and asset). `transfer` and the hold functions call it before they update anything, so two transactions never each hold a row the other waits for. A
 * caller that moves money between more than two accounts in one transaction calls it first with all
 * of them, for the same reason (a deadlock would be retried, but it costs a round of waiting).
 */
export async function lockAccounts(
  tx: Queryable,
  accountIds: readonly number[],
  expect?: { siteId: number; asset: string },
): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  const locked = await tx.query<{ id: number; site_id: number; asset: string }>(lockAccountsSql, [ids]);
  // rows.length, not rowCount: PGlite reports 0 affected rows for a SELECT.
  ledgerAssert(locked.rows.length === ids.length, `Unknown ledger account among ${ids.join(', ')}.`);
  if (expect === undefined) return;
  for (const row of locked.rows) {
    ledgerAssert(
      row.site_id === expect.siteId && row.asset === expect.asset,
      `Account ${row.id} holds ${row.asset} of site ${row.site_id}, not ${expect.asset} of site ${expect.siteId}.`,
    );
  }
}

/**
 * An account's balance as this transaction sees it (0 for an id that names none): after the caller's
 * own postings, or under the lock the caller holds, whichever it needs the figure for.
 */
export async function accountBalance(tx: Queryable, accountId: number): Promise<bigint> {
  const rows = await tx.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_account WHERE id = $1',
    [accountId],
  );
  return BigInt(rows.rows[0]?.balance ?? '0');
}
