import { crossQueue } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFuturesOption, openFuturesFixture, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// POST /futures/order, cancel and cancel_all, qty_per and the reads over HTTP, with DOMAIN.md §3's
// worked figures: LONG 10,000 USDT at 10× from 50,000 to 55,000 makes 1,000 USDT. Prices are in units
// of 0.1 USDT (BTCUSDT's precision).

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
});
afterAll(() => f.close());

const order = (member: Member, body: Record<string, unknown>) =>
  f.post('/futures/order', { futuresOptionId: f.optionId, ...body }, member);

async function tenfold(member: Member): Promise<void> {
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, member);
}

describe('POST /futures/order without a price', () => {
  it('refuses with PRICE_UNAVAILABLE before the feed has priced the option, and changes nothing', async () => {
    const m = await f.member();
    const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '100' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PRICE_UNAVAILABLE' });
    expect(await f.futures(m.id)).toEqual([10_000n * USDT, 0n]);
  });
});

describe('a MARKET order', () => {
  it('opens at the last price, holds qty / leverage as margin, charges the taker fee and records the tick', async () => {
    f.tick(500_000, f.clock.nowMs(), 'simulated');
    const m = await f.member();
    await tenfold(m);
    const res = await order(m, {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '10000',
      requestId: 'open-long-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      marketType: 'MARKET',
      status: 'FILLED',
      qty: '10000',
      leverage: 10,
      margin: '1000',
      fee: '4',
      fillTick: { source: 'simulated', price: '50000.0' },
    });
    // 1,000 margin (gameWaitPoint) and a 4 USDT fee (0.04 %) out of 10,000.
    expect(await f.futures(m.id)).toEqual([8_996n * USDT, 1_000n * USDT]);
    const positions = await f.get('/futures/history/open_position', {}, m);
    expect(positions.json()).toEqual([
      expect.objectContaining({ tradeType: 'LONG', qty: '10000', entryPrice: '50000.0', margin: '1000' }),
    ]);
    expect(await f.invariants()).toEqual([]);
  });

  it('closes with the worked profit: +1,000 USDT from 50,000 to 55,000, less the close fee on 11,000', async () => {
    const m = await f.member();
    await tenfold(m);
    f.tick(500_000);
    await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000' });
    f.tick(550_000);
    const open = await f.get('/futures/history/open_position', { futuresOptionId: f.optionId }, m);
    expect(open.json()).toEqual([
      expect.objectContaining({ markPrice: '55000.0', unrealizedPnl: '1000', roe: '100.00' }),
    ]);
    const res = await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '10000' });
    expect(res.json()).toMatchObject({ status: 'FILLED', fee: '4.4', fillTick: { price: '55000.0' } });
    // 10,000 − 4 (open fee) + 1,000 (pnl) − 4.4 (close fee on the 11,000 notional at 55,000).
    expect(await f.futures(m.id)).toEqual([10_991n * USDT + 60_000_000n, 0n]);
    expect((await f.get('/futures/history/open_position', {}, m)).json()).toEqual([]);
    expect(await f.invariants()).toEqual([]);
  });

  it('answers a retried requestId with the first order, charging once', async () => {
    const m = await f.member();
    f.tick(500_000);
    const first = await order(m, {
      tradeType: 'SHORT',
      marketType: 'MARKET',
      qty: '100',
      requestId: 'retry-me-1',
    });
    const again = await order(m, {
      tradeType: 'SHORT',
      marketType: 'MARKET',
      qty: '100',
      requestId: 'retry-me-1',
    });
    expect(again.json()).toEqual(first.json());
    const history = await f.get('/futures/history/list', {}, m);
    expect(history.json()).toMatchObject({ totalElements: 1 });
  });

  it('answers two copies of one request sent at once with one order, charged once', async () => {
    const m = await f.member();
    f.tick(500_000);
    const body = { tradeType: 'LONG', marketType: 'MARKET', qty: '1000', requestId: 'twice-at-once' };
    const [a, b] = await Promise.all([order(m, body), order(m, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ id: number }>().id).toBe(b.json<{ id: number }>().id);
    // 1,000 at 20×: 50 margin (shown as held) and a 0.4 fee, once.
    expect(await f.futures(m.id)).toEqual([9_949n * USDT + 60_000_000n, 50n * USDT]);
  });

  it('refuses another body under a requestId already used with IDEMPOTENCY_CONFLICT, and places nothing', async () => {
    const m = await f.member();
    f.tick(500_000);
    const first = await order(m, {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '100',
      requestId: 'used-once',
    });
    expect(first.statusCode).toBe(200);
    const other = await order(m, {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '200',
      requestId: 'used-once',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
      message: '이미 처리된 요청과 내용이 다릅니다.',
    });
    const resting = await order(m, {
      tradeType: 'LONG',
      marketType: 'LIMIT',
      qty: '100',
      price: '40000',
      requestId: 'used-once',
    });
    expect(resting.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await f.get('/futures/history/list', {}, m)).json()).toMatchObject({ totalElements: 1 });
    expect((await f.get('/futures/history/open_order', {}, m)).json()).toEqual([]);
  });
});

