import { assert } from '../assert.ts';
import { initialMarginMinor, maintenanceMarginMinor, marginRatioBps, pnlMinor } from './formulas.ts';
import {
  checkPlaceInput,
  directionOf,
  isPrice,
  leverageAllowed,
  linkOrder,
  limitCrossed,
  memberView,
  newMember,
  newOrder,
  newPosition,
  opposite,
  ordersBySeq,
  orderView,
  positionView,
  stopCrossed,
  stopLossCrossed,
  takeProfitCrossed,
  type BookMember,
  type BookOrder,
} from './book-model.ts';
import type {
  FuturesCommand,
  FuturesEngine,
  FuturesFillKind,
  FuturesMemberView,
  FuturesOrderView,
  FuturesPositionView,
  FuturesResult,
  FuturesTick,
  TriggerSetting,
} from './types.ts';
import { BookSettlement, lastTickOf, leavesLess, type PositionCrossed } from './book-settlement.ts';

export type { Crossed, PositionCrossed } from './book-settlement.ts';

type Command<T extends FuturesCommand['type']> = Extract<FuturesCommand, { type: T }>;

const OK: FuturesResult = { ok: true };

/**
 * The rules of one option's futures book: commands, fills, money, liquidation and funding. Two
 * engines extend it and differ in how they find what a tick crossed and whose liquidation price
 * to refresh: `FuturesBook` with sorted trigger indexes and event-driven refreshes,
 * `ReferenceFuturesBook` by scanning every order and position and deciding liquidation from the
 * margin rule itself. Deterministic: ids, time and prices come in with the commands.
 */
export abstract class FuturesBookCore extends BookSettlement implements FuturesEngine {
  // --- reading -------------------------------------------------------------------------------------

  member(memberId: string): FuturesMemberView | null {
    const member = this.members.get(memberId);
    return member === undefined ? null : memberView(member);
  }

  position(memberId: string): FuturesPositionView | null {
    const position = this.members.get(memberId)?.position;
    return position ? positionView(position) : null;
  }

  orders(memberId: string): FuturesOrderView[] {
    const member = this.members.get(memberId);
    if (member === undefined) return [];
    return ordersBySeq(member).map(orderView);
  }

  /**
   * Notional already used against the tier cap as the server's `qty_per` counts it: the open
   * position (either side) plus every resting order (either side). `qtyPerMinor` takes it.
   */
  usedNotionalMinor(memberId: string): bigint {
    const member = this.members.get(memberId);
    if (member === undefined) return 0n;
    return (member.position?.qty ?? 0n) + member.restingLong + member.restingShort;
  }

  lastTick(): FuturesTick | null {
    return this.tickNow;
  }

  // --- deciding ------------------------------------------------------------------------------------

  protected run(command: FuturesCommand): FuturesResult {
    switch (command.type) {
      case 'SYNC_MEMBER':
        return this.sync(command);
      case 'PLACE':
        return this.place(command);
      case 'CANCEL':
        return this.cancel(command);
      case 'CANCEL_ALL':
        return this.cancelAll(command);
      case 'AMEND':
        return this.amend(command);
      case 'SET_TPSL':
        return this.setTpsl(command);
      case 'SET_LEVERAGE':
        return this.setLeverage(command);
      case 'SET_MARGIN_TYPE':
        return this.setMarginType(command);
      case 'ADJUST_MARGIN':
        return this.adjustMargin(command);
      case 'TICK':
        this.tick(command.tick);
        return OK;
      case 'FUNDING':
        return this.funding(command);
      case 'RESTORE_ORDER':
        this.restoreOrder(command.order);
        return OK;
      case 'RESTORE_POSITION':
        this.restorePosition(command.position);
        return OK;
      case 'RESTORE_TICK':
        assert(
          isPrice(command.tick.lastPrice) && isPrice(command.tick.markPrice),
          'A tick has positive prices.',
        );
        this.tickNow = command.tick;
        if (command.seq !== undefined && command.seq > this.seq) this.seq = command.seq;
        return OK;
    }
  }

  /** Puts a persisted resting order back: its hold comes in with it, from outside the engine. */
  private restoreOrder(view: FuturesOrderView): void {
    const member = this.memberOf(view.memberId);
    assert(view.type !== 'MARKET' && view.heldMinor > 0n, 'Only a resting order with a hold is restored.');
    const order = newOrder(
      this.spareOrders.pop(),
      view.orderId,
      member,
      view.side,
      view.type,
      view.qtyMinor,
      view.price,
      view.stopPrice,
      view.triggered,
      view.leverage,
      view.marginType,
      view.heldMinor,
      view.seq,
    );
    this.storeOrder(order);
    linkOrder(member, order);
    this.external += order.held;
    if (order.seq > this.seq) this.seq = order.seq;
    this.orderRests(order);
  }

