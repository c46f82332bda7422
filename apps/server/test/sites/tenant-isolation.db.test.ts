import { routeKey, site as siteArea } from '@baro/contracts';
import type { RouteDef } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { multipart, png } from '../support/multipart.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

// DOMAIN.md §7: the token carries the site, a request's siteInfoId must match it, and every query is
// scoped by site. Site A and site B are set up so that each answer shows whose data it is.
let db: Database;
let t: TestApp;
let siteA: Site;
let siteB: Site;

beforeAll(async () => {
  db = await openTestDatabase();
  const settingsOf = (marker: string, bankIds: number[]) => ({
    appVersions: { android: { latestVersion: `${marker}.0.0`, minVersion: '1.0.0' } },
    appIds: { push: `push-${marker}` },
    bankList: { mode: 'whitelist', ids: bankIds },
    providers: { sandbox: { label: `provider-${marker}` } },
    dnw: {
      depositAccount: { bankName: '은행', accountNumber: `${marker}00-000`, holderName: `holder-${marker}` },
    },
  });
  siteA = await insertSite(db, { settings: settingsOf('2', [1, 2]) });
  siteB = await insertSite(db, { settings: settingsOf('3', [3, 4]) });
  const memberA = await insertMember(db, siteA.id);
  t = await buildTestApp({ db, authenticate: authenticateTokens({ a: memberCaller(siteA.id, memberA) }) });
});
afterAll(async () => {
  await t.close();
  await db.close();
});

/** A request to `route` that would pass validation, so only the site decides the answer. */
function requestFor(route: RouteDef, site: Site, withSiteInfoId: boolean) {
  const path = route.path
    .replace(':provider', 'sandbox')
    .replace(':id', '00000000-0000-4000-8000-000000000000');
  const query = new URLSearchParams();
  if (withSiteInfoId) query.set('siteInfoId', String(site.id));
  // The site-optional calls are the look-ups by code.
  if (route.site === 'optional') query.set('code', site.code);
  if (route.path === '/site_info/get_app_version') query.set('os', 'android');
  const upload = multipart('a.png', 'image/png', png);
  return {
    method: route.method,
    url: `/api${path}?${query.toString()}`,
    ...(route.multipart ? { payload: upload.payload } : {}),
    headers: { ...bearer('a'), ...(route.multipart ? upload.headers : {}) },
  };
}

describe('a token issued on site A', () => {
  it.each(siteArea.siteRoutes.map((route) => [routeKey(route), route] as const))(
    '%s: is refused with SITE_MISMATCH when the siteInfoId names site B',
    async (_key, route) => {
      const res = await t.app.inject(requestFor(route, siteB, true));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'SITE_MISMATCH' });
    },
  );

  it.each(
    siteArea.siteRoutes
      // The look-ups by code; a file's download is site-optional for public site images, and its
      // tenancy is tested in sites/files and support/content-images.
      .filter((route) => route.site === 'optional' && route !== siteArea.downloadFile)
      .map((route) => [routeKey(route), route] as const),
  )(
    '%s: is refused with SITE_MISMATCH when it looks site B up by code without a siteInfoId',
    async (_key, route) => {
      const res = await t.app.inject(requestFor(route, siteB, false));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SITE_MISMATCH' });
    },
  );

  it.each(
    siteArea.siteRoutes
      .filter((route) => route.site === 'required')
      .map((route) => [routeKey(route), route] as const),
  )(
    '%s: is refused with SITE_REQUIRED without a siteInfoId, rather than guessing a site',
    async (_key, route) => {
      const res = await t.app.inject(requestFor(route, siteA, false));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SITE_REQUIRED' });
    },
  );

  it("reads site A's data, never site B's, when the siteInfoId names site A", async () => {
    const get = async (path: string, query = '') =>
      (
        await t.app.inject({ url: `/api${path}?siteInfoId=${siteA.id}${query}`, headers: bearer('a') })
      ).json<unknown>();
    expect(await get('/site_info/get_app_version', '&os=android')).toMatchObject({ latestVersion: '2.0.0' });
    expect(await get('/data/appid.json')).toEqual({ push: 'push-2' });
    expect(((await get('/banklist')) as { id: number }[]).map((bank) => bank.id)).toEqual([1, 2]);
    expect(await get('/site_info/dnw')).toMatchObject({ depositAccount: { holderName: 'holder-2' } });
  });

  it('looks its own site up by code, with or without a siteInfoId', async () => {
    const get = async (url: string) => (await t.app.inject({ url, headers: bearer('a') })).json<unknown>();
    expect(await get(`/api/site_info/code?code=${siteA.code}`)).toMatchObject({ id: siteA.id });
    expect(await get(`/api/site_info/code?code=${siteA.code}&siteInfoId=${siteA.id}`)).toMatchObject({
      id: siteA.id,
    });
    expect(await get(`/api/site_info/temp/sandbox?code=${siteA.code}`)).toMatchObject({
      provider: { label: 'provider-2' },
    });
  });

  it('cannot be used once its site is closed', async () => {
    const closing = await insertSite(db);
    const member = await insertMember(db, closing.id);
    const app = await buildTestApp({
      db,
      authenticate: authenticateTokens({ c: memberCaller(closing.id, member) }),
    });
    try {
      await db.query(`UPDATE site_info SET status = 'CLOSED' WHERE id = $1`, [closing.id]);
      const res = await app.app.inject({
        url: `/api/banklist?siteInfoId=${closing.id}`,
        headers: bearer('c'),
      });
      expect(res.json()).toMatchObject({ status: 404, code: 'SITE_NOT_FOUND' });
    } finally {
      await app.close();
    }
  });
});

describe('a guest', () => {
  it("reads site B's public settings by siteInfoId, but not its deposit account", async () => {
    const res = await t.app.inject({ url: `/api/site_info/dnw?siteInfoId=${siteB.id}` });
    expect(res.json()).toMatchObject({ depositAccount: null });
  });
});
