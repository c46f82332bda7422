import * as copytrade from '@baro/contracts/manifest/copytrade';
import type { traderSort } from '@baro/contracts/routes/copytrade';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { MEMBER_QUERY_ROOT } from '../queries/member-queries.ts';

// The copy-trading reads, one query-options factory per call. Keys start with the member root, so
// signing out drops them (the leaderboard too: a guest never reaches these screens).

export const COPYTRADE_QUERY_KEY = [MEMBER_QUERY_ROOT, 'copytrade'] as const;

/** The leaderboard's orderings (the contract's `traderSort`). */
export type TraderSort = z.infer<typeof traderSort>;

export interface LeaderboardFilter {
  readonly sort: TraderSort;
  readonly name: string;
  readonly hideFull: boolean;
}

/** Lists are this long; the leaderboard and the histories show the first page. */
export const COPYTRADE_PAGE_SIZE = 50;

/** One page of the leaderboard (GET /copytrade/trader/list). */
export function tradersQuery(api: ApiClient, filter: LeaderboardFilter) {
  const name = filter.name.trim();
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'traders', filter.sort, name, filter.hideFull],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(copytrade.listTraders, {
          query: {
            sort: filter.sort,
            name: name === '' ? undefined : name,
            isHideFull: filter.hideFull ? true : undefined,
            page: 1,
            size: COPYTRADE_PAGE_SIZE,
          },
          signal,
        }),
      ),
  });
}

/** A trader's profile by id (GET /copytrade/trader?id=). */
export function traderQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'trader', id],
    queryFn: async ({ signal }) => unwrap(await api.call(copytrade.getTrader, { query: { id }, signal })),
  });
}

/** The caller's own trader profile, or null when the caller is not a trader (GET /copytrade/trader). */
export function myTraderProfileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'trader', 'me'],
    queryFn: async ({ signal }) => unwrap(await api.call(copytrade.getTrader, { query: {}, signal })),
  });
}

export type ChartDays = '7' | '30' | '90';

/** A trader's daily pnl and cumulative ROI over the last `days` (GET /copytrade/trader/chart). */
export function traderChartQuery(api: ApiClient, id: number, days: ChartDays) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'chart', id, days],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(copytrade.getTraderChart, { query: { id, days }, signal })),
  });
}

/** A trader's open positions when the trader shares them (GET /copytrade/trader/positions). */
export function traderPositionsQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'positions', id],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(copytrade.listTraderPositions, { query: { id }, signal })),
  });
}

/** The caller's current follow and its settings, or null (GET /copytrade/follower/my_trader_follower). */
export function myFollowQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'my-follow'],
    queryFn: async ({ signal }) => unwrap(await api.call(copytrade.getMyFollow, { signal })),
  });
}

/** The caller's follower summary (GET /copytrade/follower). */
export function followerSummaryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'summary'],
    queryFn: async ({ signal }) => unwrap(await api.call(copytrade.getFollowerSummary, { signal })),
  });
}

/** The caller's open copies (GET /copytrade/history/follower/open). */
export function openCopiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'open-copies'],
    queryFn: async ({ signal }) => unwrap(await api.call(copytrade.listFollowerOpen, { signal })),
  });
}

/** The caller's closed and skipped copies, newest first (GET /copytrade/history/follower/list). */
export function copyHistoryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'copy-history'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(copytrade.listFollowerHistory, {
          query: { page: 1, size: COPYTRADE_PAGE_SIZE },
          signal,
        }),
      ),
  });
}

/** The followers of the caller's trader account (GET /copytrade/follower/list). */
export function myFollowersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'followers'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(copytrade.listMyFollowers, { query: { page: 1, size: COPYTRADE_PAGE_SIZE }, signal }),
      ),
  });
}

/** The open copies the caller's followers hold (GET /copytrade/history/trader/my_open_follower_history). */
export function followerCopiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'follower-copies'],
    queryFn: async ({ signal }) => unwrap(await api.call(copytrade.listTraderFollowerOpen, { signal })),
  });
}

/** The profit shares the caller's trader account earned (GET /copytrade/history/trader/fee_history). */
export function profitSharesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...COPYTRADE_QUERY_KEY, 'profit-shares'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(copytrade.listProfitShares, { query: { page: 1, size: COPYTRADE_PAGE_SIZE }, signal }),
      ),
  });
}

/** After a follow, an unfollow, a removal or a close: every copy-trading read is read again. */
export function refreshCopyTrade(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: COPYTRADE_QUERY_KEY });
}
