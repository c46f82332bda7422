import { assert } from '../assert.ts';
import type { DecidingTick } from '../rounds/types.ts';
import { OverseaLedger } from './book-ledger.ts';
import {
  directionOf,
  opposite,
  orderView,
  positionView,
  priceTpsl,
  type BookMember,
  type BookOrder,
  type BookPosition,
  type Crossed,
  type InstrumentBook,
} from './book-model.ts';
import type {
  OverseaFill,
  OverseaFillKind,
  OverseaPositionView,
  OverseaRejection,
  OverseaSide,
  OverseaTick,
} from './book-types.ts';
import { feeKrwMinor, marginKrwMinor, orderCostKrwMinor } from './formulas.ts';
import { closeOutcome, deciding, type Settled } from './close-outcome.ts';
import { averageLotEntryPrice } from './losscut-price.ts';
import type { OverseaTerms } from './terms.ts';

/**
 * How fills and closes move positions and money, and the hooks by which the two engines keep their
 * indexes (`OverseaBook`) or not (`ReferenceOverseaBook`).
 */
export abstract class OverseaSettlement extends OverseaLedger {
  // --- what the two engines do differently -------------------------------------------------------

  /** A resting order starts waiting for its price. */
  protected abstract orderRests(order: BookOrder): void;
  /** A resting order filled or was cancelled. */
  protected abstract orderGone(order: BookOrder): void;
  /** A position's TP or SL price changed (set, removed, or its entry moved). */
  protected abstract tpslChanged(position: BookPosition): void;
  protected abstract positionGone(position: BookPosition): void;
  /** Anything of the member changed: point, holds, positions (the losscut price moves with them). */
  protected abstract memberChanged(member: BookMember): void;
  /** Orders and TP/SLs on the instrument the price touches, by seq. */
  protected abstract crossedTriggers(instrument: InstrumentBook, price: number): readonly Crossed[];

  // --- orders ------------------------------------------------------------------------------------

  /** A resting order whose price came fills from its hold, or is cancelled when the fill is refused. */
  protected fillResting(member: BookMember, order: BookOrder, tick: OverseaTick): void {
    const instrument = this.instrumentOf(order.stock);
    if (this.fillRefusal(member, instrument, order.side, order.lots, tick.price, order) !== null) {
      this.cancelOne(member, order);
      return;
    }
    this.forgetOrder(member, order);
    this.fill(member, instrument, order.side, order.lots, deciding(tick), order.type, order, true);
  }

  protected cancelOne(member: BookMember, order: BookOrder): void {
    const view = orderView(order);
    this.forgetOrder(member, order);
    this.move(
      'RELEASE_ORDER_MARGIN',
      member,
      order.stock,
      'ORDER_MARGIN',
      'POINT',
      order.held,
      order.orderId,
      null,
    );
    order.held = 0n;
    this.emit({ type: 'ORDER_CANCEL', order: view });
  }

  private forgetOrder(member: BookMember, order: BookOrder): void {
    member.orders.delete(order.orderId);
    this.instrumentOf(order.stock).orders.delete(order.orderId);
    this.orderGone(order);
  }

  /**
   * Whether closing `lots` of `position` at `price` would leave part of its loss to the insurance
   * while the member holds something else that could pay it now: another position on an instrument
   * in session (a gain closed first would pay it) or a resting order other than `except` (its hold).
   * The insurance pays only what the member's whole account cannot (docs/ledger-flows.md); a close
   * that would draw it sooner, while a hedge's other leg holds the gain, would let the member keep
   * that gain and leave the loss to the site. Such a close is refused when the member asks for it and becomes the member's losscut when a
   * trigger or the session end makes it (winners first, `liquidate`).
   */
  protected shortfallElsewhere(
    member: BookMember,
    instrument: InstrumentBook,
    position: BookPosition,
    lots: number,
    price: number,
    except: BookOrder | null,
  ): boolean {
    const point = member.point + (except?.held ?? 0n);
    if (closeOutcome(position, lots, price, instrument.terms, point).insurance === 0n) return false;
    // Only what can pay now: a position on an instrument whose session is closed cannot be closed
    // first, and refusing this close until it opens would leave the member unable to cut the loss.
    for (const other of member.positions.values()) {
      if (other !== position && this.instrumentOf(other.stock).open) return true;
    }
    for (const order of member.orders.values()) if (order !== except) return true;
    return false;
  }

