import { assert } from '../assert.ts';
import {
  directionOf,
  isCount,
  isPrice,
  memberView,
  newMember,
  opposite,
  orderView,
  positionView,
  priceTpsl,
  sessionEndPosition,
  type BookMember,
  type BookOrder,
  type BookPosition,
  type Crossed,
} from './book-model.ts';
import { OverseaCloseouts } from './book-closeouts.ts';
import { deciding } from './close-outcome.ts';
import type {
  OverseaCommand,
  OverseaEngine,
  OverseaMemberView,
  OverseaOrderView,
  OverseaPositionView,
  OverseaResult,
  OverseaTick,
} from './book-types.ts';
import { orderCostKrwMinor, stopLossPrice, takeProfitPrice } from './formulas.ts';
import {
  entryLevelTouched,
  mitRestsAwayFromMarket,
  positionsClosedAtSessionEnd,
  stopLossTouched,
  takeProfitTouched,
} from './order-rules.ts';

type Command<T extends OverseaCommand['type']> = Extract<OverseaCommand, { type: T }>;

const OK: OverseaResult = { ok: true };

/**
 * The rules of one site's overseas futures book: commands, fills, money, the losscut and session
 * ends. Two engines extend it and differ only in how they find what a tick touched and whose losscut
 * to check: `OverseaBook` with per-instrument indexes, `ReferenceOverseaBook` by scanning everything.
 * Deterministic: ids, time and prices come in with the commands. After every command and every tick
 * no member with an open position is at or below their losscut line.
 */
export abstract class OverseaBookCore extends OverseaCloseouts implements OverseaEngine {
  // --- reading -------------------------------------------------------------------------------------

  member(memberId: string): OverseaMemberView | null {
    const member = this.members.get(memberId);
    return member === undefined ? null : memberView(member);
  }

  positions(memberId: string): OverseaPositionView[] {
    const member = this.members.get(memberId);
    if (member === undefined) return [];
    const views: OverseaPositionView[] = [];
    for (const { stock } of this.terms.instruments) {
      const position = member.positions.get(stock);
      if (position !== undefined) views.push(positionView(position));
    }
    return views;
  }

  orders(memberId: string): OverseaOrderView[] {
    const member = this.members.get(memberId);
    if (member === undefined) return [];
    return [...member.orders.values()].sort((a, b) => a.seq - b.seq).map(orderView);
  }

  lastTick(stock: string): OverseaTick | null {
    return this.instruments.get(stock)?.tick ?? null;
  }

  isOpen(stock: string): boolean {
    return this.instruments.get(stock)?.open ?? false;
  }

  account(memberId: string): { equityMinor: bigint; losscutMinor: bigint } | null {
    const member = this.members.get(memberId);
    return member === undefined ? null : this.accountOf(member);
  }

  // --- deciding ------------------------------------------------------------------------------------

  protected run(command: OverseaCommand): OverseaResult {
    switch (command.type) {
      case 'SYNC_MEMBER':
        return this.sync(command);
      case 'PLACE':
        return this.place(command);
      case 'CANCEL':
        return this.cancel(command);
      case 'CANCEL_ALL':
        return this.cancelAll(command);
      case 'SET_TPSL':
        return this.setTpsl(command);
      case 'DELETE_TPSL':
        return this.deleteTpsl(command);
      case 'SET_OVERNIGHT':
        return this.setOvernight(command);
      case 'TICK':
        this.tick(command.tick);
        return OK;
      case 'SESSION_END': {
        const { touched, closed } = this.endSession(this.instrumentOf(command.stock));
        this.runLosscuts(this.commandLosscutCandidates(touched), null);
        return { ok: true, count: closed };
      }
      case 'SESSION_OPEN':
        this.instrumentOf(command.stock).open = true;
        return OK;
      case 'RESTORE_ORDER':
        this.restoreOrder(command.order);
        return OK;
      case 'RESTORE_POSITION':
        this.restorePosition(command.position);
        return OK;
      case 'RESTORE_TICK': {
        assert(isPrice(command.tick.price), 'A tick has a positive price.');
        const instrument = this.instrumentOf(command.tick.stock);
        instrument.tick = command.tick;
        if (command.open !== undefined) instrument.open = command.open;
        if (command.seq !== undefined && command.seq > this.seq) this.seq = command.seq;
        return OK;
      }
    }
  }

