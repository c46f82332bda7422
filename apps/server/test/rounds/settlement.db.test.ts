import { RoundBook } from '@baro/domain';
import type { BetSide, RoundSettlement } from '@baro/domain';
import { createPrng, seedFromEnv } from '@baro/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRejection } from '../../src/core/rejection.ts';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { placeBet } from '../../src/modules/rounds/place-bet.ts';
import { loadRoundOption } from '../../src/modules/rounds/round-option.ts';
import { memberCaller } from '../support/test-app.ts';
import { L, openRoundsFixture, T0 } from './rounds-fixture.ts';
import type { RoundsFixture } from './rounds-fixture.ts';

// The server's rounds against the domain's RoundBook, run side by side over the same seeded bets and
// ticks: every bet decision, every settled bet (status, what it paid) and every balance must agree,
// and the ledger's invariants must hold after each round. A failure prints the seed; BARO_SEED=<seed>
// replays it.

const seed = seedFromEnv();
const rounds = 4;
const memberCount = 30;
let f: RoundsFixture;

beforeAll(async () => {
  f = await openRoundsFixture();
});
afterAll(async () => {
  await f.close();
});

interface Bettor {
  readonly id: number;
  availableMinor: bigint;
}

async function settledBets(roundId: number) {
  const rows = await f.t.db.query<{
    member_id: number;
    side: BetSide;
    stake: string;
    status: number;
    result_point: string;
    paid: string;
  }>(
    // The status and result the round decides (the view), and what the ledger actually paid back.
    `SELECT member_id, side, stake::text AS stake, status, result_point::text AS result_point,
       (SELECT COALESCE(SUM(p.amount), 0) FROM ledger_posting p
        WHERE p.ref = 'bet:' || b.id AND p.credit_account_id = b.available_account_id)::text AS paid
     FROM trade_bet_outcome b WHERE trade_round_id = $1 ORDER BY member_id::text`,
    [roundId],
  );
  for (const row of rows.rows) expect(row.paid).toBe(row.result_point);
  return rows.rows.map((row) => ({
    memberId: String(row.member_id),
    side: row.side,
    stakeMinor: BigInt(row.stake),
    status: row.status,
    paidMinor: BigInt(row.paid),
  }));
}

describe(`set-based settlement against the round engine (seed ${seed})`, () => {
  it('agrees on every bet decision, every settled bet and every balance', async () => {
    const prng = createPrng(seed);
    const option = (await loadRoundOption(f.t.db, f.optionId))!;
    const engine = new RoundBook(option.terms);
    const bettors: Bettor[] = [];
    for (let m = 0; m < memberCount; m += 1) {
      const funds = BigInt(prng.pick([4_000, 60_000, 2_000_000]));
      bettors.push({ id: (await f.member(funds)).id, availableMinor: funds });
    }
    const clock = f.roundClock();
    let price = 650_000;
    for (let n = 0; n < rounds; n += 1) {
      // Every other round, so that each is settled before the next one takes bets.
      const openAtMs = T0 + 2 * n * L;
      f.clock.advanceMs(openAtMs + 1_000 - f.clock.nowMs());
      await clock.runDue();
      engine.openDue(f.clock.nowMs(), { aheadMs: 0, catchUpMs: 0 });
      const roundId = (await f.roundAt(openAtMs))!.id;
      for (let attempt = 0; attempt < 40; attempt += 1) {
        f.clock.advanceMs(prng.int(0, 600));
        const bettor = prng.pick(bettors);
        const side = prng.pick(['B', 'S'] as const);
        const stakeMinor = BigInt(prng.pick([500, 1_000, 3_333, 25_000, 999_999, 1_000_001]));
        const expected = engine.placeBet({
          memberId: String(bettor.id),
          openAtMs,
          side,
          stakeMinor,
          availableMinor: bettor.availableMinor,
          nowMs: f.clock.nowMs(),
        });
        const answer = await placeBet(f.t.ctx, f.site, memberCaller(f.site.id, bettor.id), {
          tradeRoundId: roundId,
          type: side,
          point: stakeMinor.toString(),
        });
        expect(isRejection(answer) ? answer.code : 'ACCEPTED').toBe(expected.ok ? 'ACCEPTED' : expected.code);
        if (expected.ok) bettor.availableMinor -= stakeMinor;
      }
      // The lock and close ticks move by at most one unit, so about a third of the rounds are void.
      const lock = price;
      price += prng.pick([-1, 0, 1]);
      f.tick(lock, openAtMs + L - prng.int(0, 2_000));
      f.tick(price, openAtMs + 2 * L - prng.int(0, 2_000));
      f.clock.advanceMs(openAtMs + 2 * L + 1_000 - f.clock.nowMs());
      await clock.runDue();
      engine.lock(openAtMs, f.t.ctx.market.tickAtOrBefore('BTCUSDT', openAtMs + L), openAtMs + 2 * L);
      const settlement: RoundSettlement = engine.settle(
        openAtMs,
        f.t.ctx.market.tickAtOrBefore('BTCUSDT', openAtMs + 2 * L),
        f.clock.nowMs(),
      );
      expect(await settledBets(roundId)).toEqual(settlement.bets);
      for (const bet of settlement.bets) {
        const bettor = bettors.find((candidate) => String(candidate.id) === bet.memberId)!;
        bettor.availableMinor += bet.paidMinor;
      }
      expect(await checkLedgerInvariants(f.t.db)).toEqual([]);
    }
    for (const bettor of bettors) expect(await f.binary(bettor.id)).toEqual([bettor.availableMinor, 0n]);
  }, 120_000);
});
