import { crossQueue, formatMinor, futuresQueue } from '@baro/contracts';
import { formatUnits, pnlMinor } from '@baro/domain';
import type { EventSink } from '../../realtime/bus.ts';
import type { MarkSource } from './feed-prices.ts';
import { futuresAsset } from './futures-ledger.ts';
import type { LiquidatedPosition, LiquidationPlan, SweepTerms } from './liquidation-plan.ts';
import type { LockedAccount, MemberPosition } from './liquidation-writes.ts';
import { orderRecord } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { directionOf, positionRecord } from './position-records.ts';
import type { PositionRow } from './position-records.ts';
import { yieldToEventLoop } from './yield-to-event-loop.ts';

// The pushes of a liquidation batch, the same as `liquidatePosition` queues one position at a time
// (futures-events.ts: ORDER_FILLED, POSITION_LIQUID, then `/user/queue/cross`). Nothing is read back:
// the order and the closed position are the rows the batch just wrote, built from its plan; the cross
// figures are the wallet as the plan left it and the member's positions the batch's first statement
// read, less those it closed (futures-events.ts `crossFigures` reads the same after the writes, and a
// test compares the two). Built and sent after the batch's transaction commits (liquidation-sweep.ts).

/** What a committed batch's pushes are built from (liquidation-batch.ts). */
export interface LiquidationPushes {
  readonly plan: LiquidationPlan;
  /** The LIQUIDATION order of each position, by position id. */
  readonly orderIds: ReadonlyMap<number, number>;
  /** The members' locked wallets, by member: their balance before the batch. */
  readonly wallets: ReadonlyMap<number, LockedAccount>;
  /** Every open position of the members before the batch (liquidation-writes.ts `lockSweep`). */
  readonly open: readonly MemberPosition[];
  readonly siteId: number;
  readonly nowMs: number;
  readonly marks: MarkSource;
}

/**
 * A time every record of a batch shows (the batch's, a deciding tick's), its ISO text made once: the
 * records call `toISOString` on it five times per liquidation, 100,000 calls of about 0.4 µs for a
 * sweep of 20,000, where the text never changes. Made here and never mutated.
 */
class BatchTime extends Date {
  readonly #iso = super.toISOString();

  override toISOString(): string {
    return this.#iso;
  }
}

/**
 * What every row of one deciding tick shares, made once per batch rather than once per row: the
 * batch's time and the tick's time and price as the records show them (20,000 liquidations make
 * 60,000 pushes, so each allocation per push counts).
 */
interface Shared {
  readonly now: Date;
  readonly ticks: Map<SweepTerms, { readonly at: Date; readonly price: string; readonly units: string }>;
}

function tickOf(shared: Shared, terms: SweepTerms) {
  let tick = shared.ticks.get(terms);
  if (tick === undefined) {
    tick = {
      at: new BatchTime(terms.tick.atMs),
      price: terms.tick.price.toString(),
      units: formatUnits(terms.tick.price, terms.option.pricePrecision),
    };
    shared.ticks.set(terms, tick);
  }
  return tick;
}

/** The LIQUIDATION order as `orderSelect` reads it back after the batch. */
function orderRow(
  written: LiquidationPushes,
  shared: Shared,
  row: LiquidatedPosition,
  orderId: number,
): OrderRow {
  const { position, terms } = row;
  const now = shared.now;
  const tick = tickOf(shared, terms);
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
    realized_pnl: row.realizedPnl.toString(),
    // The system's order asks for no TP/SL (migration 0015's defaults).
    take_profit: null,
    stop_loss: null,
    is_mark_tp: false,
    is_mark_sl: false,
    hold_id: null,
    fill_price: tick.price,
    fill_tick_at: tick.at,
    fill_source: terms.tick.source,
    created_at: now,
    updated_at: now,
  };
}

