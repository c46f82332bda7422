import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { insertSite } from '../support/seed-site.ts';
import { insertFuturesOption, openFuturesFixture, openPosition } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Audit 7: a member reaches only their own futures rows. A member of site B, and another member of
// site A, name site A member's option, position, orders and requestId on every /futures call: each
// answers the handler's own not-found (or its own empty list), leaks none of the rows, and changes
// none of them.

let f: FuturesFixture;
let siteB: Site;
let optionB: number;
let owner: Member;
let positionId: number;
let restingId: number;
let tpslOrderId: number;
let filledOrderId: number;
const ownersRequest = 'audit7-owner-request';

beforeAll(async () => {
  f = await openFuturesFixture();
  siteB = await insertSite(f.t.db);
  optionB = await insertFuturesOption(f.t.db, siteB.id);
  f.tick(500_000);
  owner = await f.member();
  positionId = await openPosition(f, owner, 'LONG', { qty: '1000' });
  const tpsl = await f.post(
    '/futures/order/tpsl',
    {
      futuresPositionId: positionId,
      takeProfit: '60000',
      stopLoss: '40000',
      isMarkTp: false,
      isMarkSl: false,
    },
    owner,
  );
  expect(tpsl.statusCode, tpsl.body).toBe(200);
  const resting = await f.post(
    '/futures/order',
    {
      futuresOptionId: f.optionId,
      tradeType: 'LONG',
      marketType: 'LIMIT',
      qty: '100',
      price: '40000',
      requestId: ownersRequest,
    },
    owner,
  );
  expect(resting.statusCode, resting.body).toBe(200);
  restingId = resting.json<{ id: number }>().id;
  const orders = await f.t.db.query<{ id: number; market_type: string; status: string }>(
    'SELECT id, market_type, status FROM futures_order WHERE member_id = $1 ORDER BY id',
    [owner.id],
  );
  tpslOrderId = orders.rows.find((row) => row.market_type === 'TAKEPROFIT')!.id;
  filledOrderId = orders.rows.find((row) => row.market_type === 'MARKET')!.id;
});
afterAll(() => f.close());

/** The owner's rows as they stand: none of the intruders' calls may change them. */
async function ownersRows(): Promise<string> {
  const found = await f.t.db.query<{ rows: string }>(
    `SELECT (SELECT string_agg(id || ':' || status || ':' || qty || ':' || coalesce(stop_price::text, ''), ',' ORDER BY id)
               FROM futures_order WHERE member_id = $1) || '|' ||
            (SELECT string_agg(id || ':' || status || ':' || qty || ':' || margin, ',' ORDER BY id)
               FROM futures_position WHERE member_id = $1) AS rows`,
    [owner.id],
  );
  return `${found.rows[0]?.rows}|${(await f.futures(owner.id)).join(':')}`;
}

type Intruder = 'site B' | 'site A';

