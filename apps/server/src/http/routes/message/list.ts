import type { messages, RouteResponse } from '@baro/contracts';
import { listMessages } from '../../../modules/support/messages.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof messages.listMessages;

/** GET /message/list: the caller's messages, newest first. */
export async function listMessagesHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return listMessages(ctx.db, caller, query);
}
