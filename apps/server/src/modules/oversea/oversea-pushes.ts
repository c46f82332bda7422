import { formatMinor, overseaCrossQueue, overseaQueue } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { queueWalletUpdatesOfMembers } from '../wallet/wallet-entry.ts';
import type { PositionFigures } from '../wallet/wallet-entry.ts';
import type { OverseaBook } from '@baro/domain';
import type { OverseaAccounts } from './oversea-ledger.ts';
import { closeRecord, orderRecord, orderSelect, positionRecord, positionSelect } from './oversea-records.ts';
import type { OrderRow, PositionRow } from './oversea-records.ts';
import type { OverseaSite } from './oversea-site.ts';
import type { Written } from './persist-decision.ts';

/** The member's overseas figures now (spec §3 overseaCross), from the engine that decided the action. */
export interface OverseaFigures {
  readonly pointMinor: bigint;
  /** Held by resting orders and open positions. */
  readonly reservedMinor: bigint;
  /** Unrealised pnl of every open position at its instrument's last price. */
  readonly pnlMinor: bigint;
  readonly losscutMinor: bigint;
}

export function overseaFigures(book: OverseaBook, memberKey: string): OverseaFigures {
  const point = book.member(memberKey)?.pointMinor ?? 0n;
  let reserved = 0n;
  for (const order of book.orders(memberKey)) reserved += order.heldMinor;
  for (const position of book.positions(memberKey)) reserved += position.marginMinor;
  const account = book.account(memberKey);
  const equity = account?.equityMinor ?? point + reserved;
  return {
    pointMinor: point,
    reservedMinor: reserved,
    pnlMinor: equity - point - reserved,
    losscutMinor: account?.losscutMinor ?? 0n,
  };
}

/**
 * Queues a decision's pushes for after the commit (spec §4): `/user/queue/oversea` for each order and
 * position it wrote, read back as the transaction wrote them, then for each member it touched
 * `/user/queue/oversea_cross` and the BINARY wallet's `/user/queue/point` with the losscut and pnl
 * the engine now sees (one read for all of them).
 */
export async function queueOverseaPushes(
  tx: Queryable,
  events: EventSink,
  input: {
    site: OverseaSite;
    book: OverseaBook;
    members: readonly OverseaAccounts[];
    written: readonly Written[];
  },
): Promise<void> {
  const { site, book, members, written } = input;
  const orderIds = new Set<number>();
  const positionIds = new Set<number>();
  for (const item of written) {
    if ('orderId' in item) orderIds.add(item.orderId);
    if ('positionId' in item) positionIds.add(item.positionId);
  }
  const orders = new Map<number, OrderRow>();
  const positions = new Map<number, PositionRow>();
  if (orderIds.size > 0)
    for (const row of (
      await tx.query<OrderRow>(`${orderSelect} WHERE o.id = ANY($1::int[])`, [[...orderIds]])
    ).rows)
      orders.set(row.id, row);
  if (positionIds.size > 0)
    for (const row of (
      await tx.query<PositionRow>(`${positionSelect} WHERE p.id = ANY($1::int[])`, [[...positionIds]])
    ).rows)
      positions.set(row.id, row);
  for (const item of written) {
    const target = { kind: 'member', memberId: item.memberId } as const;
    if (!('positionId' in item)) {
      const row = orders.get(item.orderId);
      if (row === undefined) throw new Error(`Order ${item.orderId} vanished inside its own transaction.`);
      events.publish(overseaQueue, { type: item.type, ...orderRecord(row) }, target);
      continue;
    }
    const row = positions.get(item.positionId);
    if (row === undefined)
      throw new Error(`Position ${item.positionId} vanished inside its own transaction.`);
    const option = site.byId.get(row.oversea_option_id);
    if (option === undefined) throw new Error(`Position ${row.id} trades an option its site lacks.`);
    const record = positionRecord(row, option.terms, book.lastTick(row.stock)?.price ?? null);
    if (item.type === 'POSITION_OPEN' || item.type === 'POSITION_UPDATE')
      events.publish(overseaQueue, { type: item.type, ...record }, target);
    else events.publish(overseaQueue, { type: item.type, ...record, ...closeRecord(row) }, target);
  }
  const touched = new Set(written.map((item) => item.memberId));
  const figures = new Map<number, PositionFigures>();
  for (const accounts of members) {
    if (written.length > 0 && !touched.has(accounts.memberId)) continue;
    const memberFigures = overseaFigures(book, String(accounts.memberId));
    const money = (minor: bigint) => formatMinor(accounts.asset, minor);
    events.publish(
      overseaCrossQueue,
      {
        playerPoint: money(memberFigures.pointMinor),
        lastPnl: money(memberFigures.pnlMinor),
        losscut: money(memberFigures.losscutMinor),
        playerGameWaitPoint: money(memberFigures.reservedMinor),
      },
      { kind: 'member', memberId: accounts.memberId },
    );
    figures.set(accounts.memberId, {
      losscutMinor: memberFigures.losscutMinor,
      pnlMinor: memberFigures.pnlMinor,
    });
  }
  if (figures.size > 0)
    await queueWalletUpdatesOfMembers(tx, events, { siteId: site.siteId, walletType: 'BINARY', figures });
}
