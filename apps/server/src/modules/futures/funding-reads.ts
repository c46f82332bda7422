import { formatMinor } from '@baro/contracts';
import type { futures, RouteResponse } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { formatFundingRate } from '../../market/futures-info.ts';
import { futuresAsset } from './futures-ledger.ts';
import { kstDaysFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { OptionHistoryQuery } from '../../db/paged-reads.ts';

interface FundingRow {
  id: number;
  futures_option_id: number;
  futures_position_id: number;
  stock: string;
  price_precision: number;
  asset: string;
  trade_type: futures.FundingPayment['tradeType'];
  funding_at: Date;
  rate_ppm: number;
  mark_price: string;
  mark_source: string;
  amount: string;
}

function fundingPayment(row: FundingRow): futures.FundingPayment {
  return {
    id: row.id,
    futuresOptionId: row.futures_option_id,
    futuresPositionId: row.futures_position_id,
    stock: row.stock,
    tradeType: row.trade_type,
    fundingAt: row.funding_at.toISOString(),
    fundingRate: formatFundingRate(BigInt(row.rate_ppm)),
    markPrice: formatUnits(BigInt(row.mark_price), row.price_precision),
    markSource: row.mark_source,
    amount: formatMinor(row.asset, BigInt(row.amount)),
  };
}

/**
 * The caller's funding payments (positive) and receipts (negative), newest first; dates are KST days of
 * the funding time. Scoped by the caller's member and site, like every futures read.
 */
export async function listFundingHistory(
  db: Queryable,
  caller: MemberCaller,
  query: OptionHistoryQuery,
): Promise<RouteResponse<typeof futures.listFundingHistory>> {
  const where = `f.member_id = $1 AND f.site_id = $2 AND ($3::int IS NULL OR p.futures_option_id = $3)
    AND ${kstDaysFilter('f.funding_at', '$4', '$5')}`;
  const from = `FROM futures_funding f JOIN futures_position p ON p.id = f.futures_position_id`;
  const params = [
    caller.memberId,
    caller.siteId,
    query.futuresOptionId ?? null,
    query.startDate ?? null,
    query.endDate ?? null,
  ];
  const [rows, count] = await Promise.all([
    db.query<FundingRow>(
      `SELECT f.id, p.futures_option_id, f.futures_position_id, o.stock, i.price_precision, p.asset,
         p.trade_type, f.funding_at, f.rate_ppm, f.mark_price::text AS mark_price, f.mark_source,
         f.amount::text AS amount
       ${from}
         JOIN futures_option o ON o.id = p.futures_option_id
         JOIN market_instrument i ON i.stock = o.stock
       WHERE ${where} ORDER BY f.funding_at DESC, f.id DESC LIMIT $6 OFFSET $7`,
      [...params, ...pageWindow(query)],
    ),
    db.query<{ total: number; amount: string }>(
      `SELECT count(*)::int AS total, COALESCE(SUM(f.amount), 0)::text AS amount ${from} WHERE ${where}`,
      params,
    ),
  ]);
  const totals = count.rows[0] ?? { total: 0, amount: '0' };
  return {
    ...pageAnswer(rows.rows.map(fundingPayment), query, totals.total),
    totalAmount: formatMinor(futuresAsset, BigInt(totals.amount)),
  };
}
