import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWithLoop, openWithSteppedLoop } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { drainSignals } from '../../src/modules/copytrade/copy-runtime.ts';
import type { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { approvedTrader } from './copytrade-fixture.ts';

// A crash that liquidates the trader (DOMAIN.md §5): the trader's liquidation is a close like any
// other, so their copies end with it; each follower's copy at the same leverage is liquidated by the
// follower's own liquidation on the same tick, so the copy ends with nothing left to move. A copy at
// a lower risk (a follower whose own position was closed meanwhile) ends too. The books balance.

let f: FuturesFixture;
let loop: TriggerLoop;

beforeAll(async () => {
  ({ f, loop } = await openWithSteppedLoop());
});
afterAll(() => closeWithLoop(f, loop));

const drain = () => drainSignals({ db: f.t.db, bus: f.t.ctx.bus, clock: f.clock, market: f.t.ctx.market });

async function follow(traderId: number, member: Member): Promise<void> {
  const res = await f.post(
    '/copytrade/follower/follow',
    { traderId, followStock: ['BTCUSDT'], multiplyPer: 50, maxBet: '100', oneMaxBet: '100' },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('the trader liquidated', () => {
  it('ends every copy: the followers’ own liquidations take their positions, the trader’s close ends the copies', async () => {
    const trader = await approvedTrader(f, { fundsUsdt: 1_000n });
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, trader.member);
    const copier = await f.member(1_000n);
    await follow(trader.traderId, copier);
    const opened = await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      trader.member,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    await drain();
    expect((await f.get('/futures/history/open_position', {}, copier)).json()).toHaveLength(1);

    // 50,000 → 44,000: past both 10× ISOLATED LONGs' liquidation prices.
    f.tick(440_000);
    await loop.step();
    await drain();

    expect((await f.get('/futures/history/open_position', {}, trader.member)).json()).toEqual([]);
    expect((await f.get('/futures/history/open_position', {}, copier)).json()).toEqual([]);
    const copies = await f.t.db.query<{ status: string; qty: string; margin: string; profit_share: string }>(
      `SELECT status, qty::text AS qty, margin::text AS margin, profit_share::text AS profit_share
       FROM futures_follower_order WHERE member_id = $1`,
      [copier.id],
    );
    expect(copies.rows).toEqual([{ status: 'CLOSED', qty: '0', margin: '0', profit_share: '0' }]);
    const traderOrder = await f.t.db.query<{ status: string }>(
      'SELECT status FROM futures_trader_order WHERE member_id = $1',
      [trader.member.id],
    );
    expect(traderOrder.rows).toEqual([{ status: 'CLOSED' }]);
    const pending = await f.t.db.query('SELECT 1 FROM copytrade_signal WHERE done_at IS NULL');
    expect(pending.rowCount).toBe(0);
    expect((await f.get('/copytrade/follower/my_trader_follower', {}, copier)).json()).toMatchObject({
      usedBet: '0',
    });
    expect(await f.invariants()).toEqual([]);
  });
});
