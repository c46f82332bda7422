import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../support/seed-site.ts';
import { insertTradeOption, L, openRoundsFixture, T0 } from './rounds-fixture.ts';
import type { Member, RoundsFixture } from './rounds-fixture.ts';

// The read calls of spec §7 over rounds that really ran: two settled rounds (a buy win, then a void),
// one live round and one taking bets, on the fixture's site, and another site's option beside them.

let f: RoundsFixture;
let kim: Member;
let lee: Member;
let otherOption: number;
const ids: Record<'won' | 'voided' | 'live' | 'current', number> = { won: 0, voided: 0, live: 0, current: 0 };

async function roundId(openAtMs: number): Promise<number> {
  return (await f.roundAt(openAtMs))!.id;
}

beforeAll(async () => {
  f = await openRoundsFixture();
  kim = await f.member();
  lee = await f.member();
  const other = await insertSite(f.t.db, { type: '000001' });
  otherOption = await insertTradeOption(f.t.db, other.id);
  const clock = f.roundClock();
  const step = async (toMs: number) => {
    f.clock.advanceMs(toMs - f.clock.nowMs());
    await clock.runDue();
  };
  await step(T0 + 1_000);
  ids.won = await roundId(T0);
  await f.bet(kim, { tradeRoundId: ids.won, type: 'B', point: '10000' });
  await f.bet(lee, { tradeRoundId: ids.won, type: 'S', point: '2000' });
  await step(T0 + L - 2_000);
  ids.voided = await roundId(T0 + L);
  // Each round's close is the next one's lock: up (the buy wins), then flat (void).
  f.tick(650_000, T0 + L);
  await step(T0 + L + 1_000);
  await f.bet(kim, { tradeRoundId: ids.voided, type: 'S', point: '3000' });
  await step(T0 + 2 * L - 2_000);
  ids.live = await roundId(T0 + 2 * L);
  f.tick(650_500, T0 + 2 * L);
  await step(T0 + 2 * L + 1_000);
  await f.bet(lee, { tradeRoundId: ids.live, type: 'B', point: '4000' });
  await step(T0 + 3 * L - 2_000);
  ids.current = await roundId(T0 + 3 * L);
  f.tick(650_500, T0 + 3 * L);
  await step(T0 + 3 * L + 1_500);
});
afterAll(async () => {
  await f.close();
});

describe('rounds', () => {
  it('/trade/game/current answers the round taking bets and the live one', async () => {
    const answer = (await f.get('/trade/game/current', { tradeOptionId: f.optionId })).json<{
      current: { id: number; status: number };
      live: { id: number; status: number; lockTick: { price: string } };
    }>();
    expect(answer.current).toMatchObject({ id: ids.current, status: 0 });
    expect(answer.live).toMatchObject({ id: ids.live, status: 0, lockTick: { price: '65050.0' } });
  });

  it('/trade/game/recent answers the settled rounds, newest first', async () => {
    const answer = (await f.get('/trade/game/recent', { tradeOptionId: f.optionId })).json<object[]>();
    expect(answer).toEqual([
      expect.objectContaining({ id: ids.voided, status: 3, result: null, voidReason: 'EQUAL_PRICES' }),
      expect.objectContaining({ id: ids.won, status: 1, result: 'B', voidReason: null }),
    ]);
  });

  it('/trade/game/round/list lists by status 1,2, by play state and by KST day', async () => {
    const byStatus = await f.get('/trade/game/round/list', { tradeOptionId: f.optionId, statusStrs: '1,2' });
    expect(byStatus.json()).toMatchObject({ totalElements: 1, content: [{ id: ids.won }] });
    const inPlay = await f.get('/trade/game/round/list', { tradeOptionId: f.optionId, isPlayStrs: '1' });
    expect(inPlay.json<{ content: { id: number }[] }>().content.map((round) => round.id)).toEqual([
      ids.current,
      ids.live,
    ]);
    // T0 is 10:00 KST on 2026-11-25.
    const day = await f.get('/trade/game/round/list', {
      tradeOptionId: f.optionId,
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      size: 2,
      page: 2,
    });
    expect(day.json()).toMatchObject({
      totalElements: 4,
      totalPages: 2,
      page: 2,
      content: [{ id: ids.voided }, { id: ids.won }],
    });
    const dayBefore = await f.get('/trade/game/round/list', {
      tradeOptionId: f.optionId,
      endDate: '2026-11-24',
    });
    expect(dayBefore.json()).toMatchObject({ totalElements: 0 });
  });

  it('/trade/round/summary/daily counts the settled rounds of a KST day by result', async () => {
    const answer = await f.get('/trade/round/summary/daily', {
      tradeOptionId: f.optionId,
      date: '2026-11-25',
    });
    expect(answer.json()).toEqual({
      tradeOptionId: f.optionId,
      date: '2026-11-25',
      roundCount: 2,
      buyWinCount: 1,
      sellWinCount: 0,
      voidCount: 1,
    });
  });

  it('/public/trade_round answers the round taking bets per option of the listed stocks', async () => {
    const answer = await f.get('/public/trade_round', { stockListStrs: 'BTCUSDT,ETHUSDT' });
    expect(answer.json()).toEqual([
      expect.objectContaining({ id: ids.current, stock: 'BTCUSDT', type: 'R.5' }),
    ]);
  });

  it("answers another site's option and round as if they did not exist", async () => {
    await f.roundClock(otherOption).runDue();
    const foreign = (await f.roundAt(T0 + 3 * L, otherOption))!.id;
    expect((await f.get('/trade/game/round', { tradeRoundId: foreign })).json()).toMatchObject({
      code: 'ROUND_NOT_FOUND',
    });
    for (const path of ['/trade/game/current', '/trade/game/recent', '/trade/history/recent_all_history']) {
      expect((await f.get(path, { tradeOptionId: otherOption })).statusCode).toBe(404);
    }
  });
});