  // --- fills -------------------------------------------------------------------------------------

  /**
   * Why a fill of `lots` on `side` at `price` would be refused, or null; nothing moves. The hold of
   * `resting` (the resting order filling, if it is one) comes back first; the part against the
   * position closes, refused as CLOSE_SHORTFALL when its loss would need the insurance while the
   * member holds more than could pay it (`shortfallElsewhere`); the point as that left it must pay the
   * opening part's margin and fee.
   */
  protected fillRefusal(
    member: BookMember,
    instrument: InstrumentBook,
    side: OverseaSide,
    lots: number,
    price: number,
    resting: BookOrder | null,
  ): OverseaRejection | null {
    const existing = member.positions.get(instrument.terms.stock);
    const closeLots = existing !== undefined && existing.side !== side ? Math.min(lots, existing.lots) : 0;
    const openLots = lots - closeLots;
    const released = resting?.held ?? 0n;
    if (existing !== undefined && closeLots > 0) {
      if (this.shortfallElsewhere(member, instrument, existing, closeLots, price, resting)) {
        return 'CLOSE_SHORTFALL';
      }
    }
    if (openLots === 0) return null;
    let point = member.point + released;
    if (existing !== undefined && closeLots > 0) {
      point += closeOutcome(existing, closeLots, price, instrument.terms, point).balanceChange;
    }
    return point < orderCostKrwMinor(openLots, instrument.terms) ? 'INSUFFICIENT_BALANCE' : null;
  }

  /**
   * One fill that `fillRefusal` passed: a resting order's hold goes back whole, the part against the
   * position closes, the rest opens, adds to or flips the position, its margin and fee from the point.
   * An order's TP/SL ticks, when it names them, apply to the position it opens or adds to.
   */
  protected fill(
    member: BookMember,
    instrument: InstrumentBook,
    side: OverseaSide,
    lots: number,
    tick: DecidingTick,
    kind: OverseaFillKind,
    order: BookOrder | null,
    fromHold: boolean,
  ): void {
    const { terms } = instrument;
    const stock = terms.stock;
    const price = tick.price;
    const orderId = order?.orderId ?? null;
    const orderBefore = order === null ? null : orderView(order);
    if (order !== null && fromHold) {
      this.move('RELEASE_ORDER_MARGIN', member, stock, 'ORDER_MARGIN', 'POINT', order.held, orderId, null);
      order.held = 0n;
    }
    const existing = member.positions.get(stock);
    const closeLots = existing !== undefined && existing.side !== side ? Math.min(lots, existing.lots) : 0;
    const openLots = lots - closeLots;
    let pnl = 0n;
    let fee = 0n;
    let closed: OverseaPositionView | null = null;
    if (existing !== undefined && closeLots > 0) {
      const before = positionView(existing);
      const settled = this.settleClose(member, instrument, existing, closeLots, price);
      pnl = settled.pnl;
      fee = settled.fee;
      if (existing.lots === 0) {
        this.closePosition(member, instrument, existing);
        closed = before;
      }
    }
    const current = member.positions.get(stock) ?? null;
    if (openLots > 0) {
      const targetId = current?.positionId ?? orderId;
      const openFee = feeKrwMinor(openLots, terms);
      this.move(
        'OPEN_MARGIN',
        member,
        stock,
        'POINT',
        'POSITION_MARGIN',
        marginKrwMinor(openLots, terms),
        orderId,
        targetId,
      );
      this.move('FEE', member, stock, 'POINT', 'FEES', openFee, orderId, targetId);
      fee += openFee;
    }
    const fill: OverseaFill = {
      kind,
      orderId,
      memberId: member.memberId,
      stock,
      side,
      lots,
      price,
      tick,
      closedLots: closeLots,
      openedLots: openLots,
      realisedPnlMinor: pnl,
      feeMinor: fee,
    };
    this.emit({ type: 'ORDER_FILLED', order: orderBefore, fill });
    if (closed !== null) this.emit({ type: 'POSITION_CLOSE', position: closed, fill });
    if (openLots > 0) this.open(member, instrument, current, side, openLots, price, order);
    else if (current !== null && closeLots > 0) {
      this.emit({ type: 'POSITION_UPDATE', position: positionView(current) });
    }
  }

