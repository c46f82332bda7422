import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// The tier cap at placement (DOMAIN.md §3): at 125× the default tiers allow 50,000 USDT of notional.
// An opening order is refused when the position on its side, the orders resting on that side and
// itself pass the cap, counted as qty_per counts them; a closing part never counts. Prices are in
// units of 0.1 USDT; the last price is 50,000.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
});
afterAll(() => f.close());

const order = (member: Member, body: Record<string, unknown>) =>
  f.post('/futures/order', { futuresOptionId: f.optionId, ...body }, member);

async function at125(): Promise<Member> {
  const m = await f.member();
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 125 }, m);
  return m;
}

const refused = {
  status: 400,
  code: 'MAX_POSITION_EXCEEDED',
  message: '현재 레버리지에서 주문 가능한 최대 포지션을 초과하였습니다.',
};

const openOrders = async (m: Member) =>
  (await f.get('/futures/history/open_order', {}, m)).json<unknown[]>().length;

describe('the tier cap at placement', () => {
  it('refuses a LIMIT that, with the orders resting on its side, passes the cap, and holds nothing for it', async () => {
    f.tick(500_000);
    const m = await at125();
    const first = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '30000', price: '40000' });
    expect(first.statusCode).toBe(200);
    const before = await f.futures(m.id);
    const second = await order(m, {
      tradeType: 'LONG',
      marketType: 'LIMIT',
      qty: '20000.01',
      price: '40000',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(refused);
    expect(await f.futures(m.id)).toEqual(before);
    expect(await openOrders(m)).toBe(1);
    // Up to the cap exactly is allowed.
    const exact = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '20000', price: '40000' });
    expect(exact.statusCode).toBe(200);
    expect(await f.invariants()).toEqual([]);
  });

  it('refuses a MARKET order the open position and the resting orders of its side leave no room for', async () => {
    f.tick(500_000);
    const m = await at125();
    expect((await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '20000' })).statusCode).toBe(200);
    const stop = { tradeType: 'LONG', marketType: 'STOPMARKET', qty: '20000', stopPrice: '60000' };
    expect((await order(m, stop)).statusCode).toBe(200);
    const before = await f.futures(m.id);
    const market = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000.01' });
    expect(market.json()).toEqual(refused);
    expect(await f.futures(m.id)).toEqual(before);
    const room = await f.get('/futures/order/qty_per', { futuresOptionId: f.optionId, leverage: 125 }, m);
    // qty_per counts the same notional: 50,000 − 20,000 − 20,000 leaves 10,000.
    expect(room.json()).toMatchObject({ maxQty: '10000' });
    expect((await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000' })).statusCode).toBe(200);
  });

  it('counts nothing on the other side, and never the part of an order that closes', async () => {
    f.tick(500_000);
    const m = await at125();
    expect((await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '40000' })).statusCode).toBe(200);
    const long = { tradeType: 'LONG', marketType: 'LIMIT', qty: '10000', price: '40000' };
    expect((await order(m, long)).statusCode).toBe(200);
    // Closes 40,000 of the LONG and opens 50,000 SHORT: exactly the cap on the SHORT side.
    const flip = { tradeType: 'SHORT', marketType: 'LIMIT', qty: '90000', price: '60000' };
    expect((await order(m, flip)).statusCode).toBe(200);
    // A SHORT that only closes passes whatever rests on the SHORT side.
    const close = { tradeType: 'SHORT', marketType: 'LIMIT', qty: '40000', price: '60000' };
    expect((await order(m, close)).statusCode).toBe(200);
    // One that opens past the cap with the SHORTs resting is refused: 90,000 + 40,000 + 40,000.01 − 40,000.
    const more = { tradeType: 'SHORT', marketType: 'LIMIT', qty: '40000.01', price: '60000' };
    expect((await order(m, more)).json()).toEqual(refused);
    expect(await openOrders(m)).toBe(3);
    expect(await f.invariants()).toEqual([]);
  });

  it('leaves the balance check to the balance: a member short of money is refused for the money', async () => {
    f.tick(500_000);
    const m = await f.member(100n);
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 125 }, m);
    const res = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '20000', price: '40000' });
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await f.futures(m.id)).toEqual([100n * USDT, 0n]);
  });
});
