import * as binary from '@baro/contracts/manifest/binary';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { MEMBER_QUERY_ROOT } from '../queries/member-queries.ts';
import { offsetFrom } from './round-clock.ts';

// One query-options factory per rounds resource. Rounds are the same for everyone ('rounds' root);
// the member's bets sit under the member root, so logout drops them with the rest of the member.

export const ROUNDS_QUERY_ROOT = 'rounds';
const MY_BETS = [MEMBER_QUERY_ROOT, 'binary-bets'] as const;

/** Server minus client clock, measured once per screen mount (and again on reconnect). */
export function serverOffsetQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [ROUNDS_QUERY_ROOT, 'server-offset'],
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const answer = unwrap(await api.call(binary.getServerTimeOffset, { query: { ms: sentAt }, signal }));
      return offsetFrom(sentAt, Date.now(), answer.serverTimeMs);
    },
    staleTime: Infinity,
  });
}

/** The round taking bets and the live one (GET /trade/game/current); the topic keeps it current. */
export function currentRoundQuery(api: ApiClient, tradeOptionId: number) {
  return queryOptions({
    queryKey: [ROUNDS_QUERY_ROOT, 'current', tradeOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(binary.getCurrentRound, { query: { tradeOptionId }, signal })),
  });
}

/** The latest settled rounds, newest first (GET /trade/game/recent), for the results strip. */
export function recentRoundsQuery(api: ApiClient, tradeOptionId: number) {
  return queryOptions({
    queryKey: [ROUNDS_QUERY_ROOT, 'recent', tradeOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(binary.listRecentRounds, { query: { tradeOptionId }, signal })),
  });
}

/** One round with its deciding ticks (GET /trade/game/round). */
export function roundQuery(api: ApiClient, tradeRoundId: number) {
  return queryOptions({
    queryKey: [ROUNDS_QUERY_ROOT, 'round', tradeRoundId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(binary.getRound, { query: { tradeRoundId }, signal })),
  });
}

/** The latest bets of everyone on the option, nicks masked (GET /trade/history/recent_all_history). */
export function recentBetsOfAllQuery(api: ApiClient, tradeOptionId: number) {
  return queryOptions({
    queryKey: [ROUNDS_QUERY_ROOT, 'recent-all', tradeOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(binary.listRecentBetsOfAll, { query: { tradeOptionId }, signal })),
    refetchInterval: 5_000,
  });
}

/** The member's unsettled bets on the option: the betting and the live round. */
export function myOptionBetsQuery(api: ApiClient, tradeOptionId: number) {
  return queryOptions({
    queryKey: [...MY_BETS, 'option', tradeOptionId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(binary.listMyOptionBets, { query: { tradeOptionId }, signal })),
  });
}

export const HISTORY_PAGE_SIZE = 20;

/** The member's bets on the option, newest first, a page at a time (GET /trade/history/list). */
export function myBetHistoryQuery(api: ApiClient, tradeOptionId: number | undefined) {
  return infiniteQueryOptions({
    queryKey: [...MY_BETS, 'history', tradeOptionId ?? 'all'],
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.call(binary.listMyBets, {
          query: { resultType: 'PAGE', page: pageParam, size: HISTORY_PAGE_SIZE, tradeOptionId },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
}

/** Every history list of the member, read again when a bet settles. */
export const MY_BET_HISTORY_KEY = [...MY_BETS, 'history'] as const;
