import { losscutKrwMinor, pnlKrwMinor } from '@baro/domain';
import type { OpenLots } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { PositionFigures } from '../wallet/wallet-entry.ts';
import type { PositionRow } from './oversea-records.ts';
import { loadOverseaSite } from './oversea-site.ts';
import { lastPrice, optionOf } from './position-reads.ts';

// The overseas module's public read for other modules (eslint.layers.js moduleApi): what the members'
// open overseas positions add to their BINARY wallet entries. A read without locks, a moment old at
// worst, so that every module that moves BINARY money (rounds, dnw, coupons) pushes the wallet entry
// with its real losscut and pnl, not zeros.

type FiguresRow = Pick<
  PositionRow,
  'id' | 'oversea_option_id' | 'stock' | 'trade_type' | 'qty' | 'entry_price'
> & {
  member_id: number;
};

/** Where the pnl's last prices come from (the market service). */
export type LastPrices = Pick<MarketService, 'stock'>;

const noPositions: PositionFigures = { losscutMinor: 0n, pnlMinor: 0n };

/**
 * The BINARY wallet's `losscut` and `pnl` (spec §3 wallet entry, DOMAIN.md §4) of each named member
 * with open overseas positions, in one statement: the losscut line of their positions and their
 * unrealised pnl at last prices, valued as the engine values them (a position without a price counts
 * at its entry). Members without a position are absent: both figures are zero for them.
 */
export async function overseaWalletFiguresOfMembers(
  db: Queryable,
  market: LastPrices,
  siteId: number,
  memberIds: readonly number[],
): Promise<Map<number, PositionFigures>> {
  const figures = new Map<number, PositionFigures>();
  if (memberIds.length === 0) return figures;
  const rows = (
    await db.query<FiguresRow>(
      `SELECT member_id, id, oversea_option_id, stock, trade_type, qty, entry_price::text AS entry_price
       FROM oversea_position WHERE member_id = ANY($1::int[]) AND site_id = $2 AND status = 'OPEN'`,
      [memberIds, siteId],
    )
  ).rows;
  if (rows.length === 0) return figures;
  const site = await loadOverseaSite(db, siteId);
  const byMember = new Map<number, { pnlMinor: bigint; open: OpenLots[] }>();
  for (const row of rows) {
    const { terms } = optionOf(site, row);
    const entry = Number(row.entry_price);
    const direction = row.trade_type === 'LONG' ? 1 : -1;
    const member = byMember.get(row.member_id) ?? { pnlMinor: 0n, open: [] };
    member.pnlMinor += pnlKrwMinor(direction, row.qty, entry, lastPrice(market, row.stock) ?? entry, terms);
    member.open.push({ lots: row.qty, marginPerLotMinor: terms.marginPerLotMinor });
    byMember.set(row.member_id, member);
  }
  for (const [memberId, member] of byMember)
    figures.set(memberId, {
      losscutMinor: losscutKrwMinor(member.open, site.site),
      pnlMinor: member.pnlMinor,
    });
  return figures;
}

/** One member's BINARY `losscut` and `pnl` (above); both zero without an open position. */
export async function overseaWalletFigures(
  db: Queryable,
  market: LastPrices,
  caller: Pick<MemberCaller, 'siteId' | 'memberId'>,
): Promise<PositionFigures> {
  const figures = await overseaWalletFiguresOfMembers(db, market, caller.siteId, [caller.memberId]);
  return figures.get(caller.memberId) ?? noPositions;
}

/**
 * What the member's BINARY point must keep for their open overseas positions: for each, the part of
 * its loss at the last price beyond its own margin (a close pays from the point and the released
 * margin, DOMAIN.md §4), added up. Money moved out of the point below it (a withdrawal, a transfer)
 * would leave that loss to the insurance account at the next close or losscut, and the member could
 * take the money back by cancelling the withdrawal. Read under the member's BINARY account lock,
 * which every overseas action takes first.
 */
export async function overseaLossBeyondMargin(
  db: Queryable,
  market: LastPrices,
  caller: Pick<MemberCaller, 'siteId' | 'memberId'>,
): Promise<bigint> {
  const rows = (
    await db.query<Omit<FiguresRow, 'member_id'> & { margin: string }>(
      `SELECT id, oversea_option_id, stock, trade_type, qty, entry_price::text AS entry_price, margin::text AS margin
       FROM oversea_position WHERE member_id = $1 AND site_id = $2 AND status = 'OPEN'`,
      [caller.memberId, caller.siteId],
    )
  ).rows;
  if (rows.length === 0) return 0n;
  const site = await loadOverseaSite(db, caller.siteId);
  let beyond = 0n;
  for (const row of rows) {
    const { terms } = optionOf(site, row);
    const entry = Number(row.entry_price);
    const direction = row.trade_type === 'LONG' ? 1 : -1;
    const pnl = pnlKrwMinor(direction, row.qty, entry, lastPrice(market, row.stock) ?? entry, terms);
    const uncovered = -pnl - BigInt(row.margin);
    if (uncovered > 0n) beyond += uncovered;
  }
  return beyond;
}
