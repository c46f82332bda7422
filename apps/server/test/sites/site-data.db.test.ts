import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ authenticate: authenticateTokens({}) });
});
afterAll(() => t.close());

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json<unknown>() };
}

describe('GET /site_info/dnw', () => {
  it('answers the defaults for a site with empty settings', async () => {
    const site = await insertSite(t.db);
    expect(await getJson(`/api/site_info/dnw?siteInfoId=${site.id}`)).toEqual({
      status: 200,
      body: {
        currency: 'KRW',
        depositEnabled: true,
        withdrawEnabled: true,
        depositMin: '10000',
        depositMax: '100000000',
        withdrawMin: '10000',
        withdrawMax: '100000000',
        depositAccount: null,
        typeStatus: { deposit: true, withdraw: true, convert: true, buy: true, sell: true },
      },
    });
  });

  it('shows the deposit account to a signed-in member only, and the configured tab status to everyone', async () => {
    const depositAccount = { bankName: '신한은행', accountNumber: '110-123-456789', holderName: '바로' };
    const site = await insertSite(t.db, {
      binaryCurrency: 'KRW',
      settings: {
        dnw: {
          withdrawEnabled: false,
          withdrawMax: '5000000',
          depositAccount,
          typeStatus: { buy: false, sell: false },
        },
      },
    });
    const member = await buildTestApp({
      db: t.db,
      authenticate: authenticateTokens({ m: memberCaller(site.id, 7) }),
    });
    try {
      const url = `/api/site_info/dnw?siteInfoId=${site.id}`;
      const guest = (await getJson(url)).body;
      expect(guest).toMatchObject({
        withdrawEnabled: false,
        withdrawMax: '5000000',
        depositAccount: null,
        typeStatus: { deposit: true, withdraw: true, convert: true, buy: false, sell: false },
      });
      const signedIn = await member.app.inject({ url, headers: bearer('m') });
      expect(signedIn.json()).toMatchObject({ depositAccount });
    } finally {
      await member.close();
    }
  });
});

describe('GET /fee.json', () => {
  it('answers the DOMAIN.md defaults as rates', async () => {
    const site = await insertSite(t.db);
    expect((await getJson(`/api/fee.json?siteInfoId=${site.id}`)).body).toEqual({
      futuresTakerFeeRate: '0.0004',
      futuresLiquidationFeeRate: '0.005',
      overseaFeePerLot: '0',
      withdrawFeeByCoin: {},
      convertFeeRate: '0.001',
    });
  });

  it("answers the site's configured fees", async () => {
    const site = await insertSite(t.db, {
      settings: {
        fees: {
          futuresTakerFeeBps: 5,
          overseaFeePerLot: '7500',
          withdrawFeeByCoin: { USDT: '1', BTC: '0.0005' },
          convertFeeBps: 25,
        },
      },
    });
    expect((await getJson(`/api/fee.json?siteInfoId=${site.id}`)).body).toMatchObject({
      futuresTakerFeeRate: '0.0005',
      overseaFeePerLot: '7500',
      withdrawFeeByCoin: { USDT: '1', BTC: '0.0005' },
      convertFeeRate: '0.0025',
    });
  });
});

describe('GET /data/appid.json', () => {
  it("answers the site's app ids, and an empty object when none are set", async () => {
    const none = await insertSite(t.db);
    expect((await getJson(`/api/data/appid.json?siteInfoId=${none.id}`)).body).toEqual({});
    const appIds = { push: 'f1e2d3c4', iosStoreId: '1234567890' };
    const some = await insertSite(t.db, { settings: { appIds } });
    expect((await getJson(`/api/data/appid.json?siteInfoId=${some.id}`)).body).toEqual(appIds);
  });
});

describe('GET /banklist', () => {
  type Bank = { id: number; name: string; code: string | null };
  async function banksFor(bankList: unknown): Promise<Bank[]> {
    const site = await insertSite(t.db, { settings: bankList === undefined ? {} : { bankList } });
    const res = await getJson(`/api/banklist?siteInfoId=${site.id}`);
    expect(res.status).toBe(200);
    return res.body as Bank[];
  }

  it('lists the 60 standard banks and securities firms by default, with the usual codes', async () => {
    const banks = await banksFor(undefined);
    expect(banks).toHaveLength(60);
    expect(banks.map((bank) => bank.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const codeOf = (name: string) => banks.find((bank) => bank.name === name)?.code;
    expect(codeOf('KB국민은행')).toBe('004');
    expect(codeOf('카카오뱅크')).toBe('090');
    expect(codeOf('NH농협은행')).toBe('011');
    expect(banks.some((bank) => bank.code === '012')).toBe(false);
  });

  it('drops ids 31 to 56 for exclude31to56', async () => {
    const ids = (await banksFor({ mode: 'exclude31to56' })).map((bank) => bank.id);
    expect(ids).toHaveLength(34);
    expect(ids.some((id) => id >= 31 && id <= 56)).toBe(false);
  });

  it('keeps only banks with a code for withCodeOnly', async () => {
    const banks = await banksFor({ mode: 'withCodeOnly' });
    expect(banks.length).toBeGreaterThan(0);
    expect(banks.every((bank) => bank.code !== null && /^\d{3}$/.test(bank.code))).toBe(true);
    expect(banks.some((bank) => bank.name.endsWith('증권'))).toBe(false);
  });

  it('keeps the whitelisted ids in the order the operator gave', async () => {
    const banks = await banksFor({ mode: 'whitelist', ids: [7, 1, 2] });
    expect(banks).toEqual([
      { id: 7, name: '카카오뱅크', code: '090' },
      { id: 1, name: 'KB국민은행', code: '004' },
      { id: 2, name: '신한은행', code: '088' },
    ]);
  });

  it('adds the two agricultural-bank entries with codes 011 and 012 for addAgricultural', async () => {
    const banks = await banksFor({ mode: 'addAgricultural' });
    expect(banks).toHaveLength(62);
    expect(banks.slice(-2).map((bank) => bank.code)).toEqual(['011', '012']);
  });
});
