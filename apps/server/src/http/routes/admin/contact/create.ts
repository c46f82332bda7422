import type { contact, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { startContact } from '../../../../modules/support/contacts-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof contact.adminCreateContact;

/** POST /admin/contact/create: an inquiry the operator opens to one member of the site. */
export async function adminCreateContactHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return startContact(ctx, caller, body);
}
