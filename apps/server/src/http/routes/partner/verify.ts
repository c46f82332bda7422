import type { auth, RouteResponse } from '@baro/contracts';
import { findActivePartner } from '../../../modules/accounts/partners.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.verifyPartner;

/** GET /partner/verify: whose referral link a signup came from. */
export async function verifyPartnerHandler({
  ctx,
  query,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return (await findActivePartner(ctx.db, site.id, query.partnerPk)) ?? reject('PARTNER_NOT_FOUND');
}
