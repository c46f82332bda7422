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
 * The same check for an order that rests (placement's path without a fill now), on the open position
 * the placement has read already under the member's wallet lock: one read, whether the member is a
 * trader.
 */
export async function restingTraderProblem(
  tx: Queryable,
  memberId: number,
  order: TraderOrder,
  open: { readonly side: 'LONG' | 'SHORT'; readonly qty: bigint } | undefined,
): Promise<Rejection | null> {
  return (await isTrader(tx, memberId)) ? traderOrderProblem(order, open) : null;
}

/** TRADER_CANNOT_SET_TPSL when a trader sets a TP or SL on a position (clearing them is allowed). */
export async function traderTpslProblem(
  tx: Queryable,
  memberId: number,
  sets: boolean,
): Promise<Rejection | null> {
  if (!sets) return null;
  return (await isTrader(tx, memberId)) ? reject('TRADER_CANNOT_SET_TPSL') : null;
}

async function isTrader(tx: Queryable, memberId: number): Promise<boolean> {
  const found = await tx.query<{ is_trader: boolean }>(`SELECT ${isTraderSql('$1')} AS is_trader`, [
    memberId,
  ]);
  return found.rows[0]?.is_trader === true;
}
