import { crossQueue, formatMinor, futuresQueue } from '@baro/contracts';
import { formatUnits, pnlMinor } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import type { MarkSource } from './feed-prices.ts';
import type { LiquidatedPosition } from './liquidation-plan.ts';
import { orderRecord, orderSelect } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { directionOf, positionRecord, positionSelect } from './position-records.ts';
import type { PositionRow } from './position-records.ts';

// The pushes of a liquidation sweep, the same as `liquidatePosition` queues one position at a time
// (futures-events.ts: ORDER_FILLED, POSITION_LIQUID, then `/user/queue/cross`), but read with three
// set-based queries for the whole batch instead of four per position. Queued inside the sweep's
// transaction, sent after it commits.

interface CrossRow {
  member_id: number;
  balance: string;
  stock: string | null;
  trade_type: 'LONG' | 'SHORT' | null;
  qty: string | null;
  entry_price: string | null;
  minus_funding_fee: string | null;
}

/** Each member's FUTURES wallet and open positions (any option), for the cross figures. $1 members. */
const crossSql = `SELECT a.member_id, a.balance::text AS balance, f.stock, p.trade_type, p.qty::text AS qty,
    p.entry_price::text AS entry_price, p.minus_funding_fee::text AS minus_funding_fee
  FROM ledger_account a
    LEFT JOIN futures_position p ON p.member_id = a.member_id AND p.status = 'OPEN'
    LEFT JOIN futures_option f ON f.id = p.futures_option_id
  WHERE a.member_id = ANY($1::int[]) AND a.wallet_type = 'FUTURES' AND a.kind = 'AVAILABLE'`;

type CrossPayload = { playerPoint: string; markPnl: string; minusFundingFee: string };

/** `/user/queue/cross` per member, computed as `queueCrossUpdate` does (an option without a mark counts at entry). */
async function crossFigures(
  tx: Queryable,
  memberIds: readonly number[],
  marks: MarkSource,
): Promise<Map<number, CrossPayload>> {
  const rows = await tx.query<CrossRow>(crossSql, [memberIds]);
  const sums = new Map<number, { balance: bigint; pnl: bigint; funding: bigint }>();
  for (const row of rows.rows) {
    const sum = sums.get(row.member_id) ?? { balance: BigInt(row.balance), pnl: 0n, funding: 0n };
    sums.set(row.member_id, sum);
    if (row.stock === null || row.trade_type === null || row.qty === null || row.entry_price === null)
      continue;
    const entry = Number(row.entry_price);
    sum.pnl += pnlMinor(directionOf(row.trade_type), BigInt(row.qty), entry, marks(row.stock) ?? entry);
    sum.funding += BigInt(row.minus_funding_fee ?? '0');
  }
  const figures = new Map<number, CrossPayload>();
  for (const [memberId, sum] of sums)
    figures.set(memberId, {
      playerPoint: formatMinor('USDT', sum.balance),
      markPnl: formatMinor('USDT', sum.pnl),
      minusFundingFee: formatMinor('USDT', sum.funding),
    });
  return figures;
}

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
