import type { auth, RouteResponse } from '@baro/contracts';
import { changeNick as changeMemberNick } from '../../../modules/accounts/account-changes.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.changeNick;

/** POST /player/change_nick: the caller's own nickname. */
export async function changeNickHandler({
  ctx,
  body,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return changeMemberNick(ctx, { caller, id: body.id, nick: body.nick });
}
