import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// /order/tpsl and /order/margin over HTTP: TP/SL as orders attached to the position, isolated margin
// in and out of the position, each refused with its own code.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

/** A LONG 10,000 USDT position at 10× from 50,000, in the margin type given; its id. */
async function longPosition(member: Member, marginType: 'ISOLATED' | 'CROSS' = 'ISOLATED'): Promise<number> {
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, member);
  await f.post('/futures/order/margin_type', { futuresOptionId: f.optionId, marginType }, member);
  f.tick(500_000);
  const placed = await f.post(
    '/futures/order',
    { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '10000' },
    member,
  );
  return placed.json<{ futuresPositionId: number }>().futuresPositionId;
}

describe('POST /futures/order/tpsl', () => {
  it('attaches a TP above and an SL below the mark, listed with the position and in open_sltp', async () => {
    const m = await f.member();
    const id = await longPosition(m);
    const res = await f.post(
      '/futures/order/tpsl',
      { futuresPositionId: id, takeProfit: '55000', stopLoss: '45000', isMarkTp: true, isMarkSl: false },
      m,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      takeProfit: '55000.0',
      stopLoss: '45000.0',
      isMarkTp: true,
      isMarkSl: false,
    });
    const open = await f.get('/futures/history/open_sltp', { futuresPositionId: id }, m);
    expect(open.json()).toEqual([
      expect.objectContaining({
        marketType: 'STOPLOSS',
        tradeType: 'SHORT',
        stopPrice: '45000.0',
        isMark: false,
      }),
      expect.objectContaining({
        marketType: 'TAKEPROFIT',
        tradeType: 'SHORT',
        stopPrice: '55000.0',
        isMark: true,
      }),
    ]);
    const cleared = await f.post(
      '/futures/order/tpsl',
      { futuresPositionId: id, takeProfit: null, stopLoss: '46000', isMarkTp: true, isMarkSl: true },
      m,
    );
    expect(cleared.json()).toMatchObject({ takeProfit: null, stopLoss: '46000.0' });
    expect((await f.get('/futures/history/open_sltp', { futuresPositionId: id }, m)).json()).toHaveLength(1);
  });

  it('refuses a TP on the loss side with TPSL_PRICE_INVALID and keeps the old ones', async () => {
    const m = await f.member();
    const id = await longPosition(m);
    await f.post(
      '/futures/order/tpsl',
      { futuresPositionId: id, takeProfit: '60000', stopLoss: null, isMarkTp: true, isMarkSl: true },
      m,
    );
    const res = await f.post(
      '/futures/order/tpsl',
      { futuresPositionId: id, takeProfit: '49000', stopLoss: null, isMarkTp: true, isMarkSl: true },
      m,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TPSL_PRICE_INVALID' });
    const open = await f.get('/futures/history/open_sltp', { futuresPositionId: id }, m);
    expect(open.json()).toEqual([expect.objectContaining({ stopPrice: '60000.0' })]);
  });

  it("answers POSITION_NOT_FOUND on another member's position", async () => {
    const owner = await f.member();
    const other = await f.member();
    const id = await longPosition(owner);
    const res = await f.post(
      '/futures/order/tpsl',
      { futuresPositionId: id, takeProfit: '55000', stopLoss: null, isMarkTp: true, isMarkSl: true },
      other,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
  });
});

describe('POST /futures/order/margin', () => {
  it('adds margin from the wallet, lowering the liquidation price, and removes no more than the excess', async () => {
    const m = await f.member();
    const id = await longPosition(m);
    const before = (await f.get('/futures/history/open_position', {}, m)).json<
      { liquidationPrice: string }[]
    >();
    const added = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, type: 'ADD', amount: '500' },
      m,
    );
    expect(added.json()).toMatchObject({ margin: '1500' });
    expect(Number(added.json<{ liquidationPrice: string }>().liquidationPrice)).toBeLessThan(
      Number(before[0]!.liquidationPrice),
    );
    expect(await f.futures(m.id)).toEqual([8_496n * USDT, 1_500n * USDT]);
    const tooMuch = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, type: 'REMOVE', amount: '500.01' },
      m,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'MARGIN_REMOVE_TOO_LARGE' });
    const removed = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, type: 'REMOVE', amount: '500' },
      m,
    );
    expect(removed.json()).toMatchObject({ margin: '1000' });
    expect(await f.futures(m.id)).toEqual([8_996n * USDT, 1_000n * USDT]);
    expect(await f.invariants()).toEqual([]);
  });

  it('refuses a cross position with MARGIN_CHANGE_CROSS', async () => {
    const m = await f.member();
    const id = await longPosition(m, 'CROSS');
    const res = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, type: 'ADD', amount: '10' },
      m,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MARGIN_CHANGE_CROSS' });
  });

  it("answers POSITION_NOT_FOUND on another member's position and moves nothing", async () => {
    const owner = await f.member();
    const other = await f.member();
    const id = await longPosition(owner);
    const res = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, type: 'ADD', amount: '10' },
      other,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    expect(await f.futures(other.id)).toEqual([10_000n * USDT, 0n]);
  });
});
