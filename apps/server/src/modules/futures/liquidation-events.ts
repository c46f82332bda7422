import { crossQueue, formatMinor, futuresQueue } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import type { MarkSource } from './feed-prices.ts';
import { crossFigures } from './futures-events.ts';
import { futuresAsset } from './futures-ledger.ts';
import type { LiquidatedPosition, LiquidationPlan } from './liquidation-plan.ts';
import type { LockedAccount } from './liquidation-writes.ts';
import { orderRecord } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { positionRecord } from './position-records.ts';
import type { PositionRow } from './position-records.ts';

// The pushes of a liquidation batch, the same as `liquidatePosition` queues one position at a time
// (futures-events.ts: ORDER_FILLED, POSITION_LIQUID, then `/user/queue/cross`). The order and the
// closed position are the rows the batch just wrote, so they are built from its plan (what it wrote)
// rather than read back; only the cross figures, which count the members' other open positions, are
// read, in one query for the batch. Queued inside the batch's transaction, sent after it commits.

interface Written {
  readonly plan: LiquidationPlan;
  /** The LIQUIDATION order of each position, by position id. */
  readonly orderIds: ReadonlyMap<number, number>;
  /** The members' locked wallets, by member: their balance before the batch. */
  readonly wallets: ReadonlyMap<number, LockedAccount>;
  readonly siteId: number;
  readonly nowMs: number;
}

/** The LIQUIDATION order as `orderSelect` reads it back after the batch. */
function orderRow(written: Written, row: LiquidatedPosition, orderId: number): OrderRow {
  const { position, terms } = row;
  const now = new Date(written.nowMs);
  return {
    id: orderId,
    site_id: written.siteId,
    member_id: position.memberId,
    futures_option_id: position.optionId,
    futures_position_id: position.id,
    stock: terms.option.stock,
    price_precision: terms.option.pricePrecision,
    asset: futuresAsset,
    trade_type: position.side === 'LONG' ? 'SHORT' : 'LONG',
    market_type: 'LIQUIDATION',
    status: 'FILLED',
    qty: position.qty.toString(),
    price: null,
    stop_price: null,
    is_mark: true,
    leverage: position.leverage,
    margin_type: position.marginType,
    margin: '0',
    fee: row.feePaid.toString(),
    // The system's order asks for no TP/SL (migration 0015's defaults).
    take_profit: null,
    stop_loss: null,
    is_mark_tp: false,
    is_mark_sl: false,
    hold_id: null,
    fill_price: terms.tick.price.toString(),
    fill_tick_at: new Date(terms.tick.atMs),
    fill_source: terms.tick.source,
    created_at: now,
    updated_at: now,
  };
}

/** The closed position as `positionSelect` reads it back after the batch (its TP/SL cancelled). */
function positionRow(written: Written, row: LiquidatedPosition): PositionRow {
  const { position, terms } = row;
  const wallet = written.wallets.get(position.memberId);
  if (wallet === undefined) throw new Error(`Position ${position.id} was liquidated with no wallet locked.`);
  const available = wallet.balance + (written.plan.deltas.get(wallet.id) ?? 0n);
  const now = new Date(written.nowMs);
  return {
    id: position.id,
    site_id: written.siteId,
    member_id: position.memberId,
    futures_option_id: position.optionId,
    stock: terms.option.stock,
    price_precision: terms.option.pricePrecision,
    status: 'CLOSED',
    trade_type: position.side,
    margin_type: position.marginType,
    leverage: position.leverage,
    qty: position.qty.toString(),
    entry_price: position.entryPrice.toString(),
    margin: '0',
    minus_funding_fee: position.minusFundingFee.toString(),
    realized_pnl: (position.realizedPnl + row.realizedPnl).toString(),
    close_type: 'LIQUIDATION',
    close_price: terms.tick.price.toString(),
    close_tick_at: new Date(terms.tick.atMs),
    close_source: terms.tick.source,
    take_profit: null,
    is_mark_tp: null,
    stop_loss: null,
    is_mark_sl: null,
    available: available.toString(),
    opened_at: position.openedAt,
    updated_at: now,
  };
}

export async function queueLiquidationEvents(
  tx: Queryable,
  events: EventSink,
  input: Written & { readonly marks: MarkSource },
): Promise<void> {
  const liquidated = input.plan.liquidated;
  const members = [...new Set(liquidated.map((row) => row.position.memberId))];
  const cross = await crossFigures(tx, members, input.marks);
  for (const row of liquidated) {
    const { position, terms, realizedPnl } = row;
    const orderId = input.orderIds.get(position.id);
    const figures = cross.get(position.memberId);
    if (orderId === undefined || figures === undefined)
      throw new Error(`Position ${position.id} or its liquidation vanished inside its own transaction.`);
    const target = { kind: 'member', memberId: position.memberId } as const;
    events.publish(
      futuresQueue,
      { type: 'ORDER_FILLED', ...orderRecord(orderRow(input, row, orderId)) },
      target,
    );
    const price = formatUnits(terms.tick.price, terms.option.pricePrecision);
    events.publish(
      futuresQueue,
      {
        type: 'POSITION_LIQUID',
        ...positionRecord(positionRow(input, row), terms.option.terms, terms.tick.price),
        marketType: 'LIQUIDATION',
        closePrice: price,
        realizedPnl: formatMinor('USDT', realizedPnl),
        closeTick: { source: terms.tick.source, at: new Date(terms.tick.atMs).toISOString(), price },
      },
      target,
    );
    events.publish(crossQueue, figures, target);
  }
}
