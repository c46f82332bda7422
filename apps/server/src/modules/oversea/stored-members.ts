import type { OverseaOrderView, OverseaPositionView } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import { openOrdersSql, openPositionsSql, orderView, positionView } from './member-book.ts';
import type { OpenOrderRow, OpenPositionRow } from './member-book.ts';
import type { OverseaSite } from './oversea-site.ts';

/** One member's stored overseas state, as the trigger loop's mirror restores it. */
export interface StoredMember {
  readonly memberId: number;
  readonly pointMinor: bigint;
  readonly positions: OverseaPositionView[];
  readonly orders: OverseaOrderView[];
}

const pointsSql = `SELECT member_id, balance::text AS balance FROM ledger_account
  WHERE member_id = ANY($1::int[]) AND wallet_type = 'BINARY' AND kind = 'AVAILABLE' AND site_id = $2
    AND asset = $3`;

/**
 * The stored open orders, open positions and BINARY point of the given members, read without locks
 * (three statements): what the loop's mirror restores. Each read is what had committed when it ran;
 * a transaction committing between them leaves the mirror stale until its rows or postings are read
 * as changed, a second later, which is why the mirror only finds whom to check and never decides.
 */
export async function readStoredMembers(
  db: Queryable,
  site: OverseaSite,
  memberIds: readonly number[],
): Promise<Map<number, StoredMember>> {
  const byMember = new Map<number, StoredMember>();
  if (memberIds.length === 0) return byMember;
  const ids = [...memberIds];
  const member = (id: number): StoredMember => {
    let found = byMember.get(id);
    if (found === undefined) {
      found = { memberId: id, pointMinor: 0n, positions: [], orders: [] };
      byMember.set(id, found);
    }
    return found;
  };
  const positions = await db.query<OpenPositionRow>(openPositionsSql, [ids, site.siteId]);
  for (const row of positions.rows)
    member(row.member_id).positions.push(positionView(String(row.member_id), row));
  const orders = await db.query<OpenOrderRow>(openOrdersSql, [ids, site.siteId]);
  for (const row of orders.rows) member(row.member_id).orders.push(orderView(String(row.member_id), row));
  const points = await db.query<{ member_id: number; balance: string }>(pointsSql, [
    [...byMember.keys()],
    site.siteId,
    site.asset,
  ]);
  for (const row of points.rows) {
    const found = byMember.get(row.member_id);
    if (found !== undefined) byMember.set(row.member_id, { ...found, pointMinor: BigInt(row.balance) });
  }
  return byMember;
}

const holdersSql = `SELECT member_id FROM oversea_position WHERE site_id = $1 AND status = 'OPEN'
  UNION SELECT member_id FROM oversea_order WHERE site_id = $1 AND status = 'OPEN'`;

/** Every member of the site with an open overseas order or position (the loop's start). */
export async function siteHolders(db: Queryable, siteId: number): Promise<number[]> {
  return (await db.query<{ member_id: number }>(holdersSql, [siteId])).rows.map((row) => row.member_id);
}

const stockHoldersSql = `SELECT member_id FROM oversea_position WHERE site_id = $1 AND oversea_option_id = $2
    AND status = 'OPEN'
  UNION SELECT member_id FROM oversea_order WHERE site_id = $1 AND oversea_option_id = $2 AND status = 'OPEN'
  ORDER BY member_id`;

/** The members holding or ordering one option, as stored (a session end's members). */
export async function optionHolders(db: Queryable, siteId: number, optionId: number): Promise<number[]> {
  return (await db.query<{ member_id: number }>(stockHoldersSql, [siteId, optionId])).rows.map(
    (row) => row.member_id,
  );
}
