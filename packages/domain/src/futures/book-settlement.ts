import { assert } from '../assert.ts';
import { minBig } from '../money/bigint.ts';
import type { DecidingTick } from '../rounds/types.ts';
import { closeOutcome } from './close-outcome.ts';
import {
  averageEntryPrice,
  fundingFeeMinor,
  initialMarginMinor,
  LIQUIDATION_RATIO_BPS,
  openFeeMinor,
  pnlMinor,
  ratioPrice,
} from './formulas.ts';
import { exceedsCapAtPlacement, maxNotionalAtLeverage } from './tiers.ts';
import {
  directionOf,
  limitCrossed,
  newPosition,
  opposite,
  orderView,
  positionView,
  type BookMember,
  type BookOrder,
  type BookPosition,
  type Trigger,
  unlinkOrder,
} from './book-model.ts';
import type {
  FuturesAccount,
  FuturesCommand,
  FuturesFill,
  FuturesFillKind,
  FuturesMoneyKind,
  FuturesPositionView,
  FuturesRejection,
  FuturesResult,
  FuturesSide,
  FuturesTerms,
  FuturesTick,
} from './types.ts';
import { BookLedger } from './book-ledger.ts';
import { OrderCost } from './exact-cost.ts';

/** Something a tick crossed: a resting order, or a position's TP or SL; each has its sequence. */
export type Crossed = BookOrder | PositionCrossed;

/** A position's trigger a tick crossed: `FuturesBook` hands its index entry, the reference a record. */
export type PositionCrossed = Pick<Trigger, 'kind' | 'seq' | 'position'>;

type Command<T extends FuturesCommand['type']> = Extract<FuturesCommand, { type: T }>;

/** Forgotten orders kept for renewal at most (about 12 MB of them), so a mass cancel frees the rest. */
const SPARE_ORDERS_MAX = 65_536;

/**
 * How fills, closes, liquidations and funding move positions and money, and the hooks by which the
 * two engines find what a tick crossed and keep their indexes (`FuturesBook`) or not
 * (`ReferenceFuturesBook`).
 */
export abstract class BookSettlement extends BookLedger {
  /** The tier cap per leverage, computed once (`maxNotionalAtLeverage`). */
  private readonly caps: bigint[];
  /** `orderCostMinor` at this option's fee, without a conversion per call (`OrderCost`). */
  protected readonly orderCost: OrderCost;
  /** Forgotten orders, the next new ones (`forgetOrder`, `newOrder`). */
  protected readonly spareOrders: BookOrder[] = [];

  constructor(terms: FuturesTerms) {
    super(terms);
    this.orderCost = new OrderCost(terms.takerFeeBps, terms.maxLeverage);
    this.caps = Array.from({ length: terms.maxLeverage + 1 }, (_, leverage) =>
      maxNotionalAtLeverage(terms.tiers, leverage),
    );
  }

  protected capAt(leverage: number): bigint {
    return this.caps[leverage] ?? maxNotionalAtLeverage(this.terms.tiers, leverage);
  }

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
  protected abstract crossedTriggers(tick: FuturesTick): readonly Crossed[];
  /** Positions the tick liquidates, by position seq. */
  protected abstract crossedLiquidations(tick: FuturesTick): readonly BookPosition[];
  /** Positions the tick puts at or past the warning ratio that were not warned yet. */
  protected abstract crossedWarnings(tick: FuturesTick): readonly BookPosition[];

  /**
   * An amended resting order: a LIMIT (or an armed STOPLIMIT) its price already crosses fills at
   * once from its hold, else it waits again.
   */
  protected restOrFill(member: BookMember, order: BookOrder, tick: FuturesTick): void {
    const limit = order.type === 'LIMIT' || (order.type === 'STOPLIMIT' && order.triggered);
    if (limit && limitCrossed(order.side, order.price ?? 0, tick.lastPrice)) {
      this.fillResting(member, order, tick);
    } else {
      this.orderRests(order);
    }
  }

  /**
   * A resting order whose price came fills from its hold; when the fill is refused (the tier cap, or
   * the wallet no longer pays the opening part) the order is cancelled and its hold released, as the
   * server's trigger loop cancels it.
   */
  protected fillResting(member: BookMember, order: BookOrder, tick: FuturesTick): void {
    const refused = this.fillRefusal(member, order.side, order.qty, tick.lastPrice, order, true);
    if (refused !== null) {
      this.cancelOne(member, order);
      return;
    }
    this.forgetOrder(member, order);
    this.fill(member, order.side, order.qty, tick.lastPrice, lastTickOf(tick), order.type, order, true);
  }

