import type { RouteResponse, futures as futuresArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { listFundingHistory } from '../../../../modules/futures/funding-reads.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof futuresArea.listFundingHistory;

/** GET /futures/history/funding: the caller's funding payments and receipts, newest first. */
export async function fundingHistoryHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listFundingHistory(ctx.db, caller, query);
}
