import { fillDestination, pointQueue, tradeQueue, tradeRoundTopic } from '@baro/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { insertTradeOption, L, openRoundsFixture, payloadsTo, T0 } from './rounds-fixture.ts';
import type { Member, RoundsFixture } from './rounds-fixture.ts';

// The round clock over a real database (DOMAIN.md §2): opening on boundaries, lock and close ticks,
// settlement of a whole round, voids, restarts and two clocks at once. Time and ticks are driven by
// hand; BTCUSDT prices are in units of 0.1 USDT (650000 is 65,000.0).

let f: RoundsFixture;

beforeEach(async () => {
  f = await openRoundsFixture();
});
afterEach(async () => {
  await f.close();
});

/** What the option's rounds topic carried, parsed. */
function roundEvents(): unknown[] {
  return payloadsTo(f.published, fillDestination(tradeRoundTopic, { tradeOptionId: f.optionId }));
}

function at(ms: number): string {
  return new Date(ms).toISOString();
}

/** A bet's postings: dnw type, amount, and the kinds of the accounts it moved between. */
async function postingsOf(betId: number) {
  const rows = await f.t.db.query<{ dnw_type: string | null; amount: string; moved: string }>(
    `SELECT p.dnw_type, p.amount::text AS amount, d.kind || ' → ' || c.kind AS moved
     FROM ledger_posting p JOIN ledger_account d ON d.id = p.debit_account_id
       JOIN ledger_account c ON c.id = p.credit_account_id
     WHERE p.ref = $1 ORDER BY p.id`,
    [`bet:${betId}`],
  );
  return rows.rows.map((row) => [row.dnw_type, row.amount, row.moved]);
}

/** What a round's settlement left to the house (negative: what the house paid in), and in escrow. */
async function houseAndEscrowOf(roundId: number) {
  const rows = await f.t.db.query<{ house: string; escrow: string }>(
    `SELECT COALESCE(SUM(CASE WHEN c.kind = 'HOUSE' THEN p.amount ELSE -p.amount END), 0)::text AS house,
       (SELECT SUM(balance)::text FROM ledger_account WHERE kind = 'BET_ESCROW') AS escrow
     FROM ledger_posting p JOIN ledger_account c ON c.id = p.credit_account_id
     WHERE p.ref = $1`,
    [`round:${roundId}`],
  );
  return rows.rows[0];
}

async function placeOn(member: Member, roundId: number, type: 'B' | 'S', point: string): Promise<number> {
  const answer = await f.bet(member, { tradeRoundId: roundId, type, point });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ id: number }>().id;
}

