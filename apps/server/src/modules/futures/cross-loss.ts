import { pnlMinor } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import { accountBalance } from '../../ledger/index.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { MarkSource } from './feed-prices.ts';
import { directionOf } from './position-records.ts';

// What a member's open CROSS positions have lost at mark, position by position (a profit on one backs
// nothing: each is liquidated on its own margin and the wallet): the part of the FUTURES wallet's
// available balance that backs those losses. An action that takes from the wallet must leave it there,
// as Binance keeps a cross account's unrealised loss from being transferred out or used as new
// margin: otherwise a member could move out, or hold in an order or another position, the money that
// backs a loss, have the position liquidated short of it, leave the gap to the insurance account and
// take the money back. A CROSS position without a mark (a feed gap) refuses the action: its loss is
// unknown. Read under the member's wallet lock, which every futures action takes first, so no
// position changes meanwhile.

/** An open CROSS position as the loss needs it. */
export interface CrossPositionRow {
  readonly stock: string;
  readonly trade_type: 'LONG' | 'SHORT';
  readonly qty: string;
  readonly entry_price: string;
}

/**
 * The member's open CROSS positions, on every option or on all but `exceptOption`, as a JSON array
 * (null for none), for a statement's target list: `member` and `exceptOption` are SQL expressions.
 * A member belongs to one site, so the member's id alone names its positions.
 */
export function crossPositionsSql(member: string, exceptOption?: string): string {
  return `(SELECT json_agg(json_build_object('stock', f.stock, 'trade_type', c.trade_type, 'qty', c.qty::text,
      'entry_price', c.entry_price::text))
    FROM futures_position c JOIN futures_option f ON f.id = c.futures_option_id
    WHERE c.member_id = ${member} AND c.status = 'OPEN' AND c.margin_type = 'CROSS'
      ${exceptOption === undefined ? '' : `AND c.futures_option_id <> ${exceptOption}`})`;
}

/** The losses at mark of these CROSS positions, added up; PRICE_UNAVAILABLE when one has no mark. */
export function crossLossOf(
  rows: readonly CrossPositionRow[],
  marks: MarkSource,
): bigint | Rejection<'PRICE_UNAVAILABLE'> {
  let loss = 0n;
  for (const row of rows) {
    const mark = marks(row.stock);
    if (mark === undefined) return reject('PRICE_UNAVAILABLE');
    const pnl = pnlMinor(directionOf(row.trade_type), BigInt(row.qty), Number(row.entry_price), mark);
    if (pnl < 0n) loss -= pnl;
  }
  return loss;
}

/** The losses at mark of all the member's open CROSS positions (a move out of the wallet, a hold). */
export async function crossLossMinor(
  tx: Queryable,
  memberId: number,
  marks: MarkSource,
): Promise<bigint | Rejection<'PRICE_UNAVAILABLE'>> {
  const [row] = (
    await tx.query<{ positions: CrossPositionRow[] | null }>(
      `SELECT ${crossPositionsSql('$1')} AS positions`,
      [memberId],
    )
  ).rows;
  return crossLossOf(row?.positions ?? [], marks);
}

/**
 * What each of `memberIds` may spend from the FUTURES wallet as it stands (`available`, by member)
 * and still back its CROSS losses at mark: the balance less those losses, never below zero; zero too
 * when a CROSS position has no mark (its loss is unknown, as an order is refused then). One statement
 * for all of them (a copy-trading fan-out's followers), read under their wallets' locks.
 */
export async function spendableAfterCrossLosses(
  tx: Queryable,
  available: ReadonlyMap<number, bigint>,
  marks: MarkSource,
): Promise<Map<number, bigint>> {
  // `crossPositionsSql` per member, as every other CROSS-loss read: one statement for all of them.
  const found = await tx.query<{ member_id: number; positions: CrossPositionRow[] | null }>(
    `SELECT m.id AS member_id, ${crossPositionsSql('m.id')} AS positions FROM unnest($1::int[]) AS m(id)`,
    [[...available.keys()]],
  );
  const spendable = new Map(available);
  for (const row of found.rows) {
    if (row.positions === null) continue;
    const loss = crossLossOf(row.positions, marks);
    const balance = available.get(row.member_id) ?? 0n;
    spendable.set(row.member_id, isRejection(loss) || loss >= balance ? 0n : balance - loss);
  }
  return spendable;
}

/**
 * Null when the FUTURES available balance left after an action (`availableAccountId`, read in its
 * transaction after its postings) still backs all the member's CROSS losses at mark; otherwise the
 * refusal, which rolls the action back. A move out of the wallet and a resting order's hold ask it.
 */
export async function leavesCrossLossBacked(
  tx: Queryable,
  member: { memberId: number; marks: MarkSource },
  availableAccountId: number,
): Promise<Rejection<'INSUFFICIENT_BALANCE' | 'PRICE_UNAVAILABLE'> | null> {
  const loss = await crossLossMinor(tx, member.memberId, member.marks);
  if (isRejection(loss)) return loss;
  if (loss === 0n) return null;
  return (await accountBalance(tx, availableAccountId)) >= loss ? null : reject('INSUFFICIENT_BALANCE');
}
