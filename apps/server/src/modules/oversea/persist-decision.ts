import type {
  OverseaEvent,
  OverseaFill,
  OverseaMoneyMovement,
  OverseaOrderView,
  OverseaPositionView,
} from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { Rejection } from '../../core/rejection.ts';
import { postMovements } from './oversea-ledger.ts';
import type { OverseaAccounts } from './oversea-ledger.ts';
import type { OverseaSite } from './oversea-site.ts';

/** What a decision wrote, in event order, for the pushes after commit. */
export type Written =
  | { readonly type: 'ORDER_SUCCESS' | 'ORDER_CANCEL' | 'ORDER_FILLED'; readonly orderId: number }
  | { readonly type: 'POSITION_OPEN' | 'POSITION_UPDATE'; readonly positionId: number }
  | {
      readonly type: 'POSITION_CLOSE' | 'POSITION_LIQUID';
      readonly positionId: number;
      readonly orderId: number;
    };

export interface PersistInput {
  readonly site: OverseaSite;
  readonly accounts: OverseaAccounts;
  readonly events: readonly OverseaEvent[];
  /** The member's open positions by stock and their resting orders before the decision (ids). */
  readonly positionsBefore: ReadonlyMap<string, number>;
  readonly ordersBefore: ReadonlySet<string>;
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

const insertOrderSql = `INSERT INTO oversea_order (id, site_id, member_id, oversea_option_id, oversea_position_id,
    stock, asset, trade_type, market_type, session_end, member_placed, status, qty, price, tp_tick, sl_tick, seq,
    held, fee, realized_pnl, closed_lots, opened_lots, request_id, request_hash, fill_price, fill_tick_at,
    fill_source, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::numeric, $19::numeric,
    $20::numeric, $21, $22, $23, $24, $25, $26, $27, $28, $28)`;

const cancelOrderSql = `UPDATE oversea_order SET status = 'CANCELLED', held = 0, updated_at = $2
  WHERE id = $1 AND status = 'OPEN'`;

const fillOrderSql = `UPDATE oversea_order SET status = 'FILLED', held = 0, oversea_position_id = $2,
    fee = $3::numeric, realized_pnl = $4::numeric, closed_lots = $5, opened_lots = $6, fill_price = $7,
    fill_tick_at = $8, fill_source = $9, updated_at = $10
  WHERE id = $1 AND status = 'OPEN'`;

const insertPositionSql = `INSERT INTO oversea_position (id, site_id, member_id, oversea_option_id, stock, asset,
    trade_type, qty, entry_price, margin, tp_tick, sl_tick, seq, tp_seq, sl_seq, is_overnight, opened_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11, $12, $13, $14, $15, $16, $17, $17)`;

const updatePositionSql = `UPDATE oversea_position SET qty = $2, entry_price = $3, margin = $4::numeric,
    tp_tick = $5, sl_tick = $6, tp_seq = $7, sl_seq = $8, is_overnight = $9,
    realized_pnl = realized_pnl + $10::numeric, updated_at = $11
  WHERE id = $1 AND status = 'OPEN'`;

const closePositionSql = `UPDATE oversea_position SET status = 'CLOSED', margin = 0,
    realized_pnl = realized_pnl + $2::numeric, close_type = $3, close_price = $4, close_tick_at = $5,
    close_source = $6, closed_at = $7, updated_at = $7
  WHERE id = $1 AND status = 'OPEN'`;

/** The wire's order type of a fill the engine made without a member's order. */
function systemMarketType(kind: OverseaFill['kind']): 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION' | 'MARKET' {
  if (kind === 'TAKEPROFIT' || kind === 'STOPLOSS' || kind === 'LIQUIDATION') return kind;
  // A session-end close has no wire name of its own: a MARKET row marked `session_end`.
  return 'MARKET';
}

/** The close type a position records: the fill kind, session end recorded as MARKET. */
function closeType(kind: OverseaFill['kind']): string {
  return kind === 'SESSION_END' ? 'MARKET' : kind;
}

/**
 * Writes one decision of the engine for one member: order and position rows in event order, then
 * every movement as postings in one guarded statement. Each write is guarded by the state it expects
 * (an OPEN row), and a write that finds it otherwise throws: the member's accounts are locked, so
 * that would be a bug, and the whole action rolls back.
 */
