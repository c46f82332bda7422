import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { memberTyping } from '../../../modules/livechat/chat-typing.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof chat.chatTyping;

/** POST /chat/typing: the member is typing. */
export async function chatTypingHandler({
  ctx,
  caller,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return memberTyping(ctx, caller, site);
}
