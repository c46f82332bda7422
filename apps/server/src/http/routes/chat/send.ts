import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { sendMemberMessage } from '../../../modules/livechat/chat-send.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof chat.chatSend;

/** POST /chat/send {clientId, body?, fileId?}: the member writes to the operators. */
export async function chatSendHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return sendMemberMessage(ctx, caller, site, body);
}