describe("a member's bets", () => {
  it('/trade/history/current answers only the caller’s bet on the round', async () => {
    const mine = await f.get('/trade/history/current', { tradeRoundId: ids.won }, kim.token);
    expect(mine.json()).toEqual([
      expect.objectContaining({ type: 'B', point: '10000', status: 1, resultPoint: '19500' }),
    ]);
    const theirs = await f.get('/trade/history/current', { tradeRoundId: ids.won }, lee.token);
    expect(theirs.json()).toEqual([
      expect.objectContaining({ type: 'S', point: '2000', status: 2, resultPoint: '0' }),
    ]);
  });

  it('/trade/history/current_for_option answers the unsettled bets only', async () => {
    expect(
      (await f.get('/trade/history/current_for_option', { tradeOptionId: f.optionId }, kim.token)).json(),
    ).toEqual([]);
    const lees = await f.get('/trade/history/current_for_option', { tradeOptionId: f.optionId }, lee.token);
    expect(lees.json()).toEqual([expect.objectContaining({ tradeRoundId: ids.live, status: 0 })]);
  });

  it('/trade/history/list filters by status and side, pages newest first, and never reads playerId', async () => {
    const all = await f.get('/trade/history/list', { playerId: lee.id }, kim.token);
    expect(
      all.json<{ content: { tradeRoundId: number }[] }>().content.map((bet) => bet.tradeRoundId),
    ).toEqual([ids.voided, ids.won]);
    const voided = await f.get('/trade/history/list', { statusStrs: '3' }, kim.token);
    expect(voided.json()).toMatchObject({
      totalElements: 1,
      content: [{ tradeRoundId: ids.voided, resultPoint: '3000' }],
    });
    const sells = await f.get('/trade/history/list', { typeStrs: 'S', tradeTypeStrs: 'R.5' }, kim.token);
    expect(sells.json()).toMatchObject({ totalElements: 1 });
    const unsigned = await f.get('/trade/history/list', {});
    expect(unsigned.statusCode).toBe(401);
  });

  it('/trade/history/recent_all_history shows everyone’s latest bets with masked nicks', async () => {
    const answer = await f.get('/trade/history/recent_all_history', { tradeOptionId: f.optionId });
    const bets =
      answer.json<{ tradeRoundId: number; roundNo: number; maskedNick: string; point: string }[]>();
    expect(bets.map((bet) => [bet.tradeRoundId, bet.point])).toEqual([
      [ids.live, '4000'],
      [ids.voided, '3000'],
      [ids.won, '2000'],
      [ids.won, '10000'],
    ]);
    expect(bets.every((bet) => /^be\*+x$/.test(bet.maskedNick))).toBe(true);
    // Each bet names its round's number within the option, as the round itself reads it.
    for (const bet of bets) {
      const round = await f.get('/trade/game/round', { tradeRoundId: bet.tradeRoundId }, kim.token);
      expect(round.json<{ roundNo: number }>().roundNo).toBe(bet.roundNo);
    }
  });
});