  /** After a command changed `member`: re-key, then the losscut if the change reached it. */
  private settled(member: BookMember): void {
    this.memberChanged(member);
    this.runLosscuts(this.commandLosscutCandidates(new Set([member])), null);
  }

  private sync(command: Command<'SYNC_MEMBER'>): OverseaResult {
    if (command.pointMinor < 0n) return { ok: false, code: 'INVALID_INPUT' };
    let member = this.members.get(command.memberId);
    if (member === undefined) {
      member = newMember(command.memberId, 0n);
      this.members.set(member.memberId, member);
    }
    this.bringIn('POINT', member, command.pointMinor - member.point);
    this.settled(member);
    return OK;
  }

  /**
   * A placement: refused on a closed market, without a price, at a bad limit or level, or a MIT at or
   * through the market (`mitRestsAwayFromMarket`). A MARKET, or a LIMIT the last price already
   * touches, fills at once at the last price (refused as the fill would be); any other order holds
   * its margin and opening fee (`orderCostKrwMinor`) while it rests.
   */
  private place(command: Command<'PLACE'>): OverseaResult {
    const instrument = this.instruments.get(command.stock);
    const { tpTick, slTick, lots, side, orderType: type } = command;
    if (
      instrument === undefined ||
      !isCount(lots) ||
      (tpTick !== undefined && !isCount(tpTick)) ||
      (slTick !== undefined && !isCount(slTick))
    ) {
      return { ok: false, code: 'INVALID_INPUT' };
    }
    const member = this.memberOf(command.memberId);
    assert(!member.orders.has(command.orderId), `Order id ${command.orderId} is used.`);
    if (!instrument.open) return { ok: false, code: 'OVERSEA_MARKET_CLOSED' };
    const tick = instrument.tick;
    if (tick === null) return { ok: false, code: 'PRICE_UNAVAILABLE' };
    const direction = directionOf(side);
    const price = type === 'MARKET' ? tick.price : command.price;
    if (!isPrice(price)) return { ok: false, code: 'ORDER_PRICE_INVALID' };
    if (type === 'STOPMARKET' && !mitRestsAwayFromMarket(direction, price, tick.price)) {
      return { ok: false, code: 'ORDER_PRICE_INVALID' };
    }
    const order: BookOrder = {
      orderId: command.orderId,
      memberId: member.memberId,
      stock: command.stock,
      side,
      type,
      lots,
      price,
      tpTick: tpTick ?? null,
      slTick: slTick ?? null,
      held: 0n,
      seq: this.seq + 1,
      entry: null,
    };
    if (type === 'MARKET' || (type === 'LIMIT' && entryLevelTouched(direction, price, tick.price))) {
      const code = this.fillRefusal(member, instrument, side, lots, tick.price, null);
      if (code !== null) return { ok: false, code };
      this.seq = order.seq;
      this.fill(member, instrument, side, lots, deciding(tick), type, order, false);
    } else {
      const held = orderCostKrwMinor(lots, instrument.terms);
      if (member.point < held) return { ok: false, code: 'INSUFFICIENT_BALANCE' };
      this.seq = order.seq;
      this.move('HOLD_ORDER_MARGIN', member, order.stock, 'POINT', 'ORDER_MARGIN', held, order.orderId, null);
      order.held = held;
      member.orders.set(order.orderId, order);
      instrument.orders.set(order.orderId, order);
      this.emit({ type: 'ORDER_SUCCESS', order: orderView(order) });
      this.orderRests(order);
    }
    this.settled(member);
    return OK;
  }

  private cancel(command: Command<'CANCEL'>): OverseaResult {
    const member = this.memberOf(command.memberId);
    const order = member.orders.get(command.orderId);
    if (order === undefined) return { ok: false, code: 'ORDER_NOT_FOUND' };
    this.cancelOne(member, order);
    this.settled(member);
    return OK;
  }

  private cancelAll(command: Command<'CANCEL_ALL'>): OverseaResult {
    const member = this.memberOf(command.memberId);
    const orders = [...member.orders.values()]
      .filter((order) => command.stock === undefined || order.stock === command.stock)
      .sort((a, b) => a.seq - b.seq);
    for (const order of orders) this.cancelOne(member, order);
    this.settled(member);
    return { ok: true, count: orders.length };
  }

