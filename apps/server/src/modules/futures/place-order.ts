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
import { futuresAsset, lockShards } from './futures-ledger.ts';
import { restingTraderProblem, traderOrderProblem } from '../copytrade/trader-orders.ts';
import { lockForOrder } from './order-lock.ts';
import type { EarlierOrderRow } from './order-lock.ts';
import { cachedFuturesOption, forgetFuturesOption, optionVersionNow } from './futures-option.ts';
import type { CachedOption } from './futures-option.ts';
import { crossBacking, fillAtPlacement, fillsInOneStatement } from './market-fill.ts';
import { leavesCrossLossBacked } from './cross-loss.ts';
import { leverageSetting } from './leverage-setting.ts';
import { closeOnlyInput } from './close-only.ts';
import { checkOrderInput, crossesNow, entryTpslProblem, stopAlreadyPassed } from './order-input.ts';
import type { OrderInput } from './order-input.ts';
import { orderRecord, orderReturning, orderRowOf } from './order-records.ts';
import { answerOfEarlier, earlierOrder, placedMeanwhile, requestHashOf } from './order-request.ts';
import type { OrderRow } from './order-records.ts';
import { usedNotional } from './used-notional.ts';
import { restingOrderLimitProblem } from './open-order-limit.ts';
import { tierCapProblem } from './tier-cap.ts';
import { batchable, marketGatherer } from './market-batch.ts';
import type { GatheredOrder } from './market-batch.ts';

export interface FuturesContext {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly market: MarketService;
}

export type OrderBody = RouteBody<typeof futures.placeOrder>;

/**
 * POST /futures/order (DOMAIN.md §3). One transaction, acknowledged only after it commits, once per
 * requestId (the order row's own key, order-request.ts): the order row with the member's remembered leverage and margin type, then either a fill
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
  const hash = body.requestId === undefined ? null : requestHashOf(body);
  const placed = await placeFresh(ctx, site, caller, body, hash);
  if (!isRejection(placed) || body.requestId === undefined || hash === null) return placed;
  if (placed.code === 'IDEMPOTENCY_CONFLICT') return placed;
  // A refusal of a retry whose order was placed (the feed without a price now, the option switched
  // off since) still answers that order, as a replayed request always has: look for it once.
  return (await earlierOrder(ctx.db, caller, body.requestId, hash)) ?? placed;
}

/**
 * Thrown out of the transaction (rolling it back) when its locking read finds the option's rows
 * changed since the remembered option was read: the placement runs again on a fresh read.
 */
class StaleOption extends Error {
  override readonly name = 'StaleOption';
}

async function placeFresh(
  ctx: FuturesContext,
  site: Site,
  caller: MemberCaller,
  body: OrderBody,
  hash: string | null,
): Promise<futures.FuturesOrder | Rejection> {
  try {
    return await placeOnce(ctx, site, caller, body, hash);
  } catch (error) {
    if (!(error instanceof StaleOption)) throw error;
    forgetFuturesOption(ctx.db, site.id, body.futuresOptionId);
    return placeOnce(ctx, site, caller, body, hash);
  }
}

async function placeOnce(
  ctx: FuturesContext,
  site: Site,
  caller: MemberCaller,
  body: OrderBody,
  hash: string | null,
): Promise<futures.FuturesOrder | Rejection> {
  if (!siteFeatures(site).futures) return reject('FEATURE_DISABLED');
  const option = await cachedFuturesOption(ctx.db, site.id, body.futuresOptionId);
  if (option === undefined) return reject('OPTION_NOT_FOUND');
  if (!option.isPlay) return reject('OPTION_NOT_TRADABLE');
  const input = checkOrderInput(body, option.terms, option.pricePrecision);
  if (isRejection(input)) return input;
  const request = body.requestId === undefined || hash === null ? null : { id: body.requestId, hash };
  const order: GatheredOrder = { ctx, site, caller, option, input, request, hash, body };
  // A plain MARKET order waits for the batch in flight, if any, and goes with the next one
  // (market-batch.ts); alone, or handed back by its batch, it takes the one-order path below.
  if (batchable(input))
    return marketGatherer(ctx, site.id, option.id, placeDecided).place(order, caller.memberId);
  return placeDecided(order);
}

