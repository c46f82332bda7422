import type { auth, RouteResponse } from '@baro/contracts';
import { normalizeUsername, validateUsername } from '@baro/domain';
import { findTaken } from '../../../modules/accounts/member-taken.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.checkUsername;

/**
 * GET /user/check_username: answers only for a well-formed username nobody on the site holds, in the
 * spelling signup will store ("Kim01" is checked, and answered, as "kim01").
 */
export async function checkUsernameHandler({
  ctx,
  query,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const username = normalizeUsername(query.username);
  const valid = validateUsername(username);
  if (!valid.ok) return reject(valid.code);
  const taken = await findTaken(ctx.db, site.id, { username });
  if (taken !== undefined) return taken;
  return { username, available: true };
}