/** The closed position as `positionSelect` reads it back after the batch (its TP/SL cancelled). */
function positionRow(written: LiquidationPushes, shared: Shared, row: LiquidatedPosition): PositionRow {
  const { position, terms } = row;
  const wallet = written.wallets.get(position.memberId);
  if (wallet === undefined) throw new Error(`Position ${position.id} was liquidated with no wallet locked.`);
  const available = wallet.balance + (written.plan.deltas.get(wallet.id) ?? 0n);
  const now = shared.now;
  const tick = tickOf(shared, terms);
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
    close_price: tick.price,
    close_tick_at: tick.at,
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

type CrossPayload = { playerPoint: string; markPnl: string; minusFundingFee: string };

/**
 * Each liquidated member's `/user/queue/cross` after the batch: the wallet as the plan left it, the
 * uPnL at mark of the positions still open (an option without a mark counts at entry, zero uPnL) and
 * the funding paid on them, as futures-events.ts `crossFigures` sums them.
 */
function crossAfter(input: LiquidationPushes): Map<number, CrossPayload> {
  const closed = new Set(input.plan.liquidated.map((row) => row.position.id));
  const sums = new Map<number, { pnl: bigint; funding: bigint }>();
  for (const row of input.plan.liquidated) sums.set(row.position.memberId, { pnl: 0n, funding: 0n });
  for (const position of input.open) {
    const sum = sums.get(position.memberId);
    if (sum === undefined || closed.has(position.id)) continue;
    const mark = input.marks(position.stock) ?? position.entryPrice;
    sum.pnl += pnlMinor(directionOf(position.side), position.qty, position.entryPrice, mark);
    sum.funding += position.minusFundingFee;
  }
  const figures = new Map<number, CrossPayload>();
  for (const [memberId, sum] of sums) {
    const wallet = input.wallets.get(memberId);
    if (wallet === undefined) throw new Error(`Member ${memberId} was liquidated with no wallet locked.`);
    figures.set(memberId, {
      playerPoint: formatMinor('USDT', wallet.balance + (input.plan.deltas.get(wallet.id) ?? 0n)),
      markPnl: formatMinor('USDT', sum.pnl),
      minusFundingFee: formatMinor('USDT', sum.funding),
    });
  }
  return figures;
}

/**
 * How many liquidations' pushes are published between two turns of the event loop: 300 messages, 1–2
 * ms of work. A batch's 15,000 messages built in one go held the event loop for 60–170 ms: the
 * members' requests waited, and so did the sweep's other batch, whose statement had answered but could
 * not send its next one while the database sat idle (a timeline of the bench's sweep).
 */
const liquidationsPerTurn = 100;

/**
 * Publishes, for each liquidated position of a committed batch in id order, ORDER_FILLED,
 * POSITION_LIQUID and the cross figures, `liquidationsPerTurn` positions at a time with a turn of the
 * event loop between. Each message is built, serialised by the bus and dropped in turn, never held
 * until a commit (liquidation-sweep.ts).
 */
export async function publishLiquidationPushes(events: EventSink, input: LiquidationPushes): Promise<void> {
  const cross = crossAfter(input);
  const shared: Shared = { now: new BatchTime(input.nowMs), ticks: new Map() };
  let sinceTurn = 0;
  for (const row of input.plan.liquidated) {
    if (sinceTurn === liquidationsPerTurn) {
      sinceTurn = 0;
      await yieldToEventLoop();
    }
    sinceTurn += 1;
    const { position, terms, realizedPnl } = row;
    const orderId = input.orderIds.get(position.id);
    const figures = cross.get(position.memberId);
    if (orderId === undefined || figures === undefined)
      throw new Error(`Position ${position.id} or its liquidation vanished inside its own transaction.`);
    const target = { kind: 'member', memberId: position.memberId } as const;
    events.publish(
      futuresQueue,
      { type: 'ORDER_FILLED', ...orderRecord(orderRow(input, shared, row, orderId)) },
      target,
    );
    const tick = tickOf(shared, terms);
    events.publish(
      futuresQueue,
      {
        type: 'POSITION_LIQUID',
        ...positionRecord(positionRow(input, shared, row), terms.option.terms, terms.tick.price),
        marketType: 'LIQUIDATION',
        closePrice: tick.units,
        realizedPnl: formatMinor('USDT', realizedPnl),
        closeTick: { source: terms.tick.source, at: tick.at.toISOString(), price: tick.units },
      },
      target,
    );
    events.publish(crossQueue, figures, target);
  }
}
