import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/api-client.ts';
import { betResultMessage } from './bet-result.ts';
import { applyBetEvent, applyRoundEvent, withBetEvent, withRoundEvent } from './round-cache.ts';
import { currentRoundQuery, myOptionBetsQuery, recentRoundsQuery, roundQuery } from './round-queries.ts';
import { bet, round30 } from './round-test-kit.ts';

// The factories only use the client inside queryFn; the keys are what these tests exercise.
const api = {} as ApiClient;

describe('round events into the current pair', () => {
  it('takes a newer opened round as the betting one and moves a locked one to live', () => {
    const first = round30(0);
    const next = round30(1);
    let rounds = withRoundEvent({ current: first, live: null }, { type: 'ROUND_OPEN', round: next });
    expect(rounds.current?.id).toBe(next.id);
    const locked = { ...first, lockTick: { source: 'binance', at: first.lockAt, price: '64000.5' } };
    rounds = withRoundEvent({ current: first, live: null }, { type: 'ROUND_LOCK', round: locked });
    expect(rounds).toEqual({ current: null, live: locked });
  });

  it('ignores an older open and clears the live round when it settles', () => {
    const older = round30(0);
    const newer = round30(1);
    expect(withRoundEvent({ current: newer, live: null }, { type: 'ROUND_OPEN', round: older }).current).toBe(
      newer,
    );
    const settled = { ...older, status: 1 as const, result: 'B' as const };
    expect(withRoundEvent({ current: newer, live: older }, { type: 'ROUND_SETTLE', round: settled })).toEqual(
      {
        current: newer,
        live: null,
      },
    );
  });

  it('puts a settled round in front of the recent strip and in its detail cache', () => {
    const queryClient = new QueryClient();
    const older = round30(0, { status: 3, voidReason: 'EQUAL_PRICES' });
    const live = round30(1);
    queryClient.setQueryData(currentRoundQuery(api, 7).queryKey, { current: round30(2), live });
    queryClient.setQueryData(recentRoundsQuery(api, 7).queryKey, [older]);
    const settled = { ...live, status: 1 as const, result: 'S' as const };
    applyRoundEvent(queryClient, api, { type: 'ROUND_SETTLE', round: settled });
    expect(queryClient.getQueryData(recentRoundsQuery(api, 7).queryKey)?.map((r) => r.id)).toEqual([
      101, 100,
    ]);
    expect(queryClient.getQueryData(currentRoundQuery(api, 7).queryKey)?.live).toBeNull();
    expect(queryClient.getQueryData(roundQuery(api, 101).queryKey)?.result).toBe('S');
  });
});

describe('bet events into the open bets', () => {
  it('replaces a placed bet by id (its stake is the round total) and drops a settled one', () => {
    const first = bet({ point: '10000' });
    const added = bet({ point: '30000' });
    expect(withBetEvent([first], { type: 'BET_PLACED', seq: 1, bet: added })).toEqual([added]);
    expect(withBetEvent([added], { type: 'BET_SETTLED', seq: 2, bet: { ...added, status: 1 } })).toEqual([]);
  });

  it('updates the cached open bets of the option', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(myOptionBetsQuery(api, 7).queryKey, []);
    applyBetEvent(queryClient, api, { type: 'BET_PLACED', seq: 1, bet: bet() });
    expect(queryClient.getQueryData(myOptionBetsQuery(api, 7).queryKey)).toHaveLength(1);
  });
});

describe('result toast', () => {
  it('says what the member got back', () => {
    expect(betResultMessage(bet({ status: 1, resultPoint: '19500' }))).toEqual({
      message: '적중! 19,500원 지급',
      tone: 'success',
    });
    expect(betResultMessage(bet({ status: 2, resultPoint: '0' })).message).toBe('미적중: -10,000원');
    expect(betResultMessage(bet({ status: 3, resultPoint: '10000' })).message).toBe(
      '무효 회차: 10,000원 환불',
    );
  });
});
