import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { testClock } from '../support/accounts-fixture.ts';
import { insertSite } from '../support/seed-site.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { insertSiteOptions } from './market-fixture.ts';
import type { SiteOptionIds } from './market-fixture.ts';

// Wednesday 2026-11-25 10:00 KST (01:00 UTC): CME Globex trades (US winter: 08:00–07:00 KST).
const wednesdayMorningKst = Date.UTC(2026, 10, 25, 1, 0);
// Saturday 2026-11-28 12:00 KST: every exchange is closed.
const saturdayNoonKst = Date.UTC(2026, 10, 28, 3, 0);

const clock = testClock(wednesdayMorningKst);
let t: TestApp;
let site: Site;
let other: Site;
let ids: SiteOptionIds;
let otherIds: SiteOptionIds;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  site = await insertSite(t.db, { stockPrefix: 'BARO', overseasPrefix: 'BAROO' });
  other = await insertSite(t.db, { stockPrefix: 'OTHER' });
  ids = await insertSiteOptions(t.db, site.id);
  otherIds = await insertSiteOptions(t.db, other.id);
});
afterAll(async () => {
  await t.close();
});

async function get(path: string, query: Record<string, string | number> = {}, siteId = site.id) {
  const search = new URLSearchParams({ siteInfoId: String(siteId) });
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  const response = await t.app.inject({ method: 'GET', url: `/api${path}?${search.toString()}` });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe('futures options', () => {
  it('lists the offered futures options of the caller site only', async () => {
    const answer = await get('/futures/option/list');
    expect(answer).toEqual({
      status: 200,
      body: [
        {
          id: ids.futures.btc,
          stock: 'BTCUSDT',
          precision: 1,
          maxLeverage: 125,
          // No table stored: the default brackets (Binance's BTCUSDT), all ten, and the taker fee.
          tiers: expect.any(Array) as unknown,
          takerFeeBps: 4,
        },
      ],
    });
    const [btc] = answer.body as { tiers: unknown[] }[];
    expect(btc?.tiers).toHaveLength(10);
    expect(btc?.tiers[0]).toEqual({
      maxNotional: '50000',
      maintenanceRateBps: 40,
      maxLeverage: 125,
      maintenanceAmount: '0',
    });
    expect(btc?.tiers[1]).toEqual({
      maxNotional: '250000',
      maintenanceRateBps: 50,
      maxLeverage: 100,
      maintenanceAmount: '50',
    });
  });

  it('lists options that are not offered when isPlay is 0', async () => {
    const answer = await get('/futures/option/list', { isPlay: 0 });
    expect((answer.body as { id: number }[]).map((option) => option.id)).toEqual([
      ids.futures.btc,
      ids.futures.eth,
    ]);
  });

  it("lists nothing for another site's stock prefix", async () => {
    expect((await get('/futures/option/list', { stockPrefix: 'OTHER' })).body).toEqual([]);
    expect((await get('/futures/option/list', { stockPrefix: 'baro' })).body).toHaveLength(1);
  });

  it("answers OPTION_NOT_FOUND for another site's option id", async () => {
    const answer = await get('/futures/option', { futuresOptionId: otherIds.futures.btc });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'OPTION_NOT_FOUND', message: '존재하지 않는 종목입니다.' });
    expect((await get('/futures/option', { futuresOptionId: ids.futures.btc })).body).toMatchObject({
      stock: 'BTCUSDT',
    });
  });
});

describe('overseas options', () => {
  it('says an option trades in its session and rests outside it', async () => {
    clock.advanceMs(wednesdayMorningKst - clock.nowMs());
    const open = await get('/oversea/option', { overseaOptionId: ids.oversea.nq });
    expect(open).toEqual({
      status: 200,
      body: {
        status: 200,
        message: 'OK',
        data: {
          id: ids.oversea.nq,
          stock: 'NQ',
          koName: '나스닥100',
          precision: 2,
          currency: 'USD',
          type: 'INDEX',
          isRest: false,
          tickSize: '0.25',
          tickValue: '5',
          krwRate: '1380',
          marginPerLot: '3000000',
          feePerLot: '7000',
        },
      },
    });
    clock.advanceMs(saturdayNoonKst - clock.nowMs());
    const closed = await get('/oversea/option', { overseaOptionId: ids.oversea.nq });
    expect(closed.body).toMatchObject({ message: 'NQ종목이 현재 휴장중입니다.', data: { isRest: true } });
  });

  it('finds the first open option, and none at the weekend', async () => {
    clock.advanceMs(wednesdayMorningKst - clock.nowMs());
    expect((await get('/oversea/option/exist_option')).body).toEqual({
      exist: true,
      overseaOptionId: ids.oversea.nq,
    });
    clock.advanceMs(saturdayNoonKst - clock.nowMs());
    expect((await get('/oversea/option/exist_option')).body).toEqual({ exist: false, overseaOptionId: null });
  });

  it('lists offered overseas options by the overseas prefix', async () => {
    const listed = (await get('/oversea/option/list', { stockPrefix: 'BAROO' })).body as { stock: string }[];
    expect(listed.map((option) => option.stock)).toEqual(['NQ']);
    expect((await get('/oversea/option/list', { stockPrefix: 'BARO' })).body).toEqual([]);
  });
});

describe('trade options', () => {
  it('lists offered options of the asked game types, and every type for ONETRADING', async () => {
    const r1 = (await get('/trade/option/list', { typeArray: 'R1' })).body as { id: number }[];
    expect(r1.map((option) => option.id)).toEqual([ids.trade.btc1m]);
    const all = (await get('/trade/option/list', { typeArray: 'ONETRADING', isPlay: 0 })).body as {
      id: number;
    }[];
    expect(all.map((option) => option.id)).toEqual([ids.trade.btc30s, ids.trade.btc1m, ids.trade.ethBinary]);
  });

  it('answers one option in the wire shape, and not one of another site', async () => {
    expect((await get('/trade/option', { tradeOptionId: ids.trade.btc30s })).body).toEqual({
      id: ids.trade.btc30s,
      stock: 'BTCUSDT',
      type: 'R.5',
      isPlay: 1,
      isStop: 1,
      payout: '1.95',
      minPoint: '1000',
      maxPoint: '1000000',
      roundLengthMs: 30_000,
    });
    expect((await get('/trade/option', { tradeOptionId: otherIds.trade.btc30s })).status).toBe(404);
  });

  it('lists the site options before sign-in by the site prefix only', async () => {
    const listed = (await get('/public/trade_option/site/list', { sitePrefix: 'BARO' })).body as unknown[];
    expect(listed).toHaveLength(2);
    expect((await get('/public/trade_option/site/list', { sitePrefix: 'OTHER' })).body).toEqual([]);
  });
});

describe('server time offset', () => {
  it('answers the server clock and its difference from the client clock', async () => {
    const serverNow = clock.nowMs();
    expect((await get('/server_time_offset', { ms: serverNow - 1500 })).body).toEqual({
      serverTimeMs: serverNow,
      offsetMs: 1500,
    });
  });
});
