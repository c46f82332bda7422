import { assert } from '../assert.ts';
import { minBig } from '../money/bigint.ts';
import { mulDiv } from '../money/rounding.ts';
import type { DecidingTick } from '../rounds/types.ts';
import {
  averageEntryPrice,
  closeFeeMinor,
  fundingFeeMinor,
  initialMarginMinor,
  LIQUIDATION_RATIO_BPS,
  maintenanceMarginMinor,
  marginRatioBps,
  openFeeMinor,
  orderCostMinor,
  pnlMinor,
  ratioPrice,
} from './formulas.ts';
import { maxNotionalAtLeverage } from './tiers.ts';
import {
  checkPlaceInput,
  directionOf,
  isPrice,
  leverageAllowed,
  limitCrossed,
  memberView,
  newMember,
  newPosition,
  opposite,
  orderView,
  positionView,
  stopCrossed,
  stopLossCrossed,
  takeProfitCrossed,
  type BookMember,
  type BookOrder,
  type BookPosition,
  type TriggerKind,
} from './book-model.ts';
import type {
  FuturesAccount,
  FuturesCommand,
  FuturesDecision,
  FuturesEngine,
  FuturesEvent,
  FuturesFill,
  FuturesFillKind,
  FuturesMemberView,
  FuturesMoneyKind,
  FuturesOrderView,
  FuturesPositionView,
  FuturesResult,
  FuturesSide,
  FuturesTerms,
  FuturesTick,
  FuturesTotals,
  TriggerSetting,
} from './types.ts';

/** Something a tick crossed: a resting order, or a position's TP or SL, with its sequence. */
export interface Crossed {
  readonly kind: TriggerKind;
  readonly seq: number;
  readonly order: BookOrder | null;
  readonly position: BookPosition | null;
}

type Command<T extends FuturesCommand['type']> = Extract<FuturesCommand, { type: T }>;

const OK: FuturesResult = { ok: true };

/**
 * The rules of one option's futures book: commands, fills, money, liquidation and funding. Two
 * engines extend it and differ in how they find what a tick crossed and whose liquidation price
 * to refresh: `FuturesBook` with sorted trigger indexes and event-driven refreshes,
 * `ReferenceFuturesBook` by scanning every order and position and deciding liquidation from the
 * margin rule itself. Deterministic: ids, time and prices come in with the commands.
 */
export abstract class FuturesBookCore implements FuturesEngine {
  protected readonly members = new Map<string, BookMember>();
  /** Open positions in opening order (a Map keeps insertion order; funding goes by it). */
  protected readonly positions = new Map<string, BookPosition>();
  protected readonly ordersById = new Map<string, BookOrder>();
  protected tickNow: FuturesTick | null = null;
  protected seq = 0;
  protected events: FuturesEvent[] = [];
  private availableTotal = 0n;
  private orderMarginTotal = 0n;
  private positionMarginTotal = 0n;
  private house = 0n;
  private fees = 0n;
  private liquidationFees = 0n;
  private insurance = 0n;
  private external = 0n;

  constructor(readonly terms: FuturesTerms) {}

  // --- what the two engines do differently -------------------------------------------------------

