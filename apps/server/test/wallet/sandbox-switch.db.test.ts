import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, openWalletFixture, walletSiteSettings } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

// Site A configures the providers but has not switched the sandbox on (a real-money site whose
// operator named providers without a real kind); site B has.
let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture(walletSiteSettings({ sandboxPayments: false }));
  await fx.fund(fx.ids.a1, 'BINARY', '100000');
});
afterAll(() => fx.close());

async function rowCount(table: 'dnw_history' | 'provider_checkout' | 'provider_account'): Promise<number> {
  const found = await fx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE site_id = $1`,
    [fx.siteA.id],
  );
  return found.rows[0]!.n;
}

async function setSandbox(on: boolean): Promise<void> {
  await fx.db.query(
    `UPDATE site_info SET settings = jsonb_set(settings, '{sandboxPayments}', $2::jsonb) WHERE id = $1`,
    [fx.siteA.id, JSON.stringify(on)],
  );
}

describe('the sandbox payment provider on a site that has not switched it on', () => {
  it('answers every provider call PROVIDER_NOT_FOUND and writes nothing', async () => {
    const calls = [
      () => fx.get('/sandbox/chk_coin', {}, 'a1'),
      () => fx.get('/sandbox/coin_charge_url', {}, 'a1'),
      () => fx.post('/sandbox/signup', { value: 'a1-at-sandbox' }, 'a1'),
      () => fx.post('/sandbox/make-qrcode', { amount: '25' }, 'a1'),
      () => fx.post('/dnw/bitshop/url', { type: 'SELL', amount: '30000' }, 'a1'),
      () => fx.get('/dnw/p2p/million-p2p-url', {}, 'a1'),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe('PROVIDER_NOT_FOUND');
    }
    expect([
      await rowCount('dnw_history'),
      await rowCount('provider_checkout'),
      await rowCount('provider_account'),
    ]).toEqual([0, 0, 0]);
    expect((await fx.balances(fx.ids.a1)).BINARY).toEqual({ point: '100000', gameWaitPoint: '0' });
  });

  it('neither shows nor completes a link made while it was on', async () => {
    await setSandbox(true);
    const { url } = (await fx.get('/sandbox/coin_charge_url', {}, 'a1')).json<{ url: string }>();
    await setSandbox(false);
    const { pathname, search } = new URL(url);
    const page = await fx.t.app.inject({ url: `${pathname}${search}` });
    expect(page.statusCode).toBe(404);
    expect(codeOf(page)).toBe('PROVIDER_NOT_FOUND');
    const complete = await fx.t.app.inject({
      method: 'POST',
      url: `${pathname}/complete${search}`,
      payload: { won: '1000000' },
      headers: { authorization: 'Bearer a1' },
    });
    expect(complete.statusCode).toBe(404);
    expect(codeOf(complete)).toBe('PROVIDER_NOT_FOUND');
    const status = await fx.db.query<{ status: string }>(
      'SELECT status FROM provider_checkout WHERE site_id = $1',
      [fx.siteA.id],
    );
    expect(status.rows).toEqual([{ status: 'OPEN' }]);
  });

  it('still runs on the site that switched it on', async () => {
    expect((await fx.get('/sandbox/coin_charge_url', {}, 'b1')).statusCode).toBe(200);
  });
});
