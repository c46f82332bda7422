import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { drainSignals } from '../../src/modules/copytrade/copy-runtime.ts';
import type { SignalFailure } from '../../src/modules/copytrade/copy-runtime.ts';
import { approvedTrader } from './copytrade-fixture.ts';

// A fan-out that keeps failing (a bug or a lasting fault; here a real database error raised by a
// trigger the test installs for one trader's positions) must not hold back the other traders'
// signals, must not let that trader's later signals overtake it, and must be retried after a
// back-off once the fault is gone.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

async function traderWithFollower(): Promise<{ trader: Member; follower: Member }> {
  const { member: trader, traderId } = await approvedTrader(f, { fundsUsdt: 10_000n });
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, trader);
  const follower = await f.member(1_000n);
  const followed = await f.post(
    '/copytrade/follower/follow',
    { traderId, followStock: ['BTCUSDT'], multiplyPer: 50, maxBet: '100', oneMaxBet: '100' },
    follower,
  );
  expect(followed.statusCode, followed.body).toBe(200);
  return { trader, follower };
}

const market = async (member: Member, tradeType: 'LONG' | 'SHORT', qty: string) => {
  const res = await f.post(
    '/futures/order',
    { futuresOptionId: f.optionId, tradeType, marketType: 'MARKET', qty },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
};

const ctx = () => ({ db: f.t.db, bus: f.t.ctx.bus, clock: f.clock, market: f.t.ctx.market });

async function copyStatuses(member: Member): Promise<string[]> {
  const rows = await f.t.db.query<{ status: string }>(
    'SELECT status FROM futures_follower_order WHERE member_id = $1 ORDER BY id',
    [member.id],
  );
  return rows.rows.map((row) => row.status);
}

async function signalsOf(trader: Member) {
  const rows = await f.t.db.query<{ done: boolean; attempts: number; last_error: string | null }>(
    `SELECT done_at IS NOT NULL AS done, attempts, last_error FROM copytrade_signal
     WHERE member_id = $1 ORDER BY id`,
    [trader.id],
  );
  return rows.rows;
}

describe('a signal whose fan-out fails', () => {
  it('waits with its trader’s later signals, lets other traders’ run, and runs in order once the fault is gone', async () => {
    const a = await traderWithFollower();
    const b = await traderWithFollower();
    await f.t.db.exec(`
      CREATE FUNCTION test_fault_trader_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.member_id = ${a.trader.id} THEN RAISE EXCEPTION 'injected fault for trader %', NEW.member_id; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fault_trader_order BEFORE INSERT ON futures_trader_order
        FOR EACH ROW EXECUTE FUNCTION test_fault_trader_order();`);

    await market(a.trader, 'LONG', '1000'); // a's open: its fan-out fails
    await market(b.trader, 'LONG', '1000'); // b's open, after it
    await market(a.trader, 'SHORT', '1000'); // a's close: must not run before a's open

    const failures: SignalFailure[] = [];
    expect(await drainSignals(ctx(), (failure) => failures.push(failure))).toBe(1);
    expect(failures.map(({ traderMemberId, attempts }) => ({ traderMemberId, attempts }))).toEqual([
      { traderMemberId: a.trader.id, attempts: 1 },
    ]);
    expect(await copyStatuses(b.follower)).toEqual(['OPEN']);
    expect(await copyStatuses(a.follower)).toEqual([]);
    const afterFailure = await signalsOf(a.trader);
    expect(afterFailure.map(({ done, attempts }) => ({ done, attempts }))).toEqual([
      { done: false, attempts: 1 },
      { done: false, attempts: 0 },
    ]);
    expect(afterFailure[0]?.last_error).toContain('injected fault for trader');

    // Within its back-off (1 s after the first failure) it is not tried again, nor is the close.
    expect(await drainSignals(ctx(), (failure) => failures.push(failure))).toBe(0);
    expect(failures).toHaveLength(1);

    await f.t.db.exec(
      'DROP TRIGGER test_fault_trader_order ON futures_trader_order; DROP FUNCTION test_fault_trader_order();',
    );
    f.clock.advanceMs(1_000);
    expect(await drainSignals(ctx(), (failure) => failures.push(failure))).toBe(2);
    expect(failures).toHaveLength(1);
    // Opened, then closed: the open ran first.
    expect(await copyStatuses(a.follower)).toEqual(['CLOSED']);
    expect((await signalsOf(a.trader)).map(({ done }) => done)).toEqual([true, true]);
  });
});
