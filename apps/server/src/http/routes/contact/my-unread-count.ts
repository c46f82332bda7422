import type { contact, RouteResponse } from '@baro/contracts';
import { countUnreadContacts } from '../../../modules/support/unread-counters.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof contact.countUnreadContacts;

/** GET /contact/my_unread_count: the caller's unread answers. */
export async function countUnreadContactsHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return { count: await countUnreadContacts(ctx.db, caller) };
}
