import type { Direction } from './formulas.ts';
import type { LevelEntry, LevelIndex } from './level-index.ts';
import type { PairedEntry } from './trigger-pair.ts';
import type {
  FuturesCommand,
  FuturesMarginType,
  FuturesMemberView,
  FuturesOrderType,
  FuturesOrderView,
  FuturesPositionView,
  FuturesResult,
  FuturesSide,
  FuturesTerms,
  TriggerSetting,
} from './types.ts';

/**
 * The mutable records both futures engines keep, and the rules they share word for word: when a
 * price crosses an order, how a command is validated. The views are copies handed out in events.
 */
export interface BookMember {
  readonly memberId: string;
  available: bigint;
  leverage: number;
  marginType: FuturesMarginType;
  fundingPaid: bigint;
  /**
   * Qty of the resting LONG orders and of the resting SHORT ones: what may open on that side, which
   * placement counts against the tier cap (`placementCapRefusal`); both together are what the
   * server's `qty_per` counts as used.
   */
  restingLong: bigint;
  restingShort: bigint;
  /**
   * The member's resting orders, in no order (`linkOrder` / `unlinkOrder`; `ordersBySeq` sorts):
   * each order knows its slot, so a placement appends and a cancel moves the last order into the
   * freed slot. An intrusive list touched the neighbouring orders instead (the head's back link on
   * every placement, both neighbours on every cancel), each a cold object of a large book.
   */
  readonly orders: BookOrder[];
  position: BookPosition | null;
}

/**
 * A resting order is its own entry in `FuturesBook`'s price-level index (the link fields below): one
 * object per resting order instead of an order and an entry that points at it, which is one
 * allocation and one surviving object less per rest (the profile's garbage collection). The
 * reference engine leaves the link fields null.
 */
export interface BookOrder extends LevelEntry<BookOrder> {
  // Its fields are all writable only so that a spare order can be renewed (`newOrder`); nothing else
  // writes the ones an order keeps for life (id, member, side, type, qty, leverage, margin type).
  /** What a tick crossed is an order or a position's trigger (`Crossed`): this tells them apart. */
  readonly kind: 'ORDER';
  orderId: number;
  /**
   * Its member (whose id is the order's member id), so that a cancel, an amend or a fill reaches the
   * member from the order it has already found instead of a second map lookup by id.
   */
  member: BookMember;
  side: FuturesSide;
  type: FuturesOrderType;
  qty: bigint;
  price: number | null;
  stopPrice: number | null;
  triggered: boolean;
  leverage: number;
  marginType: FuturesMarginType;
  held: bigint;
  seq: number;
  /** The index the order rests in (by limit or by stop, falling or rising side); null when out. */
  restingIn: LevelIndex<BookOrder> | null;
  /** Its rank and links in `restingIn` (see `LevelIndex`). */
  rank: number;
  indexed: boolean;
  prev: BookOrder | null;
  next: BookOrder | null;
  /** Its index in its member's `orders` while it rests there; −1 when out. */
  slotOfMember: number;
}

export interface BookPosition {
  readonly positionId: number;
  readonly memberId: string;
  readonly side: FuturesSide;
  qty: bigint;
  entryPrice: number;
  margin: bigint;
  readonly leverage: number;
  readonly marginType: FuturesMarginType;
  /** Opening order in the shared sequence: liquidations in one tick go by it. */
  readonly seq: number;
  liq: number | null;
  warn: number | null;
  /** False until the first computation of liq and warn. */
  computed: boolean;
  /** Whether the warning already fired for the current liq/warn prices (persisted in the view). */
  warned: boolean;
  tp: TriggerSetting | null;
  sl: TriggerSetting | null;
  tpSeq: number;
  slSeq: number;
  funding: bigint;
  liqEntry: Trigger | null;
  warnEntry: Trigger | null;
  tpEntry: Trigger | null;
  slEntry: Trigger | null;
}

export type TriggerKind = 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION' | 'WARN';

/**
 * An entry of a position's trigger index (TP, SL, liquidation, warning); `live` turns false when it
 * is withdrawn after being popped. Resting orders are their own entries (`BookOrder`).
 */
