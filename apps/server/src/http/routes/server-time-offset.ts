import type { RouteResponse, binary as binaryArea } from '@baro/contracts';
import type { Rejection } from '../../core/rejection.ts';
import type { HandlerInput } from '../router.ts';

type Route = typeof binaryArea.getServerTimeOffset;

/**
 * GET /server_time_offset {ms}: the server clock decides bet cut-off (DOMAIN.md §2), so the client
 * shifts its countdowns by this offset. The network delay is in it; the client halves its round trip.
 */
export function serverTimeOffsetHandler({
  ctx,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const serverTimeMs = ctx.clock.nowMs();
  return Promise.resolve({ serverTimeMs, offsetMs: serverTimeMs - query.ms });
}
