import * as auth from '@baro/contracts/manifest/auth';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';

/** Everything cached for the signed-in member starts with this key, so logout drops it in one go. */
export const MEMBER_QUERY_ROOT = 'member';

/** The signed-in member with every wallet (GET /me). */
export function meQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'me'],
    queryFn: async ({ signal }) => unwrap(await api.call(auth.me, { signal })),
  });
}
