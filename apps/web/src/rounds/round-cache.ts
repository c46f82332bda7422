import type { Bet, TradeRound } from '@baro/contracts/routes/binary';
import type { TradeEvent, TradeRoundTopicEvent } from '@baro/contracts/sockets/rounds';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import {
  MY_BET_HISTORY_KEY,
  currentRoundQuery,
  myOptionBetsQuery,
  recentRoundsQuery,
  roundQuery,
} from './round-queries.ts';

// Socket events into the query cache: each event carries the whole round or bet, so rows are
// replaced, never refetched. Pure functions first (tested on their own), then their application.

export interface CurrentRounds {
  current: TradeRound | null;
  live: TradeRound | null;
}

/** How many settled rounds the strip keeps (the server's recent list is about as long). */
export const RECENT_ROUNDS_KEPT = 30;

function later(a: TradeRound, b: TradeRound | null): boolean {
  return b === null || Date.parse(a.openAt) > Date.parse(b.openAt);
}

/** The betting/live pair after a round event of the same option. */
export function withRoundEvent(rounds: CurrentRounds, event: TradeRoundTopicEvent): CurrentRounds {
  const { round } = event;
  switch (event.type) {
    case 'ROUND_OPEN':
      return later(round, rounds.current) ? { ...rounds, current: round } : rounds;
    case 'ROUND_LOCK':
      return {
        current: rounds.current?.id === round.id ? null : rounds.current,
        live: later(round, rounds.live) || rounds.live?.id === round.id ? round : rounds.live,
      };
    case 'ROUND_SETTLE':
      return rounds.live?.id === round.id ? { ...rounds, live: null } : rounds;
  }
}

/** The recent strip with a settled round in front (once, newest first). */
export function withSettledRound(recent: readonly TradeRound[], round: TradeRound): TradeRound[] {
  return [round, ...recent.filter((item) => item.id !== round.id)].slice(0, RECENT_ROUNDS_KEPT);
}

/** The member's open bets after a bet event: a placed bet replaces its row, a settled one leaves. */
export function withBetEvent(bets: readonly Bet[], event: TradeEvent): Bet[] {
  const others = bets.filter((bet) => bet.id !== event.bet.id);
  return event.type === 'BET_PLACED' ? [event.bet, ...others] : others;
}

export function applyRoundEvent(queryClient: QueryClient, api: ApiClient, event: TradeRoundTopicEvent): void {
  const { round } = event;
  queryClient.setQueryData(currentRoundQuery(api, round.tradeOptionId).queryKey, (rounds) =>
    rounds === undefined ? undefined : withRoundEvent(rounds, event),
  );
  queryClient.setQueryData(roundQuery(api, round.id).queryKey, round);
  if (event.type === 'ROUND_SETTLE') {
    queryClient.setQueryData(recentRoundsQuery(api, round.tradeOptionId).queryKey, (recent) =>
      recent === undefined ? undefined : withSettledRound(recent, round),
    );
  }
}

export function applyBetEvent(queryClient: QueryClient, api: ApiClient, event: TradeEvent): void {
  queryClient.setQueryData(myOptionBetsQuery(api, event.bet.tradeOptionId).queryKey, (bets) =>
    bets === undefined ? undefined : withBetEvent(bets, event),
  );
  void queryClient.invalidateQueries({ queryKey: MY_BET_HISTORY_KEY });
}