  /** A resting order (or a STOPLIMIT that became a LIMIT) starts waiting for its price. */
  protected abstract orderRests(order: BookOrder): void;
  /** A resting order filled or was cancelled before its price came. */
  protected abstract orderGone(order: BookOrder): void;
  /** The liquidation and warning prices of a position changed (or were computed first). */
  protected abstract positionRepriced(position: BookPosition): void;
  protected abstract positionGone(position: BookPosition): void;
  protected abstract tpslChanged(position: BookPosition): void;
  /** After a command, a fill, a liquidation or a funding payment of `member`. */
  protected abstract afterStep(member: BookMember | null): void;
  /** Orders and TP/SLs crossed by the tick, by seq. */
  protected abstract crossedTriggers(tick: FuturesTick): Crossed[];
  /** Positions the tick liquidates, by position seq. */
  protected abstract crossedLiquidations(tick: FuturesTick): BookPosition[];
  /** Positions the tick puts at or past the warning ratio that were not warned yet. */
  protected abstract crossedWarnings(tick: FuturesTick): BookPosition[];

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
    return [...member.orders.values()].sort((a, b) => a.seq - b.seq).map(orderView);
  }

  totals(): FuturesTotals {
    return {
      availableMinor: this.availableTotal,
      orderMarginMinor: this.orderMarginTotal,
      positionMarginMinor: this.positionMarginTotal,
      houseMinor: this.house,
      feesMinor: this.fees,
      liquidationFeesMinor: this.liquidationFees,
      insuranceMinor: this.insurance,
      externalMinor: this.external,
    };
  }

  lastTick(): FuturesTick | null {
    return this.tickNow;
  }

  /** Every member (tests and invariants). */
  memberIds(): string[] {
    return [...this.members.keys()];
  }

  // --- deciding ------------------------------------------------------------------------------------

  decide(command: FuturesCommand): FuturesDecision {
    const events: FuturesEvent[] = [];
    this.events = events;
    const result = this.run(command);
    return { result, events };
  }

  private run(command: FuturesCommand): FuturesResult {
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
    }
  }

  private memberOf(memberId: string): BookMember {
    const member = this.members.get(memberId);
    assert(member !== undefined, `Member ${memberId} is not loaded (SYNC_MEMBER first).`);
    return member;
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
      this.availableTotal += member.available;
    } else {
      const change = command.availableMinor - member.available;
      member.available = command.availableMinor;
      this.external += change;
      this.availableTotal += change;
      if (command.leverage !== undefined) member.leverage = command.leverage;
      if (command.marginType !== undefined) member.marginType = command.marginType;
    }
    this.afterStep(member);
    return OK;
  }

  private place(command: Command<'PLACE'>): FuturesResult {
    const refused = checkPlaceInput(this.terms, command);
    if (refused !== null) return refused;
    const member = this.memberOf(command.memberId);
    assert(!this.ordersById.has(command.orderId), `Order id ${command.orderId} is used.`);
    const tick = this.tickNow;
    if (tick === null) return { ok: false, code: 'PRICE_UNAVAILABLE' };
    const { side, qtyMinor: qty } = command;
    const position = member.position;
    const reducing = position !== null && position.side !== side;
    const newExposure = reducing ? (qty > position.qty ? qty - position.qty : 0n) : qty;
    const sameSide = position !== null && position.side === side ? position.qty : 0n;
    const resting = side === 'LONG' ? member.restingLong : member.restingShort;
    const market = command.orderType === 'MARKET';
    const adding = market ? newExposure : qty;
    if (sameSide + resting + adding > maxNotionalAtLeverage(this.terms.tiers, member.leverage)) {
      return { ok: false, code: 'MAX_POSITION_EXCEEDED' };
    }
    if (adding > 0n && member.available < orderCostMinor(adding, member.leverage, this.terms.takerFeeBps)) {
      return { ok: false, code: 'INSUFFICIENT_BALANCE' };
    }
    this.seq += 1;
    const order: BookOrder = {
      orderId: command.orderId,
      memberId: member.memberId,
      side,
      type: command.orderType,
      qty,
      price: command.price ?? null,
      stopPrice: command.stopPrice ?? null,
      triggered: false,
      leverage: member.leverage,
      marginType: member.marginType,
      held: 0n,
      seq: this.seq,
      entry: null,
    };
    if (market) {
      this.emit({ type: 'ORDER_SUCCESS', order: orderView(order) });
      this.fill(member, side, qty, tick.lastPrice, lastTickOf(tick), 'MARKET', order, false);
    } else {
      const held = initialMarginMinor(qty, order.leverage) + openFeeMinor(qty, this.terms.takerFeeBps);
      this.move('HOLD_ORDER_MARGIN', member, 'AVAILABLE', 'ORDER_MARGIN', held, order.orderId, null);
      order.held = held;
      this.ordersById.set(order.orderId, order);
      member.orders.set(order.orderId, order);
      if (side === 'LONG') member.restingLong += qty;
      else member.restingShort += qty;
      this.emit({ type: 'ORDER_SUCCESS', order: orderView(order) });
      this.restOrFill(member, order, tick);
    }
    this.afterStep(member);
    return OK;
  }

  /** Fills an order its price already crosses, at the last price, or lets it rest. */
  private restOrFill(member: BookMember, order: BookOrder, tick: FuturesTick): void {
    const last = tick.lastPrice;
    if (
      order.type === 'STOPLIMIT' &&
      !order.triggered &&
      stopCrossed(order.side, order.stopPrice ?? 0, last)
    ) {
      order.triggered = true;
      this.emit({ type: 'ORDER_UPDATE', order: orderView(order) });
    }
    const limit = order.type === 'LIMIT' || (order.type === 'STOPLIMIT' && order.triggered);
    const crossed = limit
      ? limitCrossed(order.side, order.price ?? 0, last)
      : stopCrossed(order.side, order.stopPrice ?? 0, last);
    if (crossed) {
      this.fillResting(member, order, tick);
    } else {
      this.orderRests(order);
    }
  }

  private fillResting(member: BookMember, order: BookOrder, tick: FuturesTick): void {
    this.forgetOrder(member, order);
    this.fill(member, order.side, order.qty, tick.lastPrice, lastTickOf(tick), order.type, order, true);
  }

  private forgetOrder(member: BookMember, order: BookOrder): void {
    this.ordersById.delete(order.orderId);
    member.orders.delete(order.orderId);
    if (order.side === 'LONG') member.restingLong -= order.qty;
    else member.restingShort -= order.qty;
    this.orderGone(order);
  }

  private cancel(command: Command<'CANCEL'>): FuturesResult {
    const order = this.ordersById.get(command.orderId);
    if (order === undefined || order.memberId !== command.memberId) {
      return { ok: false, code: 'ORDER_NOT_FOUND' };
    }
    const member = this.memberOf(command.memberId);
    this.cancelOne(member, order);
    this.afterStep(member);
    return OK;
  }

  private cancelOne(member: BookMember, order: BookOrder): void {
    const view = orderView(order);
    this.forgetOrder(member, order);
    this.move('RELEASE_ORDER_MARGIN', member, 'ORDER_MARGIN', 'AVAILABLE', order.held, order.orderId, null);
    order.held = 0n;
    this.emit({ type: 'ORDER_CANCEL', order: view });
  }

  private cancelAll(command: Command<'CANCEL_ALL'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    const orders = [...member.orders.values()].sort((a, b) => a.seq - b.seq);
    for (const order of orders) this.cancelOne(member, order);
    this.afterStep(member);
    return { ok: true, count: orders.length };
  }

  private amend(command: Command<'AMEND'>): FuturesResult {
    const order = this.ordersById.get(command.orderId);
    if (order === undefined || order.memberId !== command.memberId) {
      return { ok: false, code: 'ORDER_NOT_FOUND' };
    }
    const tick = this.tickNow;
    assert(tick !== null, 'A resting order implies a tick.');
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
    const member = this.memberOf(command.memberId);
    this.orderGone(order);
    if (price !== undefined) order.price = price;
    if (stopPrice !== undefined) order.stopPrice = stopPrice;
    this.seq += 1;
    order.seq = this.seq;
    this.emit({ type: 'ORDER_UPDATE', order: orderView(order) });
    this.restOrFill(member, order, tick);
    this.afterStep(member);
    return OK;
  }

  private setTpsl(command: Command<'SET_TPSL'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    const position = member.position;
    if (position === null) return { ok: false, code: 'POSITION_NOT_FOUND' };
    const tick = this.tickNow;
    assert(tick !== null, 'A position implies a tick.');
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
    if (member.position !== null) return { ok: false, code: 'LEVERAGE_CHANGE_WITH_POSITION' };
    if (member.orders.size > 0) return { ok: false, code: 'LEVERAGE_CHANGE_WITH_ORDERS' };
    member.leverage = command.leverage;
    this.emitLeverage(member);
    return OK;
  }

  private setMarginType(command: Command<'SET_MARGIN_TYPE'>): FuturesResult {
    const member = this.memberOf(command.memberId);
    if (member.position !== null || member.orders.size > 0) {
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
      if (position.margin - amount < initialMarginMinor(position.qty, position.leverage)) {
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

  private triggerOrder(crossed: Crossed, tick: FuturesTick): void {
    const order = crossed.order;
    assert(order !== null, 'An order trigger carries its order.');
    if (this.ordersById.get(order.orderId) !== order || order.seq !== crossed.seq) return;
    const member = this.memberOf(order.memberId);
    if (order.type === 'STOPLIMIT' && !order.triggered) {
      order.triggered = true;
      this.emit({ type: 'ORDER_UPDATE', order: orderView(order) });
      if (limitCrossed(order.side, order.price ?? 0, tick.lastPrice)) this.fillResting(member, order, tick);
      else this.orderRests(order);
    } else {
      this.fillResting(member, order, tick);
    }
    this.afterStep(member);
  }

  private triggerTpsl(crossed: Crossed, tick: FuturesTick): void {
    const position = crossed.position;
    assert(position !== null, 'A TP/SL trigger carries its position.');
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

  private liquidate(member: BookMember, position: BookPosition, tick: FuturesTick): void {
    const before = positionView(position);
    const mark = tick.markPrice;
    const qty = position.qty;
    const settled = this.settleClose(
      member,
      position,
      qty,
      mark,
      this.terms.liquidationFeeBps,
      'LIQUIDATION_FEE',
      'LIQUIDATION_FEES',
    );
    this.closePosition(member, position);
    const fill: FuturesFill = {
      kind: 'LIQUIDATION',
      orderId: null,
      memberId: member.memberId,
      side: opposite(position.side),
      qtyMinor: qty,
      price: mark,
      tick: { source: tick.source, atMs: tick.atMs, price: mark },
      closedQtyMinor: qty,
      openedQtyMinor: 0n,
      realisedPnlMinor: settled.pnl,
      feeMinor: settled.fee,
    };
    this.emit({ type: 'POSITION_LIQUID', position: before, fill, insuranceMinor: settled.insurance });
    this.afterStep(member);
  }

  // --- fills and money -----------------------------------------------------------------------------

  /**
   * One fill of `qty` on `side` at `price`. The opening part is paid first (from the order's hold,
   * or from the available balance for MARKET), so a close that loses cannot starve it; then the
   * part against the position closes; then the rest opens, adds to or flips the position.
   */
  private fill(
    member: BookMember,
    side: FuturesSide,
    qty: bigint,
    price: number,
    tick: DecidingTick,
    kind: FuturesFillKind,
    order: BookOrder | null,
    fromHold: boolean,
  ): void {
    const orderId = order?.orderId ?? null;
    const orderBefore = order === null ? null : orderView(order);
    const leverage = order?.leverage ?? member.leverage;
    const marginType = order?.marginType ?? member.marginType;
    const existing = member.position;
    const closeQty = existing !== null && existing.side !== side ? minBig(qty, existing.qty) : 0n;
    const openQty = qty - closeQty;
    const adding = existing !== null && existing.side === side;
    const targetId = adding ? existing.positionId : orderId;
    let openMargin = 0n;
    let openFee = 0n;
    if (openQty > 0n) {
      openMargin = initialMarginMinor(openQty, leverage);
      openFee = openFeeMinor(openQty, this.terms.takerFeeBps);
    }
    const source: FuturesAccount = fromHold ? 'ORDER_MARGIN' : 'AVAILABLE';
    this.move('OPEN_MARGIN', member, source, 'POSITION_MARGIN', openMargin, orderId, targetId);
    this.move('TAKER_FEE', member, source, 'FEES', openFee, orderId, targetId);
    if (order !== null && fromHold) {
      const rest = order.held - openMargin - openFee;
      this.move('RELEASE_ORDER_MARGIN', member, 'ORDER_MARGIN', 'AVAILABLE', rest, orderId, null);
      order.held = 0n;
    }
    let pnl = 0n;
    let closeFee = 0n;
    let closed: { before: FuturesPositionView } | null = null;
    if (closeQty > 0n && existing !== null) {
      const before = positionView(existing);
      const settled = this.settleClose(
        member,
        existing,
        closeQty,
        price,
        this.terms.takerFeeBps,
        'TAKER_FEE',
        'FEES',
      );
      pnl = settled.pnl;
      closeFee = settled.fee;
      if (existing.qty === 0n) {
        this.closePosition(member, existing);
        closed = { before };
      }
    }
    const fill: FuturesFill = {
      kind,
      orderId,
      memberId: member.memberId,
      side,
      qtyMinor: qty,
      price,
      tick,
      closedQtyMinor: closeQty,
      openedQtyMinor: openQty,
      realisedPnlMinor: pnl,
      feeMinor: openFee + closeFee,
    };
    this.emit({ type: 'ORDER_FILLED', order: orderBefore, fill });
    if (closed !== null) this.emit({ type: 'POSITION_CLOSE', position: closed.before, fill });
    const current = member.position;
    if (openQty > 0n) {
      if (current !== null) {
        current.entryPrice = averageEntryPrice(
          directionOf(side),
          current.qty,
          current.entryPrice,
          openQty,
          price,
        );
        current.qty += openQty;
        current.margin += openMargin;
        this.reprice(member, current, true);
        this.emit({ type: 'POSITION_UPDATE', position: positionView(current) });
      } else {
        assert(orderId !== null, 'Only an order opens a position.');
        this.seq += 1;
        const position = newPosition(
          member,
          orderId,
          side,
          openQty,
          price,
          openMargin,
          leverage,
          marginType,
          this.seq,
        );
        member.position = position;
        this.positions.set(position.positionId, position);
        this.reprice(member, position, true);
        this.emit({ type: 'POSITION_OPEN', position: positionView(position) });
      }
    } else if (current !== null && closeQty > 0n) {
      this.reprice(member, current, true);
      this.emit({ type: 'POSITION_UPDATE', position: positionView(current) });
    }
  }

  /**
   * Closes `qty` of a position at `price`: releases its share of the margin (rounded down; the
   * last close releases the rest), credits a gain from the house or pays a loss to it, then the fee.
   * What pays is the released margin (ISOLATED) or the whole available balance (CROSS); a loss
   * beyond it is the insurance account's (INSURANCE_DRAW), a fee beyond it is waived.
   */
  private settleClose(
    member: BookMember,
    position: BookPosition,
    qty: bigint,
    price: number,
    feeBps: bigint,
    feeKind: FuturesMoneyKind,
    feeAccount: FuturesAccount,
  ): { pnl: bigint; fee: bigint; insurance: bigint } {
    const positionId = position.positionId;
    const released =
      qty === position.qty ? position.margin : mulDiv(position.margin, qty, position.qty, 'floor');
    this.move('RELEASE_MARGIN', member, 'POSITION_MARGIN', 'AVAILABLE', released, null, positionId);
    position.margin -= released;
    const pnl = pnlMinor(directionOf(position.side), qty, position.entryPrice, price);
    let pot = position.marginType === 'CROSS' ? member.available : released;
    let insurance = 0n;
    if (pnl > 0n) {
      this.move('REALISED_PNL', member, 'HOUSE', 'AVAILABLE', pnl, null, positionId);
      pot += pnl;
    } else if (pnl < 0n) {
      const paid = minBig(-pnl, pot);
      this.move('REALISED_PNL', member, 'AVAILABLE', 'HOUSE', paid, null, positionId);
      pot -= paid;
      insurance = -pnl - paid;
      this.move('INSURANCE_DRAW', member, 'INSURANCE', 'HOUSE', insurance, null, positionId);
    }
    const fee = minBig(closeFeeMinor(qty, position.entryPrice, price, feeBps), pot);
    this.move(feeKind, member, 'AVAILABLE', feeAccount, fee, null, positionId);
    position.qty -= qty;
    return { pnl, fee, insurance };
  }

  private closePosition(member: BookMember, position: BookPosition): void {
    assert(position.margin === 0n, 'A closed position has released its margin.');
    member.position = null;
    this.positions.delete(position.positionId);
    this.positionGone(position);
  }

  private funding(command: Command<'FUNDING'>): FuturesResult {
    const tick = this.tickNow;
    if (tick === null) return { ok: false, code: 'PRICE_UNAVAILABLE' };
    let count = 0;
    for (const position of [...this.positions.values()]) {
      const member = this.memberOf(position.memberId);
      const fee = fundingFeeMinor(
        directionOf(position.side),
        position.qty,
        position.entryPrice,
        tick.markPrice,
        command.ratePpm,
      );
      if (fee === 0n) continue;
      count += 1;
      const id = position.positionId;
      const isolated = position.marginType === 'ISOLATED';
      if (fee > 0n) {
        let rest = fee;
        if (!isolated) {
          const fromAvailable = minBig(rest, member.available);
          this.move('FUNDING', member, 'AVAILABLE', 'HOUSE', fromAvailable, null, id);
          rest -= fromAvailable;
        }
        const fromMargin = minBig(rest, position.margin);
        this.move('FUNDING', member, 'POSITION_MARGIN', 'HOUSE', fromMargin, null, id);
        position.margin -= fromMargin;
        this.move('INSURANCE_DRAW', member, 'INSURANCE', 'HOUSE', rest - fromMargin, null, id);
      } else {
        this.move('FUNDING', member, 'HOUSE', isolated ? 'POSITION_MARGIN' : 'AVAILABLE', -fee, null, id);
        if (isolated) position.margin -= fee;
      }
      member.fundingPaid += fee;
      position.funding += fee;
      this.reprice(member, position, false);
      this.afterStep(member);
    }
    return { ok: true, count };
  }

  // --- liquidation prices --------------------------------------------------------------------------

  /** What backs a position in the margin rule: its margin, plus the available balance when CROSS. */
  protected collateralOf(member: BookMember, position: BookPosition): bigint {
    return position.marginType === 'CROSS' ? position.margin + member.available : position.margin;
  }

  /**
   * Recomputes a position's liquidation and warning prices; when either moved, the warning re-arms
   * and the engine re-indexes them. Unless `silent` (a position event carrying the new price follows),
   * a moved liquidation price is published as POSITION_UPDATE_LIQUIDPRICE.
   */
  protected reprice(member: BookMember, position: BookPosition, silent: boolean): void {
    const input = {
      direction: directionOf(position.side),
      qtyMinor: position.qty,
      entryPrice: position.entryPrice,
      collateralMinor: this.collateralOf(member, position),
      tiers: this.terms.tiers,
    };
    const liq = ratioPrice(input, LIQUIDATION_RATIO_BPS);
    const warn = ratioPrice(input, this.terms.warnRatioBps);
    if (position.computed && liq === position.liq && warn === position.warn) return;
    const liqMoved = position.computed && liq !== position.liq;
    position.computed = true;
    position.liq = liq;
    position.warn = warn;
    position.warned = false;
    this.positionRepriced(position);
    if (liqMoved && !silent) {
      this.emit({ type: 'POSITION_UPDATE_LIQUIDPRICE', position: positionView(position) });
    }
  }

  private emit(event: FuturesEvent): void {
    this.events.push(event);
  }

  /** Moves money between accounts and publishes the movement; zero moves nothing. */
  private move(
    kind: FuturesMoneyKind,
    member: BookMember,
    from: FuturesAccount,
    to: FuturesAccount,
    amount: bigint,
    orderId: string | null,
    positionId: string | null,
  ): void {
    if (amount === 0n) return;
    assert(amount > 0n, `A ${kind} movement is positive.`);
    this.adjust(from, member, -amount);
    this.adjust(to, member, amount);
    this.emit({
      type: 'MONEY',
      movement: { kind, memberId: member.memberId, from, to, amountMinor: amount, orderId, positionId },
    });
  }

  private adjust(account: FuturesAccount, member: BookMember, amount: bigint): void {
    switch (account) {
      case 'AVAILABLE':
        member.available += amount;
        assert(member.available >= 0n, 'An available balance never goes negative.');
        this.availableTotal += amount;
        return;
      case 'ORDER_MARGIN':
        this.orderMarginTotal += amount;
        return;
      case 'POSITION_MARGIN':
        this.positionMarginTotal += amount;
        return;
      case 'HOUSE':
        this.house += amount;
        return;
      case 'FEES':
        this.fees += amount;
        return;
      case 'LIQUIDATION_FEES':
        this.liquidationFees += amount;
        return;
      case 'INSURANCE':
        this.insurance += amount;
        return;
    }
  }
}

/** The deciding tick of a fill at the last price. */
function lastTickOf(tick: FuturesTick): DecidingTick {
  return { source: tick.source, atMs: tick.atMs, price: tick.lastPrice };
}
