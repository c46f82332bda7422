import type { Queryable } from '../db/database.ts';
import { reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';
import type { DnwType } from './types.ts';
import { ledgerAssert } from './types.ts';

/** One leg of a multi-posting action: `amountMinor` from one account to another. */
export interface MoveLeg {
  readonly from: number;
  readonly to: number;
  readonly amountMinor: bigint;
  readonly dnwType?: DnwType;
}

/**
 * Several postings of one action in one statement (a futures fill's margin and fee, an overseas
 * losscut's margin back, pnl, insurance and fee). The guard is on the net change: no member account of
 * the set may end below zero (the constraint of 0003 says the same); when one would, nothing at all
 * is written and the answer is INSUFFICIENT_BALANCE. $1 debits, $2 credits, $3 amounts, $4 dnw types,
 * $5 site, $6 asset, $7 ref.
 */
const moveManySql = `WITH leg AS (
  SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::numeric[], $4::text[]) WITH ORDINALITY
    AS l(debit, credit, amount, dnw_type, n)
), delta AS (
  SELECT id, sum(amount) AS amount FROM (
    SELECT debit AS id, -amount AS amount FROM leg UNION ALL SELECT credit, amount FROM leg
  ) d GROUP BY id
), guard AS (
  SELECT bool_and(a.member_id IS NULL OR a.balance + d.amount >= 0) AS ok
  FROM delta d JOIN ledger_account a ON a.id = d.id
), moved AS (
  UPDATE ledger_account a SET balance = a.balance + d.amount FROM delta d, guard
  WHERE a.id = d.id AND guard.ok
  RETURNING a.id
)
INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, dnw_type, ref)
SELECT $5, $6, leg.debit, leg.credit, leg.amount, leg.dnw_type, $7 FROM leg, guard WHERE guard.ok ORDER BY leg.n
RETURNING id`;

/**
 * Posts `legs` (zero amounts skipped) as one statement. The accounts must already be locked by the
 * caller in the ledger's lock order (`lockAccounts`, or a product's own locking read in that order):
 * this statement updates them without locking again.
 */
export async function moveManyLocked(
  tx: Queryable,
  input: { siteId: number; asset: string; ref: string; legs: readonly MoveLeg[] },
): Promise<Rejection<'INSUFFICIENT_BALANCE'> | null> {
  const legs = input.legs.filter((leg) => leg.amountMinor > 0n);
  if (legs.length === 0) return null;
  for (const leg of legs)
    ledgerAssert(leg.from !== leg.to, `A posting needs two different accounts (${input.ref}).`);
  const posted = await tx.query<{ id: number }>(moveManySql, [
    legs.map((leg) => leg.from),
    legs.map((leg) => leg.to),
    legs.map((leg) => leg.amountMinor.toString()),
    legs.map((leg) => leg.dnwType ?? null),
    input.siteId,
    input.asset,
    input.ref,
  ]);
  return posted.rows.length === legs.length ? null : reject('INSUFFICIENT_BALANCE');
}
