import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { insertFuturesOption, insertOpenLong, openFuturesFixture } from './futures-fixture.ts';
import type { FuturesFixture, OpenLongTable } from './futures-fixture.ts';

// last_leverage, leverage and margin_type over HTTP: remembered per member and option, capped by the
// option, refused with the spec's messages while a position or an order is open (DOMAIN.md §3).

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
});
afterAll(() => f.close());

async function openRow(table: OpenLongTable, memberId: number): Promise<void> {
  const price = table === 'futures_position' ? 500_000 : 400_000;
  await insertOpenLong(f.t.db, table, f.site.id, memberId, f.optionId, {
    marginType: 'CROSS',
    qty: 100_000_000n,
    price,
  });
}

describe('GET /futures/history/last_leverage', () => {
  it("answers the option's default, 20× ISOLATED, for an option never set, and what the member set afterwards", async () => {
    const m = await f.member();
    const first = await f.get('/futures/history/last_leverage', { futuresOptionId: f.optionId }, m);
    expect(first.json()).toEqual({ futuresOptionId: f.optionId, leverage: 20, marginType: 'ISOLATED' });
    expect(
      (await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 25 }, m)).statusCode,
    ).toBe(200);
    const cross = await f.post(
      '/futures/order/margin_type',
      { futuresOptionId: f.optionId, marginType: 'CROSS' },
      m,
    );
    expect(cross.json()).toEqual({ futuresOptionId: f.optionId, leverage: 25, marginType: 'CROSS' });
    const later = await f.get('/futures/history/last_leverage', { futuresOptionId: f.optionId }, m);
    expect(later.json()).toEqual({ futuresOptionId: f.optionId, leverage: 25, marginType: 'CROSS' });
  });

  it("answers OPTION_NOT_FOUND for another site's option", async () => {
    const m = await f.member(0n);
    const other = await insertSite(f.t.db);
    const foreign = await insertFuturesOption(f.t.db, other.id);
    const res = await f.get('/futures/history/last_leverage', { futuresOptionId: foreign }, m);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OPTION_NOT_FOUND' });
  });
});

describe('POST /futures/order/leverage', () => {
  it('pushes LEVERAGE_UPDATE to the member after the change', async () => {
    const m = await f.member(0n);
    f.futuresEvents();
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 50 }, m);
    expect(f.futuresEvents()).toEqual([
      {
        type: 'LEVERAGE_UPDATE',
        seq: expect.any(Number) as number,
        futuresOptionId: f.optionId,
        leverage: 50,
        marginType: 'ISOLATED',
      },
    ]);
  });

  it("refuses more than the option's maximum with its message", async () => {
    const m = await f.member(0n);
    const small = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT', maxLeverage: 20 });
    const res = await f.post('/futures/order/leverage', { futuresOptionId: small, leverage: 21 }, m);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'LEVERAGE_OUT_OF_RANGE',
      message: '레버리지는 1배부터 20배까지 설정할 수 있습니다.',
    });
  });

  it('refuses leverage and margin type on an option the site has switched off, and keeps the setting', async () => {
    const m = await f.member(0n);
    const off = await insertFuturesOption(f.t.db, f.site.id, { stock: 'XRPUSDT' });
    await f.t.db.query('UPDATE futures_option SET is_play = false WHERE id = $1', [off]);
    const leverage = await f.post('/futures/order/leverage', { futuresOptionId: off, leverage: 5 }, m);
    expect(leverage.statusCode).toBe(409);
    expect(leverage.json()).toMatchObject({
      code: 'OPTION_NOT_TRADABLE',
      message: '현재 거래할 수 없는 종목입니다.',
    });
    const marginType = await f.post(
      '/futures/order/margin_type',
      { futuresOptionId: off, marginType: 'CROSS' },
      m,
    );
    expect(marginType.json()).toMatchObject({ code: 'OPTION_NOT_TRADABLE' });
    const kept = await f.get('/futures/history/last_leverage', { futuresOptionId: off }, m);
    expect(kept.json()).toMatchObject({ leverage: 20, marginType: 'ISOLATED' });
  });

  it('refuses a change while a position is open, and changes nothing', async () => {
    const m = await f.member(0n);
    await openRow('futures_position', m.id);
    const res = await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 30 }, m);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      code: 'LEVERAGE_CHANGE_WITH_POSITION',
      message: '포지션이 있는 상태에서는 레버리지를 변경할 수 없습니다.',
    });
    const kept = await f.get('/futures/history/last_leverage', { futuresOptionId: f.optionId }, m);
    expect(kept.json()).toMatchObject({ leverage: 20 });
  });

  it('refuses a change while an order is open', async () => {
    const m = await f.member(0n);
    await openRow('futures_order', m.id);
    const res = await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 30 }, m);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LEVERAGE_CHANGE_WITH_ORDERS' });
  });

  it("is not stopped by another member's position", async () => {
    const m = await f.member(0n);
    const other = await insertMember(f.t.db, f.site.id);
    await openRow('futures_position', other);
    const res = await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 30 }, m);
    expect(res.json()).toMatchObject({ leverage: 30 });
  });
});

describe('POST /futures/order/margin_type', () => {
  it('refuses a change while a position or order is open, in English on an English site', async () => {
    const english = await insertSite(f.t.db, { settings: { languagePolicy: 'en' } });
    const option = await insertFuturesOption(f.t.db, english.id);
    const m = await f.member(0n, english);
    await f.t.db.query(
      `INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status, qty, price,
         leverage, margin_type, created_at, updated_at)
       VALUES ($1, $2, $3, 'SHORT', 'LIMIT', 'OPEN', 100000000, 600000, 10, 'CROSS', now(), now())`,
      [english.id, m.id, option],
    );
    const res = await f.post(
      '/futures/order/margin_type',
      { futuresOptionId: option, marginType: 'CROSS' },
      m,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      code: 'MARGIN_TYPE_CHANGE_REFUSED',
      message: 'Cannot change the margin mode while a position or order is open.',
    });
  });
});
