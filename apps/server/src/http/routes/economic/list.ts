import { ECONOMIC_RANGE_DAYS_MAX, economicDayRange } from '@baro/domain';
import type { content, RouteResponse } from '@baro/contracts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import { listEconomicEvents } from '../../../modules/support/economic/list.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof content.listEconomicEvents;

/**
 * GET /economic/list: the current provider's releases on the KST days asked for. The contract checks
 * the dates' shape; whether they are real dates, in order and at most 14 days apart is checked here.
 */
export async function listEconomicEventsHandler({
  ctx,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const range = economicDayRange(query.fromDate, query.toDate);
  if (typeof range === 'string') {
    return range === 'ECONOMIC_RANGE_TOO_LONG'
      ? reject(range, { params: { max: ECONOMIC_RANGE_DAYS_MAX } })
      : reject(range);
  }
  const provider = ctx.economicCalendar;
  const events = await listEconomicEvents(ctx.db, provider.name, range, {
    countries: query.countries,
    minImportance: query.minImportance,
  });
  return { isSample: provider.isSample, events };
}