/** The one-order path: one transaction for one placement whose option and input are checked. */
async function placeDecided(order: GatheredOrder): Promise<futures.FuturesOrder | Rejection> {
  const { ctx, site, caller, option, input, request, hash, body } = order;
  // The order row is its own idempotency record (order-request.ts): no idempotency_record row.
  const key = { siteId: site.id, memberId: caller.memberId, requestId: undefined, body };
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
    // The order row as either path inserts it, with the leverage setting it reads under its lock.
    const orderOf = { site, caller, option: option.id, input, request, nowMs };
    if (fillsNow) {
      // Everything the fill decides on, locked in one statement: the member's wallet for the whole
      // action, the site's shards only when the write moves money through them (order-lock.ts).
      const locked = await lockForOrder(tx, site.id, caller.memberId, option, request?.id ?? null);
      if (locked.optionVersion !== option.version) throw new StaleOption();
      if (locked.earlier !== undefined) return answerEarlier(locked.earlier, option, hash);
      const { accounts, setting, position, used } = locked;
      // A close-only order is judged on the position as locked now, its qty at most what is left.
      const filling = closeOnlyInput(input, position);
      if (isRejection(filling)) return filling;
      const traderProblem = locked.isTrader ? traderOrderProblem(filling, position) : null;
      if (traderProblem !== null) return traderProblem;
      const capProblem = tierCapProblem(used, option, filling, setting.leverage);
      if (capProblem !== null) return capProblem;
      const deciding = { source: tick.source, atMs: tick.atMs, price: tick.lastPrice };
      if (fillsInOneStatement(filling, position)) {
        const filled = await fillAtPlacement(tx, events, {
          siteId: site.id,
          memberId: caller.memberId,
          option,
          input: filling,
          request,
          tick: deciding,
          markPrice: tick.markPrice,
          marks,
          nowMs,
          locked,
        });
        return filled ?? placedMeanwhile(tx, caller, request);
      }
      // A flip or TP/SL at entry: what its opening may take (its whole qty's cost, an upper bound) must
      // leave the member's CROSS losses backed, as `fundsRefusal` judges a one-statement fill.
      const backing = crossBacking(locked, filling.side, marks, tick.markPrice);
      if (isRejection(backing)) return backing;
      const cost = orderCostMinor(
        filling.qty,
        position?.leverage ?? setting.leverage,
        option.terms.takerFeeBps,
      );
      if (backing > 0n && locked.available - cost < backing) return reject('INSUFFICIENT_BALANCE');
      await lockShards(tx, accounts);
      const order = await insertOrder(tx, { ...orderOf, input: filling, setting });
      if (order === undefined) return placedMeanwhile(tx, caller, request);
      const filled = await fillClaimed(tx, events, order, {
        option,
        tick: deciding,
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
    // The remembered option is checked as the locking read checks it (above), under the wallet's lock.
    if ((await optionVersionNow(tx, option.id)) !== option.version) throw new StaleOption();
    const used = await usedNotional(tx, caller.memberId, option.id);
    const traderProblem = await restingTraderProblem(tx, caller.memberId, input, used.position);
    if (traderProblem !== null) return traderProblem;
    const setting = await leverageSetting(tx, caller.memberId, option);
    const capProblem = tierCapProblem(used, option, input, setting.leverage);
    if (capProblem !== null) return capProblem;
    const order = await insertOrder(tx, { ...orderOf, setting });
    if (order === undefined) return placedMeanwhile(tx, caller, request);
    // After the insert, so that a retry of an order placed at the limit is answered, not refused.
    const limitProblem = await restingOrderLimitProblem(tx, caller.memberId, option.id);
    if (limitProblem !== null) rollbackWith(limitProblem);
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
    // The hold is the member's still, but no longer backs a CROSS position: the losses must stay backed.
    const backed = await leavesCrossLossBacked(
      tx,
      { memberId: caller.memberId, marks },
      wallet.availableAccountId,
    );
    if (backed !== null) rollbackWith(backed);
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

/** The order placed earlier under this requestId, found by the locking read: answered, nothing written. */
function answerEarlier(
  earlier: EarlierOrderRow,
  option: CachedOption,
  hash: string | null,
): futures.FuturesOrder | Rejection {
  // The same body names the same option, whose stock and precision the record shows.
  return answerOfEarlier({ ...orderRowOf(earlier, option), request_hash: earlier.request_hash }, hash);
}

/** The new order row, or undefined when the member already placed one under this requestId. */
async function insertOrder(
  tx: Queryable,
  input: {
    site: Site;
    caller: MemberCaller;
    option: number;
    input: OrderInput;
    setting: { leverage: number; marginType: 'ISOLATED' | 'CROSS' };
    request: { readonly id: string; readonly hash: string } | null;
    nowMs: number;
  },
): Promise<OrderToFill | undefined> {
  const inserted = await tx.query<OrderToFill>(
    `INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status, qty, price,
       stop_price, leverage, margin_type, request_id, created_at, updated_at, take_profit, stop_loss, is_mark_tp,
       is_mark_sl, request_hash)
     VALUES ($1, $2, $3, $4, $5, 'OPEN', $6::numeric, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (member_id, request_id) WHERE request_id IS NOT NULL DO NOTHING
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
      input.request?.id ?? null,
      new Date(input.nowMs),
      input.input.takeProfit,
      input.input.stopLoss,
      input.input.isMarkTp,
      input.input.isMarkSl,
      input.request?.hash ?? null,
    ],
  );
  return inserted.rows[0];
}
