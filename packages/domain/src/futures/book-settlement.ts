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
  openFeeMinor,
  pnlMinor,
  ratioPrice,
} from './formulas.ts';
import {
  directionOf,
  limitCrossed,
  newPosition,
  opposite,
  orderView,
  positionView,
  stopCrossed,
  type BookMember,
  type BookOrder,
  type BookPosition,
  type TriggerKind,
} from './book-model.ts';
import type {
  FuturesAccount,
  FuturesCommand,
  FuturesFill,
  FuturesFillKind,
  FuturesMoneyKind,
  FuturesPositionView,
  FuturesResult,
  FuturesSide,
  FuturesTick,
} from './types.ts';
import { BookLedger } from './book-ledger.ts';

/** Something a tick crossed: a resting order, or a position's TP or SL, with its sequence. */
export interface Crossed {
  readonly kind: TriggerKind;
  readonly seq: number;
  readonly order: BookOrder | null;
  readonly position: BookPosition | null;
}

type Command<T extends FuturesCommand['type']> = Extract<FuturesCommand, { type: T }>;

/**
 * How fills, closes, liquidations and funding move positions and money, and the hooks by which the
 * two engines find what a tick crossed and keep their indexes (`FuturesBook`) or not
 * (`ReferenceFuturesBook`).
 */
export abstract class BookSettlement extends BookLedger {
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

  protected restOrFill(member: BookMember, order: BookOrder, tick: FuturesTick): void {
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

  protected fillResting(member: BookMember, order: BookOrder, tick: FuturesTick): void {
    this.forgetOrder(member, order);
    this.fill(member, order.side, order.qty, tick.lastPrice, lastTickOf(tick), order.type, order, true);
  }

  protected forgetOrder(member: BookMember, order: BookOrder): void {
    this.ordersById.delete(order.orderId);
    member.orders.delete(order.orderId);
    if (order.side === 'LONG') member.restingLong -= order.qty;
    else member.restingShort -= order.qty;
    this.orderGone(order);
  }

  protected liquidate(member: BookMember, position: BookPosition, tick: FuturesTick): void {
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
  protected fill(
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
  protected settleClose(
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

  protected closePosition(member: BookMember, position: BookPosition): void {
    assert(position.margin === 0n, 'A closed position has released its margin.');
    member.position = null;
    this.positions.delete(position.positionId);
    this.positionGone(position);
  }

  protected funding(command: Command<'FUNDING'>): FuturesResult {
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

  // --- liquidation prices ---

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
}

/** The deciding tick of a fill at the last price. */
export function lastTickOf(tick: FuturesTick): DecidingTick {
  return { source: tick.source, atMs: tick.atMs, price: tick.lastPrice };
}
