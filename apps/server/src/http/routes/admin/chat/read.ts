import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { readAsOperator } from '../../../../modules/livechat/chat-read.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof chat.adminChatRead;

/** POST /admin/chat/read {conversationId, seq}: the operators have read up to seq. */
export async function adminChatReadHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return readAsOperator(ctx, caller, body.conversationId, body.seq);
}
