import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { closeWithLoop, openWithSteppedLoop } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// A position that closes (by a close, its TP, a flip or liquidation) leaves the loop's margin-warning
// watch, so no POSITION_WARN names a position that is gone. LONG 10,000 at 10× from 50,000 warns
// from a mark of 45,226.1 down (triggers.db.test.ts); prices are in units of 0.1 USDT.

let f: FuturesFixture;
let loop: TriggerLoop;

beforeAll(async () => {
  ({ f, loop } = await openWithSteppedLoop());
});
afterAll(() => closeWithLoop(f, loop));

async function place(member: Member, body: Record<string, unknown>): Promise<{ futuresPositionId: number }> {
  const res = await f.post('/futures/order', { futuresOptionId: f.optionId, ...body }, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function longAt(leverage: number): Promise<{ member: Member; positionId: number }> {
  const member = await f.member();
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage }, member);
  const { futuresPositionId } = await place(member, {
    tradeType: 'LONG',
    marketType: 'MARKET',
    qty: '10000',
  });
  return { member, positionId: futuresPositionId };
}

const warnedIds = () =>
  f
    .futuresEvents()
    .filter((event) => event.type === 'POSITION_WARN')
    .map((event) => event.futuresPositionId);

describe('the margin-warning watch', () => {
  it('drops positions closed by a close, a flip, their TP and liquidation, and warns only the open one', async () => {
    f.tick(500_000);
    const kept = await longAt(10);
    const closed = await longAt(10);
    const flipped = await longAt(10);
    const tp = await longAt(10);
    const liquidated = await longAt(50);
    await loop.step();
    expect(loop.warnWatchCount).toBe(5);

    await place(closed.member, { tradeType: 'SHORT', marketType: 'MARKET', qty: '10000' });
    const flip = await place(flipped.member, { tradeType: 'SHORT', marketType: 'MARKET', qty: '20000' });
    const setTp = await f.post(
      '/futures/order/tpsl',
      {
        futuresPositionId: tp.positionId,
        takeProfit: '51000',
        stopLoss: null,
        isMarkTp: false,
        isMarkSl: false,
      },
      tp.member,
    );
    expect(setTp.statusCode, setTp.body).toBe(200);
    f.tick(510_000);
    await loop.step();
    // 50× LONG from 50,000 is liquidated near 49,200; 10× ones warn only from 45,226.1.
    f.tick(490_000);
    await loop.step();
    f.futuresEvents();
    await loop.step();
    // The one kept and the SHORT the flip opened.
    expect(loop.warnWatchCount).toBe(2);
    expect((await f.get('/futures/history/open_position', {}, liquidated.member)).json()).toEqual([]);

    f.tick(452_200);
    await loop.step();
    expect(warnedIds()).toEqual([kept.positionId]);
    expect(flip.futuresPositionId).not.toBe(flipped.positionId);
  });

  it('warns nothing for a position closed since the loop last read the positions', async () => {
    f.tick(500_000);
    const position = await longAt(10);
    await loop.step();
    const watched = loop.warnWatchCount;
    await place(position.member, { tradeType: 'SHORT', marketType: 'MARKET', qty: '10000' });
    f.futuresEvents();
    f.tick(452_200);
    await loop.step({ refresh: false });
    expect(warnedIds()).toEqual([]);
    expect(loop.warnWatchCount).toBe(watched - 1);
  });
});