export async function persistDecision(
  tx: Queryable,
  input: PersistInput,
): Promise<{ written: Written[]; rejected: Rejection<'INSUFFICIENT_BALANCE'> | null }> {
  const writer = new DecisionWriter(tx, input);
  for (const event of input.events) await writer.apply(event);
  const rejected = await postMovements(tx, input.accounts, writer.movements, input.ref);
  return { written: writer.written, rejected };
}

class DecisionWriter {
  readonly movements: OverseaMoneyMovement[] = [];
  readonly written: Written[] = [];
  private readonly rows = new Set<string>();
  private readonly openByStock: Map<string, number>;
  private readonly at: Date;
  /** The realised pnl of the last fill, for the position it closed or reduced. */
  private pendingPnl: { positionId: number; amountMinor: bigint } | null = null;
  /** The order row of the last fill, which a POSITION_CLOSE following it names. */
  private lastFillOrder = 0;

  constructor(
    private readonly tx: Queryable,
    private readonly input: PersistInput,
  ) {
    this.openByStock = new Map(input.positionsBefore);
    for (const id of input.ordersBefore) this.rows.add(id);
    this.at = new Date(input.nowMs);
  }

  async apply(event: OverseaEvent): Promise<void> {
    switch (event.type) {
      case 'MONEY':
        this.movements.push(event.movement);
        return;
      case 'ORDER_SUCCESS':
        await this.insertOrder(event.order, null);
        this.written.push({ type: 'ORDER_SUCCESS', orderId: Number(event.order.orderId) });
        return;
      case 'ORDER_CANCEL':
        await this.expectOne(cancelOrderSql, [Number(event.order.orderId), this.at], 'cancel order');
        this.written.push({ type: 'ORDER_CANCEL', orderId: Number(event.order.orderId) });
        return;
      case 'ORDER_FILLED':
        await this.filled(event.order, event.fill);
        return;
      case 'POSITION_OPEN':
        await this.openPosition(event.position);
        return;
      case 'POSITION_UPDATE':
        await this.updatePosition(event.position);
        return;
      case 'POSITION_CLOSE':
        await this.closePosition(event.position, event.fill, this.takePnl(event.position, event.fill));
        this.written.push({
          type: 'POSITION_CLOSE',
          positionId: Number(event.position.positionId),
          orderId: this.lastFillOrder,
        });
        return;
      case 'POSITION_LIQUID': {
        const orderId = await newOverseaOrderId(this.tx);
        await this.insertFilled(orderId, event.fill, Number(event.position.positionId));
        await this.closePosition(event.position, event.fill, event.fill.realisedPnlMinor);
        this.written.push({
          type: 'POSITION_LIQUID',
          positionId: Number(event.position.positionId),
          orderId,
        });
        return;
      }
    }
  }

  private option(stock: string) {
    const option = this.input.site.byStock.get(stock);
    if (option === undefined)
      throw new Error(`No overseas option of site ${this.input.site.siteId} trades ${stock}.`);
    return option;
  }

  private async expectOne(sql: string, params: unknown[], what: string): Promise<void> {
    const result = await this.tx.query(sql, params);
    if (result.rowCount !== 1) throw new Error(`oversea: ${what} ${String(params[0])} found no open row.`);
  }

  private async insertOrder(order: OverseaOrderView, fill: OverseaFill | null): Promise<void> {
    const { accounts } = this.input;
    const orderId = Number(order.orderId);
    const request = this.input.request;
    const positionId = fill === null ? null : (this.openByStock.get(order.stock) ?? orderId);
    await this.tx.query(insertOrderSql, [
      orderId,
      accounts.siteId,
      accounts.memberId,
      this.option(order.stock).id,
      positionId,
      order.stock,
      accounts.asset,
      order.side,
      order.type,
      false,
      true,
      fill === null ? 'OPEN' : 'FILLED',
      order.lots,
      order.type === 'MARKET' ? null : order.price,
      order.tpTick,
      order.slTick,
      order.seq,
      fill === null ? order.heldMinor.toString() : '0',
      (fill?.feeMinor ?? 0n).toString(),
      (fill?.realisedPnlMinor ?? 0n).toString(),
      fill?.closedLots ?? 0,
      fill?.openedLots ?? 0,
      request?.requestId ?? null,
      request?.hash ?? null,
      fill?.price ?? null,
      fill === null ? null : new Date(fill.tick.atMs),
      fill?.tick.source ?? null,
      this.at,
    ]);
    this.rows.add(order.orderId);
  }

