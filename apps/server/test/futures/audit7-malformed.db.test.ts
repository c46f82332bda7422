import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, openPosition, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Audit 7: every /futures call with a malformed body or query answers the catalogued 400 (never a
// 500 or 501) and changes nothing: the member's FUTURES wallet, orders and positions stay as they were.

let f: FuturesFixture;
let m: Member;
let positionId: number;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
  m = await f.member();
  positionId = await openPosition(f, m, 'LONG', { qty: '1000' });
});
afterAll(() => f.close());

/** A raw JSON text posted as is, so numbers JSON.stringify cannot write (1e400) reach the server. */
function postRaw(path: string, text: string) {
  return f.t.app.inject({
    method: 'POST',
    url: `/api${path}?siteInfoId=${f.site.id}`,
    headers: { ...bearerOf(m), 'content-type': 'application/json' },
    payload: text,
  });
}

function bearerOf(member: Member): Record<string, string> {
  return { authorization: `Bearer ${member.token}` };
}

const order = (extra: Record<string, unknown>) => ({
  futuresOptionId: 0 as number,
  tradeType: 'LONG',
  marketType: 'MARKET',
  qty: '100',
  ...extra,
});

type Case = readonly [label: string, path: string, body: () => Record<string, unknown>];

const bodies: Case[] = [
  ['order: empty body', '/futures/order', () => ({})],
  ['order: negative qty', '/futures/order', () => order({ futuresOptionId: f.optionId, qty: '-100' })],
  ['order: zero qty', '/futures/order', () => order({ futuresOptionId: f.optionId, qty: '0' })],
  ['order: qty text', '/futures/order', () => order({ futuresOptionId: f.optionId, qty: 'abc' })],
  ['order: qty exponent', '/futures/order', () => order({ futuresOptionId: f.optionId, qty: '1e5' })],
  [
    'order: qty 9 decimals',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, qty: '1.123456789' }),
  ],
  ['order: qty huge', '/futures/order', () => order({ futuresOptionId: f.optionId, qty: '9'.repeat(40) })],
  [
    'order: qty inexact number',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, qty: 0.1 + 0.2 }),
  ],
  ['order: qty null', '/futures/order', () => order({ futuresOptionId: f.optionId, qty: null })],
  ['order: qty array', '/futures/order', () => order({ futuresOptionId: f.optionId, qty: ['100'] })],
  ['order: option id text', '/futures/order', () => order({ futuresOptionId: '1' })],
  ['order: option id negative', '/futures/order', () => order({ futuresOptionId: -1 })],
  ['order: option id fraction', '/futures/order', () => order({ futuresOptionId: 1.5 })],
  ['order: option id past int4', '/futures/order', () => order({ futuresOptionId: 2_147_483_648 })],
  [
    'order: tradeType unknown',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, tradeType: 'BUY' }),
  ],
  [
    'order: marketType unknown',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'FOK' }),
  ],
  [
    'order: marketType LIQUIDATION',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'LIQUIDATION' }),
  ],
  [
    'order: marketType TAKEPROFIT',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'TAKEPROFIT' }),
  ],
  [
    'order: LIMIT without price',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'LIMIT' }),
  ],
  [
    'order: LIMIT price zero',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'LIMIT', price: '0' }),
  ],
  [
    'order: LIMIT price too fine',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'LIMIT', price: '49000.01' }),
  ],
  [
    'order: LIMIT price huge',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'LIMIT', price: '999999999999999' }),
  ],
  [
    'order: STOPLIMIT no stop',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, marketType: 'STOPLIMIT', price: '49000' }),
  ],
  ['order: TP text', '/futures/order', () => order({ futuresOptionId: f.optionId, takeProfit: 'x' })],
  [
    'order: TP too fine',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, takeProfit: '60000.05' }),
  ],
  [
    'order: SL on the profit side',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, stopLoss: '60000' }),
  ],
  ['order: isMarkTp text', '/futures/order', () => order({ futuresOptionId: f.optionId, isMarkTp: 'yes' })],
  [
    'order: requestId short',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, requestId: 'abc' }),
  ],
  [
    'order: requestId long',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, requestId: 'a'.repeat(65) }),
  ],
  [
    'order: requestId spaces',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, requestId: 'abc def ghi' }),
  ],
  [
    'order: close id on LIMIT',
    '/futures/order',
    () =>
      order({
        futuresOptionId: f.optionId,
        marketType: 'LIMIT',
        price: '49000',
        tradeType: 'SHORT',
        futuresPositionId: positionId,
      }),
  ],
  [
    'order: close id text',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, tradeType: 'SHORT', futuresPositionId: 'x' }),
  ],
  [
    'order: close id past int4',
    '/futures/order',
    () => order({ futuresOptionId: f.optionId, tradeType: 'SHORT', futuresPositionId: 2_147_483_648 }),
  ],
  ['cancel: empty', '/futures/order/cancel', () => ({})],
  ['cancel: id text', '/futures/order/cancel', () => ({ id: 'x' })],
  ['cancel: id zero', '/futures/order/cancel', () => ({ id: 0 })],
  ['cancel: id past int4', '/futures/order/cancel', () => ({ id: 2_147_483_648 })],
  ['cancel_all: option id negative', '/futures/order/cancel_all', () => ({ futuresOptionId: -1 })],
  ['cancel_all: option id text', '/futures/order/cancel_all', () => ({ futuresOptionId: 'all' })],
  ['tpsl: empty', '/futures/order/tpsl', () => ({})],
  [
    'tpsl: missing flags',
    '/futures/order/tpsl',
    () => ({ futuresPositionId: positionId, takeProfit: '60000', stopLoss: null }),
  ],
  [
    'tpsl: TP text',
    '/futures/order/tpsl',
    () => ({
      futuresPositionId: positionId,
      takeProfit: 'x',
      stopLoss: null,
      isMarkTp: true,
      isMarkSl: true,
    }),
  ],
  [
    'tpsl: TP negative',
    '/futures/order/tpsl',
    () => ({
      futuresPositionId: positionId,
      takeProfit: '-60000',
      stopLoss: null,
      isMarkTp: true,
      isMarkSl: true,
    }),
  ],
  [
    'tpsl: TP too fine',
    '/futures/order/tpsl',
    () => ({
      futuresPositionId: positionId,
      takeProfit: '60000.05',
      stopLoss: null,
      isMarkTp: true,
      isMarkSl: true,
    }),
  ],
  [
    'tpsl: TP huge',
    '/futures/order/tpsl',
    () => ({
      futuresPositionId: positionId,
      takeProfit: '9'.repeat(40),
      stopLoss: null,
      isMarkTp: true,
      isMarkSl: true,
    }),
  ],
  [
    'tpsl: SL above a LONG',
    '/futures/order/tpsl',
    () => ({
      futuresPositionId: positionId,
      takeProfit: null,
      stopLoss: '60000',
      isMarkTp: true,
      isMarkSl: true,
    }),
  ],
  ['leverage: zero', '/futures/order/leverage', () => ({ futuresOptionId: f.optionId, leverage: 0 })],
  ['leverage: 126', '/futures/order/leverage', () => ({ futuresOptionId: f.optionId, leverage: 126 })],
  ['leverage: fraction', '/futures/order/leverage', () => ({ futuresOptionId: f.optionId, leverage: 2.5 })],
  ['leverage: text', '/futures/order/leverage', () => ({ futuresOptionId: f.optionId, leverage: '10' })],
  [
    'margin_type: unknown',
    '/futures/order/margin_type',
    () => ({ futuresOptionId: f.optionId, marginType: 'PORTFOLIO' }),
  ],
  [
    'margin_type: lower case',
    '/futures/order/margin_type',
    () => ({ futuresOptionId: f.optionId, marginType: 'cross' }),
  ],
  [
    'margin: type unknown',
    '/futures/order/margin',
    () => ({ futuresPositionId: positionId, amount: '1', type: 'MOVE' }),
  ],
  [
    'margin: amount negative',
    '/futures/order/margin',
    () => ({ futuresPositionId: positionId, amount: '-1', type: 'REMOVE' }),
  ],
  [
    'margin: amount 9 decimals',
    '/futures/order/margin',
    () => ({ futuresPositionId: positionId, amount: '0.000000001', type: 'ADD' }),
  ],
  [
    'margin: amount huge',
    '/futures/order/margin',
    () => ({ futuresPositionId: positionId, amount: '9'.repeat(40), type: 'ADD' }),
  ],
  ['margin: amount missing', '/futures/order/margin', () => ({ futuresPositionId: positionId, type: 'ADD' })],
  ['copytrade/close: empty', '/futures/order/copytrade/close', () => ({})],
  [
    'copytrade/close: closePrice text',
    '/futures/order/copytrade/close',
    () => ({ futuresFollowerOrderId: 1, futuresTraderOrderId: 1, closePrice: 'x' }),
  ],
];

