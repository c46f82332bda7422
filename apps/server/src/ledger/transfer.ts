import type { Queryable } from '../db/database.ts';
import { lockAccounts } from './accounts.ts';
import { reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';
import { ledgerAssert, sqlAmount } from './types.ts';
import type { DnwType } from './types.ts';

/**
 * One guarded movement and its posting, in one statement. The debit only happens when the account is
 * a system account or holds enough (`balance >= amount`): the balance check lives in SQL, so two
 * concurrent debits can never both pass it. The credit and the posting are made only from the debit's
 * row, so a refused debit writes nothing at all. Parameters: $1 amount, $2 debit account, $3 credit
 * account, $4 site, $5 asset, $6 transfer id or NULL, $7 dnw type or NULL, $8 hold id or NULL, $9 ref.
 *
 * Exported so that the benchmark sends exactly this text when it measures raw `pg`.
 */
export const moveSql = `WITH debit AS (
  UPDATE ledger_account SET balance = balance - $1::numeric
  WHERE id = $2 AND (member_id IS NULL OR balance >= $1::numeric)
  RETURNING id
), credit AS (
  UPDATE ledger_account SET balance = balance + $1::numeric
  WHERE id = $3 AND EXISTS (SELECT 1 FROM debit)
  RETURNING id
)
INSERT INTO ledger_posting
  (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, hold_id, ref)
SELECT $4, $5, debit.id, credit.id, $1::numeric, COALESCE($6::uuid, gen_random_uuid()), $7, $8, $9
FROM debit CROSS JOIN credit
RETURNING id, transfer_id`;

export interface TransferInput {
  readonly siteId: number;
  readonly asset: string;
  readonly debitAccountId: number;
  readonly creditAccountId: number;
  readonly amountMinor: bigint;
  /** Groups the postings of one action; a new one is made when absent. A UUID. */
  readonly transferId?: string;
  readonly dnwType?: DnwType | null;
  /** What caused it, e.g. `bet:123`. */
  readonly ref: string;
}

export type TransferResult =
  { readonly postingId: number; readonly transferId: string } | Rejection<'INSUFFICIENT_BALANCE'>;

function assertTransferInput(input: TransferInput): void {
  ledgerAssert(input.amountMinor > 0n, `A transfer moves a positive amount, got ${input.amountMinor}.`);
  ledgerAssert(
    input.debitAccountId !== input.creditAccountId,
    `A transfer needs two different accounts, got ${input.debitAccountId} twice.`,
  );
  ledgerAssert(input.ref.length > 0, 'A transfer needs a ref saying what caused it.');
}

/** The movement without its lock: for callers that already locked every account involved. */
export async function moveLocked(
  tx: Queryable,
  input: TransferInput & { readonly holdId?: number | null },
): Promise<TransferResult> {
  assertTransferInput(input);
  const result = await tx.query<{ id: number; transfer_id: string }>(moveSql, [
    sqlAmount(input.amountMinor),
    input.debitAccountId,
    input.creditAccountId,
    input.siteId,
    input.asset,
    input.transferId ?? null,
    input.dnwType ?? null,
    input.holdId ?? null,
    input.ref,
  ]);
  const posting = result.rows[0];
  // The accounts were checked under lock, so the only way to get no row is the balance guard.
  if (posting === undefined) return reject('INSUFFICIENT_BALANCE');
  return { postingId: posting.id, transferId: posting.transfer_id };
}

/**
 * Moves `amountMinor` from one account to another of the same site and asset, inside the caller's
 * transaction. A member account is never taken below zero: when it holds too little the result is
 * the rejection INSUFFICIENT_BALANCE (core/rejection.ts) and nothing was written.
 *
 * The pattern for callers (one transaction per action):
 *
 *     const result = await db.transaction(async (tx) => {
 *       const moved = await transfer(tx, { ... });
 *       if (isRejection(moved)) return moved;  // nothing written; committing is harmless
 *       ... more rows of the same action ...
 *       return { ... };
 *     });
 *
 * When an earlier step of the same action already wrote something, throw (or, in a `moneyAction`,
 * return the rejection: it rolls the whole action back) so the action stays all or nothing.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  assertTransferInput(input);
  // Lock both rows in the lock order before touching either: two opposite transfers between the same
  // pair of accounts then queue instead of deadlocking. It also checks site and asset.
  await lockAccounts(tx, [input.debitAccountId, input.creditAccountId], {
    siteId: input.siteId,
    asset: input.asset,
  });
  return moveLocked(tx, input);
}