  /** Puts a persisted open position back, its margin coming in from outside the engine. */
  private restorePosition(view: FuturesPositionView): void {
    const member = this.memberOf(view.memberId);
    assert(member.position === null, `Member ${view.memberId} already has a position.`);
    assert(view.qtyMinor > 0n && view.marginMinor >= 0n, 'A restored position has a qty.');
    const position = newPosition(
      member,
      view.positionId,
      view.side,
      view.qtyMinor,
      view.entryPrice,
      view.marginMinor,
      view.leverage,
      view.marginType,
      view.seq,
    );
    position.funding = view.fundingPaidMinor;
    position.tp = view.takeProfit;
    position.sl = view.stopLoss;
    position.tpSeq = view.takeProfitSeq;
    position.slSeq = view.stopLossSeq;
    member.position = position;
    this.positions.set(position.positionId, position);
    this.external += position.margin;
    this.seq = Math.max(this.seq, view.seq, view.takeProfitSeq, view.stopLossSeq);
    this.reprice(member, position, true);
    if (view.warned) {
      // Sent before the restart: the warning price leaves the index until a reprice re-arms it.
      position.warned = true;
      this.positionRepriced(position);
    }
    this.tpslChanged(position);
  }

  private sync(command: Command<'SYNC_MEMBER'>): FuturesResult {
    if (command.availableMinor < 0n) return { ok: false, code: 'INVALID_INPUT' };
    if (command.leverage !== undefined && !leverageAllowed(this.terms, command.leverage)) {
      return { ok: false, code: 'LEVERAGE_OUT_OF_RANGE' };
    }
    let member = this.members.get(command.memberId);
    if (member === undefined) {
      member = newMember(this.terms, command);
      this.members.set(member.memberId, member);
      this.external += member.available;
    } else {
      const change = command.availableMinor - member.available;
      member.available = command.availableMinor;
      this.external += change;
      if (command.leverage !== undefined) member.leverage = command.leverage;
      if (command.marginType !== undefined) member.marginType = command.marginType;
    }
    this.afterStep(member);
    return OK;
  }

  /**
   * A placement, decided as the server's `place-order.ts` decides it: a STOP whose trigger the last
   * price has already passed is refused; a MARKET, or a LIMIT the last price already crosses, fills
   * at once at the last price from the wallet (no hold; refused as the fill would be); any other
   * order holds the spec's cost estimate (`orderCostMinor`: margin + open and close fee) while it
   * rests. The tier cap is checked at placement (`placementCapRefusal`, counting the member's resting
   * orders on the order's side) and again when the order fills.
   */
  private place(command: Command<'PLACE'>): FuturesResult {
    const refused = checkPlaceInput(this.terms, command);
    if (refused !== null) return refused;
    const member = this.memberOf(command.memberId);
    const tick = this.tickNow;
    if (tick === null) return { ok: false, code: 'PRICE_UNAVAILABLE' };
    const { side, orderType: type, qtyMinor: qty } = command;
    const last = tick.lastPrice;
    const price = type === 'LIMIT' || type === 'STOPLIMIT' ? (command.price ?? null) : null;
    const stopPrice = type === 'STOPMARKET' || type === 'STOPLIMIT' ? (command.stopPrice ?? null) : null;
    if (stopPrice !== null && stopCrossed(side, stopPrice, last)) {
      return { ok: false, code: 'ORDER_PRICE_INVALID' };
    }
    if (this.placementCapRefusal(member, side, qty)) return { ok: false, code: 'MAX_POSITION_EXCEEDED' };
    const order = newOrder(
      this.spareOrders.pop(),
      command.orderId,
      member,
      side,
      type,
      qty,
      price,
      stopPrice,
      false,
      member.leverage,
      member.marginType,
      0n,
      this.seq + 1,
    );
    if (type === 'MARKET' || (type === 'LIMIT' && limitCrossed(side, price ?? 0, last))) {
      if (this.ordersById.get(order.orderId) !== undefined)
        assert(false, `Order id ${order.orderId} is used.`);
      const code = this.fillRefusal(member, side, qty, last, order, false);
      if (code !== null) return { ok: false, code };
      this.seq = order.seq;
      this.fill(member, side, qty, last, lastTickOf(tick), type, order, false);
    } else {
      const held = this.orderCost.of(qty, order.leverage);
      // The hold no longer backs a CROSS position, whichever side the order is on (place-order.ts).
      if (leavesLess(member.available, held, this.crossLossAtMark(member))) {
        return { ok: false, code: 'INSUFFICIENT_BALANCE' };
      }
      this.storeOrder(order);
      this.seq = order.seq;
      this.move('HOLD_ORDER_MARGIN', member, 'AVAILABLE', 'ORDER_MARGIN', held, order.orderId, null);
      order.held = held;
      linkOrder(member, order);
      this.emit(this.buffer.orderEvent('ORDER_SUCCESS', order));
      this.orderRests(order);
    }
    this.afterStep(member);
    return OK;
  }

