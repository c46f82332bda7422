import type { contact, RouteResponse } from '@baro/contracts';
import { listContactsForOperator } from '../../../../modules/support/contacts-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof contact.adminListContacts;

/** GET /admin/contact/list: the operator's site's inquiries, waiting ones first. */
export async function adminListContactsHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return listContactsForOperator(ctx.db, caller, query);
}
