import { crossQueue, formatMinor, futuresQueue } from '@baro/contracts';
import { formatUnits, pnlMinor } from '@baro/domain';
import type { FuturesTerms } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { orderRecord, orderSelect } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { directionOf, positionRecord, positionSelect } from './position-records.ts';
import type { PositionRow } from './position-records.ts';
import type { MarkSource } from './feed-prices.ts';
import type { DecidingTick } from './position-writes.ts';

// The pushes of spec §4 on `/user/queue/futures` and `/user/queue/cross`, queued inside the action's
// transaction and sent only after it commits (publish-after-commit.ts). Each reads the row as the
// transaction wrote it, so the socket shows exactly what the database holds.

type OrderEventType = 'ORDER_SUCCESS' | 'ORDER_CANCEL' | 'ORDER_FILLED' | 'ORDER_UPDATE';

export async function queueOrderEvent(
  tx: Queryable,
  events: EventSink,
  type: OrderEventType,
  orderId: number,
): Promise<void> {
  await queueOrderEvents(tx, events, type, [orderId]);
}

/** The same push for several orders of one transaction, read in one statement, in the ids' order. */
export async function queueOrderEvents(
  tx: Queryable,
  events: EventSink,
  type: OrderEventType,
  orderIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await tx.query<OrderRow>(`${orderSelect} WHERE o.id = ANY($1::int[])`, [orderIds]);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  for (const orderId of orderIds) {
    const row = byId.get(orderId);
    if (row === undefined) throw new Error(`Order ${orderId} vanished inside its own transaction.`);
    publishOrderEvent(events, type, row);
  }
}

/** The same push from a row the transaction already holds (a write's RETURNING): no read again. */
export function publishOrderEvent(events: EventSink, type: OrderEventType, row: OrderRow): void {
  events.publish(futuresQueue, { type, ...orderRecord(row) }, { kind: 'member', memberId: row.member_id });
}

export async function loadPositionRow(tx: Queryable, positionId: number): Promise<PositionRow> {
  const row = (await tx.query<PositionRow>(`${positionSelect} WHERE p.id = $1`, [positionId])).rows[0];
  if (row === undefined) throw new Error(`Position ${positionId} vanished inside its own transaction.`);
  return row;
}

export async function queuePositionEvent(
  tx: Queryable,
  events: EventSink,
  type: 'POSITION_OPEN' | 'POSITION_UPDATE',
  positionId: number,
  terms: FuturesTerms,
  markPrice: number,
  read?: PushReads,
): Promise<void> {
  const row = read?.positions.get(positionId) ?? (await loadPositionRow(tx, positionId));
  events.publish(
    futuresQueue,
    { type, ...positionRecord(row, terms, markPrice) },
    { kind: 'member', memberId: row.member_id },
  );
}

/** POSITION_CLOSE or POSITION_LIQUID: the closed position with its closing type, price, pnl and tick. */
export async function queueCloseEvent(
  tx: Queryable,
  events: EventSink,
  input: {
    type: 'POSITION_CLOSE' | 'POSITION_LIQUID';
    positionId: number;
    terms: FuturesTerms;
    tick: DecidingTick;
    closeType: 'MARKET' | 'LIMIT' | 'STOPMARKET' | 'STOPLIMIT' | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION';
    realizedPnl: bigint;
  },
  read?: PushReads,
): Promise<void> {
  const row = read?.positions.get(input.positionId) ?? (await loadPositionRow(tx, input.positionId));
  const price = formatUnits(input.tick.price, row.price_precision);
  events.publish(
    futuresQueue,
    {
      type: input.type,
      ...positionRecord(row, input.terms, input.tick.price),
      marketType: input.closeType,
      closePrice: price,
      realizedPnl: formatMinor('USDT', input.realizedPnl),
      closeTick: { source: input.tick.source, at: new Date(input.tick.atMs).toISOString(), price },
    },
    { kind: 'member', memberId: row.member_id },
  );
}

