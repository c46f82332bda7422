import type { OverseaEvent, OverseaFill, OverseaMoneyMovement, OverseaPositionView } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { Rejection } from '../../core/rejection.ts';
import { moveManyLocked } from '../../ledger/index.ts';
import type { MoveLeg } from '../../ledger/index.ts';
import { existingOrder, placedOrder, systemOrder } from './decision-writes.ts';
import type { OrderWrite, PositionWrite } from './decision-writes.ts';
import { ledgerAccountOf } from './oversea-ledger.ts';
import type { OverseaAccounts } from './oversea-ledger.ts';
import type { OverseaSite } from './oversea-site.ts';
import { writeOrders, writePositions } from './write-statements.ts';

/** What a decision wrote, in event order, for the pushes after commit. */
export type Written =
  | {
      readonly type: 'ORDER_SUCCESS' | 'ORDER_CANCEL' | 'ORDER_FILLED';
      readonly memberId: number;
      orderId: number;
    }
  | {
      readonly type: 'POSITION_OPEN' | 'POSITION_UPDATE';
      readonly memberId: number;
      readonly positionId: number;
    }
  | {
      readonly type: 'POSITION_CLOSE' | 'POSITION_LIQUID';
      readonly memberId: number;
      readonly positionId: number;
      orderId: number;
    };

/** The state of one member before the decision: their open positions by stock, their open orders. */
export interface MemberBefore {
  readonly accounts: OverseaAccounts;
  readonly positionsByStock: ReadonlyMap<string, number>;
  readonly orderIds: ReadonlySet<string>;
}

export interface PersistInput {
  readonly site: OverseaSite;
  /** Every member the decision may touch, by the engine's member key. */
  readonly members: ReadonlyMap<string, MemberBefore>;
  readonly events: readonly OverseaEvent[];
  readonly nowMs: number;
  /** The placement's request id and body hash, written on the order it places. */
  readonly request?: { readonly requestId: string; readonly hash: string };
  /** Ledger posting reference: what the action was. */
  readonly ref: string;
}

const newOrderIdSql = `SELECT nextval(pg_get_serial_sequence('oversea_order', 'id'))::int AS id`;

/** A new order id, taken before the engine names the order (it is deterministic: ids come in). */
export async function newOverseaOrderId(tx: Queryable): Promise<number> {
  const row = (await tx.query<{ id: number }>(newOrderIdSql)).rows[0];
  if (row === undefined) throw new Error('The oversea_order sequence answered nothing.');
  return row.id;
}

const newOrderIdsSql = `SELECT nextval(pg_get_serial_sequence('oversea_order', 'id'))::int AS id
  FROM generate_series(1, $1)`;

/**
 * Writes one decision of the engine, for one member or thousands: every order and position row once,
 * in its final state, by set-based statements (write-statements.ts), then every movement as postings
 * in one guarded statement. A write that finds a row no longer open throws (the members' accounts are
 * locked, so that would be a bug) and the whole decision rolls back.
 */
export async function persistDecision(
  tx: Queryable,
  input: PersistInput,
): Promise<{ written: Written[]; rejected: Rejection<'INSUFFICIENT_BALANCE'> | null }> {
  const collector = new DecisionCollector(input);
  for (const event of input.events) collector.apply(event);
  await collector.assignSystemIds(tx);
  const scope = {
    siteId: input.site.siteId,
    asset: input.site.asset,
    nowMs: input.nowMs,
    optionIdOf: (stock: string) => {
      const option = input.site.byStock.get(stock);
      if (option === undefined)
        throw new Error(`No overseas option of site ${input.site.siteId} trades ${stock}.`);
      return option.id;
    },
  };
  await writeOrders(tx, scope, [...collector.orders.values()]);
  await writePositions(tx, scope, [...collector.positions.values()]);
  const rejected = await moveManyLocked(tx, {
    siteId: input.site.siteId,
    asset: input.site.asset,
    ref: input.ref,
    legs: collector.legs,
  });
  return { written: collector.written, rejected };
}

