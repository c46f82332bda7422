import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, openPosition, USDT } from './futures-fixture.ts';
import type { FuturesFixture } from './futures-fixture.ts';

// Audit 7: POST /futures/order/margin REMOVE "keeps at least the initial margin after any loss at
// mark" (position-actions.ts). In a feed gap there is no mark: orders and TP/SL answer
// PRICE_UNAVAILABLE (feed-prices.ts: "never filled at a stale price"), and so does the removal now: it
// valued the position at its entry price, as if it had lost nothing, and let the member take out
// margin the loss already used.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
});
afterAll(() => f.close());

describe('removing margin in a feed gap', () => {
  it('is refused (PRICE_UNAVAILABLE), not judged at the entry price', async () => {
    const m = await f.member();
    f.tick(500_000);
    const id = await openPosition(f, m, 'LONG', { qty: '10000' });
    const added = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, amount: '2000', type: 'ADD' },
      m,
    );
    expect(added.statusCode, added.body).toBe(200);
    // 46,000: an 800 loss on 3,000 margin; 1,200 may come out (3,000 − 800 − 1,000 initial).
    f.tick(460_000);
    const tooMuch = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, amount: '1500', type: 'REMOVE' },
      m,
    );
    expect(tooMuch.json()).toMatchObject({ code: 'MARGIN_REMOVE_TOO_LARGE' });
    // The feed goes quiet at 46,000.
    f.t.ctx.market.onGap({
      stock: 'BTCUSDT',
      source: 'simulated',
      lastTickAtMs: f.clock.nowMs(),
      detectedAtMs: f.clock.nowMs(),
    });
    const order = await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '100' },
      m,
    );
    expect(order.json()).toMatchObject({ code: 'PRICE_UNAVAILABLE' });
    const inGap = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, amount: '2000', type: 'REMOVE' },
      m,
    );
    const margin = await f.t.db.query<{ margin: string }>(
      'SELECT margin::text AS margin FROM futures_position WHERE id = $1',
      [id],
    );
    expect({
      status: inGap.statusCode,
      body: inGap.json<unknown>(),
      margin: margin.rows[0]?.margin,
    }).toMatchObject({
      body: { code: 'PRICE_UNAVAILABLE' },
      margin: (3_000n * USDT).toString(),
    });
  });
});