describe('the round clock', () => {
  it("opens the round taking bets on its boundary, announces it on its site's topic, and the next one 2 s early", async () => {
    const clock = f.roundClock();
    await clock.runDue();
    expect(await f.roundAt(T0)).toMatchObject({ phase: 'OPEN' });
    expect(await f.roundAt(T0 + L)).toBeUndefined();
    expect(roundEvents()).toMatchObject([
      {
        type: 'ROUND_OPEN',
        round: {
          tradeOptionId: f.optionId,
          openAt: at(T0),
          betCloseAt: at(T0 + L - 3_000),
          lockAt: at(T0 + L),
          closeAt: at(T0 + 2 * L),
          payout: '1.95',
          status: 0,
          lockTick: null,
        },
      },
    ]);
    expect(f.published[0]?.destination).toBe(`/topic/trade_round/${f.optionId}`);
    expect(f.published[0]?.target).toEqual({
      kind: 'site',
      siteId: f.site.id,
      params: { tradeOptionId: f.optionId },
    });
    f.clock.advanceMs(L - 3_000);
    await clock.runDue();
    expect(await f.roundAt(T0 + L)).toMatchObject({ phase: 'OPEN' });
  });

  it('locks with the last tick at or before the lock instant, and records its feed and time', async () => {
    const clock = f.roundClock();
    await clock.runDue();
    f.tick(650_000, T0 + 29_500);
    f.tick(650_010, T0 + L);
    f.tick(650_020, T0 + L + 400);
    // One millisecond before the grace after the lock: ticks stamped at or before it may still come.
    f.clock.advanceMs(L - 1);
    await clock.runDue();
    expect(await f.roundAt(T0)).toMatchObject({ phase: 'OPEN' });
    f.clock.advanceMs(1);
    await clock.runDue();
    const round = await f.roundAt(T0);
    expect(round?.phase).toBe('LOCKED');
    const answer = await f.get('/trade/game/round', { tradeRoundId: round!.id });
    expect(answer.json()).toMatchObject({
      status: 0,
      lockTick: { source: 'simulated', at: at(T0 + L), price: '65001.0' },
      closeTick: null,
      result: null,
    });
    const locks = roundEvents().filter((event) => (event as { type: string }).type === 'ROUND_LOCK');
    expect(locks).toHaveLength(1);
  });

  it('settles a whole round: buy wins ×1.95 rounded down, sell loses, the stakes leave gameWaitPoint', async () => {
    const [kim, lee, park] = [await f.member(), await f.member(), await f.member()];
    const clock = f.roundClock();
    await clock.runDue();
    const round = (await f.roundAt(T0))!;
    const kimBet = await placeOn(kim, round.id, 'B', '10000');
    const leeBet = await placeOn(lee, round.id, 'S', '20000');
    const parkBet = await placeOn(park, round.id, 'B', '1001');
    expect(await f.binary(kim.id)).toEqual([9_990_000n, 10_000n]);
    f.tick(650_000, T0 + L - 1_000);
    f.tick(650_100, T0 + 2 * L - 2_000);
    f.clock.advanceMs(2 * L);
    await clock.runDue();

    expect(await f.binary(kim.id)).toEqual([10_009_500n, 0n]);
    expect(await f.binary(lee.id)).toEqual([9_980_000n, 0n]);
    expect(await f.binary(park.id)).toEqual([10_000_950n, 0n]);
    const answer = await f.get('/trade/game/round', { tradeRoundId: round.id });
    expect(answer.json()).toMatchObject({
      status: 1,
      result: 'B',
      voidReason: null,
      lockTick: { at: at(T0 + L - 1_000), price: '65000.0' },
      closeTick: { source: 'simulated', at: at(T0 + 2 * L - 2_000), price: '65010.0' },
    });
    const mine = await f.get('/trade/history/current', { tradeRoundId: round.id }, kim.token);
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: kimBet, type: 'B', point: '10000', resultPoint: '19500', status: 1 }),
    ]);
    // docs/ledger-flows.md: a stake goes to the escrow at bet time; a win is paid from it (dnw C); a
    // loss needs no posting of its own: the round's remainder goes to the house.
    expect(await postingsOf(kimBet)).toEqual([
      [null, '10000', 'AVAILABLE → BET_ESCROW'],
      ['C', '19500', 'BET_ESCROW → AVAILABLE'],
    ]);
    expect(await postingsOf(leeBet)).toEqual([[null, '20000', 'AVAILABLE → BET_ESCROW']]);
    expect((await postingsOf(parkBet)).at(-1)).toEqual(['C', '1951', 'BET_ESCROW → AVAILABLE']);
    // Staked 31,001, paid 19,500 + 1,951: the house keeps 9,550 and nothing stays in escrow.
    expect(await houseAndEscrowOf(round.id)).toEqual({ house: '9550', escrow: '0' });
    expect(await checkLedgerInvariants(f.t.db)).toEqual([]);
  });

  it("tells each member their settled bet and balance, and the site's sessions the settled round", async () => {
    const kim = await f.member();
    const clock = f.roundClock();
    await clock.runDue();
    const round = (await f.roundAt(T0))!;
    await placeOn(kim, round.id, 'S', '5000');
    f.tick(650_000, T0 + L - 1_000);
    f.tick(649_900, T0 + 2 * L);
    f.clock.advanceMs(2 * L);
    await clock.runDue();
    const toKim = f.published.filter((message) => message.target.kind === 'member');
    const settled = payloadsTo(toKim, tradeQueue.destination).at(-1);
    expect(settled).toMatchObject({ type: 'BET_SETTLED', bet: { status: 1, resultPoint: '9750' } });
    expect(payloadsTo(toKim, pointQueue.destination).at(-1)).toMatchObject({
      type: 'BINARY',
      point: '10004750',
      gameWaitPoint: '0',
    });
    const topic = roundEvents();
    const settles = topic.filter((event) => (event as { type: string }).type === 'ROUND_SETTLE');
    expect(settles).toMatchObject([
      { type: 'ROUND_SETTLE', round: { id: round.id, result: 'S', status: 1 } },
    ]);
  });

  it('voids every bet when the prices are equal and gives each stake back with dnw E', async () => {
    const kim = await f.member();
    const clock = f.roundClock();
    await clock.runDue();
    const round = (await f.roundAt(T0))!;
    const bet = await placeOn(kim, round.id, 'B', '30000');
    f.tick(650_000, T0 + L - 1_000);
    f.tick(650_000, T0 + 2 * L - 100);
    f.clock.advanceMs(2 * L);
    await clock.runDue();
    expect(await f.binary(kim.id)).toEqual([10_000_000n, 0n]);
    expect((await f.get('/trade/game/round', { tradeRoundId: round.id })).json()).toMatchObject({
      status: 3,
      result: null,
      voidReason: 'EQUAL_PRICES',
    });
    expect(await postingsOf(bet)).toEqual([
      [null, '30000', 'AVAILABLE → BET_ESCROW'],
      ['E', '30000', 'BET_ESCROW → AVAILABLE'],
    ]);
    expect(await houseAndEscrowOf(round.id)).toEqual({ house: '0', escrow: '0' });
  });

  it('voids a round whose close tick is older than the 5 s gap limit, never guessing a price', async () => {
    const kim = await f.member();
    const clock = f.roundClock();
    await clock.runDue();
    const round = (await f.roundAt(T0))!;
    await placeOn(kim, round.id, 'B', '30000');
    f.tick(650_000, T0 + L - 1_000);
    f.tick(660_000, T0 + 2 * L - 5_001);
    f.clock.advanceMs(2 * L);
    await clock.runDue();
    expect((await f.get('/trade/game/round', { tradeRoundId: round.id })).json()).toMatchObject({
      status: 3,
      voidReason: 'CLOSE_TICK_MISSING',
      closeTick: null,
    });
    expect(await f.binary(kim.id)).toEqual([10_000_000n, 0n]);
  });

  it('voids a round that locked during a feed gap', async () => {
    const clock = f.roundClock();
    await clock.runDue();
    f.tick(650_000, T0 + L - 5_001);
    f.tick(660_000, T0 + 2 * L);
    f.clock.advanceMs(2 * L);
    await clock.runDue();
    const round = (await f.roundAt(T0))!;
    expect((await f.get('/trade/game/round', { tradeRoundId: round.id })).json()).toMatchObject({
      status: 3,
      voidReason: 'LOCK_TICK_MISSING',
      lockTick: null,
    });
  });
});