/** Turns the engine's events into final row states, postings and the pushes' order. */
class DecisionCollector {
  readonly orders = new Map<number, OrderWrite>();
  readonly positions = new Map<number, PositionWrite>();
  readonly legs: MoveLeg[] = [];
  readonly written: Written[] = [];
  private readonly openByStock = new Map<string, Map<string, number>>();
  private nextPlaceholder = -1;
  /** Per member: the realised pnl of their last fill, for the position it closed or reduced. */
  private readonly pendingPnl = new Map<string, { positionId: number; amountMinor: bigint }>();
  /** Per member: the order row of their last fill, which a POSITION_CLOSE following it names. */
  private readonly lastFillOrder = new Map<string, number>();

  constructor(private readonly input: PersistInput) {
    for (const [key, member] of input.members) this.openByStock.set(key, new Map(member.positionsByStock));
  }

  private member(key: string): MemberBefore {
    const member = this.input.members.get(key);
    if (member === undefined)
      throw new Error(`oversea: the decision touched member ${key}, who was not loaded.`);
    return member;
  }

  private memberId(key: string): number {
    return this.member(key).accounts.memberId;
  }

  private openOf(key: string): Map<string, number> {
    let open = this.openByStock.get(key);
    if (open === undefined) {
      open = new Map();
      this.openByStock.set(key, open);
    }
    return open;
  }

  apply(event: OverseaEvent): void {
    switch (event.type) {
      case 'MONEY':
        this.money(event.movement);
        return;
      case 'ORDER_SUCCESS': {
        const memberId = this.memberId(event.order.memberId);
        const order = placedOrder(memberId, event.order, this.input.request ?? null);
        this.orders.set(order.id, order);
        this.written.push({ type: 'ORDER_SUCCESS', memberId, orderId: order.id });
        return;
      }
      case 'ORDER_CANCEL': {
        const memberId = this.memberId(event.order.memberId);
        const order = this.orderRow(memberId, event.order.memberId, event.order);
        order.status = 'CANCELLED';
        order.held = 0n;
        this.written.push({ type: 'ORDER_CANCEL', memberId, orderId: order.id });
        return;
      }
      case 'ORDER_FILLED':
        this.filled(event.order, event.fill);
        return;
      case 'POSITION_OPEN':
        this.opened(event.position);
        return;
      case 'POSITION_UPDATE':
        this.updated(event.position);
        return;
      case 'POSITION_CLOSE': {
        const key = event.position.memberId;
        const pnl = this.takePnl(key, event.position, event.fill);
        this.closed(event.position, event.fill, pnl);
        this.written.push({
          type: 'POSITION_CLOSE',
          memberId: this.memberId(key),
          positionId: Number(event.position.positionId),
          orderId: this.lastFillOrder.get(key) ?? 0,
        });
        return;
      }
      case 'POSITION_LIQUID': {
        const key = event.position.memberId;
        const memberId = this.memberId(key);
        const positionId = Number(event.position.positionId);
        const order = systemOrder(memberId, this.nextPlaceholder--, event.fill, positionId);
        this.orders.set(order.id, order);
        this.closed(event.position, event.fill, event.fill.realisedPnlMinor);
        this.written.push({ type: 'POSITION_LIQUID', memberId, positionId, orderId: order.id });
        return;
      }
    }
  }

  private money(movement: OverseaMoneyMovement): void {
    const accounts = this.member(movement.memberId).accounts;
    const from = ledgerAccountOf(accounts, movement.from);
    const to = ledgerAccountOf(accounts, movement.to);
    // The order and position margins are one OVERSEA_MARGIN account: a move between them is no posting.
    if (from !== to) this.legs.push({ from, to, amountMinor: movement.amountMinor });
  }

  /** The row of an order the decision changes: placed in this decision, or open before it. */
  private orderRow(memberId: number, key: string, view: Parameters<typeof existingOrder>[1]): OrderWrite {
    const id = Number(view.orderId);
    const known = this.orders.get(id);
    if (known !== undefined) return known;
    if (!this.member(key).orderIds.has(view.orderId))
      throw new Error(`oversea: order ${view.orderId} changed without being placed or loaded.`);
    const order = existingOrder(memberId, view);
    this.orders.set(id, order);
    return order;
  }

