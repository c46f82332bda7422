import type { RouteBody, oversea } from '@baro/contracts';
import { parseUnits } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import { moneyAction } from '../../core/money-action.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { bodyHash } from '../../ledger/index.ts';
import type { Site } from '../sites/find-site.ts';
import type { MemberBook } from './member-book.ts';
import { decideForMember } from './oversea-action.ts';
import type { OverseaContext } from './oversea-action.ts';
import { orderRecord, orderSelect } from './oversea-records.ts';
import type { OrderRow } from './oversea-records.ts';
import { loadOverseaSite } from './oversea-site.ts';
import type { OverseaOptionTerms } from './oversea-site.ts';
import { newOverseaOrderId } from './persist-decision.ts';

type OrderBody = RouteBody<typeof oversea.placeOverseaOrder>;

async function orderById(db: Queryable, memberId: number, orderId: number): Promise<oversea.OverseaOrder> {
  const row = (
    await db.query<OrderRow>(`${orderSelect} WHERE o.id = $1 AND o.member_id = $2`, [orderId, memberId])
  ).rows[0];
  if (row === undefined) throw new Error(`Order ${orderId} vanished inside its own transaction.`);
  return orderRecord(row);
}

/** A LIMIT or MIT level in price units, on the instrument's tick grid; null when it is not one. */
function orderLevel(text: string, option: OverseaOptionTerms): number | null {
  const units = parseUnits(text, option.pricePrecision, 'exact');
  if (units === null || units <= 0 || units % option.terms.tickUnits !== 0) return null;
  return units;
}

/**
 * The lots of a MARKET order; for a close-only one (`overseaPositionId`), judged on the member's state
 * as locked now, at most the named position's lots, so a confirmation tapped after that position
 * closed (losscut, TP/SL, another tab) never opens one the other way: POSITION_NOT_OPEN when it is not
 * the member's open position on this option any more, CLOSE_ORDER_INVALID on its own side or with a
 * TP/SL (a close opens nothing for them to sit on).
 */
function closeOnlyLots(body: OrderBody, stock: string, member: MemberBook): number | Rejection {
  if (body.overseaPositionId === undefined) return body.qty;
  const id = String(body.overseaPositionId);
  const position = member.book.positions(member.memberKey).find((p) => p.positionId === id);
  if (position === undefined || position.stock !== stock) return reject('POSITION_NOT_OPEN');
  if (position.side === body.tradeType || body.tpTick !== undefined || body.slTick !== undefined)
    return reject('CLOSE_ORDER_INVALID');
  return Math.min(body.qty, position.lots);
}

/**
 * POST /oversea/order (DOMAIN.md §4): in one transaction, once per requestId, the member's engine
 * decides the order at the feed's last price — a MARKET (or a LIMIT the market already touches) fills
 * now, a LIMIT or MIT rests holding its lots' margin and opening fee — and the answer is the order as
 * committed. Refused on a closed session with the spec's message, without a price, at a level off the
 * tick grid, a MIT on the wrong side of the market, or when the point cannot pay.
 */
export async function placeOverseaOrder(
  ctx: OverseaContext,
  site: Site,
  caller: MemberCaller,
  body: OrderBody,
): Promise<oversea.OverseaOrder | Rejection> {
  const overseaSite = await loadOverseaSite(ctx.db, site.id);
  const option = overseaSite.byId.get(body.overseaOptionId);
  if (option === undefined || !option.isPlay) return reject('OPTION_NOT_FOUND');
  // Only a market order closes: a resting close would meet a position that may be gone by its fill.
  if (body.overseaPositionId !== undefined && body.marketType !== 'MARKET')
    return reject('CLOSE_ORDER_INVALID');
  let level: number | undefined;
  if (body.marketType !== 'MARKET') {
    const parsed = orderLevel(body.price, option);
    if (parsed === null) return reject('ORDER_PRICE_INVALID');
    level = parsed;
  }
  const key = { siteId: site.id, memberId: caller.memberId, requestId: body.requestId, body };
  return moneyAction(ctx, key, async (tx, events) => {
    let orderId = 0;
    const outcome = await decideForMember(tx, events, ctx, {
      site: overseaSite,
      memberId: caller.memberId,
      pricedStock: option.stock,
      ref: `oversea:order`,
      ...(body.requestId === undefined
        ? {}
        : { request: { requestId: body.requestId, hash: bodyHash(body) } }),
      command: async (db, member) => {
        const lots = body.marketType === 'MARKET' ? closeOnlyLots(body, option.stock, member) : body.qty;
        if (isRejection(lots)) return lots;
        orderId = await newOverseaOrderId(db);
        return {
          type: 'PLACE',
          memberId: member.memberKey,
          orderId: String(orderId),
          stock: option.stock,
          side: body.tradeType,
          orderType: body.marketType,
          lots,
          ...(level === undefined ? {} : { price: level }),
          ...(body.tpTick === undefined ? {} : { tpTick: body.tpTick }),
          ...(body.slTick === undefined ? {} : { slTick: body.slTick }),
        };
      },
    });
    if (isRejection(outcome)) return outcome;
    return orderById(tx, caller.memberId, orderId);
  });
}

/** POST /oversea/order/cancel {id}: one of the caller's resting orders, its hold back to the point. */
export async function cancelOverseaOrder(
  ctx: OverseaContext,
  site: Site,
  caller: MemberCaller,
  orderId: number,
): Promise<oversea.OverseaOrder | Rejection> {
  const overseaSite = await loadOverseaSite(ctx.db, site.id);
  const key = { siteId: site.id, memberId: caller.memberId, requestId: undefined, body: null };
  return moneyAction(ctx, key, async (tx, events) => {
    const outcome = await decideForMember(tx, events, ctx, {
      site: overseaSite,
      memberId: caller.memberId,
      ref: `oversea:cancel:${orderId}`,
      // Only the member's own open orders are in their engine: another's id is ORDER_NOT_FOUND.
      command: (_db, { memberKey }) => ({ type: 'CANCEL', memberId: memberKey, orderId: String(orderId) }),
    });
    if (isRejection(outcome)) return outcome;
    return orderById(tx, caller.memberId, orderId);
  });
}

/** POST /oversea/order/cancel_all: the caller's resting orders, on one option or on all; the count. */
export async function cancelAllOverseaOrders(
  ctx: OverseaContext,
  site: Site,
  caller: MemberCaller,
  overseaOptionId: number | undefined,
): Promise<{ count: number } | Rejection> {
  const overseaSite = await loadOverseaSite(ctx.db, site.id);
  let stock: string | undefined;
  if (overseaOptionId !== undefined) {
    const option = overseaSite.byId.get(overseaOptionId);
    if (option === undefined) return reject('OPTION_NOT_FOUND');
    stock = option.stock;
  }
  const key = { siteId: site.id, memberId: caller.memberId, requestId: undefined, body: null };
  return moneyAction(ctx, key, async (tx, events) => {
    const outcome = await decideForMember(tx, events, ctx, {
      site: overseaSite,
      memberId: caller.memberId,
      ref: 'oversea:cancel_all',
      command: (_db, { memberKey }) => ({
        type: 'CANCEL_ALL',
        memberId: memberKey,
        ...(stock === undefined ? {} : { stock }),
      }),
    });
    if (isRejection(outcome)) return outcome;
    return { count: outcome.result.count ?? 0 };
  });
}