async function intruder(kind: Intruder): Promise<{ m: Member; option: number }> {
  if (kind === 'site B') {
    f.t.ctx.market.onTicks([
      { stock: 'BTCUSDT', price: 500_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    return { m: await f.member(10_000n, siteB), option: optionB };
  }
  return { m: await f.member(), option: f.optionId };
}

describe.each<Intruder>(['site B', 'site A'])("a member of %s naming the owner's futures rows", (kind) => {
  it('is answered not found on every call that names them, and changes nothing', async () => {
    const { m, option } = await intruder(kind);
    const before = await ownersRows();
    const foreignOption = kind === 'site B';
    const posts: [string, Record<string, unknown>, string][] = [
      ['/futures/order/cancel', { id: restingId }, 'ORDER_NOT_FOUND'],
      ['/futures/order/cancel', { id: tpslOrderId }, 'ORDER_NOT_FOUND'],
      [
        '/futures/order/tpsl',
        { futuresPositionId: positionId, takeProfit: null, stopLoss: null, isMarkTp: false, isMarkSl: false },
        'POSITION_NOT_FOUND',
      ],
      [
        '/futures/order/margin',
        { futuresPositionId: positionId, amount: '1', type: 'REMOVE' },
        'POSITION_NOT_FOUND',
      ],
      [
        '/futures/order/margin',
        { futuresPositionId: positionId, amount: '1', type: 'ADD' },
        'POSITION_NOT_FOUND',
      ],
      [
        '/futures/order',
        {
          futuresOptionId: option,
          tradeType: 'SHORT',
          marketType: 'MARKET',
          qty: '1000',
          futuresPositionId: positionId,
        },
        'POSITION_NOT_OPEN',
      ],
    ];
    if (foreignOption) {
      posts.push(
        [
          '/futures/order',
          { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '100' },
          'OPTION_NOT_FOUND',
        ],
        [
          '/futures/order',
          { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '40000' },
          'OPTION_NOT_FOUND',
        ],
        ['/futures/order/cancel_all', { futuresOptionId: f.optionId }, 'OPTION_NOT_FOUND'],
        ['/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 5 }, 'OPTION_NOT_FOUND'],
        [
          '/futures/order/margin_type',
          { futuresOptionId: f.optionId, marginType: 'CROSS' },
          'OPTION_NOT_FOUND',
        ],
      );
    }
    for (const [path, body, code] of posts) {
      const res = await f.post(path, body, m);
      expect(res.statusCode, `${path} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
      expect(res.json(), `${path} ${JSON.stringify(body)}`).toMatchObject({ code });
    }
    const gets: [string, Record<string, string | number>, string][] = [
      ['/futures/history/open_sltp', { futuresPositionId: positionId }, 'POSITION_NOT_FOUND'],
    ];
    if (foreignOption) {
      gets.push(
        ['/futures/order/qty_per', { futuresOptionId: f.optionId, leverage: 10 }, 'OPTION_NOT_FOUND'],
        ['/futures/history/last_leverage', { futuresOptionId: f.optionId }, 'OPTION_NOT_FOUND'],
        ['/futures/option', { futuresOptionId: f.optionId }, 'OPTION_NOT_FOUND'],
      );
    }
    for (const [path, query, code] of gets) {
      const res = await f.get(path, query, m);
      expect(res.statusCode, `${path} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
      expect(res.json(), path).toMatchObject({ code });
    }
    expect(await ownersRows()).toBe(before);
  });

  it("lists none of the owner's rows, whatever option or order it names", async () => {
    const { m } = await intruder(kind);
    const lists: [string, Record<string, string | number>][] = [
      ['/futures/history/open_order', {}],
      ['/futures/history/open_order', { futuresOptionId: f.optionId }],
      ['/futures/history/open_position', {}],
      ['/futures/history/open_position', { futuresOptionId: f.optionId }],
      ['/futures/history/list', {}],
      ['/futures/history/list', { futuresOptionId: f.optionId }],
      ['/futures/history/funding', { futuresOptionId: f.optionId }],
      ['/futures/history/tpsl', { orderId: filledOrderId }],
      ['/futures/history/tpsl', { orderId: restingId }],
    ];
    for (const [path, query] of lists) {
      const res = await f.get(path, query, m);
      expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
      for (const id of [restingId, tpslOrderId, filledOrderId, positionId]) {
        // None of the owner's ids, as an order or a position, in any answer.
        expect(res.body, `${path} ${JSON.stringify(query)}`).not.toMatch(
          new RegExp(`"(id|futuresPositionId)":${id}[,}]`),
        );
      }
    }
  });

  it("places its own order under the owner's requestId, never answered with the owner's order", async () => {
    const { m, option } = await intruder(kind);
    const res = await f.post(
      '/futures/order',
      {
        futuresOptionId: option,
        tradeType: 'LONG',
        marketType: 'LIMIT',
        qty: '100',
        price: '40000',
        requestId: ownersRequest,
      },
      m,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: number }>().id).not.toBe(restingId);
    expect(await f.invariants()).toEqual([]);
  });
});