type QueryCase = readonly [label: string, path: string, query: () => Record<string, string>];

const queries: QueryCase[] = [
  [
    'qty_per: leverage text',
    '/futures/order/qty_per',
    () => ({ futuresOptionId: String(f.optionId), leverage: 'ten' }),
  ],
  [
    'qty_per: leverage zero',
    '/futures/order/qty_per',
    () => ({ futuresOptionId: String(f.optionId), leverage: '0' }),
  ],
  [
    'qty_per: leverage 999',
    '/futures/order/qty_per',
    () => ({ futuresOptionId: String(f.optionId), leverage: '999' }),
  ],
  [
    'qty_per: leverage fraction',
    '/futures/order/qty_per',
    () => ({ futuresOptionId: String(f.optionId), leverage: '1.5' }),
  ],
  ['qty_per: leverage missing', '/futures/order/qty_per', () => ({ futuresOptionId: String(f.optionId) })],
  ['qty_per: option id text', '/futures/order/qty_per', () => ({ futuresOptionId: 'x', leverage: '10' })],
  [
    'qty_per: option id huge',
    '/futures/order/qty_per',
    () => ({ futuresOptionId: '99999999999', leverage: '10' }),
  ],
  ['list: page zero', '/futures/history/list', () => ({ page: '0' })],
  ['list: page negative', '/futures/history/list', () => ({ page: '-1' })],
  ['list: page huge', '/futures/history/list', () => ({ page: '1e400' })],
  ['list: size 101', '/futures/history/list', () => ({ size: '101' })],
  ['list: start not a date', '/futures/history/list', () => ({ startDate: '2026-02-30' })],
  ['list: start another format', '/futures/history/list', () => ({ startDate: '20260201' })],
  ['list: option id text', '/futures/history/list', () => ({ futuresOptionId: 'x' })],
  ['funding: end not a date', '/futures/history/funding', () => ({ endDate: '2026-13-01' })],
  ['funding: size zero', '/futures/history/funding', () => ({ size: '0' })],
  ['tpsl list: order id missing', '/futures/history/tpsl', () => ({})],
  ['tpsl list: order id huge', '/futures/history/tpsl', () => ({ orderId: '2147483648' })],
  ['open_sltp: position id negative', '/futures/history/open_sltp', () => ({ futuresPositionId: '-1' })],
  ['open_order: option id text', '/futures/history/open_order', () => ({ futuresOptionId: 'x' })],
  ['open_position: option id zero', '/futures/history/open_position', () => ({ futuresOptionId: '0' })],
  ['last_leverage: option id missing', '/futures/history/last_leverage', () => ({})],
  ['option: id text', '/futures/option', () => ({ futuresOptionId: 'x' })],
  ['option list: prefix with a percent', '/futures/option/list', () => ({ stockPrefix: '%' })],
  ['option list: isPlay other', '/futures/option/list', () => ({ isPlay: 'maybe' })],
];