export interface Trigger extends PairedEntry<Trigger> {
  readonly kind: TriggerKind;
  /** Its sequence (TP/SL setting, position opening): what a tick crossed is decided by it. */
  seq: number;
  readonly position: BookPosition;
  live: boolean;
  indexed: boolean;
  prev: Trigger | null;
  next: Trigger | null;
}

/**
 * A new order, out of every index and list: one shape for every order (one hidden class), built
 * from arguments rather than an options object so that a placement allocates nothing more. Given a
 * `spare` (an order the book has forgotten: out of every index, list and map), it renews that object
 * instead of allocating one, as exchange-core pools its orders: a resting order lives long, so a new
 * one survives two scavenges and is copied twice, which was the largest part of the engine's garbage
 * collection; a renewed one is already in the old generation.
 */
export function newOrder(
  spare: BookOrder | undefined,
  orderId: number,
  member: BookMember,
  side: FuturesSide,
  type: FuturesOrderType,
  qty: bigint,
  price: number | null,
  stopPrice: number | null,
  triggered: boolean,
  leverage: number,
  marginType: FuturesMarginType,
  held: bigint,
  seq: number,
): BookOrder {
  if (spare === undefined) {
    return {
      kind: 'ORDER',
      orderId,
      member,
      side,
      type,
      qty,
      price,
      stopPrice,
      triggered,
      leverage,
      marginType,
      held,
      seq,
      restingIn: null,
      rank: 0,
      indexed: false,
      prev: null,
      next: null,
      slotOfMember: -1,
    };
  }
  spare.orderId = orderId;
  spare.member = member;
  spare.side = side;
  spare.type = type;
  spare.qty = qty;
  spare.price = price;
  spare.stopPrice = stopPrice;
  spare.triggered = triggered;
  spare.leverage = leverage;
  spare.marginType = marginType;
  spare.held = held;
  spare.seq = seq;
  spare.restingIn = null;
  spare.rank = 0;
  spare.indexed = false;
  spare.prev = null;
  spare.next = null;
  spare.slotOfMember = -1;
  return spare;
}

export function linkOrder(member: BookMember, order: BookOrder): void {
  if (order.side === 'LONG') member.restingLong += order.qty;
  else member.restingShort += order.qty;
  order.slotOfMember = member.orders.length;
  member.orders.push(order);
}

export function unlinkOrder(member: BookMember, order: BookOrder): void {
  if (order.side === 'LONG') member.restingLong -= order.qty;
  else member.restingShort -= order.qty;
  const orders = member.orders;
  const slot = order.slotOfMember;
  const last = orders.pop() as BookOrder;
  if (last !== order) {
    orders[slot] = last;
    last.slotOfMember = slot;
  }
  order.slotOfMember = -1;
}

/** The member's resting orders by seq (placement, or the last amend). */
export function ordersBySeq(member: BookMember): BookOrder[] {
  return member.orders.slice().sort((a, b) => a.seq - b.seq);
}

export function directionOf(side: FuturesSide): Direction {
  return side === 'LONG' ? 1 : -1;
}

export function opposite(side: FuturesSide): FuturesSide {
  return side === 'LONG' ? 'SHORT' : 'LONG';
}

/** A LIMIT is crossed when the last price reaches it: LONG at or below, SHORT at or above. */
export function limitCrossed(side: FuturesSide, price: number, last: number): boolean {
  return side === 'LONG' ? last <= price : last >= price;
}

/** A STOP fires when the price moves through it: LONG at or above, SHORT at or below. */
export function stopCrossed(side: FuturesSide, stopPrice: number, last: number): boolean {
  return side === 'LONG' ? last >= stopPrice : last <= stopPrice;
}

/** A TP fires when the price reaches the profit side; an SL the loss side (of the position's side). */
export function takeProfitCrossed(side: FuturesSide, trigger: number, price: number): boolean {
  return side === 'LONG' ? price >= trigger : price <= trigger;
}

export function stopLossCrossed(side: FuturesSide, trigger: number, price: number): boolean {
  return side === 'LONG' ? price <= trigger : price >= trigger;
}