describe('POST /futures/order refusals', () => {
  it('refuses more than the balance pays with INSUFFICIENT_BALANCE, and writes nothing', async () => {
    const m = await f.member(10n);
    f.tick(500_000);
    const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'INSUFFICIENT_BALANCE', message: '잔액이 부족합니다.' });
    expect(await f.futures(m.id)).toEqual([10n * USDT, 0n]);
    expect((await f.get('/futures/history/list', {}, m)).json()).toMatchObject({ totalElements: 0 });
  });

  it('refuses a position beyond the tier cap at its leverage with MAX_POSITION_EXCEEDED', async () => {
    const m = await f.member();
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 125 }, m);
    const res = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '50000.01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MAX_POSITION_EXCEEDED' });
    expect(await f.futures(m.id)).toEqual([10_000n * USDT, 0n]);
  });

  it('refuses a qty off the 0.01 step, under the 1 USDT minimum, and a price with too many decimals', async () => {
    const m = await f.member();
    const offStep = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10.005' });
    expect(offStep.json()).toMatchObject({ code: 'QUANTITY_UNIT_MISMATCH' });
    const small = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '0.5' });
    expect(small.json()).toMatchObject({ code: 'INVESTMENT_AMOUNT_TOO_SMALL' });
    const price = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '49000.05' });
    expect(price.statusCode).toBe(400);
    expect(price.json()).toMatchObject({ code: 'ORDER_PRICE_INVALID' });
    const stop = await order(m, {
      tradeType: 'LONG',
      marketType: 'STOPMARKET',
      qty: '100',
      stopPrice: '40000',
    });
    expect(stop.json()).toMatchObject({ code: 'ORDER_PRICE_INVALID' });
  });

  it('refuses a leverage change once a position is open', async () => {
    const m = await f.member();
    f.tick(500_000);
    await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '100' });
    const res = await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 5 }, m);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LEVERAGE_CHANGE_WITH_POSITION' });
  });
});

describe('a resting LIMIT order', () => {
  it('holds its cost while it rests, lists as open, and gives it all back when cancelled', async () => {
    const m = await f.member();
    await tenfold(m);
    f.tick(500_000);
    const placed = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '10000', price: '49000' });
    expect(placed.json()).toMatchObject({ status: 'OPEN', price: '49000.0', margin: '1008', fillTick: null });
    // qty / leverage + qty × 0.0008 (both fees).
    expect(await f.futures(m.id)).toEqual([8_992n * USDT, 1_008n * USDT]);
    const open = await f.get('/futures/history/open_order', { futuresOptionId: f.optionId }, m);
    expect(open.json()).toEqual([expect.objectContaining({ id: placed.json<{ id: number }>().id })]);
    expect(await f.invariants()).toEqual([]);
    const id = placed.json<{ id: number }>().id;
    const cancelled = await f.post('/futures/order/cancel', { id }, m);
    expect(cancelled.json()).toMatchObject({ id, status: 'CANCELLED' });
    expect(await f.futures(m.id)).toEqual([10_000n * USDT, 0n]);
    const twice = await f.post('/futures/order/cancel', { id }, m);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    expect(await f.invariants()).toEqual([]);
  });

  it("is another member's to cancel: ORDER_NOT_FOUND for anyone else, and it stays", async () => {
    const owner = await f.member();
    const other = await f.member();
    f.tick(500_000);
    const placed = await order(owner, {
      tradeType: 'SHORT',
      marketType: 'LIMIT',
      qty: '100',
      price: '51000',
    });
    const id = placed.json<{ id: number }>().id;
    const res = await f.post('/futures/order/cancel', { id }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const tpsl = await f.get('/futures/history/tpsl', { orderId: id }, other);
    expect(tpsl.statusCode).toBe(404);
    expect(tpsl.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const open = await f.get('/futures/history/open_order', {}, owner);
    expect(open.json()).toEqual([expect.objectContaining({ id, status: 'OPEN' })]);
  });

  it('fills at once when the last price already crosses it, at the last price', async () => {
    const m = await f.member();
    f.tick(500_000);
    const res = await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '51000' });
    expect(res.json()).toMatchObject({ status: 'FILLED', fillTick: { price: '50000.0' } });
  });
});

