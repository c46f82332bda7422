import type { content, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { syncEconomicCalendar } from '../../../../modules/support/economic/sync.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof content.adminSyncEconomicEvents;

/**
 * POST /admin/economic/sync: refreshes the calendar now, as the hourly sync would. The calendar is
 * the same for every site, so any site's operator may ask; the sync is idempotent.
 */
export async function adminSyncEconomicEventsHandler({
  ctx,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const result = await syncEconomicCalendar(ctx.db, ctx.economicCalendar, ctx.clock.nowMs());
  return {
    source: result.source,
    isSample: result.isSample,
    eventCount: result.eventCount,
    fromAt: new Date(result.fromMs).toISOString(),
    toAt: new Date(result.toMs).toISOString(),
  };
}
