import type { Queryable } from '../db/database.ts';
import { ensureMemberWallet, lockAccounts } from './accounts.ts';
import { moveLocked } from './transfer.ts';
import { isRejection, reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';
import { ledgerAssert, parseAmount, sqlAmount } from './types.ts';
import type { DnwType, HoldPurpose, WalletType } from './types.ts';

/**
 * Reserve in one statement: the guarded debit of AVAILABLE, the hold row, the credit of RESERVED and
 * the posting. Everything hangs off the debit's row, so a refused reservation leaves no hold behind.
 * $1 amount, $2 available account, $3 reserved account, $4 site, $5 asset, $6 member, $7 purpose,
 * $8 ref, $9 dnw type or NULL.
 */
const reserveSql = `WITH debit AS (
  UPDATE ledger_account SET balance = balance - $1::numeric
  WHERE id = $2 AND balance >= $1::numeric
  RETURNING id
), hold AS (
  INSERT INTO ledger_hold
    (site_id, asset, member_id, available_account_id, reserved_account_id, amount, purpose, ref)
  SELECT $4, $5, $6, $2, $3, $1::numeric, $7, $8 FROM debit
  RETURNING id
), credit AS (
  UPDATE ledger_account SET balance = balance + $1::numeric
  WHERE id = $3 AND EXISTS (SELECT 1 FROM debit)
  RETURNING id
)
INSERT INTO ledger_posting
  (site_id, asset, debit_account_id, credit_account_id, amount, dnw_type, hold_id, ref)
SELECT $4, $5, debit.id, credit.id, $1::numeric, $9, hold.id, $8
FROM debit CROSS JOIN credit CROSS JOIN hold
RETURNING hold_id, transfer_id`;

export interface ReserveInput {
  readonly siteId: number;
  readonly memberId: number;
  readonly walletType: WalletType;
  readonly asset: string;
  readonly amountMinor: bigint;
  readonly purpose: HoldPurpose;
  readonly ref: string;
  /** Label for the member's history, e.g. `W` when a withdrawal request reserves its amount. */
  readonly dnwType?: DnwType | null;
}

export type ReserveResult =
  { readonly holdId: number; readonly transferId: string } | Rejection<'INSUFFICIENT_BALANCE'>;

/** Moves part of a member's available balance into a hold (gameWaitPoint) until it is settled. */
export async function reserve(tx: Queryable, input: ReserveInput): Promise<ReserveResult> {
  ledgerAssert(input.amountMinor > 0n, `A hold reserves a positive amount, got ${input.amountMinor}.`);
  ledgerAssert(input.ref.length > 0, 'A hold needs a ref saying what caused it.');
  const wallet = await ensureMemberWallet(tx, input);
  await lockAccounts(tx, [wallet.availableAccountId, wallet.reservedAccountId]);
  const result = await tx.query<{ hold_id: number; transfer_id: string }>(reserveSql, [
    sqlAmount(input.amountMinor),
    wallet.availableAccountId,
    wallet.reservedAccountId,
    input.siteId,
    input.asset,
    input.memberId,
    input.purpose,
    input.ref,
    input.dnwType ?? null,
  ]);
  const row = result.rows[0];
  if (row === undefined) return reject('INSUFFICIENT_BALANCE');
  return { holdId: row.hold_id, transferId: row.transfer_id };
}

interface SettledHold {
  site_id: number;
  asset: string;
  amount: string;
  available_account_id: number;
  reserved_account_id: number;
}

const settledColumns = 'site_id, asset, amount, available_account_id, reserved_account_id';

/**
 * Explains why a guarded hold update matched no row: a hold that is not OPEN any more is a rejection
 * (two settlements raced, or a retry); a hold that does not exist, or a post larger than the hold,
 * is a bug in the caller.
 */
async function whyNotSettled(
  tx: Queryable,
  holdId: number,
  postMinor: bigint,
): Promise<Rejection<'HOLD_NOT_OPEN'>> {
  const found = await tx.query<{ status: string; amount: string }>(
    'SELECT status, amount FROM ledger_hold WHERE id = $1',
    [holdId],
  );
  const hold = found.rows[0];
  ledgerAssert(hold !== undefined, `Hold ${holdId} does not exist.`);
  ledgerAssert(
    hold.status !== 'OPEN' || parseAmount(hold.amount) >= postMinor,
    `Hold ${holdId} holds ${hold.amount}; cannot post ${postMinor}.`,
  );
  return reject('HOLD_NOT_OPEN');
}

export interface PostHoldInput {
  readonly holdId: number;
  /** Where the posted part goes: the house shard for a lost bet, provider clearing for a withdrawal. */
  readonly creditAccountId: number;
  /** At most the held amount; the rest goes back to the member's available balance. */
  readonly amountMinor: bigint;
  readonly dnwType?: DnwType | null;
  readonly ref: string;
  readonly transferId?: string;
}

export type SettleResult =
  | { readonly transferId: string; readonly postedMinor: bigint; readonly releasedMinor: bigint }
  | Rejection<'HOLD_NOT_OPEN'>;

/** Settles an open hold by moving `amountMinor` of it out of the member's wallet. */
export async function postHold(tx: Queryable, input: PostHoldInput): Promise<SettleResult> {
  ledgerAssert(
    input.amountMinor > 0n,
    `Post a positive amount (void the hold instead), got ${input.amountMinor}.`,
  );
  // The status guard makes settlement happen once: a concurrent settler waits on this row, then
  // matches nothing and gets HOLD_NOT_OPEN.
  const settled = await tx.query<SettledHold>(
    `UPDATE ledger_hold SET status = 'POSTED', posted_amount = $2::numeric, settled_at = now()
     WHERE id = $1 AND status = 'OPEN' AND amount >= $2::numeric RETURNING ${settledColumns}`,
    [input.holdId, sqlAmount(input.amountMinor)],
  );
  const hold = settled.rows[0];
  if (hold === undefined) return whyNotSettled(tx, input.holdId, input.amountMinor);
  const releasedMinor = parseAmount(hold.amount) - input.amountMinor;
  ledgerAssert(
    input.creditAccountId !== hold.reserved_account_id && input.creditAccountId !== hold.available_account_id,
    `Hold ${input.holdId} cannot be posted to the member's own wallet; void it instead.`,
  );
  const accounts = [hold.reserved_account_id, input.creditAccountId];
  if (releasedMinor > 0n) accounts.push(hold.available_account_id);
  await lockAccounts(tx, accounts, { siteId: hold.site_id, asset: hold.asset });
  const base = { siteId: hold.site_id, asset: hold.asset, holdId: input.holdId, ref: input.ref };
  const posted = await moveLocked(tx, {
    ...base,
    debitAccountId: hold.reserved_account_id,
    creditAccountId: input.creditAccountId,
    amountMinor: input.amountMinor,
    dnwType: input.dnwType ?? null,
    ...(input.transferId === undefined ? {} : { transferId: input.transferId }),
  });
  ledgerAssert(!isRejection(posted), `Reserved account of hold ${input.holdId} holds less than the hold.`);
  if (releasedMinor > 0n) {
    const released = await moveLocked(tx, {
      ...base,
      debitAccountId: hold.reserved_account_id,
      creditAccountId: hold.available_account_id,
      amountMinor: releasedMinor,
      transferId: posted.transferId,
    });
    ledgerAssert(
      !isRejection(released),
      `Reserved account of hold ${input.holdId} holds less than the hold.`,
    );
  }
  return { transferId: posted.transferId, postedMinor: input.amountMinor, releasedMinor };
}

export interface VoidHoldInput {
  readonly holdId: number;
  /** `E` (cancellation) when the member should see the refund, e.g. a cancelled withdrawal. */
  readonly dnwType?: DnwType | null;
  readonly ref: string;
  readonly transferId?: string;
}

/** Settles an open hold by giving all of it back to the member's available balance. */
export async function voidHold(tx: Queryable, input: VoidHoldInput): Promise<SettleResult> {
  const settled = await tx.query<SettledHold>(
    `UPDATE ledger_hold SET status = 'VOIDED', posted_amount = 0, settled_at = now()
     WHERE id = $1 AND status = 'OPEN' RETURNING ${settledColumns}`,
    [input.holdId],
  );
  const hold = settled.rows[0];
  if (hold === undefined) return whyNotSettled(tx, input.holdId, 0n);
  const amountMinor = parseAmount(hold.amount);
  await lockAccounts(tx, [hold.reserved_account_id, hold.available_account_id]);
  const released = await moveLocked(tx, {
    siteId: hold.site_id,
    asset: hold.asset,
    holdId: input.holdId,
    debitAccountId: hold.reserved_account_id,
    creditAccountId: hold.available_account_id,
    amountMinor,
    dnwType: input.dnwType ?? null,
    ref: input.ref,
    ...(input.transferId === undefined ? {} : { transferId: input.transferId }),
  });
  ledgerAssert(!isRejection(released), `Reserved account of hold ${input.holdId} holds less than the hold.`);
  return { transferId: released.transferId, postedMinor: 0n, releasedMinor: amountMinor };
}
