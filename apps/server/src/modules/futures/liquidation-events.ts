import { crossQueue, formatMinor, futuresQueue } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import type { MarkSource } from './feed-prices.ts';
import { crossFigures } from './futures-events.ts';
import type { LiquidatedPosition } from './liquidation-plan.ts';
import { orderRecord, orderSelect } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { positionRecord, positionSelect } from './position-records.ts';
import type { PositionRow } from './position-records.ts';

// The pushes of a liquidation sweep, the same as `liquidatePosition` queues one position at a time
// (futures-events.ts: ORDER_FILLED, POSITION_LIQUID, then `/user/queue/cross`), but read with three
// set-based queries for the whole batch instead of four per position. Queued inside the sweep's
// transaction, sent after it commits.

export async function queueLiquidationEvents(
  tx: Queryable,
  events: EventSink,
  input: {
    liquidated: readonly LiquidatedPosition[];
    /** The LIQUIDATION order of each position, by position id. */
    orderIds: ReadonlyMap<number, number>;
    marks: MarkSource;
  },
): Promise<void> {
  const positionIds = input.liquidated.map((row) => row.position.id);
  const orders = await tx.query<OrderRow>(`${orderSelect} WHERE o.id = ANY($1::int[])`, [
    [...input.orderIds.values()],
  ]);
  const orderOf = new Map(orders.rows.map((row) => [row.futures_position_id, row]));
  const positions = await tx.query<PositionRow>(`${positionSelect} WHERE p.id = ANY($1::int[])`, [
    positionIds,
  ]);
  const positionOf = new Map(positions.rows.map((row) => [row.id, row]));
  const members = [...new Set(input.liquidated.map((row) => row.position.memberId))];
  const cross = await crossFigures(tx, members, input.marks);
  for (const { position, terms, realizedPnl } of input.liquidated) {
    const order = orderOf.get(position.id);
    const row = positionOf.get(position.id);
    const figures = cross.get(position.memberId);
    if (order === undefined || row === undefined || figures === undefined)
      throw new Error(`Position ${position.id} or its liquidation vanished inside its own transaction.`);
    const target = { kind: 'member', memberId: position.memberId } as const;
    events.publish(futuresQueue, { type: 'ORDER_FILLED', ...orderRecord(order) }, target);
    const price = formatUnits(terms.tick.price, row.price_precision);
    events.publish(
      futuresQueue,
      {
        type: 'POSITION_LIQUID',
        ...positionRecord(row, terms.option.terms, terms.tick.price),
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
