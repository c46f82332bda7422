import type { messages, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { deleteMessage } from '../../../modules/support/messages.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof messages.deleteMessage;

/** POST /message/delete: one message removed from the caller's box only. */
export async function deleteMessageHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return deleteMessage(ctx, caller, body.id);
}