describe('POST /futures/order/cancel_all', () => {
  it("cancels the caller's resting orders and answers how many", async () => {
    const m = await f.member();
    f.tick(500_000);
    await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '45000' });
    await order(m, { tradeType: 'SHORT', marketType: 'STOPMARKET', qty: '100', stopPrice: '45000' });
    const res = await f.post('/futures/order/cancel_all', {}, m);
    expect(res.json()).toEqual({ count: 2 });
    expect(await f.futures(m.id)).toEqual([10_000n * USDT, 0n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('answers OPTION_NOT_FOUND for an option the site does not have, cancelling nothing', async () => {
    const m = await f.member();
    f.tick(500_000);
    await order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '45000' });
    const held = await f.futures(m.id);
    const res = await f.post('/futures/order/cancel_all', { futuresOptionId: 987_654 }, m);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OPTION_NOT_FOUND' });
    expect(await f.futures(m.id)).toEqual(held);
    const open = await f.get('/futures/history/open_order', { futuresOptionId: f.optionId }, m);
    expect(open.json()).toHaveLength(1);
  });
});

describe('GET /futures/order/qty_per', () => {
  it('answers the largest qty 10,000 USDT pays at 10× with both fees, and the tier cap', async () => {
    const m = await f.member();
    const res = await f.get('/futures/order/qty_per', { futuresOptionId: f.optionId, leverage: 10 }, m);
    expect(res.json()).toEqual({
      futuresOptionId: f.optionId,
      leverage: 10,
      maxQty: '99206.34',
      maxPositionQty: '20000000',
    });
  });
});

describe('positions of another member', () => {
  it('answer POSITION_NOT_FOUND on open_sltp', async () => {
    const owner = await f.member();
    const other = await f.member();
    f.tick(500_000);
    await order(owner, { tradeType: 'LONG', marketType: 'MARKET', qty: '100' });
    const [position] = (await f.get('/futures/history/open_position', {}, owner)).json<
      { futuresPositionId: number }[]
    >();
    const res = await f.get(
      '/futures/history/open_sltp',
      { futuresPositionId: position!.futuresPositionId },
      other,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
  });
});

describe('POST /futures/order/copytrade/close', () => {
  it('refuses with COPY_ORDER_NOT_FOUND while no copied order exists', async () => {
    const m = await f.member();
    const res = await f.post(
      '/futures/order/copytrade/close',
      { futuresFollowerOrderId: 1, futuresTraderOrderId: 2 },
      m,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'COPY_ORDER_NOT_FOUND' });
  });
});

describe('the cross figures', () => {
  it("value every open position at its own option's mark", async () => {
    const m = await f.member();
    const eth = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
    await f.post('/futures/order/leverage', { futuresOptionId: eth, leverage: 10 }, m);
    f.t.ctx.market.onTicks([
      { stock: 'ETHUSDT', price: 300_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    await f.post(
      '/futures/order',
      { futuresOptionId: eth, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      m,
    );
    // ETH up 10 %: the first position now makes 100 USDT.
    f.t.ctx.market.onTicks([
      { stock: 'ETHUSDT', price: 330_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    f.tick(500_000);
    f.published.length = 0;
    await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '100' });
    const cross = f.published
      .filter((message) => message.destination === crossQueue.destination)
      .map((message) => JSON.parse(message.body) as { markPnl: string });
    expect(cross.at(-1)?.markPnl).toBe('100');
  });
});

describe("the FUTURES wallet entry's pnl", () => {
  it('is the open positions’ uPnL at mark in /wallet/my and /me, and realPoint holds their margin', async () => {
    const m = await f.member();
    const idle = await f.member();
    await tenfold(m);
    f.tick(500_000);
    await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000' });
    // DOMAIN.md §3's worked check: from 50,000 to 55,000 the 10,000 USDT LONG makes 1,000 USDT.
    f.tick(550_000);
    const wallets = (await f.get('/wallet/my', {}, m)).json<Record<string, Record<string, unknown>>>();
    // 10,000 − 1,000 margin − 4 fee available; the margin held; equity = realPoint + pnl = 10,996.
    expect(wallets.FUTURES).toMatchObject({
      point: '8996',
      gameWaitPoint: '1000',
      realPoint: '9996',
      losscut: '0',
      pnl: '1000',
    });
    const me = (await f.get('/me', {}, m)).json<{ wallet: Record<string, Record<string, unknown>> }>();
    expect(me.wallet.FUTURES).toMatchObject({ realPoint: '9996', pnl: '1000' });
    const idleWallets = (await f.get('/wallet/my', {}, idle)).json<Record<string, Record<string, unknown>>>();
    expect(idleWallets.FUTURES).toMatchObject({ point: '10000', pnl: '0' });
    // The mark falls to 47,500: the same position now loses 500.
    f.tick(475_000);
    const after = (await f.get('/wallet/my', {}, m)).json<Record<string, Record<string, unknown>>>();
    expect(after.FUTURES).toMatchObject({ realPoint: '9996', pnl: '-500' });
  });
});
