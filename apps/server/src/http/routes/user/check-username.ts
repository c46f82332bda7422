import type { auth, RouteResponse } from '@baro/contracts';
import { validateUsername } from '@baro/domain';
import { findTaken } from '../../../modules/accounts/signup.ts';
import { reject } from '../../rejection.ts';
import type { Rejection } from '../../rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.checkUsername;

/** GET /user/check_username: answers only for a well-formed username nobody on the site holds. */
export async function checkUsernameHandler({
  ctx,
  query,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const valid = validateUsername(query.username);
  if (!valid.ok) return reject(valid.code);
  const taken = await findTaken(ctx.db, site.id, { username: query.username });
  if (taken !== undefined) return taken;
  return { username: query.username, available: true };
}