  private cancel(command: Command<'CANCEL'>): FuturesResult {
    const order = this.ordersById.get(command.orderId);
    if (order === undefined || order.member.memberId !== command.memberId) {
      return { ok: false, code: 'ORDER_NOT_FOUND' };
    }
    const member = order.member;
    this.cancelOne(member, order);
    this.afterStep(member);
    return OK;
  }

  private cancelAll(command: Command<'CANCEL_ALL'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    const orders = ordersBySeq(member);
    for (const order of orders) this.cancelOne(member, order);
    this.afterStep(member);
    return { ok: true, count: orders.length };
  }

  private amend(command: Command<'AMEND'>): FuturesResult {
    const order = this.ordersById.get(command.orderId);
    if (order === undefined || order.member.memberId !== command.memberId) {
      return { ok: false, code: 'ORDER_NOT_FOUND' };
    }
    const tick = this.tickNow;
    if (tick === null) return { ok: false, code: 'PRICE_UNAVAILABLE' };
    const takesPrice = order.type === 'LIMIT' || order.type === 'STOPLIMIT';
    const takesStop = (order.type === 'STOPMARKET' || order.type === 'STOPLIMIT') && !order.triggered;
    const { price, stopPrice } = command;
    if (
      (price === undefined && stopPrice === undefined) ||
      (price !== undefined && (!takesPrice || !isPrice(price))) ||
      (stopPrice !== undefined && (!takesStop || !isPrice(stopPrice)))
    ) {
      return { ok: false, code: 'ORDER_PRICE_INVALID' };
    }
    // A stop moved to where the last price already is would trigger at once: refused, as at placement.
    if (stopPrice !== undefined && stopCrossed(order.side, stopPrice, tick.lastPrice)) {
      return { ok: false, code: 'ORDER_PRICE_INVALID' };
    }
    const member = order.member;
    this.orderGone(order);
    if (price !== undefined) order.price = price;
    if (stopPrice !== undefined) order.stopPrice = stopPrice;
    this.seq += 1;
    order.seq = this.seq;
    this.emit(this.buffer.orderEvent('ORDER_UPDATE', order));
    this.restOrFill(member, order, tick);
    this.afterStep(member);
    return OK;
  }

  private setTpsl(command: Command<'SET_TPSL'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    const position = member.position;
    if (position === null) return { ok: false, code: 'POSITION_NOT_FOUND' };
    const tick = this.tickNow;
    if (tick === null) return { ok: false, code: 'PRICE_UNAVAILABLE' };
    const valid = (setting: TriggerSetting | null, crossed: typeof takeProfitCrossed): boolean =>
      setting === null ||
      (isPrice(setting.price) &&
        !crossed(position.side, setting.price, setting.basis === 'MARK' ? tick.markPrice : tick.lastPrice));
    if (!valid(command.takeProfit, takeProfitCrossed) || !valid(command.stopLoss, stopLossCrossed)) {
      return { ok: false, code: 'TPSL_PRICE_INVALID' };
    }
    position.tp = command.takeProfit;
    position.sl = command.stopLoss;
    if (position.tp !== null) position.tpSeq = this.seq += 1;
    if (position.sl !== null) position.slSeq = this.seq += 1;
    this.tpslChanged(position);
    this.emit({ type: 'POSITION_UPDATE', position: positionView(position) });
    this.afterStep(member);
    return OK;
  }

  private setLeverage(command: Command<'SET_LEVERAGE'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    if (!leverageAllowed(this.terms, command.leverage)) return { ok: false, code: 'LEVERAGE_OUT_OF_RANGE' };
    // The setting it already has: answered as done, nothing published (the server does the same).
    if (command.leverage === member.leverage) return OK;
    if (member.position !== null) return { ok: false, code: 'LEVERAGE_CHANGE_WITH_POSITION' };
    if (member.orders.length > 0) return { ok: false, code: 'LEVERAGE_CHANGE_WITH_ORDERS' };
    member.leverage = command.leverage;
    this.emitLeverage(member);
    return OK;
  }

