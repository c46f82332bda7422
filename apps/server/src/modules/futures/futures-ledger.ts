import type { Queryable } from '../../db/database.ts';
import { isRejection } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { ensureMemberWallet, lockAccounts, systemAccounts, transfer } from '../../ledger/index.ts';
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
 * The member's FUTURES wallet and the site's margin, house, fee and insurance shards, locked in the
 * ledger's lock order for the rest of the transaction: the member's futures actions run one after
 * the other, and each decides on what the one before wrote. Settle a hold (voidHold) before calling
 * this, as the ledger's lock order asks.
 */
export async function lockFuturesAccounts(
  tx: Queryable,
  siteId: number,
  memberId: number,
): Promise<FuturesAccounts> {
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

/** The member's available FUTURES balance, read under the lock `lockFuturesAccounts` took. */
export async function availableBalance(tx: Queryable, accounts: FuturesAccounts): Promise<bigint> {
  const rows = await tx.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_account WHERE id = $1',
    [accounts.available],
  );
  return BigInt(rows.rows[0]?.balance ?? '0');
}

/**
 * One posting of a futures flow; nothing for a zero amount. A member account that cannot pay is
 * INSUFFICIENT_BALANCE (the caller rolls the action back); a system account may go below zero.
 */
export async function move(
  tx: Queryable,
  accounts: FuturesAccounts,
  movement: { from: number; to: number; amountMinor: bigint; ref: string; dnwType?: DnwType },
): Promise<Rejection<'INSUFFICIENT_BALANCE'> | null> {
  if (movement.amountMinor <= 0n) return null;
  const moved = await transfer(tx, {
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
