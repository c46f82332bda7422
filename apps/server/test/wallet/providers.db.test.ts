import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, newRequestId, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture();
});
afterAll(() => fx.close());

/** Follows a payment link as a browser would: the page, then its button, pressed by `token`'s member. */
async function completeLink(token: string, url: string, body: Record<string, string> = {}) {
  const { pathname, search } = new URL(url);
  const page = await fx.t.app.inject({ url: `${pathname}${search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<button id="pay">결제 완료</button>');
  // The page's button is its inline script: the API's `default-src 'none'` must not replace its policy.
  expect(page.headers['content-security-policy']).toContain("script-src 'unsafe-inline'");
  return pressPay(token, url, body);
}

/** The page's button alone: POST …/complete with the member's token (or none). */
function pressPay(token: string | null, url: string, body: Record<string, string> = {}) {
  const { pathname, search } = new URL(url);
  return fx.t.app.inject({
    method: 'POST',
    url: `${pathname}/complete${search}`,
    payload: body,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

describe('a coin payment provider (the sandbox)', () => {
  it('reports no account before signup, and the account with its won balance after', async () => {
    expect((await fx.get('/sandbox/chk_coin', {}, 'a1')).json()).toEqual({
      provider: 'sandbox',
      isRegistered: false,
      coinBalance: null,
    });
    const signed = await fx.post('/sandbox/signup', { value: 'a1-at-sandbox' }, 'a1');
    expect(signed.json()).toEqual({ provider: 'sandbox', isRegistered: true, coinBalance: '0' });
    expect((await fx.get('/sandbox/chk_player', {}, 'a1')).json()).toMatchObject({ isRegistered: true });
    expect(codeOf(await fx.post('/sandbox/signup', { value: 'again' }, 'a1'))).toBe(
      'PROVIDER_ALREADY_SIGNED_UP',
    );
  });

  it('buys coin with won charged on its page (sendCoin), as a WB the provider approved', async () => {
    const short = await fx.post('/sandbox/sendCoin', { walletType: 'USDT', won: '14000' }, 'a1');
    expect(codeOf(short)).toBe('PROVIDER_BALANCE_INSUFFICIENT');

    const { url } = (await fx.get('/sandbox/coin_charge_url', {}, 'a1')).json<{ url: string }>();
    const charged = await completeLink('a1', url, { won: '20000' });
    expect(charged.json()).toMatchObject({ kind: 'CHARGE', status: 'COMPLETED', providerBalance: '20000' });

    const bought = await fx.post(
      '/sandbox/sendCoin',
      { walletType: 'USDT', won: '14000', requestId: newRequestId() },
      'a1',
    );
    expect(bought.json()).toMatchObject({
      type: 'WB',
      walletType: 'USDT',
      point: '10',
      won: '14000',
      status: 'APPROVED',
    });
    expect((await fx.balances(fx.ids.a1)).USDT?.point).toBe('10');
    expect((await fx.get('/sandbox/chk_coin', {}, 'a1')).json()).toMatchObject({ coinBalance: '6000' });
    const decision = await fx.db.query(
      'SELECT actor_kind, provider FROM dnw_decision WHERE dnw_history_id = $1',
      [bought.json<{ id: number }>().id],
    );
    expect(decision.rows).toEqual([{ actor_kind: 'PROVIDER', provider: 'sandbox' }]);
    expect(await fx.invariants()).toEqual([]);
  });

  it('sells coin back (sellCoin): the coin leaves at once and its won reaches the provider account', async () => {
    const sold = await fx.post(
      '/sandbox/sellCoin',
      { walletType: 'USDT', point: '5', requestId: newRequestId() },
      'a1',
    );
    expect(sold.json()).toMatchObject({
      type: 'WS',
      walletType: 'USDT',
      point: '5',
      won: '7000',
      status: 'APPROVED',
    });
    expect((await fx.balances(fx.ids.a1)).USDT).toEqual({ point: '5', gameWaitPoint: '0' });
    expect((await fx.get('/sandbox/chk_coin', {}, 'a1')).json()).toMatchObject({ coinBalance: '13000' });
    expect(codeOf(await fx.post('/sandbox/sellCoin', { walletType: 'USDT', point: '6' }, 'a1'))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await fx.invariants()).toEqual([]);
  });

  it('signs up by a first charge, buying coin with it at once', async () => {
    const res = await fx.post(
      '/sandbox/signup',
      { walletType: 'BINARY', won: '5000', requestId: newRequestId() },
      'a2',
    );
    expect(res.json()).toEqual({ provider: 'sandbox', isRegistered: true, coinBalance: '0' });
    expect((await fx.balances(fx.ids.a2)).BINARY?.point).toBe('5000');
    expect(await fx.invariants()).toEqual([]);
  });

  it('refuses providers the site has not configured, and calls before signup', async () => {
    const unknown = await fx.get('/nowhere/chk_coin', {}, 'a1');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('PROVIDER_NOT_FOUND');
    expect(codeOf(await fx.post('/sandbox/sendCoin', { walletType: 'USDT', won: '1400' }, 'b1'))).toBe(
      'PROVIDER_SIGNUP_REQUIRED',
    );
  });
});

describe('payment links', () => {
  it('deposits by QR code: pending until the sandbox page confirms it, then credited once', async () => {
    const res = await fx.post('/sandbox/make-qrcode', { amount: '25' }, 'a2');
    const qr = res.json<{ qrCode: string; address: string; expiresAt: null }>();
    expect(qr.address).toMatch(/^sandbox-usdt-[0-9a-f]{40}$/);
    const pending = await fx.get('/dnw/list', { typeStrs: 'D', statusStrs: 'PENDING' }, 'a2');
    expect(pending.json<{ content: unknown[] }>().content).toEqual([
      expect.objectContaining({ walletType: 'USDT', point: '25' }),
    ]);
    const done = await completeLink('a2', qr.qrCode);
    expect(done.json()).toMatchObject({
      kind: 'APPROVE',
      dnwHistory: { type: 'D', status: 'APPROVED', point: '25' },
    });
    expect((await fx.balances(fx.ids.a2)).USDT?.point).toBe('25');
    const again = await pressPay('a2', qr.qrCode);
    expect(codeOf(again)).toBe('CHECKOUT_ALREADY_COMPLETED');
    expect((await fx.balances(fx.ids.a2)).USDT?.point).toBe('25');
    expect(codeOf(await fx.post('/sandbox/make-qrcode', { amount: '1', currency: 'XYZ' }, 'a2'))).toBe(
      'COIN_NOT_SUPPORTED',
    );
    expect(await fx.invariants()).toEqual([]);
  });

  it('sells points at Bitshop: reserved at once, paid out when the page confirms', async () => {
    const { url } = (await fx.post('/dnw/bitshop/url', { type: 'SELL', amount: '3000' }, 'a2')).json<{
      url: string;
    }>();
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '2000', gameWaitPoint: '3000' });
    const done = await completeLink('a2', url);
    expect(done.json()).toMatchObject({
      dnwHistory: { type: 'WS', point: '3000', won: '3000', status: 'APPROVED' },
    });
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '2000', gameWaitPoint: '0' });
    expect(codeOf(await fx.post('/dnw/bitshop/url', { type: 'SELL', amount: '2001' }, 'a2'))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await fx.invariants()).toEqual([]);
  });

  it('answers a retried link request with the same link, reserving once', async () => {
    const body = { type: 'SELL', amount: '500', requestId: newRequestId() };
    const [first, second] = await Promise.all([
      fx.post('/dnw/bitshop/url', body, 'a2'),
      fx.post('/dnw/bitshop/url', body, 'a2'),
    ]);
    expect(second.json()).toEqual(first.json());
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '1500', gameWaitPoint: '500' });
    await completeLink('a2', first.json<{ url: string }>().url);
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '1500', gameWaitPoint: '0' });
    expect(await fx.invariants()).toEqual([]);
  });

  it('does not complete a link whose request the member cancelled', async () => {
    const { url } = (await fx.post('/dnw/bitshop/url', { type: 'BUY', amount: '1000' }, 'a2')).json<{
      url: string;
    }>();
    const pending = (await fx.get('/dnw/list', { statusStrs: 'PENDING', typeStrs: 'WB' }, 'a2')).json<{
      content: { id: number }[];
    }>();
    await fx.get('/dnw/cancel', { dnwHistoryId: String(pending.content[0]!.id) }, 'a2');
    const done = await completeLink('a2', url);
    expect(codeOf(done)).toBe('DNW_ALREADY_PROCESSED');
    expect((await fx.balances(fx.ids.a2)).BINARY?.point).toBe('1500');
  });

  it('buys coin on a P2P desk page for the won and coin chosen there', async () => {
    const { url } = (await fx.post('/dnw/p2p/vancoin-p2p-url', { value: 'vancoin-a2' }, 'a2')).json<{
      url: string;
    }>();
    const done = await completeLink('a2', url, { won: '140000', walletType: 'BTC' });
    expect(done.json()).toMatchObject({
      kind: 'BUY',
      dnwHistory: { type: 'WB', walletType: 'BTC', point: '0.001' },
    });
    expect((await fx.balances(fx.ids.a2)).BTC?.point).toBe('0.001');
    const million = (await fx.get('/dnw/p2p/million-p2p-url', {}, 'a2')).json<{ url: string }>();
    expect(codeOf(await completeLink('a2', million.url, { won: '1', walletType: 'BTC' }))).toBe(
      'CONVERT_AMOUNT_TOO_SMALL',
    );
    expect(await fx.invariants()).toEqual([]);
  });

  it("answers the provider's own pages (login, url) with a charge page", async () => {
    for (const res of [await fx.post('/sandbox/login', {}, 'b1'), await fx.get('/sandbox/url', {}, 'b1')]) {
      const { url } = res.json<{ url: string }>();
      expect(url).toContain(`siteInfoId=${fx.siteB.id}`);
    }
    expect((await fx.get('/sandbox/chk_coin', {}, 'b1')).json()).toMatchObject({ isRegistered: true });
  });

  it('finds no link of another site, and no link for a made-up token', async () => {
    const { url } = (await fx.get('/sandbox/coin_charge_url', {}, 'a1')).json<{ url: string }>();
    const { pathname } = new URL(url);
    const other = await fx.t.app.inject({ url: `${pathname}?siteInfoId=${fx.siteB.id}` });
    expect(codeOf(other)).toBe('CHECKOUT_NOT_FOUND');
    const madeUp = await fx.t.app.inject({
      url: `/api/sandbox/checkout/00000000-0000-4000-8000-000000000000?siteInfoId=${fx.siteA.id}`,
    });
    expect(codeOf(madeUp)).toBe('CHECKOUT_NOT_FOUND');
  });
});

describe('who completes a payment link', () => {
  async function checkoutStatus(url: string): Promise<string | undefined> {
    const token = new URL(url).pathname.split('/').at(-1);
    const found = await fx.db.query<{ status: string }>(
      'SELECT status FROM provider_checkout WHERE token = $1',
      [token],
    );
    return found.rows[0]?.status;
  }

  it('refuses a guest with UNAUTHORIZED and another member of the site with CHECKOUT_NOT_FOUND', async () => {
    const { url } = (await fx.get('/sandbox/coin_charge_url', {}, 'a1')).json<{ url: string }>();
    const before = (await fx.get('/sandbox/chk_coin', {}, 'a1')).json<{ coinBalance: string }>().coinBalance;
    const guest = await pressPay(null, url, { won: '1000' });
    expect(guest.statusCode).toBe(401);
    expect(codeOf(guest)).toBe('UNAUTHORIZED');
    const neighbour = await pressPay('a2', url, { won: '1000' });
    expect(neighbour.statusCode).toBe(404);
    expect(codeOf(neighbour)).toBe('CHECKOUT_NOT_FOUND');
    expect((await fx.get('/sandbox/chk_coin', {}, 'a1')).json()).toMatchObject({ coinBalance: before });
    expect(await checkoutStatus(url)).toBe('OPEN');

    const own = await pressPay('a1', url, { won: '1000' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ kind: 'CHARGE', status: 'COMPLETED' });
    expect(await checkoutStatus(url)).toBe('COMPLETED');
  });

  it("refuses a member of another site with SITE_MISMATCH, and approves nothing of another's request", async () => {
    const qr = (await fx.post('/sandbox/make-qrcode', { amount: '3' }, 'a2')).json<{ qrCode: string }>();
    const stranger = await pressPay('b1', qr.qrCode);
    expect(stranger.statusCode).toBe(403);
    expect(codeOf(stranger)).toBe('SITE_MISMATCH');
    expect(codeOf(await pressPay('a1', qr.qrCode))).toBe('CHECKOUT_NOT_FOUND');
    const pending = await fx.get('/dnw/list', { typeStrs: 'D', statusStrs: 'PENDING' }, 'a2');
    expect(pending.json<{ content: unknown[] }>().content).toEqual([
      expect.objectContaining({ walletType: 'USDT', point: '3', status: 'PENDING' }),
    ]);
    expect((await pressPay('a2', qr.qrCode)).json()).toMatchObject({ dnwHistory: { status: 'APPROVED' } });
  });

  it("sends the member's token from the page, read where the web app keeps it", async () => {
    const { url } = (await fx.get('/sandbox/coin_charge_url', {}, 'a1')).json<{ url: string }>();
    const page = await fx.t.app.inject({ url: `${new URL(url).pathname}${new URL(url).search}` });
    expect(page.body).toContain(`const tokenKey = "${fx.siteA.code}.accessToken";`);
    expect(page.body).toContain("headers.authorization = 'Bearer ' + accessToken;");
  });
});
