import { pointQueue, tradeQueue } from '@baro/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { insertSite } from '../support/seed-site.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { insertTradeOption, L, openRoundsFixture, payloadsTo, T0 } from './rounds-fixture.ts';
import type { RoundsFixture } from './rounds-fixture.ts';

// POST /trade/history/betting against the real app and database: what a member sees when a bet is
// taken or refused, and that a refusal changes nothing.

let f: RoundsFixture;
let roundId: number;

beforeAll(async () => {
  f = await openRoundsFixture();
  await f.roundClock().runDue();
  roundId = (await f.roundAt(T0))!.id;
});
afterAll(async () => {
  await f.close();
});
beforeEach(() => {
  f.clock.advanceMs(T0 + 1_000 - f.clock.nowMs());
});

async function stakeRows(memberId: number) {
  // Each placement is one posting of its stake from the member's wallet to the bet escrow.
  const rows = await f.t.db.query<{ side: string; stake: string; placements: number; escrowed: string }>(
    `SELECT b.side, b.stake::text AS stake, count(p.id)::int AS placements, sum(p.amount)::text AS escrowed
     FROM trade_bet b
       JOIN ledger_posting p ON p.ref = 'bet:' || b.id AND p.debit_account_id = b.available_account_id
       JOIN ledger_account e ON e.id = p.credit_account_id AND e.kind = 'BET_ESCROW'
     WHERE b.member_id = $1 GROUP BY b.id`,
    [memberId],
  );
  return rows.rows;
}

