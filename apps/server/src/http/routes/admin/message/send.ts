import type { messages, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { sendMessage } from '../../../../modules/support/messages-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof messages.adminSendMessage;

/** POST /admin/message/send: a message to one member, a list or a filtered group of the operator's site. */
export async function adminSendMessageHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return sendMessage(ctx, caller, body);
}