describe('malformed /futures calls', () => {
  it.each(bodies)('%s: the catalogued 400 and nothing changed', async (_label, path, body) => {
    const before = await snapshot();
    const res = await f.post(path, body(), m);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code, res.body).toMatch(/^[A-Z_]+$/);
    expect(await snapshot()).toEqual(before);
  });

  it.each(queries)('%s: the catalogued 400', async (_label, path, query) => {
    const res = await f.get(path, query(), m);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code, res.body).toMatch(/^[A-Z_]+$/);
  });

  it.each([
    ['qty 1e400', '{"futuresOptionId":OPT,"tradeType":"LONG","marketType":"MARKET","qty":1e400}'],
    ['qty -0', '{"futuresOptionId":OPT,"tradeType":"LONG","marketType":"MARKET","qty":-0}'],
    ['not JSON', '{"futuresOptionId":OPT,'],
    ['a JSON array', '[1,2]'],
    [
      'duplicate keys, the last a negative qty',
      '{"futuresOptionId":OPT,"tradeType":"LONG","marketType":"MARKET","qty":"100","qty":"-5"}',
    ],
  ])('order %s: the catalogued 400 and nothing changed', async (_label, text) => {
    const before = await snapshot();
    const res = await postRaw('/futures/order', text.replace('OPT', String(f.optionId)));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code, res.body).toMatch(/^[A-Z_]+$/);
    expect(await snapshot()).toEqual(before);
  });
});

/** What a refused call must leave alone: the wallet, the orders and positions, the ledger's invariants. */
async function snapshot() {
  const rows = await f.t.db.query<{ orders: string; positions: string }>(
    `SELECT (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM futures_order WHERE member_id = $1) AS orders,
       (SELECT string_agg(id || ':' || qty || ':' || margin || ':' || status, ',' ORDER BY id)
          FROM futures_position WHERE member_id = $1) AS positions`,
    [m.id],
  );
  return { wallet: await f.futures(m.id), ...rows.rows[0], invariants: await f.invariants(), usdt: USDT };
}
