import type { contact, RouteResponse } from '@baro/contracts';
import { listContacts } from '../../../modules/support/contacts.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof contact.listContacts;

/** GET /contact/list: the caller's inquiries, newest first. */
export async function listContactsHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return listContacts(ctx.db, caller, query);
}