export function isPrice(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0;
}

export function newMember(
  terms: FuturesTerms,
  command: Extract<FuturesCommand, { type: 'SYNC_MEMBER' }>,
): BookMember {
  return {
    memberId: command.memberId,
    available: command.availableMinor,
    leverage: command.leverage ?? terms.defaultLeverage,
    marginType: command.marginType ?? terms.defaultMarginType,
    fundingPaid: command.fundingPaidMinor ?? 0n,
    restingLong: 0n,
    restingShort: 0n,
    orders: [],
    position: null,
  };
}

/**
 * The refusals of a PLACE that need no state beyond the terms, in the server's order
 * (`order-input.ts`): below the minimum, then off the qty step, then a missing or bad price. A price
 * the order type does not take is ignored, as the wire drops it.
 */
export function checkPlaceInput(
  terms: FuturesTerms,
  command: Extract<FuturesCommand, { type: 'PLACE' }>,
): FuturesResult | null {
  const qty = command.qtyMinor;
  if (qty <= 0n || qty < terms.minQtyMinor) return { ok: false, code: 'INVESTMENT_AMOUNT_TOO_SMALL' };
  if (qty % terms.qtyStepMinor !== 0n) return { ok: false, code: 'QUANTITY_UNIT_MISMATCH' };
  const type = command.orderType;
  if ((type === 'LIMIT' || type === 'STOPLIMIT') && !isPrice(command.price)) {
    return { ok: false, code: 'ORDER_PRICE_INVALID' };
  }
  if ((type === 'STOPMARKET' || type === 'STOPLIMIT') && !isPrice(command.stopPrice)) {
    return { ok: false, code: 'ORDER_PRICE_INVALID' };
  }
  return null;
}

/** Whether a leverage is one the option allows. */
export function leverageAllowed(terms: FuturesTerms, leverage: number): boolean {
  return Number.isInteger(leverage) && leverage >= 1 && leverage <= terms.maxLeverage;
}

export function memberView(member: BookMember): FuturesMemberView {
  return {
    memberId: member.memberId,
    availableMinor: member.available,
    leverage: member.leverage,
    marginType: member.marginType,
    fundingPaidMinor: member.fundingPaid,
  };
}

export function orderView(order: BookOrder): FuturesOrderView {
  return {
    orderId: order.orderId,
    memberId: order.member.memberId,
    side: order.side,
    type: order.type,
    qtyMinor: order.qty,
    price: order.price,
    stopPrice: order.stopPrice,
    triggered: order.triggered,
    leverage: order.leverage,
    marginType: order.marginType,
    heldMinor: order.held,
    seq: order.seq,
  };
}

export function positionView(position: BookPosition): FuturesPositionView {
  return {
    positionId: position.positionId,
    memberId: position.memberId,
    side: position.side,
    qtyMinor: position.qty,
    entryPrice: position.entryPrice,
    marginMinor: position.margin,
    leverage: position.leverage,
    marginType: position.marginType,
    liquidationPrice: position.liq,
    takeProfit: position.tp,
    stopLoss: position.sl,
    fundingPaidMinor: position.funding,
    seq: position.seq,
    takeProfitSeq: position.tp === null ? 0 : position.tpSeq,
    stopLossSeq: position.sl === null ? 0 : position.slSeq,
    warned: position.warned,
  };
}

export function newPosition(
  member: BookMember,
  positionId: number,
  side: FuturesSide,
  qty: bigint,
  entryPrice: number,
  margin: bigint,
  leverage: number,
  marginType: FuturesMarginType,
  seq: number,
): BookPosition {
  return {
    positionId,
    memberId: member.memberId,
    side,
    qty,
    entryPrice,
    margin,
    leverage,
    marginType,
    seq,
    liq: null,
    warn: null,
    computed: false,
    warned: false,
    tp: null,
    sl: null,
    tpSeq: 0,
    slSeq: 0,
    funding: 0n,
    liqEntry: null,
    warnEntry: null,
    tpEntry: null,
    slEntry: null,
  };
}
