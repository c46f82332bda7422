import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let plain: Site;
let configured: Site;
let closed: Site;
let brokenChat: Site;

const providers = {
  sandbox: {
    label: '샌드박스',
    publicConfig: { chargeUrl: 'https://pay.example/charge' },
    config: { apiKey: 'secret-key' },
  },
  paused: { enabled: false, label: '중지됨' },
};

beforeAll(async () => {
  t = await buildTestApp({ authenticate: authenticateTokens({}) });
  plain = await insertSite(t.db, {
    type: '101100',
    usedCoins: 'BINARY,USDT',
    coinInfoJson: { USDT: { network: 'TRC20' } },
  });
  configured = await insertSite(t.db, {
    type: '000100',
    usedCoins: 'FUTURES,USDT',
    settings: {
      languagePolicy: 'enForGuests',
      livechat: { enabled: true },
      providers,
      appVersions: {
        android: { latestVersion: '2.3.0', minVersion: '2.0.0', storeUrl: 'https://play.example/app' },
        ios: { latestVersion: '2.2.1', minVersion: '2.1.0' },
      },
    },
  });
  closed = await insertSite(t.db, { status: 'CLOSED' });
  brokenChat = await insertSite(t.db, { settings: { livechat: { enabled: 'yes' } } });
});
afterAll(() => t.close());

