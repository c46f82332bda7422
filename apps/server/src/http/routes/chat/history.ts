import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { memberChatHistory } from '../../../modules/livechat/chat-history.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof chat.chatHistory;

/** GET /chat/history {afterSeq?, beforeSeq?, size}: the caller's conversation and a page of it. */
export async function chatHistoryHandler({
  ctx,
  caller,
  site,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return memberChatHistory(ctx, caller, site, query);
}
