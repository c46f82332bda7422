import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { chatQueue } from '../../../../modules/livechat/chat-queue.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof chat.adminChatQueue;

/** GET /admin/chat/queue {page, size}: the site's open conversations, waiting first. */
export async function adminChatQueueHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return chatQueue(ctx, caller, query);
}
