import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { sendOperatorMessage } from '../../../../modules/livechat/chat-send.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof chat.adminChatSend;

/** POST /admin/chat/send {conversationId, clientId, body?, fileId?}: an operator answers. */
export async function adminChatSendHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return sendOperatorMessage(ctx, caller, site, body);
}
