import type { contact, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { readContact } from '../../../modules/support/contacts.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof contact.readContact;

/** GET /contact/read: one of the caller's inquiries, its answer marked read. */
export async function readContactHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return readContact(ctx, caller, query.id);
}