  /** A fill the engine made without a member's order: TP, SL, a losscut or a session end. */
  private async insertFilled(orderId: number, fill: OverseaFill, positionId: number): Promise<void> {
    const { accounts } = this.input;
    await this.tx.query(insertOrderSql, [
      orderId,
      accounts.siteId,
      accounts.memberId,
      this.option(fill.stock).id,
      positionId,
      fill.stock,
      accounts.asset,
      fill.side,
      systemMarketType(fill.kind),
      fill.kind === 'SESSION_END',
      false,
      'FILLED',
      fill.lots,
      null,
      null,
      null,
      0,
      '0',
      fill.feeMinor.toString(),
      fill.realisedPnlMinor.toString(),
      fill.closedLots,
      fill.openedLots,
      null,
      null,
      fill.price,
      new Date(fill.tick.atMs),
      fill.tick.source,
      this.at,
    ]);
  }

  private async filled(order: OverseaOrderView | null, fill: OverseaFill): Promise<void> {
    const existing = this.openByStock.get(fill.stock);
    this.pendingPnl =
      fill.closedLots > 0 && existing !== undefined
        ? { positionId: existing, amountMinor: fill.realisedPnlMinor }
        : null;
    let orderId: number;
    if (order === null) {
      orderId = await newOverseaOrderId(this.tx);
      if (existing === undefined)
        throw new Error(`oversea: a ${fill.kind} fill of ${fill.stock} has no position.`);
      await this.insertFilled(orderId, fill, existing);
    } else if (this.rows.has(order.orderId)) {
      orderId = Number(order.orderId);
      await this.expectOne(
        fillOrderSql,
        [
          orderId,
          existing ?? orderId,
          fill.feeMinor.toString(),
          fill.realisedPnlMinor.toString(),
          fill.closedLots,
          fill.openedLots,
          fill.price,
          new Date(fill.tick.atMs),
          fill.tick.source,
          this.at,
        ],
        'fill order',
      );
    } else {
      orderId = Number(order.orderId);
      await this.insertOrder(order, fill);
    }
    this.lastFillOrder = orderId;
    this.written.push({ type: 'ORDER_FILLED', orderId });
  }

  private takePnl(position: OverseaPositionView, fill: OverseaFill): bigint {
    const pending = this.pendingPnl;
    this.pendingPnl = null;
    if (pending === null || pending.positionId !== Number(position.positionId)) return fill.realisedPnlMinor;
    return pending.amountMinor;
  }

  private async openPosition(position: OverseaPositionView): Promise<void> {
    const { accounts } = this.input;
    const positionId = Number(position.positionId);
    await this.tx.query(insertPositionSql, [
      positionId,
      accounts.siteId,
      accounts.memberId,
      this.option(position.stock).id,
      position.stock,
      accounts.asset,
      position.side,
      position.lots,
      position.entryPrice,
      position.marginMinor.toString(),
      position.tpTick,
      position.slTick,
      position.seq,
      position.tpSeq,
      position.slSeq,
      position.overnight,
      this.at,
    ]);
    this.openByStock.set(position.stock, positionId);
    this.written.push({ type: 'POSITION_OPEN', positionId });
  }

  private async updatePosition(position: OverseaPositionView): Promise<void> {
    const positionId = Number(position.positionId);
    const pending = this.pendingPnl;
    const pnl = pending !== null && pending.positionId === positionId ? pending.amountMinor : 0n;
    if (pending !== null && pending.positionId === positionId) this.pendingPnl = null;
    await this.expectOne(
      updatePositionSql,
      [
        positionId,
        position.lots,
        position.entryPrice,
        position.marginMinor.toString(),
        position.tpTick,
        position.slTick,
        position.tpSeq,
        position.slSeq,
        position.overnight,
        pnl.toString(),
        this.at,
      ],
      'update position',
    );
    this.written.push({ type: 'POSITION_UPDATE', positionId });
  }

  private async closePosition(position: OverseaPositionView, fill: OverseaFill, pnl: bigint): Promise<void> {
    const positionId = Number(position.positionId);
    await this.expectOne(
      closePositionSql,
      [
        positionId,
        pnl.toString(),
        closeType(fill.kind),
        fill.price,
        new Date(fill.tick.atMs),
        fill.tick.source,
        this.at,
      ],
      'close position',
    );
    this.openByStock.delete(position.stock);
  }
}