/** One row of `crossSql`: a member's wallet with one open position (or none: the position columns null). */
export interface CrossRow {
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

export type CrossPayload = { playerPoint: string; markPnl: string; minusFundingFee: string };

/**
 * A member's futures figures in USDT minor units: the FUTURES wallet's available balance, the uPnL of
 * every open position at its option's mark (an option without a mark counts at entry: zero uPnL), and
 * the funding paid on them. The wallet module reads them too, so that a FUTURES wallet entry
 * (`pnl`) and every `/user/queue/cross` push carry the same figures as the futures' own pushes.
 */
export interface FuturesFigures {
  readonly availableMinor: bigint;
  readonly pnlMinor: bigint;
  readonly fundingMinor: bigint;
}

/** Each member's figures (above) in one query; a member without a FUTURES wallet is absent. */
export async function futuresFigures(
  db: Queryable,
  memberIds: readonly number[],
  marks: MarkSource,
): Promise<Map<number, FuturesFigures>> {
  const rows = await db.query<CrossRow>(crossSql, [memberIds]);
  return figuresOf(rows.rows, marks);
}

/**
 * `/user/queue/cross` of each member: the FUTURES wallet, the uPnL of every open position at mark (an
 * option without a mark counts at entry) and the funding paid on them, in one query for them all.
 */
export async function crossFigures(
  tx: Queryable,
  memberIds: readonly number[],
  marks: MarkSource,
): Promise<Map<number, CrossPayload>> {
  const rows = await tx.query<CrossRow>(crossSql, [memberIds]);
  return crossOf(rows.rows, marks);
}

/** The figures of each member from `crossSql`'s rows (or rows a write already returned). */
function figuresOf(rows: readonly CrossRow[], marks: MarkSource): Map<number, FuturesFigures> {
  const sums = new Map<number, { availableMinor: bigint; pnlMinor: bigint; fundingMinor: bigint }>();
  for (const row of rows) {
    const sum = sums.get(row.member_id) ?? {
      availableMinor: BigInt(row.balance),
      pnlMinor: 0n,
      fundingMinor: 0n,
    };
    sums.set(row.member_id, sum);
    if (row.stock === null || row.trade_type === null || row.qty === null || row.entry_price === null)
      continue;
    const entry = Number(row.entry_price);
    sum.pnlMinor += pnlMinor(directionOf(row.trade_type), BigInt(row.qty), entry, marks(row.stock) ?? entry);
    sum.fundingMinor += BigInt(row.minus_funding_fee ?? '0');
  }
  return sums;
}

/** The `/user/queue/cross` payload of a member's figures. */
export function crossPayload(figures: FuturesFigures): CrossPayload {
  return {
    playerPoint: formatMinor('USDT', figures.availableMinor),
    markPnl: formatMinor('USDT', figures.pnlMinor),
    minusFundingFee: formatMinor('USDT', figures.fundingMinor),
  };
}

/** The cross figures of each member from `crossSql`'s rows (or rows a write already returned). */
export function crossOf(rows: readonly CrossRow[], marks: MarkSource): Map<number, CrossPayload> {
  const payloads = new Map<number, CrossPayload>();
  for (const [memberId, figures] of figuresOf(rows, marks)) payloads.set(memberId, crossPayload(figures));
  return payloads;
}

/**
 * `/user/queue/cross`: the FUTURES wallet's available balance, the uPnL of all the member's open
 * positions at their options' marks (`marks`; an option without a price counts at its entry, zero
 * uPnL), and the funding paid on them.
 */
export async function queueCrossUpdate(
  tx: Queryable,
  events: EventSink,
  memberId: number,
  marks: MarkSource,
): Promise<void> {
  const figures = (await crossFigures(tx, [memberId], marks)).get(memberId);
  if (figures !== undefined) events.publish(crossQueue, figures, { kind: 'member', memberId });
}

/** The rows a fill's pushes show, read once after its writes (`readForPushes`). */
export interface PushReads {
  readonly positions: ReadonlyMap<number, PositionRow>;
  readonly cross: ReadonlyMap<number, CrossPayload>;
}

type PositionJson = Omit<PositionRow, 'opened_at' | 'updated_at' | 'close_tick_at'> & {
  opened_at: string;
  updated_at: string;
  close_tick_at: string | null;
};

/**
 * The positions a fill's pushes show and its member's cross figures in one statement, read after
 * the fill wrote them, so the socket shows what the database holds (the same rows as
 * `loadPositionRow` and `crossFigures`, as JSON: numerics stay text, times come back as ISO strings).
 */
export async function readForPushes(
  tx: Queryable,
  positionIds: readonly number[],
  memberIds: readonly number[],
  marks: MarkSource,
): Promise<PushReads> {
  const found = await tx.query<{ positions: PositionJson[] | null; cross: CrossRow[] | null }>(
    `SELECT (SELECT json_agg(x) FROM (${positionSelect} WHERE p.id = ANY($1::int[])) x) AS positions,
       (SELECT json_agg(y) FROM (${crossSql.replace('$1', '$2')}) y) AS cross`,
    [positionIds, memberIds],
  );
  const row = found.rows[0];
  const positions = new Map<number, PositionRow>();
  for (const json of row?.positions ?? [])
    positions.set(json.id, {
      ...json,
      opened_at: new Date(json.opened_at),
      updated_at: new Date(json.updated_at),
      close_tick_at: json.close_tick_at === null ? null : new Date(json.close_tick_at),
    });
  return { positions, cross: crossOf(row?.cross ?? [], marks) };
}

/** `/user/queue/cross` of a member from figures already read. */
export function publishCross(events: EventSink, memberId: number, read: PushReads): void {
  const figures = read.cross.get(memberId);
  if (figures !== undefined) events.publish(crossQueue, figures, { kind: 'member', memberId });
}
