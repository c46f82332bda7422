import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { operatorChatHistory } from '../../../../modules/livechat/chat-history.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof chat.adminChatHistory;

/** GET /admin/chat/history {conversationId, afterSeq?, beforeSeq?, size}: one of the site's conversations. */
export async function adminChatHistoryHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return operatorChatHistory(ctx, caller, query);
}