describe('a round clock after a restart', () => {
  it('finishes the rounds the last one left, from their stored times, and settles none twice', async () => {
    const kim = await f.member();
    const before = f.roundClock();
    await before.runDue();
    const round = (await f.roundAt(T0))!;
    const bet = await placeOn(kim, round.id, 'S', '40000');
    await before.stop();
    f.tick(650_000, T0 + L);
    f.tick(640_000, T0 + 2 * L);
    // The process was away for the lock and the close; a new clock starts from the database.
    f.clock.advanceMs(2 * L + 5_000);
    const after = f.roundClock();
    await after.runDue();
    expect(await f.roundAt(T0)).toMatchObject({ phase: 'SETTLED' });
    expect(await f.roundAt(T0 + 2 * L)).toMatchObject({ phase: 'OPEN' });
    expect(await f.binary(kim.id)).toEqual([10_038_000n, 0n]);
    await after.runDue();
    await f.roundClock().runDue();
    expect(await f.binary(kim.id)).toEqual([10_038_000n, 0n]);
    expect(await postingsOf(bet)).toEqual([
      [null, '40000', 'AVAILABLE → BET_ESCROW'],
      ['C', '78000', 'BET_ESCROW → AVAILABLE'],
    ]);
  });

  it('lets two clocks of one option run at once and still settles each bet exactly once', async () => {
    const members = await Promise.all([f.member(), f.member(), f.member(), f.member()]);
    await f.roundClock().runDue();
    const round = (await f.roundAt(T0))!;
    for (const [index, member] of members.entries())
      await placeOn(member, round.id, index % 2 === 0 ? 'B' : 'S', '7000');
    f.tick(650_000, T0 + L);
    f.tick(650_500, T0 + 2 * L);
    f.clock.advanceMs(2 * L + 1_000);
    await Promise.all([f.roundClock().runDue(), f.roundClock().runDue(), f.roundClock().runDue()]);
    const postings = await f.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_posting p JOIN trade_bet b ON p.ref = 'bet:' || b.id
       WHERE b.trade_round_id = $1`,
      [round.id],
    );
    // Two winners (stake, payout) and two losers (stake); staked 28,000, paid 2 × 13,650.
    expect(postings.rows[0]?.n).toBe(2 * 2 + 2 * 1);
    expect(await houseAndEscrowOf(round.id)).toEqual({ house: '700', escrow: '0' });
    expect(await f.binary(members[0].id)).toEqual([10_006_650n, 0n]);
    expect(await checkLedgerInvariants(f.t.db)).toEqual([]);
  });

  it('opens no round for a stopped option but finishes the rounds it has', async () => {
    const optionId = await insertTradeOption(f.t.db, f.site.id, { type: 'R1', roundMs: 60_000 });
    const clock = f.roundClock(optionId);
    await clock.runDue();
    await f.t.db.query('UPDATE trade_option SET is_stop = false WHERE id = $1', [optionId]);
    f.tick(650_000, T0 + 60_000);
    f.tick(650_500, T0 + 120_000);
    f.clock.advanceMs(130_000);
    await clock.runDue();
    expect(await f.roundAt(T0, optionId)).toMatchObject({ phase: 'SETTLED' });
    const rounds = await f.t.db.query('SELECT id FROM trade_round WHERE trade_option_id = $1', [optionId]);
    expect(rounds.rowCount).toBe(1);
  });
});
