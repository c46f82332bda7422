import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OverseaSessionWatch } from '../../src/market/oversea-sessions.ts';
import type { BusMessage } from '../../src/realtime/bus.ts';
import { testClock } from '../support/accounts-fixture.ts';
import { insertSite } from '../support/seed-site.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { insertSiteOptions } from './market-fixture.ts';
import type { SiteOptionIds } from './market-fixture.ts';

// CME Globex in US winter: Sunday 17:00 to Friday 16:00 Central (UTC-6), so 08:00 Monday to 07:00
// Saturday KST. HKEX (HSI): 09:15–12:00, 13:00–16:30 and 17:15–03:00 Hong Kong time (UTC+8).
const wednesdayMorningKst = Date.UTC(2026, 10, 25, 1, 0); // Wednesday 10:00 KST, HKEX 09:00
const fridayMorningHkt = Date.UTC(2026, 10, 27, 2, 0); // Friday 10:00 HKT: HKEX trades
// The day after Thanksgiving: CME closes early, 12:15 Central (Saturday 03:15 KST), not at 16:00.
const fridayCloseMs = Date.UTC(2026, 10, 27, 18, 15);
const sundayOpenMs = Date.UTC(2026, 10, 29, 23, 0); // Monday 08:00 KST

/** The CME contracts of the catalogue: the full-size ones and their micros. */
const cmeStocks = ['6E', 'CL', 'ES', 'GC', 'MCL', 'MES', 'MGC', 'MNQ', 'NQ'];

const clock = testClock(wednesdayMorningKst);
let t: TestApp;
let first: SiteOptionIds;
let second: SiteOptionIds;
let watch: OverseaSessionWatch;
const received: BusMessage[] = [];

interface SessionEvent {
  type: string;
  overseaOptionId: number;
  stock: string;
  at: string;
}

/** What went out on /topic/oversea since the last call. */
function published(): SessionEvent[] {
  const messages = received.splice(0);
  expect(messages.every((message) => message.destination === '/topic/oversea')).toBe(true);
  expect(messages.every((message) => message.target.kind === 'broadcast')).toBe(true);
  return messages.map((message) => JSON.parse(message.body) as SessionEvent);
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  // Both sites offer NQ and list HSI without offering it (is_play false).
  first = await insertSiteOptions(t.db, (await insertSite(t.db)).id);
  second = await insertSiteOptions(t.db, (await insertSite(t.db)).id);
  t.ctx.bus.subscribe((message) => received.push(message));
  watch = new OverseaSessionWatch(t.ctx.market, t.db, t.ctx.bus);
});
afterAll(async () => {
  await t.close();
});

describe('overseas session watch', () => {
  it('learns where each session stands on its first check without announcing anything', async () => {
    expect(await watch.check(wednesdayMorningKst)).toEqual([]);
    // An hour before the CME's early close HSI's Friday after-hours session trades (01:15 HKT
    // Saturday): a change, but HSI is listed without being offered, so nothing is announced.
    expect(await watch.check(fridayCloseMs - 60 * 60_000)).toEqual(['HSI']);
    expect(published()).toEqual([]);
  });

  it('announces nothing when only an instrument without offered options changes', async () => {
    const fresh = new OverseaSessionWatch(t.ctx.market, t.db, t.ctx.bus);
    await fresh.check(wednesdayMorningKst);
    expect(await fresh.check(fridayMorningHkt)).toEqual(['HSI']);
    expect(published()).toEqual([]);
  });

  it("sends OVERSEA_OPTION_CLOSE for each site's NQ option when a check crosses Friday's CME close", async () => {
    expect(await watch.check(fridayCloseMs - 1)).toEqual([]);
    expect((await watch.check(fridayCloseMs)).sort()).toEqual(cmeStocks);
    const at = new Date(fridayCloseMs).toISOString();
    expect(published()).toEqual([
      { type: 'OVERSEA_OPTION_CLOSE', overseaOptionId: first.oversea.nq, stock: 'NQ', at },
      { type: 'OVERSEA_OPTION_CLOSE', overseaOptionId: second.oversea.nq, stock: 'NQ', at },
    ]);
  });

  it('stays quiet through the weekend', async () => {
    // HSI's after-hours session ended at 03:00 HKT Saturday: not offered, so not announced.
    expect(await watch.check(Date.UTC(2026, 10, 28, 3, 0))).toEqual(['HSI']);
    expect(await watch.check(sundayOpenMs - 1)).toEqual([]);
    expect(published()).toEqual([]);
  });

  it('sends OVERSEA_OPTION_OPEN for each NQ option when a check crosses the Sunday open (Monday 08:00 KST)', async () => {
    const at = new Date(sundayOpenMs + 400).toISOString();
    expect((await watch.check(sundayOpenMs + 400)).sort()).toEqual(cmeStocks);
    expect(published()).toEqual([
      { type: 'OVERSEA_OPTION_OPEN', overseaOptionId: first.oversea.nq, stock: 'NQ', at },
      { type: 'OVERSEA_OPTION_OPEN', overseaOptionId: second.oversea.nq, stock: 'NQ', at },
    ]);
    expect(await watch.check(sundayOpenMs + 1_400)).toEqual([]);
    expect(published()).toEqual([]);
  });

  it('announces nothing for an NQ option an operator stopped offering', async () => {
    await t.db.query('UPDATE oversea_option SET is_play = false WHERE id = $1', [second.oversea.nq]);
    // Monday's daily break: 16:00 to 17:00 Central.
    await watch.check(Date.UTC(2026, 10, 30, 22, 0));
    expect(published().map((event) => [event.type, event.overseaOptionId])).toEqual([
      ['OVERSEA_OPTION_CLOSE', first.oversea.nq],
    ]);
  });
});
