import type { messages, RouteResponse } from '@baro/contracts';
import { countUnreadMessages } from '../../../modules/support/unread-counters.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof messages.countUnreadMessages;

/** GET /message/my_unread_count: the caller's unread messages. */
export async function countUnreadMessagesHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return { count: await countUnreadMessages(ctx.db, caller) };
}
