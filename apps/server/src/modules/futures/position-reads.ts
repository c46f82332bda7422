import type { futures } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import { feedTick } from './feed-prices.ts';
import { loadFuturesOption } from './futures-option.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { positionRecord, positionSelect } from './position-records.ts';
import type { PositionRow } from './position-records.ts';

/**
 * Positions as the wire shows them, each valued at its option's mark now; without a price (no tick
 * yet, a feed gap) at its entry, so the row still shows with a zero uPnL rather than a guess.
 */
export async function positionRecords(
  db: Queryable,
  market: MarketService,
  nowMs: number,
  rows: readonly PositionRow[],
): Promise<futures.FuturesPosition[]> {
  const options = new Map<number, FuturesOptionTerms>();
  const records: futures.FuturesPosition[] = [];
  for (const row of rows) {
    let option = options.get(row.futures_option_id);
    if (option === undefined) {
      option = await loadFuturesOption(db, row.site_id, row.futures_option_id);
      if (option === undefined) throw new Error(`Position ${row.id} names a missing option.`);
      options.set(option.id, option);
    }
    const mark = feedTick(market, row.stock, nowMs)?.markPrice ?? Number(row.entry_price);
    records.push(positionRecord(row, option.terms, mark));
  }
  return records;
}

/** The caller's open positions, on one option or on all. */
export async function listOpenPositions(
  db: Queryable,
  market: MarketService,
  nowMs: number,
  caller: MemberCaller,
  optionId: number | undefined,
): Promise<futures.FuturesPosition[]> {
  const rows = await db.query<PositionRow>(
    `${positionSelect} WHERE p.member_id = $1 AND p.site_id = $2 AND p.status = 'OPEN'
       AND ($3::int IS NULL OR p.futures_option_id = $3)
     ORDER BY p.id DESC`,
    [caller.memberId, caller.siteId, optionId ?? null],
  );
  return positionRecords(db, market, nowMs, rows.rows);
}

/** One position row by id, only the caller's. */
export async function findPositionRow(
  db: Queryable,
  caller: MemberCaller,
  positionId: number,
): Promise<PositionRow | undefined> {
  const rows = await db.query<PositionRow>(
    `${positionSelect} WHERE p.id = $1 AND p.member_id = $2 AND p.site_id = $3`,
    [positionId, caller.memberId, caller.siteId],
  );
  return rows.rows[0];
}
