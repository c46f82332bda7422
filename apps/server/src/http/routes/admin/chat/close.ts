import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { closeConversation } from '../../../../modules/livechat/chat-queue.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof chat.adminChatClose;

/** POST /admin/chat/close {conversationId}: ends the conversation for now. */
export async function adminChatCloseHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return closeConversation(ctx, caller, body.conversationId);
}