describe('a bet', () => {
  it("is taken in the window: the stake moves into gameWaitPoint and the member's sockets hear of it", async () => {
    const kim = await f.member();
    const answer = await f.bet(kim, { tradeRoundId: roundId, type: 'B', point: '5000' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      tradeRoundId: roundId,
      tradeOptionId: f.optionId,
      stock: 'BTCUSDT',
      tradeType: 'R.5',
      type: 'B',
      point: '5000',
      payout: '1.95',
      resultPoint: '0',
      status: 0,
      settledAt: null,
    });
    expect(await f.binary(kim.id)).toEqual([9_995_000n, 5_000n]);
    const mine = f.published.filter(
      (message) => message.target.kind === 'member' && message.target.memberId === kim.id,
    );
    expect(payloadsTo(mine, tradeQueue.destination)).toMatchObject([
      { type: 'BET_PLACED', bet: { point: '5000' } },
    ]);
    expect(payloadsTo(mine, pointQueue.destination)).toMatchObject([
      { type: 'BINARY', point: '9995000', gameWaitPoint: '5000' },
    ]);
  });

  it('on the same side adds to the stake; on the other side it is refused and nothing changes', async () => {
    const lee = await f.member();
    await f.bet(lee, { tradeRoundId: roundId, type: 'S', point: '3000' });
    const more = await f.bet(lee, { tradeRoundId: roundId, type: 'S', point: '4000' });
    expect(more.json()).toMatchObject({ point: '7000', type: 'S' });
    const other = await f.bet(lee, { tradeRoundId: roundId, type: 'B', point: '4000' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'BET_SIDE_CONFLICT',
      message: '한 회차에는 한 방향으로만 투자할 수 있습니다.',
    });
    expect(await stakeRows(lee.id)).toEqual([{ side: 'S', stake: '7000', placements: 2, escrowed: '7000' }]);
    expect(await f.binary(lee.id)).toEqual([9_993_000n, 7_000n]);
  });

  it('is refused from the cut-off on, by the server clock, with the investment-time message', async () => {
    const park = await f.member();
    f.clock.advanceMs(T0 + L - 3_001 - f.clock.nowMs());
    expect((await f.bet(park, { tradeRoundId: roundId, type: 'B', point: '1000' })).statusCode).toBe(200);
    f.clock.advanceMs(1);
    const late = await f.bet(park, { tradeRoundId: roundId, type: 'B', point: '1000' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'INVESTMENT_TIME_CLOSED',
      message: '투자 시간이 마감되었습니다.',
    });
    expect(await f.binary(park.id)).toEqual([9_999_000n, 1_000n]);
  });

  it('is refused outside the stake limits, naming the limit', async () => {
    const choi = await f.member();
    const small = await f.bet(choi, { tradeRoundId: roundId, type: 'B', point: '999' });
    expect(small.json()).toMatchObject({
      code: 'INVESTMENT_AMOUNT_TOO_SMALL',
      message: '투자는 1,000 이상 가능합니다.',
    });
    const large = await f.bet(choi, { tradeRoundId: roundId, type: 'B', point: '1000001' });
    expect(large.json()).toMatchObject({
      code: 'INVESTMENT_AMOUNT_TOO_LARGE',
      message: '투자는 1,000,000 이하로 가능합니다.',
    });
    await f.bet(choi, { tradeRoundId: roundId, type: 'B', point: '999000' });
    const over = await f.bet(choi, { tradeRoundId: roundId, type: 'B', point: '1001' });
    expect(over.json()).toMatchObject({ code: 'ROUND_STAKE_LIMIT_EXCEEDED' });
    expect(await stakeRows(choi.id)).toEqual([
      { side: 'B', stake: '999000', placements: 1, escrowed: '999000' },
    ]);
  });

  it('is refused when the stake is above the available balance, or not a whole won', async () => {
    const poor = await f.member(2_000n);
    const answer = await f.bet(poor, { tradeRoundId: roundId, type: 'B', point: '2001' });
    expect(answer.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: '잔액이 부족합니다.' });
    const fraction = await f.bet(poor, { tradeRoundId: roundId, type: 'B', point: '1000.5' });
    expect(fraction.json()).toMatchObject({ code: 'AMOUNT_UNIT_MISMATCH' });
    expect(await f.binary(poor.id)).toEqual([2_000n, 0n]);
    expect(await stakeRows(poor.id)).toEqual([]);
  });

  it("takes a stake sent as a JSON number, as the spec's clients send `point: 1000`", async () => {
    const jung = await f.member();
    const answer = await f.bet(jung, { tradeRoundId: roundId, type: 'B', point: 1000 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ point: '1000', type: 'B' });
    expect(await f.binary(jung.id)).toEqual([9_999_000n, 1_000n]);
  });

  it('refuses a number stake that is not one exact amount, or too large, saying why, and changes nothing', async () => {
    const han = await f.member();
    const float = await f.bet(han, { tradeRoundId: roundId, type: 'B', point: 0.1 + 0.2 });
    expect(float.statusCode).toBe(400);
    expect(float.json()).toMatchObject({
      code: 'AMOUNT_NUMBER_INEXACT',
      message: '이 금액은 JSON 숫자로 정확히 전달되지 않습니다. 문자열로 보내주세요.',
    });
    const fraction = await f.bet(han, { tradeRoundId: roundId, type: 'B', point: 1000.5 });
    expect(fraction.json()).toMatchObject({
      code: 'AMOUNT_UNIT_MISMATCH',
      message: '금액은 1 단위로 입력해주세요.',
    });
    const huge = await f.bet(han, { tradeRoundId: roundId, type: 'B', point: '99999999999999999999999' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      message: '금액은 최대 1,000,000,000,000까지 입력할 수 있습니다.',
    });
    expect(await f.binary(han.id)).toEqual([10_000_000n, 0n]);
    expect(await stakeRows(han.id)).toEqual([]);
  });

  it("is refused on another site's round, on a round that does not exist and without a sign-in", async () => {
    const kim = await f.member();
    const other = await insertSite(f.t.db, { type: '000001' });
    const otherOption = await insertTradeOption(f.t.db, other.id);
    await f.roundClock(otherOption).runDue();
    const foreign = (await f.roundAt(T0, otherOption))!.id;
    expect((await f.bet(kim, { tradeRoundId: foreign, type: 'B', point: '1000' })).json()).toMatchObject({
      code: 'ROUND_NOT_FOUND',
    });
    expect((await f.bet(kim, { tradeRoundId: 999_999, type: 'B', point: '1000' })).statusCode).toBe(404);
    const guest = await f.t.app.inject({
      method: 'POST',
      url: `/api/trade/history/betting?siteInfoId=${f.site.id}`,
      payload: { tradeRoundId: roundId, type: 'B', point: '1000' },
    });
    expect(guest.statusCode).toBe(401);
    expect(await f.binary(kim.id)).toEqual([10_000_000n, 0n]);
  });

  it('is refused when its option has been stopped', async () => {
    const kim = await f.member();
    await f.t.db.query('UPDATE trade_option SET is_stop = false WHERE id = $1', [f.optionId]);
    const answer = await f.bet(kim, { tradeRoundId: roundId, type: 'B', point: '1000' });
    await f.t.db.query('UPDATE trade_option SET is_stop = true WHERE id = $1', [f.optionId]);
    expect(answer.json()).toMatchObject({ code: 'OPTION_NOT_TRADABLE' });
  });

  it('retried with the same requestId is taken once; another body under that id is a conflict', async () => {
    const yoon = await f.member();
    const body = { tradeRoundId: roundId, type: 'S', point: '2500', requestId: 'bet-retry-0001' };
    const first = await f.bet(yoon, body);
    const again = await f.bet(yoon, body);
    expect(again.json()).toEqual(first.json());
    expect(await f.binary(yoon.id)).toEqual([9_997_500n, 2_500n]);
    const changed = await f.bet(yoon, { ...body, point: '3000' });
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it(`placed many times at once by one member adds up exactly (${testDatabaseKind()})`, async () => {
    const han = await f.member(50_000n);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => f.bet(han, { tradeRoundId: roundId, type: 'B', point: '5000' })),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200).length;
    // 50,000 won pays for ten bets of 5,000; the other two find the balance gone.
    expect(taken).toBe(10);
    expect(
      answers
        .filter((answer) => answer.statusCode !== 200)
        .map((answer) => answer.json<{ code: string }>().code),
    ).toEqual(['INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE']);
    expect(await stakeRows(han.id)).toEqual([
      { side: 'B', stake: '50000', placements: 10, escrowed: '50000' },
    ]);
    expect(await f.binary(han.id)).toEqual([0n, 50_000n]);
    expect(await checkLedgerInvariants(f.t.db)).toEqual([]);
  });
});
