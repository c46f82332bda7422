import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { operatorTyping } from '../../../../modules/livechat/chat-typing.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof chat.adminChatTyping;

/** POST /admin/chat/typing {conversationId}: an operator is typing. */
export async function adminChatTypingHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return operatorTyping(ctx, caller, body.conversationId);
}
