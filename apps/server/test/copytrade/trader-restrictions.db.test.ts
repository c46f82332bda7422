import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, USDT } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { approvedTrader } from './copytrade-fixture.ts';

// The trader restrictions on futures orders over HTTP (spec §5, DOMAIN.md §5): a trader places no
// TP/SL, opens no SHORT and places no order against the open position, except the close action (a
// market order of at most the position's size). Each refusal changes nothing; a member who is not a
// trader is not limited.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

const order = (member: Member, body: Record<string, unknown>) =>
  f.post('/futures/order', { futuresOptionId: f.optionId, ...body }, member);

function refusal(res: { statusCode: number; json: () => unknown }) {
  return [res.statusCode, (res.json() as { code: string }).code];
}

async function trader(): Promise<Member> {
  return (await approvedTrader(f, { fundsUsdt: 10_000n })).member;
}

describe('a trader’s futures orders', () => {
  it('opens and adds LONG, at market or resting', async () => {
    const m = await trader();
    expect((await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' })).statusCode).toBe(200);
    expect((await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '500' })).statusCode).toBe(200);
    const resting = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '500', price: '40000' });
    expect(resting.statusCode, resting.body).toBe(200);
  });

  it('refuses a SHORT open, at market or resting, and changes nothing', async () => {
    const m = await trader();
    const before = await f.futures(m.id);
    expect(refusal(await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' }))).toEqual([
      403,
      'TRADER_CANNOT_SELL',
    ]);
    expect(
      refusal(await order(m, { tradeType: 'SHORT', marketType: 'LIMIT', qty: '1000', price: '60000' })),
    ).toEqual([403, 'TRADER_CANNOT_SELL']);
    expect(await f.futures(m.id)).toEqual(before);
    expect((await f.get('/futures/history/open_order', {}, m)).json()).toEqual([]);
  });

  it('refuses TP/SL at entry and on the position; clearing them is allowed', async () => {
    const m = await trader();
    expect(
      refusal(await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000', takeProfit: '60000' })),
    ).toEqual([403, 'TRADER_CANNOT_SET_TPSL']);
    const opened = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    const positionId = opened.json<{ futuresPositionId: number }>().futuresPositionId;
    const tpsl = { futuresPositionId: positionId, isMarkTp: false, isMarkSl: false };
    expect(
      refusal(await f.post('/futures/order/tpsl', { ...tpsl, takeProfit: '60000', stopLoss: null }, m)),
    ).toEqual([403, 'TRADER_CANNOT_SET_TPSL']);
    const cleared = await f.post('/futures/order/tpsl', { ...tpsl, takeProfit: null, stopLoss: null }, m);
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('refuses a resting order against the position, and one that would flip it', async () => {
    const m = await trader();
    await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    expect(
      refusal(await order(m, { tradeType: 'SHORT', marketType: 'LIMIT', qty: '500', price: '60000' })),
    ).toEqual([403, 'TRADER_CANNOT_OPPOSE_POSITION']);
    expect(refusal(await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1001' }))).toEqual([
      403,
      'TRADER_CANNOT_OPPOSE_POSITION',
    ]);
  });

  it('closes part, then all, with the close action', async () => {
    const m = await trader();
    await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    expect((await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '400' })).statusCode).toBe(200);
    expect((await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '600' })).statusCode).toBe(200);
    expect((await f.get('/futures/history/open_position', {}, m)).json()).toEqual([]);
    // Back to the start less the four taker fees (0.04 % of 1,000 twice, of 400 and of 600).
    expect(await f.futures(m.id)).toEqual([10_000n * USDT - 80_000_000n, 0n]);
  });

  it('does not limit a member who is not a trader', async () => {
    const m = await f.member();
    const res = await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000', stopLoss: '60000' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
