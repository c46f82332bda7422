import { pnlMinor } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { MarkSource } from './feed-prices.ts';
import { directionOf } from './position-records.ts';

interface CrossRow {
  stock: string;
  trade_type: 'LONG' | 'SHORT';
  qty: string;
  entry_price: string;
}

const crossPositionsSql = `SELECT f.stock, p.trade_type, p.qty::text AS qty, p.entry_price::text AS entry_price
  FROM futures_position p JOIN futures_option f ON f.id = p.futures_option_id
  WHERE p.member_id = $1 AND p.site_id = $2 AND p.status = 'OPEN' AND p.margin_type = 'CROSS'`;

/**
 * What the member's open CROSS positions have lost at mark, position by position (a profit on one
 * backs nothing: each is liquidated on its own margin and the wallet): the part of the FUTURES wallet's
 * available balance that backs those losses and may not leave the wallet, as Binance keeps a cross
 * account's unrealised loss from being transferred out. Otherwise a member could move out the money
 * that backs a loss and leave the loss to the insurance fund. A CROSS position without a mark (a feed
 * gap) refuses the move: its loss is unknown. Read under the wallet's lock, which every futures
 * action takes first, so no position changes meanwhile.
 */
export async function crossLossMinor(
  tx: Queryable,
  siteId: number,
  memberId: number,
  marks: MarkSource,
): Promise<bigint | Rejection<'PRICE_UNAVAILABLE'>> {
  const rows = await tx.query<CrossRow>(crossPositionsSql, [memberId, siteId]);
  let loss = 0n;
  for (const row of rows.rows) {
    const mark = marks(row.stock);
    if (mark === undefined) return reject('PRICE_UNAVAILABLE');
    const pnl = pnlMinor(directionOf(row.trade_type), BigInt(row.qty), Number(row.entry_price), mark);
    if (pnl < 0n) loss -= pnl;
  }
  return loss;
}
