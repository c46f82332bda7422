import { traderOrderRefusal } from '@baro/domain';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';

// The trader restrictions on futures orders (spec §5, DOMAIN.md §5). A member is a trader while an
// operator's approval row exists; it is read in the order's own transaction (never cached), so an
// approval takes effect on the next order.

/** SQL: whether the member `memberParam` names is a trader; folded into the order's locking read. */
export function isTraderSql(memberParam: string): string {
  return `EXISTS (SELECT 1 FROM copytrade_trader WHERE member_id = ${memberParam})`;
}

/** What the restrictions look at in a futures order. */
export interface TraderOrder {
  readonly side: 'LONG' | 'SHORT';
  readonly type: string;
  readonly qty: bigint;
  readonly takeProfit: number | null;
  readonly stopLoss: number | null;
}

/** The refusal of a trader's order against the open position on its option (or none), or null. */
export function traderOrderProblem(
  order: TraderOrder,
  open: { readonly side: 'LONG' | 'SHORT'; readonly qty: bigint } | undefined,
): Rejection | null {
  const refusal = traderOrderRefusal({
    side: order.side,
    hasTpSl: order.takeProfit !== null || order.stopLoss !== null,
    isMarket: order.type === 'MARKET',
    qtyMinor: order.qty,
    open: open === undefined ? null : { side: open.side, qtyMinor: open.qty },
  });
  return refusal === null ? null : reject(refusal);
}

/**
 * The same check for an order that rests (placement's path without a fill now): whether the member is
 * a trader and their open position on the option, in one read under the caller's wallet lock.
 */
export async function restingTraderProblem(
  tx: Queryable,
  memberId: number,
  optionId: number,
  order: TraderOrder,
): Promise<Rejection | null> {
  const found = await tx.query<{ is_trader: boolean; side: 'LONG' | 'SHORT' | null; qty: string | null }>(
    `SELECT ${isTraderSql('$1')} AS is_trader, p.trade_type AS side, p.qty::text AS qty
     FROM (SELECT 1) one
     LEFT JOIN futures_position p ON p.member_id = $1 AND p.futures_option_id = $2 AND p.status = 'OPEN'`,
    [memberId, optionId],
  );
  const row = found.rows[0];
  if (row === undefined || !row.is_trader) return null;
  const open = row.side === null || row.qty === null ? undefined : { side: row.side, qty: BigInt(row.qty) };
  return traderOrderProblem(order, open);
}

/** TRADER_CANNOT_SET_TPSL when a trader sets a TP or SL on a position (clearing them is allowed). */
export async function traderTpslProblem(
  tx: Queryable,
  memberId: number,
  sets: boolean,
): Promise<Rejection | null> {
  if (!sets) return null;
  const found = await tx.query<{ is_trader: boolean }>(`SELECT ${isTraderSql('$1')} AS is_trader`, [
    memberId,
  ]);
  return found.rows[0]?.is_trader === true ? reject('TRADER_CANNOT_SET_TPSL') : null;
}