  protected cancelOne(member: BookMember, order: BookOrder): void {
    const cancelled = this.buffer.orderEvent('ORDER_CANCEL', order);
    this.forgetOrder(member, order);
    this.move('RELEASE_ORDER_MARGIN', member, 'ORDER_MARGIN', 'AVAILABLE', order.held, order.orderId, null);
    order.held = 0n;
    this.emit(cancelled);
  }

  /** Keeps a new resting order under its id, in one probe of the id table (a used id is a caller's bug). */
  protected storeOrder(order: BookOrder): void {
    if (this.ordersById.add(order) !== null) assert(false, `Order id ${order.orderId} is used.`);
  }

  /**
   * Takes an order out of the id table, its member's list and its index, and keeps the object as a
   * spare for the next new order (`newOrder`). Safe because nothing outside the book holds an order
   * (events carry copies: `orderView`) and a command takes a spare only before it forgets any: a
   * placement or a restore takes one first, and a tick, a cancel or an amend takes none; so the
   * forgotten order the rest of this command still reads (a fill's, a cancel's) is not renewed under it.
   */
  protected forgetOrder(member: BookMember, order: BookOrder): void {
    this.ordersById.delete(order.orderId);
    unlinkOrder(member, order);
    this.orderGone(order);
    if (this.spareOrders.length < SPARE_ORDERS_MAX) this.spareOrders.push(order);
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

  /** Whether placing `qty` on `side` passes the tier cap (`exceedsCapAtPlacement`, tiers.ts). */
  protected placementCapRefusal(member: BookMember, side: FuturesSide, qty: bigint): boolean {
    const existing = member.position;
    const same = existing !== null && existing.side === side ? existing : null;
    const resting = side === 'LONG' ? member.restingLong : member.restingShort;
    const cap = this.capAt(same?.leverage ?? member.leverage);
    return exceedsCapAtPlacement(existing, resting, side, qty, cap);
  }

  /**
   * Why a fill of `qty` on `side` at `price` would be refused, or null; nothing moves. It follows the
   * server's fill (`fill-order.ts`): the order's hold comes back first, the part against the position
   * closes, and only then is the opening part checked: the position on that side plus what opens
   * must stay within the tier cap at its leverage (MAX_POSITION_EXCEEDED), and the wallet as the
   * close left it must pay the opening margin and fee (INSUFFICIENT_BALANCE). At placement
   * (`fromHold` false) an order that adds to a CROSS position must also leave its loss at the mark in
   * the wallet, as the server's `fundsRefusal` judges (`crossLossAtMark`).
   */
  protected fillRefusal(
    member: BookMember,
    side: FuturesSide,
    qty: bigint,
    price: number,
    order: BookOrder | null,
    fromHold: boolean,
  ): FuturesRejection | null {
    const existing = member.position;
    const closeQty = existing !== null && existing.side !== side ? minBig(qty, existing.qty) : 0n;
    const openQty = qty - closeQty;
    if (openQty === 0n) return null;
    const same = existing !== null && existing.side === side ? existing : null;
    const leverage = same?.leverage ?? order?.leverage ?? member.leverage;
    if ((same?.qty ?? 0n) + openQty > this.capAt(leverage)) return 'MAX_POSITION_EXCEEDED';
    let available = member.available + (fromHold && order !== null ? order.held : 0n);
    if (closeQty > 0n && existing !== null) {
      available += closeOutcome(existing, closeQty, price, this.terms.takerFeeBps, available).balanceChange;
    }
    const cost = initialMarginMinor(openQty, leverage) + openFeeMinor(openQty, this.terms.takerFeeBps);
    const backing = !fromHold && same !== null ? this.crossLossAtMark(member) : 0n;
    return leavesLess(available, cost, backing) ? 'INSUFFICIENT_BALANCE' : null;
  }

  /**
   * What the wallet must keep for the member's CROSS position, a server rule (docs/spec-interpretations.md
   * "CROSS losses stay backed", `cross-loss.ts`): its loss at the mark; 0 when it gains, is ISOLATED or
   * there is none. The wallet backs a CROSS position, so a placement may not spend that backing and
   * leave the loss to the insurance account. The server also counts the member's CROSS positions on
   * other options, which one option's engine does not hold.
   */
  protected crossLossAtMark(member: BookMember): bigint {
    const position = member.position;
    const tick = this.tickNow;
    if (position === null || position.marginType !== 'CROSS' || tick === null) return 0n;
    const pnl = pnlMinor(directionOf(position.side), position.qty, position.entryPrice, tick.markPrice);
    return pnl < 0n ? -pnl : 0n;
  }

  /**
   * One fill of `qty` on `side` at `price`, which `fillRefusal` has passed. As the server fills: the
   * hold of a resting order goes back to the wallet whole, then the part against the position closes,
   * then the rest opens, adds to or flips the position, its margin and fee paid from the wallet.
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
    if (order !== null && fromHold) {
      this.move('RELEASE_ORDER_MARGIN', member, 'ORDER_MARGIN', 'AVAILABLE', order.held, orderId, null);
      order.held = 0n;
    }
    const existing = member.position;
    const closeQty = existing !== null && existing.side !== side ? minBig(qty, existing.qty) : 0n;
    const openQty = qty - closeQty;
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
    const current = member.position;
    let openFee = 0n;
    let openMargin = 0n;
    let targetId = orderId;
    if (openQty > 0n) {
      const leverage = current?.leverage ?? order?.leverage ?? member.leverage;
      openMargin = initialMarginMinor(openQty, leverage);
      openFee = openFeeMinor(openQty, this.terms.takerFeeBps);
      targetId = current?.positionId ?? orderId;
      this.move('OPEN_MARGIN', member, 'AVAILABLE', 'POSITION_MARGIN', openMargin, orderId, targetId);
      this.move('TAKER_FEE', member, 'AVAILABLE', 'FEES', openFee, orderId, targetId);
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
        assert(orderId !== null && order !== null, 'Only an order opens a position.');
        this.seq += 1;
        const position = newPosition(
          member,
          orderId,
          side,
          openQty,
          price,
          openMargin,
          order.leverage,
          order.marginType,
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
   * Closes `qty` of a position at `price` (`closeOutcome`): releases its share of the margin, credits
   * a gain from the house or pays a loss to it, then the fee. What pays is the released margin
   * (ISOLATED) or the whole available balance (CROSS); a loss beyond it is the insurance account's
   * (INSURANCE_DRAW), a fee beyond it is waived.
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
    const outcome = closeOutcome(position, qty, price, feeBps, member.available);
    this.move('RELEASE_MARGIN', member, 'POSITION_MARGIN', 'AVAILABLE', outcome.released, null, positionId);
    position.margin -= outcome.released;
    if (outcome.pnl > 0n) {
      this.move('REALISED_PNL', member, 'HOUSE', 'AVAILABLE', outcome.pnl, null, positionId);
    } else if (outcome.pnl < 0n) {
      this.move('REALISED_PNL', member, 'AVAILABLE', 'HOUSE', outcome.lossPaid, null, positionId);
      this.move('INSURANCE_DRAW', member, 'INSURANCE', 'HOUSE', outcome.insurance, null, positionId);
    }
    this.move(feeKind, member, 'AVAILABLE', feeAccount, outcome.fee, null, positionId);
    position.qty -= qty;
    return { pnl: outcome.pnl, fee: outcome.fee, insurance: outcome.insurance };
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
      // As the server pays it (funding.ts): a payment from the wallet first, then from the position's
      // margin, any gap from insurance; a receipt to the wallet, ISOLATED or CROSS.
      if (fee > 0n) {
        const fromAvailable = minBig(fee, member.available);
        this.move('FUNDING', member, 'AVAILABLE', 'HOUSE', fromAvailable, null, id);
        const fromMargin = minBig(fee - fromAvailable, position.margin);
        this.move('FUNDING', member, 'POSITION_MARGIN', 'HOUSE', fromMargin, null, id);
        position.margin -= fromMargin;
        this.move('INSURANCE_DRAW', member, 'INSURANCE', 'HOUSE', fee - fromAvailable - fromMargin, null, id);
      } else {
        this.move('FUNDING', member, 'HOUSE', 'AVAILABLE', -fee, null, id);
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

/**
 * Whether paying `cost` from `available` leaves less than `backing`; without a backing, no bigint is
 * made for the difference (this runs on every placement).
 */
export function leavesLess(available: bigint, cost: bigint, backing: bigint): boolean {
  return backing === 0n ? available < cost : available - cost < backing;
}