  private open(
    member: BookMember,
    instrument: InstrumentBook,
    current: BookPosition | null,
    side: OverseaSide,
    lots: number,
    price: number,
    order: BookOrder | null,
  ): void {
    const { terms } = instrument;
    const margin = marginKrwMinor(lots, terms);
    if (current !== null) {
      current.entryPrice = averageLotEntryPrice(
        directionOf(side),
        current.lots,
        current.entryPrice,
        lots,
        price,
      );
      current.lots += lots;
      current.margin += margin;
      this.applyOrderTpsl(current, order, terms);
      this.tpslChanged(current);
      this.emit({ type: 'POSITION_UPDATE', position: positionView(current) });
      return;
    }
    assert(order !== null, 'Only an order opens a position.');
    this.seq += 1;
    const position: BookPosition = {
      positionId: order.orderId,
      memberId: member.memberId,
      stock: terms.stock,
      side,
      lots,
      entryPrice: price,
      margin,
      tpTick: null,
      slTick: null,
      tp: null,
      sl: null,
      overnight: false,
      seq: this.seq,
      tpSeq: 0,
      slSeq: 0,
      tpEntry: null,
      slEntry: null,
    };
    this.applyOrderTpsl(position, order, terms);
    member.positions.set(terms.stock, position);
    instrument.positions.set(position.positionId, position);
    this.tpslChanged(position);
    this.emit({ type: 'POSITION_OPEN', position: positionView(position) });
  }

  private applyOrderTpsl(position: BookPosition, order: BookOrder | null, terms: OverseaTerms): void {
    if (order?.tpTick != null) {
      position.tpTick = order.tpTick;
      position.tpSeq = this.seq += 1;
    }
    if (order?.slTick != null) {
      position.slTick = order.slTick;
      position.slSeq = this.seq += 1;
    }
    priceTpsl(position, terms);
  }

  /** Closes all of a position at `price` (TP/SL are fills; the losscut and session end use this). */
  protected closeWhole(
    member: BookMember,
    instrument: InstrumentBook,
    position: BookPosition,
    price: number,
  ): Settled {
    const lots = position.lots;
    const settled = this.settleClose(member, instrument, position, lots, price);
    this.closePosition(member, instrument, position);
    return { ...settled, lots };
  }

  protected closingFill(
    kind: OverseaFillKind,
    position: BookPosition,
    at: OverseaTick,
    settled: Settled,
  ): OverseaFill {
    return {
      kind,
      orderId: null,
      memberId: position.memberId,
      stock: position.stock,
      side: opposite(position.side),
      lots: settled.lots,
      price: at.price,
      tick: deciding(at),
      closedLots: settled.lots,
      openedLots: 0,
      realisedPnlMinor: settled.pnl,
      feeMinor: settled.fee,
    };
  }

  /**
   * Closes `lots` of a position at `price` (`closeOutcome`): releases its share of the margin, credits
   * a gain from the house or pays a loss to it, then the closing fee. What pays is the member's whole
   * point with the released margin; a loss beyond it is the insurance account's, a fee beyond it waived.
   */
  private settleClose(
    member: BookMember,
    instrument: InstrumentBook,
    position: BookPosition,
    lots: number,
    price: number,
  ): { lots: number; pnl: bigint; fee: bigint; insurance: bigint } {
    const { stock } = instrument.terms;
    const id = position.positionId;
    const outcome = closeOutcome(position, lots, price, instrument.terms, member.point);
    this.move('RELEASE_MARGIN', member, stock, 'POSITION_MARGIN', 'POINT', outcome.released, null, id);
    position.margin -= outcome.released;
    if (outcome.pnl > 0n) {
      this.move('REALISED_PNL', member, stock, 'HOUSE', 'POINT', outcome.pnl, null, id);
    } else if (outcome.pnl < 0n) {
      this.move('REALISED_PNL', member, stock, 'POINT', 'HOUSE', outcome.lossPaid, null, id);
      this.move('INSURANCE_DRAW', member, stock, 'INSURANCE', 'HOUSE', outcome.insurance, null, id);
    }
    this.move('FEE', member, stock, 'POINT', 'FEES', outcome.fee, null, id);
    position.lots -= lots;
    return { lots, pnl: outcome.pnl, fee: outcome.fee, insurance: outcome.insurance };
  }

  private closePosition(member: BookMember, instrument: InstrumentBook, position: BookPosition): void {
    assert(position.lots === 0 && position.margin === 0n, 'A closed position has released its margin.');
    member.positions.delete(position.stock);
    instrument.positions.delete(position.positionId);
    this.positionGone(position);
  }
}
