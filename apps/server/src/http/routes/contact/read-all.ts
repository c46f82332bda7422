import type { contact, RouteResponse } from '@baro/contracts';
import { readAllContacts } from '../../../modules/support/contacts.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof contact.readAllContacts;

/** POST /contact/read_all: every answer to the caller's inquiries marked read. */
export async function readAllContactsHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return readAllContacts(ctx, caller);
}
