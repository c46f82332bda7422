import { futuresQueue } from '@baro/contracts';
import type { RouteBody, futures } from '@baro/contracts';
import {
  initialMarginMinor,
  liquidationPrice,
  parsePositiveUnits,
  pnlMinor,
  formatUnits,
} from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import { moneyAction, rollbackWith } from '../../core/money-action.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { amountOf } from '../wallet/site-wallets.ts';
import { leavesCrossLossBacked } from './cross-loss.ts';
import { feedTick, marksNow } from './feed-prices.ts';
import { lockFuturesAccounts, move } from './futures-ledger.ts';
import { loadPositionRow, queueCrossUpdate, queueOrderEvent } from './futures-events.ts';
import { loadFuturesOption } from './futures-option.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { collateralOf, directionOf, positionRecord } from './position-records.ts';
import type { PositionRow } from './position-records.ts';
import type { FuturesContext } from './place-order.ts';
import { traderTpslProblem } from '../copytrade/trader-orders.ts';

type Position = futures.FuturesPosition;

/** The caller's OPEN position, locked, with its option; POSITION_NOT_FOUND for anyone else's or a closed one. */
async function lockCallerPosition(
  tx: Queryable,
  caller: MemberCaller,
  positionId: number,
): Promise<{ row: PositionRow; option: FuturesOptionTerms } | Rejection> {
  const locked = await tx.query(
    `SELECT 1 FROM futures_position WHERE id = $1 AND member_id = $2 AND site_id = $3 AND status = 'OPEN'
     FOR UPDATE`,
    [positionId, caller.memberId, caller.siteId],
  );
  if (locked.rows.length === 0) return reject('POSITION_NOT_FOUND');
  const row = await loadPositionRow(tx, positionId);
  const option = await loadFuturesOption(tx, caller.siteId, row.futures_option_id);
  if (option === undefined) throw new Error(`Position ${positionId} names a missing option.`);
  return { row, option };
}

async function positionAnswer(
  tx: Queryable,
  events: EventSink,
  ctx: FuturesContext,
  positionId: number,
  option: FuturesOptionTerms,
): Promise<Position> {
  const row = await loadPositionRow(tx, positionId);
  const mark = feedTick(ctx.market, option.stock, ctx.clock.nowMs())?.markPrice ?? Number(row.entry_price);
  const record = positionRecord(row, option.terms, mark);
  events.publish(
    futuresQueue,
    { type: 'POSITION_UPDATE', ...record },
    { kind: 'member', memberId: row.member_id },
  );
  await queueCrossUpdate(tx, events, row.member_id, marksNow(ctx.market, ctx.clock.nowMs()));
  return record;
}

type TpslBody = RouteBody<typeof futures.setTpsl>;

/**
 * POST /futures/order/tpsl: replaces the position's TP and SL with new TAKEPROFIT / STOPLOSS orders
 * (null clears one). A TP must lie on the profit side of the price it watches now, an SL on the loss
 * side (TPSL_PRICE_INVALID otherwise). They close the whole position at market when triggered.
 */