describe('GET /site_info/code', () => {
  it('answers every site info field, the decoded features and the language policy without a siteInfoId', async () => {
    const res = await t.app.inject({ url: `/api/site_info/code?code=${plain.code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: plain.id,
      code: plain.code,
      name: plain.name,
      type: '101100',
      stockPrefix: plain.stockPrefix,
      overseasPrefix: plain.overseasPrefix,
      binaryCurrency: 'KRW',
      usedCoins: 'BINARY,USDT',
      buyCoins: plain.buyCoins,
      depositCoins: plain.depositCoins,
      coinInfoJson: { USDT: { network: 'TRC20' } },
      features: { oversea: true, p2p: true, futures: true, powerBall: false, binary: true, liveChat: false },
      languagePolicy: 'ko',
    });
  });

  it("takes the language policy from the site's settings", async () => {
    const res = await t.app.inject({ url: `/api/site_info/code?code=${configured.code}` });
    expect(res.json()).toMatchObject({
      languagePolicy: 'enForGuests',
      features: { futures: true, binary: false },
    });
  });

  it('says whether the site runs live chat, from its settings; a malformed value reads as off and fails nothing', async () => {
    const liveChat = async (site: Site) => {
      const res = await t.app.inject({ url: `/api/site_info/code?code=${site.code}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ features: { liveChat: unknown } }>().features.liveChat;
    };
    expect(await liveChat(configured)).toBe(true);
    expect(await liveChat(plain)).toBe(false);
    expect(await liveChat(brokenChat)).toBe(false);
  });

  it('answers SITE_NOT_FOUND for an unknown code and for a closed site', async () => {
    for (const code of ['no-such-site', closed.code]) {
      const res = await t.app.inject({ url: `/api/site_info/code?code=${code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'SITE_NOT_FOUND' });
    }
  });

  it('answers INVALID_INPUT without a code or with a malformed one', async () => {
    for (const url of [
      '/api/site_info/code',
      '/api/site_info/code?code=a%20b',
      `/api/site_info/code?code=${'x'.repeat(41)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  it('answers SITE_NOT_FOUND when the siteInfoId given names no site', async () => {
    const res = await t.app.inject({ url: `/api/site_info/code?code=${plain.code}&siteInfoId=999999` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SITE_NOT_FOUND' });
  });
});

describe('GET /site_info/temp/:provider', () => {
  it("answers the site info with the provider's public settings only", async () => {
    const res = await t.app.inject({ url: `/api/site_info/temp/sandbox?code=${configured.code}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ id: configured.id, code: configured.code, features: { liveChat: true } });
    expect(body.provider).toEqual({
      name: 'sandbox',
      label: '샌드박스',
      config: { chargeUrl: 'https://pay.example/charge' },
    });
    expect(res.body).not.toContain('secret-key');
  });

  it('answers PROVIDER_NOT_FOUND for a provider that is unknown, disabled, or an object property name', async () => {
    for (const provider of ['nosuch', 'paused', 'constructor']) {
      const res = await t.app.inject({ url: `/api/site_info/temp/${provider}?code=${configured.code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
    }
  });

  it('answers SITE_NOT_FOUND for an unknown code and INVALID_INPUT for a malformed provider name', async () => {
    const unknown = await t.app.inject({ url: '/api/site_info/temp/sandbox?code=nope' });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'SITE_NOT_FOUND' });
    const malformed = await t.app.inject({ url: `/api/site_info/temp/Bad.Name?code=${configured.code}` });
    expect(malformed.json()).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });
});

describe('GET /site_info/get_app_version', () => {
  it('answers the configured versions per os and the defaults for an os left unset', async () => {
    const get = (os: string) =>
      t.app.inject({ url: `/api/site_info/get_app_version?siteInfoId=${configured.id}&os=${os}` });
    expect((await get('android')).json()).toEqual({
      os: 'android',
      latestVersion: '2.3.0',
      minVersion: '2.0.0',
      storeUrl: 'https://play.example/app',
    });
    expect((await get('ios')).json()).toEqual({
      os: 'ios',
      latestVersion: '2.2.1',
      minVersion: '2.1.0',
      storeUrl: null,
    });
    expect((await get('web')).json()).toEqual({
      os: 'web',
      latestVersion: '1.0.0',
      minVersion: '1.0.0',
      storeUrl: null,
    });
  });

  it('answers INVALID_INPUT for an unknown os or none', async () => {
    for (const query of ['os=windows', '']) {
      const res = await t.app.inject({
        url: `/api/site_info/get_app_version?siteInfoId=${plain.id}&${query}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  it('answers SITE_REQUIRED without a siteInfoId and SITE_NOT_FOUND for an unknown or closed one', async () => {
    const missing = await t.app.inject({ url: '/api/site_info/get_app_version?os=android' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'SITE_REQUIRED' });
    for (const id of [999999, closed.id]) {
      const res = await t.app.inject({ url: `/api/site_info/get_app_version?siteInfoId=${id}&os=android` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'SITE_NOT_FOUND' });
    }
  });

  it('answers INVALID_INPUT for a siteInfoId that is not a positive whole number', async () => {
    const res = await t.app.inject({ url: '/api/site_info/get_app_version?siteInfoId=1e3&os=android' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });
});

describe('a site whose settings are invalid', () => {
  it('answers 500 INTERNAL rather than guessing defaults for what the operator set', async () => {
    const broken = await insertSite(t.db, { settings: { bankList: { mode: 'whitelist', ids: [] } } });
    const res = await t.app.inject({ url: `/api/banklist?siteInfoId=${broken.id}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
  });
});

describe('message language (spec §6)', () => {
  let site15: Site;
  let site25: Site;
  beforeAll(async () => {
    site15 = await insertSite(t.db, { id: 15 });
    site25 = await insertSite(t.db, { id: 25 });
  });

  it('answers in English on site 15 and, on site 25, in English to guests and Korean to members', async () => {
    const member = await buildTestApp({
      db: t.db,
      authenticate: authenticateTokens({ m: memberCaller(25, 1) }),
    });
    try {
      const bad = (siteId: number) => `/api/site_info/get_app_version?siteInfoId=${siteId}&os=x`;
      expect((await t.app.inject({ url: bad(15) })).json()).toMatchObject({
        message: 'The input is not valid.',
      });
      expect((await t.app.inject({ url: bad(25) })).json()).toMatchObject({
        message: 'The input is not valid.',
      });
      const signedIn = await member.app.inject({ url: bad(25), headers: bearer('m') });
      expect(signedIn.json()).toMatchObject({ message: '입력값이 올바르지 않습니다.' });
    } finally {
      await member.close();
    }
  });

  it('reports the spec policy of those sites in their site info', async () => {
    const en = await t.app.inject({ url: `/api/site_info/code?code=${site15.code}` });
    expect(en.json()).toMatchObject({ id: 15, languagePolicy: 'en' });
    const guestsOnly = await t.app.inject({ url: `/api/site_info/code?code=${site25.code}` });
    expect(guestsOnly.json()).toMatchObject({ id: 25, languagePolicy: 'enForGuests' });
  });
});