  /**
   * Sets the TP and/or SL in ticks from the entry, together; refused when a price would be at or
   * below zero or the last price already touches it (it would fire at once, which is a market close).
   */
  private setTpsl(command: Command<'SET_TPSL'>): OverseaResult {
    const member = this.memberOf(command.memberId);
    const position = member.positions.get(command.stock);
    if (position === undefined) return { ok: false, code: 'POSITION_NOT_FOUND' };
    const { tpTick, slTick } = command;
    if (
      (tpTick === undefined && slTick === undefined) ||
      (tpTick !== undefined && !isCount(tpTick)) ||
      (slTick !== undefined && !isCount(slTick))
    ) {
      return { ok: false, code: 'INVALID_INPUT' };
    }
    const instrument = this.instrumentOf(command.stock);
    const tick = instrument.tick;
    if (tick === null) return { ok: false, code: 'PRICE_UNAVAILABLE' };
    const direction = directionOf(position.side);
    const { entryPrice } = position;
    const terms = instrument.terms;
    const tp = tpTick === undefined ? undefined : takeProfitPrice(direction, entryPrice, tpTick, terms);
    const sl = slTick === undefined ? undefined : stopLossPrice(direction, entryPrice, slTick, terms);
    if (
      tp === null ||
      sl === null ||
      (tp !== undefined && takeProfitTouched(direction, tp, tick.price)) ||
      (sl !== undefined && stopLossTouched(direction, sl, tick.price))
    ) {
      return { ok: false, code: 'TPSL_PRICE_INVALID' };
    }
    if (tpTick !== undefined) {
      position.tpTick = tpTick;
      position.tpSeq = this.seq += 1;
    }
    if (slTick !== undefined) {
      position.slTick = slTick;
      position.slSeq = this.seq += 1;
    }
    this.repriced(member, position);
    return OK;
  }

  private deleteTpsl(command: Command<'DELETE_TPSL'>): OverseaResult {
    const member = this.memberOf(command.memberId);
    const position = member.positions.get(command.stock);
    if (position === undefined) return { ok: false, code: 'POSITION_NOT_FOUND' };
    const takeProfit = command.kind === 'TP';
    if ((takeProfit ? position.tpTick : position.slTick) === null) return OK;
    if (takeProfit) position.tpTick = null;
    else position.slTick = null;
    this.repriced(member, position);
    return OK;
  }

  private repriced(member: BookMember, position: BookPosition): void {
    priceTpsl(position, this.instrumentOf(position.stock).terms);
    this.tpslChanged(position);
    this.emit({ type: 'POSITION_UPDATE', position: positionView(position) });
    this.settled(member);
  }

  /**
   * The member's request to hold the position past the session end. Turning it on is refused when
   * the equity would not keep it overnight now (`positionsClosedAtSessionEnd`); the session end
   * decides again with the equity it then finds.
   */
  private setOvernight(command: Command<'SET_OVERNIGHT'>): OverseaResult {
    const member = this.memberOf(command.memberId);
    const position = member.positions.get(command.stock);
    if (position === undefined) return { ok: false, code: 'POSITION_NOT_FOUND' };
    if (position.overnight === command.on) return OK;
    if (command.on) {
      const terms = this.instrumentOf(position.stock).terms;
      const closed = positionsClosedAtSessionEnd(
        [sessionEndPosition(position, terms, true)],
        this.accountOf(member).equityMinor,
        this.terms.site,
      );
      if (closed.length > 0) return { ok: false, code: 'OVERNIGHT_MARGIN_INSUFFICIENT' };
    }
    position.overnight = command.on;
    this.emit({ type: 'POSITION_UPDATE', position: positionView(position) });
    return OK;
  }

  // --- ticks ---------------------------------------------------------------------------------------

  /**
   * A price of one instrument: the orders and TP/SLs it touches fill by seq at that price, then every
   * member the tick (or those fills) took to the losscut is liquidated, the tick named as the cause.
   */
  private tick(tick: OverseaTick): void {
    assert(isPrice(tick.price), 'A tick has a positive integer price.');
    const instrument = this.instrumentOf(tick.stock);
    instrument.tick = tick;
    const touched = new Set<BookMember>();
    for (const crossed of this.crossedTriggers(instrument, tick.price)) {
      const member = this.fire(crossed, tick);
      if (member === null) continue;
      touched.add(member);
      this.memberChanged(member);
    }
    this.runLosscuts(this.losscutCandidates(instrument, tick.price, touched), {
      stock: tick.stock,
      tick: deciding(tick),
    });
  }

