import { breachesRatio, LIQUIDATION_RATIO_BPS } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { availableBalance, lockFuturesAccounts } from './futures-ledger.ts';
import { queueCloseEvent, queueCrossUpdate, queueOrderEvent } from './futures-events.ts';
import type { MarkSource } from './feed-prices.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { directionOf } from './position-records.ts';
import { closePart, lockOpenPosition } from './position-writes.ts';
import type { DecidingTick } from './position-writes.ts';

export type LiquidationOutcome =
  { readonly liquidated: true; readonly insurancePaid: bigint } | { readonly liquidated: false };

/**
 * Liquidates one position if, at the mark tick, its margin balance is at or below its maintenance
 * margin (DOMAIN.md §3), judged again here on what the database holds now (a margin added or a cross
 * wallet topped up since the loop indexed it saves the position). Closes it at mark: the loss and the
 * liquidation fee from what backs it, any shortfall from INSURANCE (closePart), a LIQUIDATION order
 * row that records the deciding tick, and POSITION_LIQUID after the commit.
 */
export async function liquidatePosition(
  tx: Queryable,
  events: EventSink,
  input: {
    positionId: number;
    option: FuturesOptionTerms;
    tick: DecidingTick;
    nowMs: number;
    marks: MarkSource;
  },
): Promise<LiquidationOutcome> {
  const owner = await tx.query<{ site_id: number; member_id: number }>(
    "SELECT site_id, member_id FROM futures_position WHERE id = $1 AND status = 'OPEN'",
    [input.positionId],
  );
  const found = owner.rows[0];
  if (found === undefined) return { liquidated: false };
  // The lock order of every futures action (order-lock.ts): the TP/SL orders it cancels, the wallet,
  // the position.
  await tx.query(
    `SELECT id FROM futures_order WHERE futures_position_id = $1 AND status = 'OPEN'
       AND market_type IN ('TAKEPROFIT', 'STOPLOSS') ORDER BY id FOR UPDATE`,
    [input.positionId],
  );
  const accounts = await lockFuturesAccounts(tx, found.site_id, found.member_id);
  const position = await lockOpenPosition(tx, found.member_id, input.option.id);
  if (position?.id !== input.positionId) return { liquidated: false };
  const collateral =
    position.marginType === 'ISOLATED'
      ? position.margin
      : position.margin + (await availableBalance(tx, accounts));
  const rule = {
    direction: directionOf(position.side),
    qtyMinor: position.qty,
    entryPrice: position.entryPrice,
    collateralMinor: collateral,
    tiers: input.option.terms.tiers,
  };
  if (!breachesRatio(rule, input.tick.price, LIQUIDATION_RATIO_BPS)) return { liquidated: false };
  const orderId = await insertLiquidationOrder(tx, found, position, input);
  const closed = await closePart(tx, accounts, position, {
    closeQty: position.qty,
    tick: input.tick,
    closeType: 'LIQUIDATION',
    feeBps: input.option.terms.liquidationFeeBps,
    nowMs: input.nowMs,
    ref: `futures-position:${position.id}`,
  });
  await tx.query('UPDATE futures_order SET fee = $2::numeric, realized_pnl = $3::numeric WHERE id = $1', [
    orderId,
    closed.feePaid.toString(),
    closed.realizedPnl.toString(),
  ]);
  await queueOrderEvent(tx, events, 'ORDER_FILLED', orderId);
  await queueCloseEvent(tx, events, {
    type: 'POSITION_LIQUID',
    positionId: position.id,
    terms: input.option.terms,
    tick: input.tick,
    closeType: 'LIQUIDATION',
    realizedPnl: closed.realizedPnl,
  });
  await queueCrossUpdate(tx, events, found.member_id, input.marks);
  return { liquidated: true, insurancePaid: closed.insurancePaid };
}

async function insertLiquidationOrder(
  tx: Queryable,
  owner: { site_id: number; member_id: number },
  position: { id: number; side: 'LONG' | 'SHORT'; qty: bigint; leverage: number; marginType: string },
  input: { option: FuturesOptionTerms; tick: DecidingTick; nowMs: number },
): Promise<number> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
       status, qty, is_mark, leverage, margin_type, fill_price, fill_tick_at, fill_source, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'LIQUIDATION', 'FILLED', $6::numeric, true, $7, $8, $9, $10, $11, $12, $12)
     RETURNING id`,
    [
      owner.site_id,
      owner.member_id,
      input.option.id,
      position.id,
      position.side === 'LONG' ? 'SHORT' : 'LONG',
      position.qty.toString(),
      position.leverage,
      position.marginType,
      input.tick.price,
      new Date(input.tick.atMs),
      input.tick.source,
      new Date(input.nowMs),
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('The liquidation order row was not written.');
  return id;
}
