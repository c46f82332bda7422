import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { feeTableOf } from '../../modules/sites/fee-table.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { HandlerInput } from '../router.ts';

type Route = typeof siteArea.fees;

/** GET /fee.json: the site's trading and withdrawal fees. */
export function siteFeesHandler({ site }: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return Promise.resolve(feeTableOf(site));
}
