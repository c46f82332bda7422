import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { closeWithLoop, openWithSteppedLoop, steppedTriggerLoop, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// TP/SL at entry (issue 15 §3): POST /futures/order takes takeProfit / stopLoss / isMarkTp / isMarkSl,
// keeps them on the order row and puts them on the position when the order fills: at once for a
// MARKET, in the trigger loop for a resting order, also after the loop restarts. Prices are in units
// of 0.1 USDT (BTCUSDT's precision); the last price is 50,000 unless a test says otherwise.

let f: FuturesFixture;
let loop: TriggerLoop;

beforeAll(async () => {
  ({ f, loop } = await openWithSteppedLoop());
});
afterAll(() => closeWithLoop(f, loop));

const order = (member: Member, body: Record<string, unknown>) =>
  f.post('/futures/order', { futuresOptionId: f.optionId, ...body }, member);

async function placed(member: Member, body: Record<string, unknown>) {
  const res = await order(member, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; futuresPositionId: number | null; status: string }>();
}

async function openPosition(member: Member) {
  const res = await f.get('/futures/history/open_position', {}, member);
  return res.json<Record<string, unknown>[]>()[0];
}

async function openTpsl(member: Member, futuresPositionId: number) {
  const res = await f.get('/futures/history/open_sltp', { futuresPositionId }, member);
  return res.json<{ id: number; marketType: string; stopPrice: string; isMark: boolean; qty: string }[]>();
}

describe('a MARKET order with TP/SL at entry', () => {
  it('opens the position with its TP and SL orders in the same commit, judged against the fill price', async () => {
    const m = await f.member();
    f.tick(500_000);
    f.futuresEvents();
    const body = {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '1000',
      takeProfit: '55000',
      stopLoss: '45000',
      isMarkTp: false,
      isMarkSl: true,
    };
    const answer = await placed(m, body);
    expect(answer).toMatchObject({
      status: 'FILLED',
      takeProfit: '55000.0',
      stopLoss: '45000.0',
      isMarkTp: false,
      isMarkSl: true,
    });
    const positionId = answer.futuresPositionId!;
    expect(await openPosition(m)).toMatchObject({
      futuresPositionId: positionId,
      takeProfit: '55000.0',
      stopLoss: '45000.0',
      isMarkTp: false,
      isMarkSl: true,
    });
    expect(await openTpsl(m, positionId)).toEqual([
      expect.objectContaining({ marketType: 'STOPLOSS', stopPrice: '45000.0', isMark: true, qty: '1000' }),
      expect.objectContaining({ marketType: 'TAKEPROFIT', stopPrice: '55000.0', isMark: false, qty: '1000' }),
    ]);
    const events = f.futuresEvents(m);
    expect(events.map((event) => [event.type, event.marketType])).toEqual([
      ['ORDER_FILLED', 'MARKET'],
      ['ORDER_SUCCESS', 'TAKEPROFIT'],
      ['ORDER_SUCCESS', 'STOPLOSS'],
      ['POSITION_OPEN', undefined],
    ]);
    // The position pushed already carries them: the page never shows it without its TP/SL.
    expect(events[3]).toMatchObject({ takeProfit: '55000.0', stopLoss: '45000.0' });
    // A retry of the same request answers the same order and places nothing more.
    const retried = await order(m, { ...body, requestId: 'entry-tpsl-1' });
    const again = await order(m, { ...body, requestId: 'entry-tpsl-1' });
    expect(again.json()).toEqual(retried.json());
    expect(await f.invariants()).toEqual([]);
  });

  it('closes the position through its TP when the last price reaches it', async () => {
    const m = await f.member();
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, m);
    f.tick(500_000);
    const { futuresPositionId } = await placed(m, {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '10000',
      takeProfit: '55000',
    });
    await loop.step();
    f.futuresEvents();
    f.tick(550_000);
    await loop.step();
    const events = f.futuresEvents(m);
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
    expect(events[1]).toMatchObject({ futuresPositionId, marketType: 'TAKEPROFIT', realizedPnl: '1000' });
    // DOMAIN.md §3's worked figures: 10,000 − 4 + 1,000 − 4.4.
    expect(await f.futures(m.id)).toEqual([10_991n * USDT + 60_000_000n, 0n]);
    f.tick(500_000);
  });
});

describe('a retried order with TP/SL at entry', () => {
  it('answers the order placed first even when the price has since moved past its TP', async () => {
    const m = await f.member();
    f.tick(500_000);
    const body = {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '100',
      takeProfit: '55000',
      requestId: 'tp-then-moved',
    };
    const first = await order(m, body);
    expect(first.statusCode).toBe(200);
    // Judged afresh, the same body is now refused: its TP is below the fill price.
    f.tick(560_000);
    const again = await order(m, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await f.get('/futures/history/list', {}, m)).json()).toMatchObject({ totalElements: 1 });
    f.tick(500_000);
  });
});

