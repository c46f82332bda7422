import type { Queryable } from '../../db/database.ts';

/** The TP/SL an order was placed with (futures_order.take_profit … is_mark_sl), prices in price units. */
export interface EntryTpsl {
  readonly takeProfit: number | null;
  readonly stopLoss: number | null;
  readonly isMarkTp: boolean;
  readonly isMarkSl: boolean;
}

export function hasEntryTpsl(tpsl: EntryTpsl): boolean {
  return tpsl.takeProfit !== null || tpsl.stopLoss !== null;
}

/** The order rows the attachment changed, for their ORDER_CANCEL and ORDER_SUCCESS pushes. */
export interface AttachedTpsl {
  readonly cancelled: readonly number[];
  readonly placed: readonly number[];
}

/**
 * Puts an order's TP/SL at entry on the position its fill opened or added to, in the fill's
 * transaction (the position row is locked by then): each one given becomes the position's TAKEPROFIT
 * or STOPLOSS order, as POST /futures/order/tpsl writes them, replacing the one of that kind the
 * position had; one not given leaves the position's own as it was (Binance: an added order's TP/SL
 * replace the position's only when given). The new order closes the whole position, as every TP/SL
 * does (fill-order.ts), so its qty is the position's after the fill.
 */
export async function attachEntryTpsl(
  tx: Queryable,
  input: { positionId: number; tpsl: EntryTpsl; nowMs: number },
): Promise<AttachedTpsl> {
  const legs = [
    { type: 'TAKEPROFIT', price: input.tpsl.takeProfit, isMark: input.tpsl.isMarkTp },
    { type: 'STOPLOSS', price: input.tpsl.stopLoss, isMark: input.tpsl.isMarkSl },
  ].filter((leg) => leg.price !== null);
  if (legs.length === 0) return { cancelled: [], placed: [] };
  const now = new Date(input.nowMs);
  const types = legs.map((leg) => leg.type);
  const cancelled = await tx.query<{ id: number }>(
    `UPDATE futures_order SET status = 'CANCELLED', updated_at = $3
     WHERE futures_position_id = $1 AND status = 'OPEN' AND market_type = ANY($2::text[]) RETURNING id`,
    [input.positionId, types, now],
  );
  // One statement for both legs: the closing side, qty, leverage and margin type come from the position.
  const placed = await tx.query<{ id: number }>(
    `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
       status, qty, stop_price, is_mark, leverage, margin_type, created_at, updated_at)
     SELECT p.site_id, p.member_id, p.futures_option_id, p.id,
       CASE p.trade_type WHEN 'LONG' THEN 'SHORT' ELSE 'LONG' END, leg.market_type, 'OPEN', p.qty, leg.stop_price,
       leg.is_mark, p.leverage, p.margin_type, $5, $5
     FROM futures_position p
       CROSS JOIN unnest($2::text[], $3::bigint[], $4::boolean[]) AS leg(market_type, stop_price, is_mark)
     WHERE p.id = $1 AND p.status = 'OPEN'
     ORDER BY leg.market_type DESC
     RETURNING id`,
    [input.positionId, types, legs.map((leg) => leg.price), legs.map((leg) => leg.isMark), now],
  );
  return {
    cancelled: cancelled.rows.map((row) => row.id),
    placed: placed.rows.map((row) => row.id),
  };
}
