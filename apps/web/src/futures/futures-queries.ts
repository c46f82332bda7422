import * as futures from '@baro/contracts/manifest/futures';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { MEMBER_QUERY_ROOT } from '../queries/member-queries.ts';

// The member's futures data, one query-options factory per call. Keys start with the member root, so
// signing out drops them; socket events (futures-events.ts) edit the open lists in place.

export const FUTURES_QUERY_KEY = [MEMBER_QUERY_ROOT, 'futures'] as const;

/** History pages are this long; "더보기" reads the next. */
export const FUTURES_HISTORY_PAGE_SIZE = 20;

/** The member's open positions on one option (GET /futures/history/open_position). */
export function openPositionsQuery(api: ApiClient, futuresOptionId: number) {
  return queryOptions({
    queryKey: [...FUTURES_QUERY_KEY, 'positions', futuresOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(futures.listOpenPositions, { query: { futuresOptionId }, signal })),
  });
}

/** The member's resting orders on one option (GET /futures/history/open_order). */
export function openOrdersQuery(api: ApiClient, futuresOptionId: number) {
  return queryOptions({
    queryKey: [...FUTURES_QUERY_KEY, 'open-orders', futuresOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(futures.listOpenOrders, { query: { futuresOptionId }, signal })),
  });
}

/**
 * Filled and cancelled orders, newest first, `size` of them (GET /futures/history/list), on one
 * option or, without one, on all (the wallet's trade history).
 */
export function orderHistoryQuery(api: ApiClient, futuresOptionId: number | undefined, size: number) {
  return queryOptions({
    queryKey: [...FUTURES_QUERY_KEY, 'history', futuresOptionId ?? 'all', size],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(futures.listOrderHistory, {
          query: { futuresOptionId, page: 1, size },
          signal,
        }),
      ),
  });
}

/** The member's funding payments and receipts (newest first), on one option or all. */
export function fundingHistoryQuery(api: ApiClient, futuresOptionId: number | undefined, size: number) {
  return queryOptions({
    queryKey: [...FUTURES_QUERY_KEY, 'funding', futuresOptionId ?? 'all', size],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(futures.listFundingHistory, {
          query: { futuresOptionId, page: 1, size },
          signal,
        }),
      ),
  });
}

/** Every open position of the member, on all options (the asset screen's FUTURES equity). */
export function allOpenPositionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...FUTURES_QUERY_KEY, 'positions', 'all'],
    queryFn: async ({ signal }) => unwrap(await api.call(futures.listOpenPositions, { query: {}, signal })),
  });
}

/** The leverage and margin type last set on the option (GET /futures/history/last_leverage). */
export function lastLeverageQuery(api: ApiClient, futuresOptionId: number) {
  return queryOptions({
    queryKey: [...FUTURES_QUERY_KEY, 'leverage', futuresOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(futures.getLastLeverage, { query: { futuresOptionId }, signal })),
  });
}

/** The largest order the balance pays for at a leverage, and the tier's cap (GET /futures/order/qty_per). */
export function maxQtyQuery(api: ApiClient, futuresOptionId: number, leverage: number) {
  return queryOptions({
    queryKey: [...FUTURES_QUERY_KEY, 'qty-per', futuresOptionId, leverage],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(futures.getMaxQty, { query: { futuresOptionId, leverage }, signal })),
    staleTime: 5_000,
  });
}
