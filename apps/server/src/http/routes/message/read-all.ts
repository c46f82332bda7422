import type { messages, RouteResponse } from '@baro/contracts';
import { readAllMessages } from '../../../modules/support/messages.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof messages.readAllMessages;

/** POST /message/read_all: the caller's unread messages marked read. */
export async function readAllMessagesHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route>> {
  return readAllMessages(ctx, caller);
}
