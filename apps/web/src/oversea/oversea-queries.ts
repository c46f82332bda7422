import * as oversea from '@baro/contracts/manifest/oversea';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { MEMBER_QUERY_ROOT } from '../queries/member-queries.ts';

// The member's overseas data, one query-options factory per call. Keys start with the member root,
// so signing out drops them; socket events (oversea-events.ts) edit the open lists in place.

export const OVERSEA_QUERY_KEY = [MEMBER_QUERY_ROOT, 'oversea'] as const;

/** History and daily-profit pages are this long. */
export const OVERSEA_HISTORY_PAGE_SIZE = 20;

/** The member's open positions on one option (GET /oversea/history/open_position). */
export function overseaPositionsQuery(api: ApiClient, overseaOptionId: number) {
  return queryOptions({
    queryKey: [...OVERSEA_QUERY_KEY, 'positions', overseaOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(oversea.listOpenOverseaPositions, { query: { overseaOptionId }, signal })),
  });
}

/** Where every open position of the member, on all options, is kept. */
export const ALL_POSITIONS_KEY = [...OVERSEA_QUERY_KEY, 'positions', 'all'] as const;

/** How often open positions are read again for the server's pnl at its latest price. */
export const POSITION_REFRESH_MS = 5_000;

/**
 * Every open position of the member, on all options: the losscut gauge and the asset page count
 * them all. The server pushes its figures when it decides something, not on every tick, so while
 * positions are open they are read again every `POSITION_REFRESH_MS` for its pnl at its latest price.
 */
export function allOverseaPositionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ALL_POSITIONS_KEY,
    queryFn: async ({ signal }) =>
      unwrap(await api.call(oversea.listOpenOverseaPositions, { query: {}, signal })),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? POSITION_REFRESH_MS : false),
  });
}

/** The member's resting orders on one option (GET /oversea/history/open_order). */
export function overseaOrdersQuery(api: ApiClient, overseaOptionId: number) {
  return queryOptions({
    queryKey: [...OVERSEA_QUERY_KEY, 'open-orders', overseaOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(oversea.listOpenOverseaOrders, { query: { overseaOptionId }, signal })),
  });
}

/** Where every page of the order history is kept, of one option or of all. */
export const OVERSEA_HISTORY_KEY = [...OVERSEA_QUERY_KEY, 'history'] as const;

/**
 * The first `size` filled and cancelled orders, newest first, on one option or on all of them
 * (GET /oversea/history/list).
 */
export function overseaHistoryQuery(api: ApiClient, overseaOptionId: number | undefined, size: number) {
  return queryOptions({
    queryKey: [...OVERSEA_HISTORY_KEY, overseaOptionId ?? 'all', size],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(oversea.listOverseaHistory, {
          query: { overseaOptionId, page: 1, size },
          signal,
        }),
      ),
  });
}

/** Realised pnl per KST trading day over all options (GET /oversea/history/daily_profit). */
export function overseaDailyProfitQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...OVERSEA_QUERY_KEY, 'daily-profit'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(oversea.listOverseaDailyProfit, {
          query: { page: 1, size: OVERSEA_HISTORY_PAGE_SIZE },
          signal,
        }),
      ),
  });
}

/** The overnight requests of the member's open positions, with their required margins (GET /oversea/overnight). */
export function overnightQuery(api: ApiClient, playerId: number) {
  return queryOptions({
    queryKey: [...OVERSEA_QUERY_KEY, 'overnight'],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(oversea.listOvernight, { query: { playerId }, signal })),
  });
}