  private filled(view: Parameters<typeof existingOrder>[1] | null, fill: OverseaFill): void {
    const key = fill.memberId;
    const memberId = this.memberId(key);
    const existing = this.openOf(key).get(fill.stock);
    if (fill.closedLots > 0 && existing !== undefined)
      this.pendingPnl.set(key, { positionId: existing, amountMinor: fill.realisedPnlMinor });
    else this.pendingPnl.delete(key);
    let order: OrderWrite;
    if (view === null) {
      if (existing === undefined)
        throw new Error(`oversea: a ${fill.kind} fill of ${fill.stock} has no position.`);
      order = systemOrder(memberId, this.nextPlaceholder--, fill, existing);
      this.orders.set(order.id, order);
    } else if (this.orders.has(Number(view.orderId)) || this.member(key).orderIds.has(view.orderId)) {
      order = this.orderRow(memberId, key, view);
    } else {
      // A MARKET order, or a LIMIT the market already touched: placed and filled in this decision.
      order = placedOrder(memberId, view, this.input.request ?? null);
      this.orders.set(order.id, order);
    }
    order.status = 'FILLED';
    order.held = 0n;
    order.fill = fill;
    order.positionId = existing ?? order.id;
    this.lastFillOrder.set(key, order.id);
    this.written.push({ type: 'ORDER_FILLED', memberId, orderId: order.id });
  }

  private takePnl(key: string, position: OverseaPositionView, fill: OverseaFill): bigint {
    const pending = this.pendingPnl.get(key);
    this.pendingPnl.delete(key);
    if (pending === undefined || pending.positionId !== Number(position.positionId))
      return fill.realisedPnlMinor;
    return pending.amountMinor;
  }

  private opened(view: OverseaPositionView): void {
    const memberId = this.memberId(view.memberId);
    const id = Number(view.positionId);
    this.positions.set(id, {
      id,
      isNew: true,
      memberId,
      stock: view.stock,
      side: view.side,
      view,
      pnlMinor: 0n,
      close: null,
    });
    this.openOf(view.memberId).set(view.stock, id);
    this.written.push({ type: 'POSITION_OPEN', memberId, positionId: id });
  }

  private positionRow(view: OverseaPositionView): PositionWrite {
    const id = Number(view.positionId);
    const known = this.positions.get(id);
    if (known !== undefined) return known;
    const row: PositionWrite = {
      id,
      isNew: false,
      memberId: this.memberId(view.memberId),
      stock: view.stock,
      side: view.side,
      view,
      pnlMinor: 0n,
      close: null,
    };
    this.positions.set(id, row);
    return row;
  }

  private updated(view: OverseaPositionView): void {
    const row = this.positionRow(view);
    row.view = view;
    const key = view.memberId;
    const pending = this.pendingPnl.get(key);
    if (pending !== undefined && pending.positionId === row.id) {
      row.pnlMinor += pending.amountMinor;
      this.pendingPnl.delete(key);
    }
    this.written.push({ type: 'POSITION_UPDATE', memberId: row.memberId, positionId: row.id });
  }

  private closed(view: OverseaPositionView, fill: OverseaFill, pnl: bigint): void {
    const row = this.positionRow(view);
    row.view = view;
    row.pnlMinor += pnl;
    row.close = fill;
    this.openOf(view.memberId).delete(view.stock);
  }

  /** Gives the rows of fills no member's order made (TP/SL, losscut, session end) their ids, in one query. */
  async assignSystemIds(tx: Queryable): Promise<void> {
    const count = -1 - this.nextPlaceholder;
    if (count === 0) return;
    const ids = (await tx.query<{ id: number }>(newOrderIdsSql, [count])).rows.map((row) => row.id);
    const idOf = (placeholder: number) => (placeholder < 0 ? (ids[-1 - placeholder] as number) : placeholder);
    for (const order of [...this.orders.values()]) {
      if (order.id >= 0) continue;
      this.orders.delete(order.id);
      order.id = idOf(order.id);
      this.orders.set(order.id, order);
    }
    for (const item of this.written) if ('orderId' in item) item.orderId = idOf(item.orderId);
  }
}
