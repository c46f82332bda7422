import type { chat, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../core/rejection.ts';
import { readAsMember } from '../../../modules/livechat/chat-read.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof chat.chatRead;

/** POST /chat/read {seq}: the member has read up to seq. */
export async function chatReadHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return readAsMember(ctx, caller, site, body.seq);
}
