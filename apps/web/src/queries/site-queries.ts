import * as site from '@baro/contracts/manifest/site';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';

/** The site this build serves, looked up by its code: the app's first call (spec §4 start-up). */
export function siteInfoQuery(api: ApiClient, siteCode: string) {
  return queryOptions({
    queryKey: ['site', 'info', siteCode],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(site.infoByCode, { query: { code: siteCode }, signal })),
    staleTime: Infinity,
  });
}

/** The banks a member may name for payouts (GET /banklist). */
export function bankListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'banks'],
    queryFn: async ({ signal }) => unwrap(await api.call(site.bankList, { signal })),
    staleTime: Infinity,
  });
}
