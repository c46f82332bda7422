import * as dnw from '@baro/contracts/manifest/dnw';
import * as site from '@baro/contracts/manifest/site';
import * as wallet from '@baro/contracts/manifest/wallet';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { MEMBER_QUERY_ROOT } from '../queries/member-queries.ts';

// One query-options factory per wallet resource. The member's own data starts with
// MEMBER_QUERY_ROOT, so logout drops it with everything else of theirs.

/** The key every query of the member's wallets and requests starts with. */
export const WALLET_QUERY_KEY = [MEMBER_QUERY_ROOT, 'wallet'] as const;

/** The member's wallets keyed by wallet type (GET /wallet/my); `/user/queue/point` keeps it current. */
export function myWalletsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'my'],
    queryFn: async ({ signal }) => unwrap(await api.call(wallet.getMyWallets, { signal })),
  });
}

/** Every published rate of the site (GET /dnw/get_exchange_rate_map), for totals and quotes. */
export function exchangeRateMapQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'rate-map'],
    queryFn: async ({ signal }) => unwrap(await api.call(dnw.getExchangeRateMap, { signal })),
    staleTime: 15_000,
  });
}

/** Deposit and withdrawal settings, the deposit bank account and the wallet tab status (GET /site_info/dnw). */
export function dnwSettingsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'dnw-settings'],
    queryFn: async ({ signal }) => unwrap(await api.call(site.dnwSettings, { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The site's fees, withdrawal fee per coin among them (GET /fee.json). */
export function feeTableQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'fees'],
    queryFn: async ({ signal }) => unwrap(await api.call(site.fees, { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The filters of the member's deposit and withdrawal history (GET /dnw/list). */
export interface DnwHistoryFilter {
  readonly typeStrs?: string;
  readonly statusStrs?: string;
  readonly walletTypeStrs?: string;
  readonly startDate?: string;
  readonly endDate?: string;
}

export const DNW_HISTORY_PAGE_SIZE = 20;

/** The key every history list starts with, to read them again after a request changed. */
export const DNW_HISTORY_KEY = [...WALLET_QUERY_KEY, 'history'] as const;

/** The history as pages of 20, newest first, for a list that loads more as the member asks. */
export function dnwHistoryQuery(api: ApiClient, filter: DnwHistoryFilter) {
  return infiniteQueryOptions({
    queryKey: [...DNW_HISTORY_KEY, filter],
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.call(dnw.listDnw, {
          query: { resultType: 'PAGE', page: pageParam, size: DNW_HISTORY_PAGE_SIZE, ...filter },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** The member's latest P2P request, to prefill the form (GET /dnw/p2p/latest). */
export function latestP2pQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'p2p-latest'],
    queryFn: async ({ signal }) => unwrap(await api.call(dnw.getLatestP2p, { signal })),
  });
}

/** A coin wallet's deposit address, opened on first use (POST /wallet/temp-generate answers the same one each time). */
export function depositAddressQuery(api: ApiClient, coin: string) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'deposit-address', coin],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(wallet.generateTempWallet, { body: { coinName: coin }, signal })).address,
    staleTime: Infinity,
  });
}
