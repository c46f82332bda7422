import { losscutKrwMinor, pnlKrwMinor } from '@baro/domain';
import type { OpenLots } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { PositionFigures } from '../wallet/wallet-entry.ts';
import type { PositionRow } from './oversea-records.ts';
import { loadOverseaSite } from './oversea-site.ts';
import { lastPrice, optionOf } from './position-reads.ts';

// The overseas module's public read for other modules (eslint.layers.js moduleApi): what the member's
// open overseas positions add to their BINARY wallet entry. A read without locks, a moment old at worst.

/**
 * The BINARY wallet's `losscut` and `pnl` (spec §3 wallet entry, DOMAIN.md §4): the losscut line of
 * the caller's open overseas positions and their unrealised pnl at last prices, valued as the engine
 * values them (a position without a price counts at its entry). No position: both zero.
 */
export async function overseaWalletFigures(
  db: Queryable,
  market: MarketService,
  caller: Pick<MemberCaller, 'siteId' | 'memberId'>,
): Promise<PositionFigures> {
  const rows = (
    await db.query<
      Pick<PositionRow, 'id' | 'oversea_option_id' | 'stock' | 'trade_type' | 'qty' | 'entry_price'>
    >(
      `SELECT id, oversea_option_id, stock, trade_type, qty, entry_price::text AS entry_price
       FROM oversea_position WHERE member_id = $1 AND site_id = $2 AND status = 'OPEN'`,
      [caller.memberId, caller.siteId],
    )
  ).rows;
  if (rows.length === 0) return { losscutMinor: 0n, pnlMinor: 0n };
  const site = await loadOverseaSite(db, caller.siteId);
  let pnlMinor = 0n;
  const open: OpenLots[] = [];
  for (const row of rows) {
    const { terms } = optionOf(site, row);
    const entry = Number(row.entry_price);
    const direction = row.trade_type === 'LONG' ? 1 : -1;
    pnlMinor += pnlKrwMinor(direction, row.qty, entry, lastPrice(market, row.stock) ?? entry, terms);
    open.push({ lots: row.qty, marginPerLotMinor: terms.marginPerLotMinor });
  }
  return { losscutMinor: losscutKrwMinor(open, site.site), pnlMinor };
}
