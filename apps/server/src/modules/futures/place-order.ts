import type { RouteBody, futures } from '@baro/contracts';
import { orderCostMinor, siteFeatures } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { Clock } from '../../context.ts';
import { moneyAction, rollbackWith } from '../../core/money-action.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ensureMemberWallet, lockAccounts, reserve } from '../../ledger/index.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { Bus } from '../../realtime/bus.ts';
import type { Site } from '../sites/find-site.ts';
import { feedTick, marksNow } from './feed-prices.ts';
import { fillClaimed, orderToFillColumns } from './fill-order.ts';
import type { OrderToFill } from './fill-order.ts';
import { publishOrderEvent, queueCrossUpdate } from './futures-events.ts';
import { futuresAsset } from './futures-ledger.ts';
import { lockForOrder } from './order-lock.ts';
import { cachedFuturesOption } from './futures-option.ts';
import { leverageSetting } from './leverage-setting.ts';
import { checkOrderInput, crossesNow, entryTpslProblem, stopAlreadyPassed } from './order-input.ts';
import type { OrderInput } from './order-input.ts';
import { orderRecord, orderReturning, orderRowOf } from './order-records.ts';
import type { OrderRow } from './order-records.ts';

export interface FuturesContext {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly market: MarketService;
}

type OrderBody = RouteBody<typeof futures.placeOrder>;

/**
 * POST /futures/order (DOMAIN.md §3). One transaction, acknowledged only after it commits, once per
 * requestId: the order row with the member's remembered leverage and margin type, then either a fill
 * now at the feed's last price (MARKET, or a LIMIT the last price already crosses) or an ORDER_MARGIN
 * hold of the order's cost while it rests (LIMIT, STOPMARKET, STOPLIMIT) for the option's trigger
 * loop. TP/SL at entry are kept on the order row and put on the position when it fills (fill-order.ts),
 * now or later in the trigger loop. The member's FUTURES wallet is locked first, so two orders of one member decide one after the
 * other; the ledger's guarded SQL stays the last word on the balance.
 */
export async function placeOrder(
  ctx: FuturesContext,
  site: Site,
  caller: MemberCaller,
  body: OrderBody,
): Promise<futures.FuturesOrder | Rejection> {
  if (!siteFeatures(site).futures) return reject('FEATURE_DISABLED');
  const option = await cachedFuturesOption(ctx.db, site.id, body.futuresOptionId);
  if (option === undefined) return reject('OPTION_NOT_FOUND');
  if (!option.isPlay) return reject('OPTION_NOT_TRADABLE');
  const input = checkOrderInput(body, option.terms, option.pricePrecision);
  if (isRejection(input)) return input;
  const key = { siteId: site.id, memberId: caller.memberId, requestId: body.requestId, body };
  return moneyAction(ctx, key, async (tx, events) => {
    const nowMs = ctx.clock.nowMs();
    const tick = feedTick(ctx.market, option.stock, nowMs);
    if (tick === null) return reject('PRICE_UNAVAILABLE');
    if (stopAlreadyPassed(input, tick.lastPrice)) return reject('ORDER_PRICE_INVALID');
    const fillsNow = input.type === 'MARKET' || crossesNow(input, tick.lastPrice);
    // What fills now opens at the last price: its TP/SL at entry are judged against that too.
    const tpslProblem = fillsNow ? entryTpslProblem(input, tick.lastPrice) : null;
    if (tpslProblem !== null) return tpslProblem;
    const marks = marksNow(ctx.market, nowMs, { stock: option.stock, mark: tick.markPrice });
    if (fillsNow) {
      // The wallet and the site's shards the fill moves money between, locked once for the whole
      // action (the order row is this transaction's own, so nothing else can claim it meanwhile).
      const { accounts, setting, position } = await lockForOrder(tx, site.id, caller.memberId, option);
      const order = await insertOrder(tx, {
        site,
        caller,
        option: option.id,
        input,
        setting,
        requestId: body.requestId,
        nowMs,
      });
      const filled = await fillClaimed(tx, events, order, {
        option,
        tick: { source: tick.source, atMs: tick.atMs, price: tick.lastPrice },
        markPrice: tick.markPrice,
        nowMs,
        marks,
        locked: { accounts, position },
      });
      if (isRejection(filled)) rollbackWith(filled);
      return filled.order;
    }
    const wallet = await ensureMemberWallet(tx, {
      siteId: site.id,
      memberId: caller.memberId,
      walletType: 'FUTURES',
      asset: futuresAsset,
    });
    await lockAccounts(tx, [wallet.availableAccountId]);
    const setting = await leverageSetting(tx, caller.memberId, option);
    const order = await insertOrder(tx, {
      site,
      caller,
      option: option.id,
      input,
      setting,
      requestId: body.requestId,
      nowMs,
    });
    const cost = orderCostMinor(input.qty, setting.leverage, option.terms.takerFeeBps);
    const held = await reserve(tx, {
      siteId: site.id,
      memberId: caller.memberId,
      walletType: 'FUTURES',
      asset: futuresAsset,
      amountMinor: cost,
      purpose: 'ORDER_MARGIN',
      ref: `futures-order:${order.id}`,
    });
    if (isRejection(held)) rollbackWith(held);
    const rested = await tx.query<Omit<OrderRow, 'stock' | 'price_precision'>>(
      `UPDATE futures_order SET hold_id = $2, margin = $3::numeric WHERE id = $1 RETURNING ${orderReturning}`,
      [order.id, held.holdId, cost.toString()],
    );
    const restedRow = rested.rows[0];
    if (restedRow === undefined) throw new Error(`Order ${order.id} vanished inside its own transaction.`);
    const row = orderRowOf(restedRow, option);
    publishOrderEvent(events, 'ORDER_SUCCESS', row);
    await queueCrossUpdate(tx, events, caller.memberId, marks);
    return orderRecord(row);
  });
}

async function insertOrder(
  tx: Queryable,
  input: {
    site: Site;
    caller: MemberCaller;
    option: number;
    input: OrderInput;
    setting: { leverage: number; marginType: 'ISOLATED' | 'CROSS' };
    requestId: string | undefined;
    nowMs: number;
  },
): Promise<OrderToFill> {
  const inserted = await tx.query<OrderToFill>(
    `INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status, qty, price,
       stop_price, leverage, margin_type, request_id, created_at, updated_at, take_profit, stop_loss, is_mark_tp,
       is_mark_sl)
     VALUES ($1, $2, $3, $4, $5, 'OPEN', $6::numeric, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16)
     RETURNING ${orderToFillColumns}`,
    [
      input.site.id,
      input.caller.memberId,
      input.option,
      input.input.side,
      input.input.type,
      input.input.qty.toString(),
      input.input.price,
      input.input.stopPrice,
      input.setting.leverage,
      input.setting.marginType,
      input.requestId ?? null,
      new Date(input.nowMs),
      input.input.takeProfit,
      input.input.stopLoss,
      input.input.isMarkTp,
      input.input.isMarkSl,
    ],
  );
  const order = inserted.rows[0];
  if (order === undefined) throw new Error('The order row was not written.');
  return order;
}