  private setMarginType(command: Command<'SET_MARGIN_TYPE'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    if (command.marginType === member.marginType) return OK;
    if (member.position !== null || member.orders.length > 0) {
      return { ok: false, code: 'MARGIN_TYPE_CHANGE_REFUSED' };
    }
    member.marginType = command.marginType;
    this.emitLeverage(member);
    return OK;
  }

  private emitLeverage(member: BookMember): void {
    this.emit({
      type: 'LEVERAGE_UPDATE',
      memberId: member.memberId,
      leverage: member.leverage,
      marginType: member.marginType,
    });
  }

  private adjustMargin(command: Command<'ADJUST_MARGIN'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    const position = member.position;
    if (position === null) return { ok: false, code: 'POSITION_NOT_FOUND' };
    if (position.marginType === 'CROSS') return { ok: false, code: 'MARGIN_CHANGE_CROSS' };
    const amount = command.amountMinor;
    if (amount <= 0n) return { ok: false, code: 'INVALID_INPUT' };
    if (command.direction === 'ADD') {
      if (member.available < amount) return { ok: false, code: 'INSUFFICIENT_BALANCE' };
      this.move('MARGIN_ADD', member, 'AVAILABLE', 'POSITION_MARGIN', amount, null, position.positionId);
      position.margin += amount;
    } else {
      // What may leave: the margin above the initial margin, less an unrealised loss at the mark.
      const tick = this.tickNow;
      const pnl =
        tick === null
          ? 0n
          : pnlMinor(directionOf(position.side), position.qty, position.entryPrice, tick.markPrice);
      const loss = pnl < 0n ? pnl : 0n;
      if (position.margin + loss - amount < initialMarginMinor(position.qty, position.leverage)) {
        return { ok: false, code: 'MARGIN_REMOVE_TOO_LARGE' };
      }
      this.move('MARGIN_REMOVE', member, 'POSITION_MARGIN', 'AVAILABLE', amount, null, position.positionId);
      position.margin -= amount;
    }
    this.reprice(member, position, true);
    this.emit({ type: 'POSITION_UPDATE', position: positionView(position) });
    this.afterStep(member);
    return OK;
  }

  // --- ticks ---------------------------------------------------------------------------------------

  private tick(tick: FuturesTick): void {
    assert(isPrice(tick.lastPrice) && isPrice(tick.markPrice), 'A tick has positive integer prices.');
    this.tickNow = tick;
    for (const crossed of this.crossedTriggers(tick)) {
      if (crossed.kind === 'ORDER') this.triggerOrder(crossed, tick);
      else this.triggerTpsl(crossed, tick);
    }
    for (const position of this.crossedLiquidations(tick)) {
      const member = this.memberOf(position.memberId);
      if (member.position === position) this.liquidate(member, position, tick);
    }
    for (const position of this.crossedWarnings(tick)) {
      const member = this.memberOf(position.memberId);
      if (member.position !== position) continue;
      position.warned = true;
      const pnl = pnlMinor(directionOf(position.side), position.qty, position.entryPrice, tick.markPrice);
      const maintenance = maintenanceMarginMinor(
        this.terms.tiers,
        position.qty,
        position.entryPrice,
        tick.markPrice,
      );
      const ratio = marginRatioBps(maintenance, this.collateralOf(member, position) + pnl);
      this.emit({ type: 'POSITION_WARN', position: positionView(position), marginRatioBps: ratio });
    }
  }

  private triggerOrder(order: BookOrder, tick: FuturesTick): void {
    // Filled or cancelled by what the tick decided before it (a crossed order is its own entry).
    if (this.ordersById.get(order.orderId) !== order) return;
    const member = order.member;
    if (order.type === 'STOPLIMIT' && !order.triggered) {
      order.triggered = true;
      this.emit(this.buffer.orderEvent('ORDER_UPDATE', order));
      if (limitCrossed(order.side, order.price ?? 0, tick.lastPrice)) this.fillResting(member, order, tick);
      else this.orderRests(order);
    } else {
      this.fillResting(member, order, tick);
    }
    this.afterStep(member);
  }

  private triggerTpsl(crossed: PositionCrossed, tick: FuturesTick): void {
    const position = crossed.position;
    const member = this.memberOf(position.memberId);
    if (member.position !== position) return;
    const takeProfit = crossed.kind === 'TAKEPROFIT';
    const setting = takeProfit ? position.tp : position.sl;
    if (setting === null || (takeProfit ? position.tpSeq : position.slSeq) !== crossed.seq) return;
    const kind: FuturesFillKind = takeProfit ? 'TAKEPROFIT' : 'STOPLOSS';
    this.fill(
      member,
      opposite(position.side),
      position.qty,
      tick.lastPrice,
      lastTickOf(tick),
      kind,
      null,
      false,
    );
    this.afterStep(member);
  }
}
