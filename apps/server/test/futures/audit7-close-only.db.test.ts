import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFuturesOption, openFuturesFixture, openPosition } from './futures-fixture.ts';
import type { FuturesFixture } from './futures-fixture.ts';

// Audit 7: a close-only order, TP/SL and margin naming the caller's own position of another option,
// or a position already closed: each answers its own refusal and moves nothing; a close of more than
// is left closes what is left and never flips.

let f: FuturesFixture;
let eth: number;

beforeAll(async () => {
  f = await openFuturesFixture();
  eth = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
});
afterAll(() => f.close());

function prices(): void {
  f.tick(500_000);
  f.t.ctx.market.onTicks([
    { stock: 'ETHUSDT', price: 30_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
  ]);
}

async function positions(memberId: number) {
  const found = await f.t.db.query<{ id: number; option: number; side: string; qty: string; status: string }>(
    `SELECT id, futures_option_id AS option, trade_type AS side, qty::text AS qty, status FROM futures_position
     WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  return found.rows;
}

describe("close-only, TP/SL and margin naming the caller's other or closed positions", () => {
  it('refuse a position of another option and a closed one, and close no more than is left', async () => {
    const m = await f.member();
    prices();
    await f.post('/futures/order/leverage', { futuresOptionId: eth, leverage: 10 }, m);
    const ethOrder = await f.post(
      '/futures/order',
      { futuresOptionId: eth, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      m,
    );
    const ethPosition = ethOrder.json<{ futuresPositionId: number }>().futuresPositionId;
    const btcPosition = await openPosition(f, m, 'LONG', { qty: '1000' });
    const before = await positions(m.id);
    const wallet = await f.futures(m.id);

    const otherOption = await f.post(
      '/futures/order',
      {
        futuresOptionId: f.optionId,
        tradeType: 'SHORT',
        marketType: 'MARKET',
        qty: '1000',
        futuresPositionId: ethPosition,
      },
      m,
    );
    expect(otherOption.json()).toMatchObject({ code: 'POSITION_NOT_OPEN' });
    expect(await positions(m.id)).toEqual(before);
    expect(await f.futures(m.id)).toEqual(wallet);

    const closeMore = await f.post(
      '/futures/order',
      {
        futuresOptionId: f.optionId,
        tradeType: 'SHORT',
        marketType: 'MARKET',
        qty: '5000',
        futuresPositionId: btcPosition,
      },
      m,
    );
    expect(closeMore.statusCode, closeMore.body).toBe(200);
    expect(closeMore.json()).toMatchObject({ qty: '1000' });
    const after = await positions(m.id);
    expect(after.filter((row) => row.status === 'OPEN').map((row) => row.option)).toEqual([eth]);

    const again = await f.post(
      '/futures/order',
      {
        futuresOptionId: f.optionId,
        tradeType: 'SHORT',
        marketType: 'MARKET',
        qty: '1000',
        futuresPositionId: btcPosition,
      },
      m,
    );
    expect(again.json()).toMatchObject({ code: 'POSITION_NOT_OPEN' });
    const tpsl = await f.post(
      '/futures/order/tpsl',
      {
        futuresPositionId: btcPosition,
        takeProfit: '60000',
        stopLoss: null,
        isMarkTp: false,
        isMarkSl: false,
      },
      m,
    );
    expect(tpsl.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const margin = await f.post(
      '/futures/order/margin',
      { futuresPositionId: btcPosition, amount: '1', type: 'ADD' },
      m,
    );
    expect(margin.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const sltp = await f.get('/futures/history/open_sltp', { futuresPositionId: btcPosition }, m);
    expect(sltp.statusCode).toBeLessThan(500);
    expect(await positions(m.id)).toEqual(after);
    expect(await f.invariants()).toEqual([]);
  });
});
