import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, openPosition, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// "시장가 종료" is a close-only MARKET order naming the position (`futuresPositionId`): it reduces that
// position by at most what is left of it and is refused once the position is gone, so a confirmation
// tapped in a stale tab never opens a position the other way.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

const market = (tradeType: 'LONG' | 'SHORT', qty: string, extra: Record<string, unknown> = {}) => ({
  futuresOptionId: f.optionId,
  tradeType,
  marketType: 'MARKET',
  qty,
  ...extra,
});

/** A LONG position of `qty` USDT at 10× from 50,000; its id. */
function longPosition(member: Member, qty = '1000'): Promise<number> {
  f.tick(500_000);
  return openPosition(f, member, 'LONG', { qty });
}

async function openPositions(member: Member) {
  const res = await f.get('/futures/history/open_position', { futuresOptionId: f.optionId }, member);
  return res.json<{ futuresPositionId: number; tradeType: string; qty: string }[]>();
}

describe('POST /futures/order, close only', () => {
  it('closes the named position and, sent again after it closed, is refused with nothing opened', async () => {
    const m = await f.member();
    const id = await longPosition(m);
    const close = market('SHORT', '1000', { futuresPositionId: id });
    expect((await f.post('/futures/order', close, m)).statusCode).toBe(200);
    expect(await openPositions(m)).toEqual([]);
    const balance = await f.futures(m.id);
    // The stale tab's confirmation: the same close again, a new request.
    const stale = await f.post('/futures/order', close, m);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'POSITION_NOT_OPEN',
      message: '이미 종료되었거나 종료할 수 없는 포지션입니다.',
    });
    expect(await openPositions(m)).toEqual([]);
    expect(await f.futures(m.id)).toEqual(balance);
    // Without the close-only id the same body is an ordinary order and opens a SHORT: what the
    // screen used to send.
    expect((await f.post('/futures/order', market('SHORT', '1000'), m)).statusCode).toBe(200);
    expect(await openPositions(m)).toEqual([expect.objectContaining({ tradeType: 'SHORT', qty: '1000' })]);
    expect(await f.invariants()).toEqual([]);
  });

  it('closes no more than is left of the position, never flipping it', async () => {
    const m = await f.member();
    const id = await longPosition(m, '1000');
    // Each reducing fill answers what it realised, before fees: 400 and 600 USDT of a LONG from
    // 50,000 sold at 55,000 realise 400 × 10 % = 40 and 60.
    f.tick(550_000);
    const partial = await f.post('/futures/order', market('SHORT', '400'), m);
    expect(partial.json()).toMatchObject({ realizedPnl: '40' });
    const res = await f.post('/futures/order', market('SHORT', '1000', { futuresPositionId: id }), m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ qty: '600', status: 'FILLED', realizedPnl: '60' });
    f.tick(500_000);
    expect(await openPositions(m)).toEqual([]);
    expect(await f.invariants()).toEqual([]);
  });

  it('closes a remainder below the order minimum, which an ordinary order cannot', async () => {
    const m = await f.member();
    const id = await longPosition(m, '10');
    expect((await f.post('/futures/order', market('SHORT', '9.5'), m)).statusCode).toBe(200);
    const ordinary = await f.post('/futures/order', market('SHORT', '0.5'), m);
    expect(ordinary.json()).toMatchObject({ code: 'INVESTMENT_AMOUNT_TOO_SMALL' });
    const close = await f.post('/futures/order', market('SHORT', '0.5', { futuresPositionId: id }), m);
    expect(close.statusCode).toBe(200);
    expect(await openPositions(m)).toEqual([]);
  });

  it('refuses a newer position it does not name, a same-side close, a TP/SL, a resting close, and another member’s id', async () => {
    const m = await f.member();
    const first = await longPosition(m);
    expect(
      (await f.post('/futures/order', market('SHORT', '1000', { futuresPositionId: first }), m)).statusCode,
    ).toBe(200);
    const second = await longPosition(m);
    const before = await f.futures(m.id);
    const stale = await f.post('/futures/order', market('SHORT', '1000', { futuresPositionId: first }), m);
    expect(stale.json()).toMatchObject({ code: 'POSITION_NOT_OPEN' });
    const sameSide = await f.post('/futures/order', market('LONG', '1000', { futuresPositionId: second }), m);
    expect(sameSide.statusCode).toBe(400);
    expect(sameSide.json()).toMatchObject({ code: 'CLOSE_ORDER_INVALID' });
    const withTp = await f.post(
      '/futures/order',
      market('SHORT', '1000', { futuresPositionId: second, takeProfit: '40000' }),
      m,
    );
    expect(withTp.json()).toMatchObject({ code: 'CLOSE_ORDER_INVALID' });
    // A resting close is refused, not placed as an ordinary order that could open the other way.
    for (const resting of [
      { marketType: 'LIMIT', price: '40000' },
      { marketType: 'STOPMARKET', stopPrice: '30000' },
    ]) {
      const body = { ...market('SHORT', '1000', { futuresPositionId: second }), ...resting };
      const refused = await f.post('/futures/order', body, m);
      expect(refused.statusCode, resting.marketType).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'CLOSE_ORDER_INVALID' });
    }
    const other = await f.member();
    const theirs = await f.post(
      '/futures/order',
      market('SHORT', '1000', { futuresPositionId: second }),
      other,
    );
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({ code: 'POSITION_NOT_OPEN' });
    expect(await openPositions(other)).toEqual([]);
    expect(await f.futures(other.id)).toEqual([10_000n * USDT, 0n]);
    expect(await openPositions(m)).toEqual([
      expect.objectContaining({ futuresPositionId: second, qty: '1000' }),
    ]);
    expect(await f.futures(m.id)).toEqual(before);
  });

  it('answers a retried close with the order it placed, not a refusal', async () => {
    const m = await f.member();
    const id = await longPosition(m);
    const body = market('SHORT', '1000', { futuresPositionId: id, requestId: 'close-retry-1' });
    const first = await f.post('/futures/order', body, m);
    const again = await f.post('/futures/order', body, m);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});
