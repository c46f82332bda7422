import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture();
});
afterAll(() => fx.close());

describe('GET /wallet/my, POST /wallet/temp-generate and /wallet/generate', () => {
  it("lists the caller's wallets with no address until a coin wallet is generated", async () => {
    await fx.fund(fx.ids.a1, 'USDT', '3.5');
    const wallets = (await fx.get('/wallet/my', {}, 'a1')).json<
      Record<string, { point: string; address: string | null }>
    >();
    expect(Object.keys(wallets)).toEqual(['BINARY', 'FUTURES', 'BTC', 'USDT']);
    expect(wallets.USDT).toMatchObject({ currency: 'USDT', point: '3.5', address: null });
  });

  it('gives a coin wallet one deposit address, the same on every call', async () => {
    const first = (await fx.post('/wallet/temp-generate', { coinName: 'BTC' }, 'a1')).json<{
      address: string;
    }>();
    expect(first.address).toMatch(/^sandbox-btc-[0-9a-f]{40}$/);
    const second = (
      await fx.post(
        '/wallet/generate',
        { coinName: 'BTC', address: 'bc1-own', bankInfo: '모의은행 123' },
        'a1',
      )
    ).json<{
      address: string;
    }>();
    expect(second.address).toBe(first.address);
    const wallets = (await fx.get('/wallet/my', {}, 'a1')).json<Record<string, { address: string | null }>>();
    expect(wallets.BTC?.address).toBe(first.address);
    // Another member gets another address.
    const other = (await fx.post('/wallet/temp-generate', { coinName: 'BTC' }, 'a2')).json<{
      address: string;
    }>();
    expect(other.address).not.toBe(first.address);
  });

  it('refuses wallets that are not coins of the site', async () => {
    expect(codeOf(await fx.post('/wallet/temp-generate', { coinName: 'BINARY' }, 'a1'))).toBe(
      'COIN_NOT_SUPPORTED',
    );
    expect(codeOf(await fx.post('/wallet/generate', { coinName: 'DOGE' }, 'a1'))).toBe('COIN_NOT_SUPPORTED');
  });

  it('needs a member token', async () => {
    const res = await fx.t.app.inject({ url: `/api/wallet/my?siteInfoId=${fx.siteA.id}` });
    expect(res.statusCode).toBe(401);
    expect(codeOf(await fx.get('/wallet/my', {}, 'opA'))).toBe('FORBIDDEN');
  });
});

describe('GET /dnw/list', () => {
  beforeAll(async () => {
    await fx.fund(fx.ids.a2, 'BINARY', '100000');
    await fx.post('/dnw/deposit/apply', { point: '1000' }, 'a2');
    await fx.post('/dnw/deposit/apply', { walletType: 'USDT', point: '2' }, 'a2');
    const w = (await fx.post('/dnw/withdraw/apply', { point: '500' }, 'a2')).json<{ id: number }>();
    await fx.get('/dnw/cancel', { dnwHistoryId: String(w.id) }, 'a2');
    await fx.post(
      '/dnw/transfer',
      { fromWalletType: 'BINARY', toWalletType: 'FUTURES', point: '14000' },
      'a2',
    );
  });

  type Page = {
    content: { id: number; type: string; status: string; walletType: string }[];
    totalElements: number;
    totalPages: number;
  };
  const list = async (query: Record<string, string>) => (await fx.get('/dnw/list', query, 'a2')).json<Page>();

  it("lists newest first, only the caller's own rows, whatever playerId says", async () => {
    const page = await list({ playerId: String(fx.ids.a1) });
    expect(page.content.map((row) => row.type)).toEqual(['TI', 'TO', 'W', 'D', 'D']);
    const ids = page.content.map((row) => row.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('filters by type, excluded type, status and wallet', async () => {
    expect((await list({ typeStrs: 'D,W' })).content.map((row) => row.type)).toEqual(['W', 'D', 'D']);
    expect((await list({ excludeTypeStrs: 'TI,TO' })).totalElements).toBe(3);
    expect((await list({ statusStrs: 'CANCELLED' })).content.map((row) => row.type)).toEqual(['W']);
    expect((await list({ walletTypeStrs: 'USDT' })).content.map((row) => row.walletType)).toEqual(['USDT']);
  });

  it('finds rows by keyword in the memo', async () => {
    expect((await list({ keyword: 'FUTURES(으)로' })).content.map((row) => row.type)).toEqual(['TO']);
    expect((await list({ keyword: '%' })).totalElements).toBe(0);
  });

  it('filters by KST calendar day', async () => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect((await list({ startDate: today, endDate: today })).totalElements).toBe(5);
    expect((await list({ endDate: '2020-01-01' })).totalElements).toBe(0);
    expect((await list({ startDate: '2999-01-01' })).totalElements).toBe(0);
  });

  it('pages', async () => {
    const page = await list({ page: '2', size: '2' });
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3 });
    expect(page.content.map((row) => row.type)).toEqual(['W', 'D']);
  });

  it('refuses a malformed filter', async () => {
    expect(codeOf(await fx.get('/dnw/list', { typeStrs: 'X' }, 'a2'))).toBe('INVALID_INPUT');
  });
});