  /** Fires what the tick crossed if it still stands as it was; the member it changed, or null. */
  private fire(crossed: Crossed, tick: OverseaTick): BookMember | null {
    const order = crossed.order;
    if (order !== null) {
      const member = this.memberOf(order.memberId);
      if (member.orders.get(order.orderId) !== order || order.seq !== crossed.seq) return null;
      if (!entryLevelTouched(directionOf(order.side), order.price, tick.price)) return null;
      this.fillResting(member, order, tick);
      return member;
    }
    const position = crossed.position;
    assert(position !== null, 'A TP/SL trigger carries its position.');
    const member = this.memberOf(position.memberId);
    if (member.positions.get(position.stock) !== position) return null;
    const direction = directionOf(position.side);
    const takeProfit = crossed.kind === 'TAKEPROFIT';
    const level = takeProfit ? position.tp : position.sl;
    if (level === null || (takeProfit ? position.tpSeq : position.slSeq) !== crossed.seq) return null;
    if (!(takeProfit ? takeProfitTouched : stopLossTouched)(direction, level, tick.price)) return null;
    const instrument = this.instrumentOf(position.stock);
    const kind = takeProfit ? 'TAKEPROFIT' : 'STOPLOSS';
    // A loss the point and the margin cannot pay while the member holds more: the losscut closes
    // everything, gains first, so the insurance pays only what the whole account cannot.
    if (this.shortfallElsewhere(member, instrument, position, position.lots, tick.price, null)) {
      this.liquidate(member, { stock: position.stock, tick: deciding(tick) }, true);
      return member;
    }
    this.fill(member, instrument, opposite(position.side), position.lots, deciding(tick), kind, null, false);
    return member;
  }

  // --- rebuilding ----------------------------------------------------------------------------------

  /** Puts a persisted resting order back: its hold comes in with it, from outside the engine. */
  private restoreOrder(view: OverseaOrderView): void {
    const member = this.memberOf(view.memberId);
    const instrument = this.instrumentOf(view.stock);
    assert(!member.orders.has(view.orderId), `Order id ${view.orderId} is used.`);
    assert(view.type !== 'MARKET' && view.heldMinor > 0n, 'Only a resting order with a hold is restored.');
    const order: BookOrder = {
      orderId: view.orderId,
      memberId: view.memberId,
      stock: view.stock,
      side: view.side,
      type: view.type,
      lots: view.lots,
      price: view.price,
      tpTick: view.tpTick,
      slTick: view.slTick,
      held: view.heldMinor,
      seq: view.seq,
      entry: null,
    };
    member.orders.set(order.orderId, order);
    instrument.orders.set(order.orderId, order);
    this.bringIn('ORDER_MARGIN', member, order.held);
    if (order.seq > this.seq) this.seq = order.seq;
    this.orderRests(order);
    this.memberChanged(member);
  }

  /** Puts a persisted open position back, its margin coming in from outside the engine. */
  private restorePosition(view: OverseaPositionView): void {
    const member = this.memberOf(view.memberId);
    const instrument = this.instrumentOf(view.stock);
    assert(!member.positions.has(view.stock), `Member ${view.memberId} already holds ${view.stock}.`);
    assert(isCount(view.lots) && view.marginMinor >= 0n, 'A restored position has lots.');
    const position: BookPosition = {
      positionId: view.positionId,
      memberId: view.memberId,
      stock: view.stock,
      side: view.side,
      lots: view.lots,
      entryPrice: view.entryPrice,
      margin: view.marginMinor,
      tpTick: view.tpTick,
      slTick: view.slTick,
      tp: null,
      sl: null,
      overnight: view.overnight,
      seq: view.seq,
      tpSeq: view.tpSeq,
      slSeq: view.slSeq,
      tpEntry: null,
      slEntry: null,
    };
    priceTpsl(position, instrument.terms);
    member.positions.set(view.stock, position);
    instrument.positions.set(position.positionId, position);
    this.bringIn('POSITION_MARGIN', member, position.margin);
    this.seq = Math.max(this.seq, view.seq, view.tpSeq, view.slSeq);
    this.tpslChanged(position);
    this.memberChanged(member);
  }
}