export async function setTpsl(
  ctx: FuturesContext,
  caller: MemberCaller,
  body: TpslBody,
): Promise<Position | Rejection> {
  const key = { siteId: caller.siteId, memberId: caller.memberId, requestId: undefined, body };
  return moneyAction(ctx, key, async (tx, events) => {
    // The lock order of every futures action: order rows, then the wallet, then the position.
    await tx.query(
      `SELECT id FROM futures_order WHERE futures_position_id = $1 AND member_id = $2 AND status = 'OPEN'
         AND market_type IN ('TAKEPROFIT', 'STOPLOSS') ORDER BY id FOR UPDATE`,
      [body.futuresPositionId, caller.memberId],
    );
    await lockFuturesAccounts(tx, caller.siteId, caller.memberId);
    const found = await lockCallerPosition(tx, caller, body.futuresPositionId);
    if (isRejection(found)) return found;
    const traderProblem = await traderTpslProblem(
      tx,
      caller.memberId,
      body.takeProfit !== null || body.stopLoss !== null,
    );
    if (traderProblem !== null) return traderProblem;
    const { row, option } = found;
    const nowMs = ctx.clock.nowMs();
    const tick = feedTick(ctx.market, option.stock, nowMs);
    if (tick === null) return reject('PRICE_UNAVAILABLE');
    const d = directionOf(row.trade_type);
    const triggers = [
      { type: 'TAKEPROFIT', text: body.takeProfit, isMark: body.isMarkTp, sign: 1 },
      { type: 'STOPLOSS', text: body.stopLoss, isMark: body.isMarkSl, sign: -1 },
    ] as const;
    const old = await tx.query<{ id: number }>(
      `UPDATE futures_order SET status = 'CANCELLED', updated_at = $2
       WHERE futures_position_id = $1 AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS') RETURNING id`,
      [row.id, new Date(nowMs)],
    );
    for (const { id } of old.rows) await queueOrderEvent(tx, events, 'ORDER_CANCEL', id);
    for (const trigger of triggers) {
      if (trigger.text === null) continue;
      const price = parsePositiveUnits(trigger.text, option.pricePrecision, 'exact');
      const now = trigger.isMark ? tick.markPrice : tick.lastPrice;
      // LONG: TP above, SL below the price it watches; SHORT the other way round.
      if (price === null || Math.sign(price - now) !== d * trigger.sign)
        rollbackWith(reject('TPSL_PRICE_INVALID'));
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
           status, qty, stop_price, is_mark, leverage, margin_type, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'OPEN', $7::numeric, $8, $9, $10, $11, $12, $12) RETURNING id`,
        [
          caller.siteId,
          caller.memberId,
          option.id,
          row.id,
          row.trade_type === 'LONG' ? 'SHORT' : 'LONG',
          trigger.type,
          row.qty,
          price,
          trigger.isMark,
          row.leverage,
          row.margin_type,
          new Date(nowMs),
        ],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Error('The TP/SL order row was not written.');
      await queueOrderEvent(tx, events, 'ORDER_SUCCESS', id);
    }
    return positionAnswer(tx, events, ctx, row.id, option);
  });
}

type MarginBody = RouteBody<typeof futures.adjustMargin>;

/**
 * POST /futures/order/margin: moves margin between the wallet and an ISOLATED position (CROSS:
 * MARGIN_CHANGE_CROSS). Removing keeps at least the initial margin after any loss at mark
 * (MARGIN_REMOVE_TOO_LARGE beyond that; PRICE_UNAVAILABLE without a mark); adding is refused when the wallet cannot pay
 * it and still back the member's CROSS losses at mark (INSUFFICIENT_BALANCE). The new
 * liquidation price is pushed with the position.
 */
export async function adjustMargin(
  ctx: FuturesContext,
  caller: MemberCaller,
  body: MarginBody,
): Promise<Position | Rejection> {
  const amount = amountOf('USDT', body.amount);
  if (isRejection(amount)) return amount;
  const key = { siteId: caller.siteId, memberId: caller.memberId, requestId: body.requestId, body };
  return moneyAction(ctx, key, async (tx, events) => {
    // The wallet before the position, as a fill locks them.
    const accounts = await lockFuturesAccounts(tx, caller.siteId, caller.memberId);
    const found = await lockCallerPosition(tx, caller, body.futuresPositionId);
    if (isRejection(found)) return found;
    const { row, option } = found;
    if (row.margin_type === 'CROSS') return reject('MARGIN_CHANGE_CROSS');
    const ref = `futures-position:${row.id}`;
    if (body.type === 'REMOVE') {
      // Judged at the mark: in a feed gap the loss is unknown, so nothing is removed (as orders refuse).
      const mark = feedTick(ctx.market, option.stock, ctx.clock.nowMs())?.markPrice;
      if (mark === undefined) return reject('PRICE_UNAVAILABLE');
      const pnl = pnlMinor(directionOf(row.trade_type), BigInt(row.qty), Number(row.entry_price), mark);
      const removable =
        BigInt(row.margin) + (pnl < 0n ? pnl : 0n) - initialMarginMinor(BigInt(row.qty), row.leverage);
      if (amount > removable) return reject('MARGIN_REMOVE_TOO_LARGE');
    }
    const [from, to] =
      body.type === 'ADD' ? [accounts.available, accounts.margin] : [accounts.margin, accounts.available];
    const moved = await move(tx, accounts, { from, to, amountMinor: amount, ref });
    if (moved !== null) return moved;
    if (body.type === 'ADD') {
      // Margin added backs this ISOLATED position alone: the wallet must still back the member's CROSS
      // losses at mark (cross-loss.ts), or the money behind a losing CROSS position could be parked
      // here while it is closed or liquidated short, the gap left to the insurance account.
      const marks = marksNow(ctx.market, ctx.clock.nowMs());
      const backed = await leavesCrossLossBacked(
        tx,
        { memberId: caller.memberId, marks },
        accounts.available,
      );
      if (backed !== null) return backed;
    }
    const signed = body.type === 'ADD' ? amount : -amount;
    await tx.query(
      'UPDATE futures_position SET changed_at = now(), margin = margin + $2::numeric, updated_at = $3 WHERE id = $1',
      [row.id, signed.toString(), new Date(ctx.clock.nowMs())],
    );
    const after = await loadPositionRow(tx, row.id);
    const liquidation = liquidationPrice({
      direction: directionOf(after.trade_type),
      qtyMinor: BigInt(after.qty),
      entryPrice: Number(after.entry_price),
      collateralMinor: collateralOf(after),
      tiers: option.terms.tiers,
    });
    events.publish(
      futuresQueue,
      {
        type: 'POSITION_UPDATE_LIQUIDPRICE',
        futuresPositionId: row.id,
        futuresOptionId: option.id,
        tradeType: row.trade_type,
        liquidationPrice: liquidation === null ? null : formatUnits(liquidation, option.pricePrecision),
      },
      { kind: 'member', memberId: caller.memberId },
    );
    return positionAnswer(tx, events, ctx, row.id, option);
  });
}
