import { orderView } from './book-model.ts';
import type { BookOrder } from './book-model.ts';
import type {
  FuturesAccount,
  FuturesDecision,
  FuturesEvent,
  FuturesMoneyKind,
  FuturesOrderView,
  FuturesResult,
} from './types.ts';

/** The published shapes are readonly; the buffer's own copies are rewritten in place. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface PooledMovement {
  kind: FuturesMoneyKind;
  memberId: string;
  from: FuturesAccount;
  to: FuturesAccount;
  amountMinor: bigint;
  orderId: number | null;
  positionId: number | null;
}

interface PooledMoney {
  readonly type: 'MONEY';
  readonly movement: PooledMovement;
}

/** An order view the pool rewrites in place: `orderView`'s shape, writable. */
type PooledOrderView = Mutable<FuturesOrderView>;

/** The order events a place, a cancel and an amend publish: one shape, so one pool. */
export type OrderEventType = 'ORDER_SUCCESS' | 'ORDER_CANCEL' | 'ORDER_UPDATE';

interface PooledOrderEvent {
  type: OrderEventType;
  readonly order: PooledOrderView;
}

/**
 * The futures book's answer to `decide`, reused from one command to the next: one decision object,
 * one events array, and pools of the events every place, cancel and amend publishes (MONEY and the
 * order events, with their movement and order view). Allocating them fresh for each command was
 * most of the engine's garbage (about 380 of the 664 bytes a placement allocated) and so most of its
 * garbage collection. Hence the contract of `FuturesEngine.decide`: what it answers is valid until
 * the next `decide` of the same engine; a caller that keeps it longer copies it (`copyDecision`).
 * Events of the rarer kinds (fills, positions, warnings) are still allocated per event.
 */
export class DecisionBuffer {
  private readonly decision: Mutable<FuturesDecision> = { result: { ok: true }, events: [] };
  private readonly money: PooledMoney[] = [];
  private moneyUsed = 0;
  private readonly orderEvents: PooledOrderEvent[] = [];
  private orderEventsUsed = 0;

  /** Starts a command: its events so far are none, and every pooled event is free again. */
  begin(): void {
    // Popped rather than `length = 0`, which is a call into the runtime (1.5 % of the mix's profile);
    // a command has one or two events, seldom more.
    const events = this.decision.events;
    while (events.length > 0) events.pop();
    this.moneyUsed = 0;
    this.orderEventsUsed = 0;
  }

  emit(event: FuturesEvent): void {
    this.decision.events.push(event);
  }

  finish(result: FuturesResult): FuturesDecision {
    this.decision.result = result;
    return this.decision;
  }

  /** A MONEY event (not yet emitted) from the pool, written with this movement. */
  moneyEvent(
    kind: FuturesMoneyKind,
    memberId: string,
    from: FuturesAccount,
    to: FuturesAccount,
    amountMinor: bigint,
    orderId: number | null,
    positionId: number | null,
  ): FuturesEvent {
    let event = this.money[this.moneyUsed];
    if (event === undefined) {
      event = { type: 'MONEY', movement: { kind, memberId, from, to, amountMinor, orderId, positionId } };
      this.money.push(event);
    } else {
      const movement = event.movement;
      movement.kind = kind;
      movement.memberId = memberId;
      movement.from = from;
      movement.to = to;
      movement.amountMinor = amountMinor;
      movement.orderId = orderId;
      movement.positionId = positionId;
    }
    this.moneyUsed += 1;
    return event;
  }

  /**
   * An order event (not yet emitted) from the pool, its view copied from `order` now: a cancel takes
   * it before the order's hold is released, so the view shows the hold the order had.
   */
  orderEvent(type: OrderEventType, order: BookOrder): FuturesEvent {
    let event = this.orderEvents[this.orderEventsUsed];
    if (event === undefined) {
      // The first copy is `orderView`'s own object: one shape for both.
      event = { type, order: orderView(order) };
      this.orderEvents.push(event);
    } else {
      event.type = type;
      const view = event.order;
      view.orderId = order.orderId;
      view.memberId = order.member.memberId;
      view.side = order.side;
      view.type = order.type;
      view.qtyMinor = order.qty;
      view.price = order.price;
      view.stopPrice = order.stopPrice;
      view.triggered = order.triggered;
      view.leverage = order.leverage;
      view.marginType = order.marginType;
      view.heldMinor = order.held;
      view.seq = order.seq;
    }
    this.orderEventsUsed += 1;
    return event;
  }
}
