import type { contact, RouteResponse } from '@baro/contracts';
import { createContact } from '../../../modules/support/contacts.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof contact.createContact;

/** POST /contact/create: the caller's new inquiry. */
export async function createContactHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return createContact(ctx, caller, body.question);
}