describe('TP/SL at entry refusals', () => {
  const cases: [string, Record<string, unknown>][] = [
    [
      'a LONG MARKET whose TP is below the fill price',
      { tradeType: 'LONG', marketType: 'MARKET', takeProfit: '49000' },
    ],
    [
      'a LONG MARKET whose SL is above the fill price',
      { tradeType: 'LONG', marketType: 'MARKET', stopLoss: '51000' },
    ],
    [
      'a SHORT MARKET whose TP is above the fill price',
      { tradeType: 'SHORT', marketType: 'MARKET', takeProfit: '51000' },
    ],
    [
      'a SHORT MARKET whose SL equals the fill price',
      { tradeType: 'SHORT', marketType: 'MARKET', stopLoss: '50000' },
    ],
    [
      'a LONG LIMIT whose TP is below its limit (above the last price)',
      { tradeType: 'LONG', marketType: 'LIMIT', price: '48000', takeProfit: '47000' },
    ],
    [
      'a SHORT STOPMARKET whose SL is below its stop',
      { tradeType: 'SHORT', marketType: 'STOPMARKET', stopPrice: '45000', stopLoss: '44000' },
    ],
    [
      'a LONG LIMIT the last price crosses, whose SL is above the fill price though below the limit',
      { tradeType: 'LONG', marketType: 'LIMIT', price: '52000', stopLoss: '51000' },
    ],
    [
      'a TP with more decimals than the option',
      { tradeType: 'LONG', marketType: 'MARKET', takeProfit: '55000.05' },
    ],
  ];
  for (const [name, body] of cases) {
    it(`refuses ${name} with TPSL_PRICE_INVALID (400), and writes nothing`, async () => {
      const m = await f.member();
      f.tick(500_000);
      const res = await order(m, { qty: '100', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'TPSL_PRICE_INVALID',
        message: '익절/손절 가격이 올바르지 않습니다.',
      });
      expect(await f.futures(m.id)).toEqual([10_000n * USDT, 0n]);
      expect((await f.get('/futures/history/list', {}, m)).json()).toMatchObject({ totalElements: 0 });
      expect((await f.get('/futures/history/open_order', {}, m)).json()).toEqual([]);
    });
  }
});

describe('a resting order with TP/SL at entry', () => {
  it('shows them while it rests and puts them on the position the trigger loop fills', async () => {
    const m = await f.member();
    f.tick(500_000);
    const { id } = await placed(m, {
      tradeType: 'SHORT',
      marketType: 'LIMIT',
      qty: '100',
      price: '51000',
      takeProfit: '48000',
      stopLoss: '53000',
      isMarkTp: false,
      isMarkSl: false,
    });
    expect((await f.get('/futures/history/open_order', {}, m)).json()).toEqual([
      expect.objectContaining({ id, status: 'OPEN', takeProfit: '48000.0', stopLoss: '53000.0' }),
    ]);
    await loop.step();
    f.tick(510_000);
    await loop.step();
    const position = await openPosition(m);
    expect(position).toMatchObject({ tradeType: 'SHORT', takeProfit: '48000.0', stopLoss: '53000.0' });
    expect((await f.get('/futures/history/list', {}, m)).json()).toMatchObject({
      content: [
        expect.objectContaining({ id, status: 'FILLED', takeProfit: '48000.0', stopLoss: '53000.0' }),
      ],
    });
    // The new TP/SL orders reach the loop's book on its next read, and close the position at 48,000.
    await loop.step();
    f.tick(480_000);
    await loop.step();
    expect(await openPosition(m)).toBeUndefined();
    f.tick(500_000);
    expect(await f.invariants()).toEqual([]);
  });

  it('keeps them across a restart: a new loop rebuilt from the database still attaches them', async () => {
    const m = await f.member();
    f.tick(500_000);
    await placed(m, {
      tradeType: 'LONG',
      marketType: 'STOPMARKET',
      qty: '100',
      stopPrice: '52000',
      takeProfit: '60000',
      stopLoss: '50000',
      isMarkSl: true,
    });
    const fresh = steppedTriggerLoop(f);
    await fresh.start();
    try {
      f.tick(520_000);
      expect(await fresh.step()).toBe(1);
      expect(await openPosition(m)).toMatchObject({
        tradeType: 'LONG',
        entryPrice: '52000.0',
        takeProfit: '60000.0',
        stopLoss: '50000.0',
        isMarkTp: false,
        isMarkSl: true,
      });
    } finally {
      await fresh.stop();
      f.tick(500_000);
    }
  });
});

describe('an order that adds to a position with TP/SL of its own', () => {
  it('replaces only the TP or SL it gives, and keeps the others (Binance)', async () => {
    const m = await f.member();
    f.tick(500_000);
    const { futuresPositionId } = await placed(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '100' });
    const set = await f.post(
      '/futures/order/tpsl',
      { futuresPositionId, takeProfit: '55000', stopLoss: '45000', isMarkTp: false, isMarkSl: false },
      m,
    );
    expect(set.statusCode).toBe(200);
    const [oldSl, oldTp] = await openTpsl(m, futuresPositionId!);
    // Without TP/SL: the position's stay as they were.
    await placed(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '100' });
    expect(await openTpsl(m, futuresPositionId!)).toEqual([oldSl, oldTp]);
    // With a TP only: the TP is replaced (for the whole, larger position), the SL kept.
    await placed(m, {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '100',
      takeProfit: '56000',
      isMarkTp: true,
    });
    const after = await openTpsl(m, futuresPositionId!);
    expect(after).toEqual([
      oldSl,
      expect.objectContaining({ marketType: 'TAKEPROFIT', stopPrice: '56000.0', isMark: true, qty: '300' }),
    ]);
    expect(after[1]!.id).not.toBe(oldTp!.id);
    expect(await openPosition(m)).toMatchObject({ qty: '300', takeProfit: '56000.0', stopLoss: '45000.0' });
  });

  it('attaches nothing when the order only reduces the opposite position', async () => {
    const m = await f.member();
    f.tick(500_000);
    const { futuresPositionId } = await placed(m, {
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: '200',
      stopLoss: '45000',
    });
    await placed(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '100', takeProfit: '40000' });
    expect(await openPosition(m)).toMatchObject({
      futuresPositionId,
      tradeType: 'LONG',
      qty: '100',
      takeProfit: null,
      stopLoss: '45000.0',
    });
  });
});
