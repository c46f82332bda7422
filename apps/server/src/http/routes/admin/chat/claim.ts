import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { claimConversation } from '../../../../modules/livechat/chat-queue.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof chat.adminChatClaim;

/** POST /admin/chat/claim {conversationId}: the operator takes the conversation. */
export async function adminChatClaimHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return claimConversation(ctx, caller, body.conversationId);
}
