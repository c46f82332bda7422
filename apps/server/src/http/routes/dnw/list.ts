import type { dnw, RouteResponse } from '@baro/contracts';
import { listMemberDnw } from '../../../modules/dnw/list.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof dnw.listDnw;

/** GET /dnw/list: the caller's dnw history with the spec's filters; `playerId` is never read. */
export async function listDnwHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return listMemberDnw(ctx.db, caller, query);
}
