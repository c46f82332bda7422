import type { Queryable } from '../../db/database.ts';
import { isRejection } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import {
  accountBalance,
  ensureMemberWallet,
  ledgerAssert,
  lockAccounts,
  moveLocked,
  moveManyLocked,
  systemAccounts,
  systemShardCount,
} from '../../ledger/index.ts';
import type { DnwType } from '../../ledger/index.ts';

// The futures' side of the ledger (docs/ledger-flows.md "Coin futures"): the member's FUTURES wallet
// and the site's shards a fill, a close, a liquidation or a funding payment moves money between.

export const futuresAsset = 'USDT';

export interface FuturesAccounts {
  readonly siteId: number;
  readonly memberId: number;
  readonly available: number;
  readonly margin: number;
  readonly house: number;
  readonly fee: number;
  readonly insurance: number;
}

/**
 * The member's FUTURES wallet and the site's margin, house, fee and insurance shards: $1 member,
 * $2 site, $3 asset, $4 shard. With `accountsLockOrder` after it, as every statement locking them has.
 */
export const futuresAccountsWhere = `((member_id = $1 AND wallet_type = 'FUTURES' AND kind = 'AVAILABLE')
     OR (site_id = $2 AND asset = $3 AND member_id IS NULL AND shard = $4
       AND kind IN ('FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE')))`;

/** The ledger's lock order (ledger/accounts.ts `lockAccountsSql`): members' accounts by id, then the site's. */
export const accountsLockOrder = 'ORDER BY member_id IS NULL, id FOR NO KEY UPDATE';

/** The five accounts, each locked, in the ledger's lock order, with the site and asset they hold. */
export const lockAllSql = `SELECT id, kind, site_id, asset FROM ledger_account
  WHERE ${futuresAccountsWhere}
  ${accountsLockOrder}`;

/**
 * The member's FUTURES wallet and the site's margin, house, fee and insurance shards, locked in the
 * ledger's lock order for the rest of the transaction: the member's futures actions run one after
 * the other, and each decides on what the one before wrote. Settle a hold (voidHold) before calling
 * this, as the ledger's lock order asks.
 *
 * Once the accounts exist (every order after a member's first), finding and locking them is one
 * statement (`lockAllSql`, the ledger's `lockAccounts` order: members' by id, then the site's by id);
 * the first time they are created and then locked by the ledger's own functions.
 */
export async function lockFuturesAccounts(
  tx: Queryable,
  siteId: number,
  memberId: number,
): Promise<FuturesAccounts> {
  const shard = memberId % systemShardCount;
  const found = await tx.query<LockedAccount>(lockAllSql, [memberId, siteId, futuresAsset, shard]);
  return futuresAccountsOf(tx, siteId, memberId, found.rows);
}

/** One of the accounts `lockAllSql` locked. */
export interface LockedAccount {
  readonly id: number;
  readonly kind: string;
  readonly site_id: number;
  readonly asset: string;
}

/**
 * The accounts of `lockAllSql`'s rows (run alone or inside a bigger statement, as an order's lock
 * does), or, when some do not exist yet, the member's first action: created, then locked.
 */
export async function futuresAccountsOf(
  tx: Queryable,
  siteId: number,
  memberId: number,
  rows: readonly LockedAccount[],
): Promise<FuturesAccounts> {
  const ids = new Map(rows.map((row) => [row.kind, row]));
  const available = ids.get('AVAILABLE');
  const margin = ids.get('FUTURES_MARGIN');
  const house = ids.get('HOUSE');
  const fee = ids.get('FEE');
  const insurance = ids.get('INSURANCE');
  if (
    available === undefined ||
    margin === undefined ||
    house === undefined ||
    fee === undefined ||
    insurance === undefined
  )
    return createAndLock(tx, siteId, memberId);
  ledgerAssert(
    available.site_id === siteId && available.asset === futuresAsset,
    `The FUTURES wallet of member ${memberId} is not a ${futuresAsset} wallet of site ${siteId}.`,
  );
  return {
    siteId,
    memberId,
    available: available.id,
    margin: margin.id,
    house: house.id,
    fee: fee.id,
    insurance: insurance.id,
  };
}

/** The first futures action of a member (or site): the accounts made, then locked as above. */
async function createAndLock(tx: Queryable, siteId: number, memberId: number): Promise<FuturesAccounts> {
  const wallet = await ensureMemberWallet(tx, {
    siteId,
    memberId,
    walletType: 'FUTURES',
    asset: futuresAsset,
  });
  const shards = await systemAccounts(tx, {
    siteId,
    asset: futuresAsset,
    kinds: ['FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE'],
    shardKey: memberId,
  });
  const accounts: FuturesAccounts = {
    siteId,
    memberId,
    available: wallet.availableAccountId,
    margin: shards.FUTURES_MARGIN,
    house: shards.HOUSE,
    fee: shards.FEE,
    insurance: shards.INSURANCE,
  };
  await lockAccounts(
    tx,
    [accounts.available, accounts.margin, accounts.house, accounts.fee, accounts.insurance],
    { siteId, asset: futuresAsset },
  );
  return accounts;
}

/**
 * The site's shards of `accounts`, locked by id (the ledger's order among the site's accounts): for a
 * placement whose locking read took the member's wallet only (order-lock.ts) before a general fill.
 */
export async function lockShards(tx: Queryable, accounts: FuturesAccounts): Promise<void> {
  await tx.query('SELECT id FROM ledger_account WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE', [
    [accounts.margin, accounts.house, accounts.fee, accounts.insurance],
  ]);
}

/** The member's available FUTURES balance, read under the lock `lockFuturesAccounts` took. */
export function availableBalance(tx: Queryable, accounts: FuturesAccounts): Promise<bigint> {
  return accountBalance(tx, accounts.available);
}

export interface Movement {
  readonly from: number;
  readonly to: number;
  readonly amountMinor: bigint;
  readonly ref: string;
  readonly dnwType?: DnwType;
}

/**
 * One posting of a futures flow; nothing for a zero amount. A member account that cannot pay is
 * INSUFFICIENT_BALANCE (the caller rolls the action back); a system account may go below zero. The
 * accounts are the ones `lockFuturesAccounts` locked, so the ledger's guarded move runs without
 * locking them again.
 */
export async function move(
  tx: Queryable,
  accounts: FuturesAccounts,
  movement: Movement,
): Promise<Rejection<'INSUFFICIENT_BALANCE'> | null> {
  if (movement.amountMinor <= 0n) return null;
  const moved = await moveLocked(tx, {
    siteId: accounts.siteId,
    asset: futuresAsset,
    debitAccountId: movement.from,
    creditAccountId: movement.to,
    amountMinor: movement.amountMinor,
    ref: movement.ref,
    dnwType: movement.dnwType ?? null,
  });
  return isRejection(moved) ? moved : null;
}

/** Several postings of one futures action in one statement (the ledger's `moveManyLocked`). */
export async function moveMany(
  tx: Queryable,
  accounts: FuturesAccounts,
  movements: readonly Omit<Movement, 'ref'>[],
  ref: string,
): Promise<Rejection<'INSUFFICIENT_BALANCE'> | null> {
  return moveManyLocked(tx, { siteId: accounts.siteId, asset: futuresAsset, ref, legs: movements });
}
