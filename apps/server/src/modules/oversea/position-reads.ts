import type { oversea } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import { positionRecord, positionSelect } from './oversea-records.ts';
import type { PositionRow } from './oversea-records.ts';
import { loadOverseaSite } from './oversea-site.ts';
import type { OverseaSite } from './oversea-site.ts';
import { overnightRecord } from './position-actions.ts';

// Reads without locks: what they show may be a moment old, never another member's.

/** The instrument's last traded price (price units), or null before the feed priced it. */
export function lastPrice(market: Pick<MarketService, 'stock'>, stock: string): number | null {
  return market.stock(stock)?.lastTick?.price ?? null;
}

async function openPositionRows(
  db: Queryable,
  caller: MemberCaller,
  overseaOptionId: number | undefined,
): Promise<PositionRow[]> {
  const rows = await db.query<PositionRow>(
    `${positionSelect} WHERE p.member_id = $1 AND p.site_id = $2 AND p.status = 'OPEN'
       AND ($3::int IS NULL OR p.oversea_option_id = $3)
     ORDER BY p.id DESC`,
    [caller.memberId, caller.siteId, overseaOptionId ?? null],
  );
  return rows.rows;
}

/** The option a position row trades, which its site must list. */
export function optionOf(site: OverseaSite, row: Pick<PositionRow, 'id' | 'oversea_option_id'>) {
  const option = site.byId.get(row.oversea_option_id);
  if (option === undefined) throw new Error(`Position ${row.id} trades an option its site lacks.`);
  return option;
}

/**
 * GET /oversea/history/open_position: the caller's open positions, newest first, each valued at its
 * instrument's last price (at its entry, a zero uPnL, before the feed priced it).
 */
export async function listOpenOverseaPositions(
  db: Queryable,
  market: MarketService,
  caller: MemberCaller,
  overseaOptionId: number | undefined,
): Promise<oversea.OverseaPosition[]> {
  const rows = await openPositionRows(db, caller, overseaOptionId);
  if (rows.length === 0) return [];
  const site = await loadOverseaSite(db, caller.siteId);
  return rows.map((row) => positionRecord(row, optionOf(site, row).terms, lastPrice(market, row.stock)));
}

/**
 * GET /oversea/overnight: the overnight request of each of the caller's open positions, with the
 * margin holding it past the session end needs.
 */
export async function listOvernight(db: Queryable, caller: MemberCaller): Promise<oversea.Overnight[]> {
  const rows = await openPositionRows(db, caller, undefined);
  if (rows.length === 0) return [];
  const site = await loadOverseaSite(db, caller.siteId);
  return rows.map((row) => overnightRecord(site, row));
}
