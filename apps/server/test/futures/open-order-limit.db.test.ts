import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRestingOrders } from '../../src/modules/futures/open-order-limit.ts';
import { insertFuturesOption, openFuturesFixture } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// A member rests at most `maxRestingOrders` LIMIT/STOP orders on one option (open-order-limit.ts),
// as Binance caps open orders per symbol: each is held in the option's trigger book, listed whole by
// /history/open_order and cancelled in one transaction by /order/cancel_all.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

const limit = (member: Member, extra: Record<string, unknown> = {}) =>
  f.post(
    '/futures/order',
    {
      futuresOptionId: f.optionId,
      tradeType: 'LONG',
      marketType: 'LIMIT',
      qty: '10',
      price: '40000',
      ...extra,
    },
    member,
  );

describe('the resting orders of a member on one option', () => {
  it('stop at the limit with its catalogued message; a retry is still answered, and a cancel makes room', async () => {
    const m = await f.member();
    let last: { id: number } | undefined;
    // Half LIMITs, half STOPs (a buy stop above the market): both rest, both count.
    const stopAbove = { marketType: 'STOPMARKET', price: undefined, stopPrice: '60000' };
    for (let placed = 0; placed < maxRestingOrders; placed += 1) {
      const res = await limit(m, { requestId: `resting-${placed}`, ...(placed % 2 === 1 ? stopAbove : {}) });
      expect(res.statusCode, res.body).toBe(200);
      last = res.json<{ id: number }>();
    }
    const before = await f.futures(m.id);
    const refused = await limit(m);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OPEN_ORDER_LIMIT',
      message: `미체결 주문은 종목당 최대 ${maxRestingOrders}개까지 가능합니다.`,
    });
    const stop = await f.post(
      '/futures/order',
      {
        futuresOptionId: f.optionId,
        tradeType: 'LONG',
        marketType: 'STOPMARKET',
        qty: '10',
        stopPrice: '60000',
      },
      m,
    );
    expect(stop.json()).toMatchObject({ code: 'OPEN_ORDER_LIMIT' });
    expect(await f.futures(m.id)).toEqual(before);
    const open = (await f.get('/futures/history/open_order', { futuresOptionId: f.optionId }, m)).json<
      unknown[]
    >();
    expect(open).toHaveLength(maxRestingOrders);

    // The last order's retry finds the order it placed.
    const lastBody = (maxRestingOrders - 1) % 2 === 1 ? stopAbove : {};
    const retry = await limit(m, { requestId: `resting-${maxRestingOrders - 1}`, ...lastBody });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ id: last?.id });

    expect((await f.post('/futures/order/cancel', { id: last?.id }, m)).statusCode).toBe(200);
    expect((await limit(m)).statusCode).toBe(200);
    // A market order never rests: the limit does not stop it.
    const market = await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '10' },
      m,
    );
    expect(market.statusCode, market.body).toBe(200);
    expect(await f.invariants()).toEqual([]);
  });

  it('are counted per member and per option: another member, and the same member on another option, still place', async () => {
    const other = await f.member();
    expect((await limit(other)).statusCode).toBe(200);
    const member = await f.member();
    for (let placed = 0; placed < maxRestingOrders; placed += 1) {
      expect((await limit(member)).statusCode).toBe(200);
    }
    expect((await limit(member)).json()).toMatchObject({ code: 'OPEN_ORDER_LIMIT' });
    const eth = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
    f.t.ctx.market.onTicks([
      { stock: 'ETHUSDT', price: 30_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    const onEth = await f.post(
      '/futures/order',
      { futuresOptionId: eth, tradeType: 'LONG', marketType: 'LIMIT', qty: '10', price: '2000' },
      member,
    );
    expect(onEth.statusCode, onEth.body).toBe(200);
  });
});
