import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, newRequestId, openWalletFixture, walletSiteSettings } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

// Site A keeps the default limits (an empty `dnw` group) except USDT's deposit maximum, which it sets
// itself: KRW 10,000 to 100,000,000 won, USDT 1 to 100,000, BTC 0.0001 to 10 per request.
let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture(
    walletSiteSettings({ dnw: { limitsByAsset: { USDT: { depositMax: '5000' } } } }),
  );
  await fx.fund(fx.ids.a1, 'BINARY', '300000000');
  await fx.fund(fx.ids.a1, 'BTC', '20');
  await fx.fund(fx.ids.a1, 'USDT', '200000');
  await fx.post('/wallet/generate', { coinName: 'BTC', address: 'btc-own-address' }, 'a1');
});
afterAll(() => fx.close());

async function requestCount(): Promise<number> {
  const found = await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dnw_history');
  return found.rows[0]!.n;
}

/** Sends a request that must be refused with `code` and `message`, and checks that nothing was written. */
async function expectRefused(send: () => Promise<LightMyRequestResponse>, code: string, message?: string) {
  const [rows, balances] = [await requestCount(), await fx.balances(fx.ids.a1)];
  const res = await send();
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code, ...(message === undefined ? {} : { message }) });
  expect(await requestCount()).toBe(rows);
  expect(await fx.balances(fx.ids.a1)).toEqual(balances);
}

const deposit = (point: string, walletType = 'BINARY') =>
  fx.post('/dnw/deposit/apply', { walletType, point, requestId: newRequestId() }, 'a1');
const withdraw = (point: string, walletType = 'BINARY') =>
  fx.post('/dnw/withdraw/apply', { walletType, point, requestId: newRequestId() }, 'a1');

describe("the site's deposit limits", () => {
  it('refuses a won deposit below the minimum or above the maximum, naming the limit', async () => {
    await expectRefused(
      () => deposit('9999'),
      'DEPOSIT_AMOUNT_BELOW_MIN',
      '입금신청금액은 10,000원 이상이어야 합니다.',
    );
    await expectRefused(
      () => deposit('100000001'),
      'DEPOSIT_AMOUNT_ABOVE_MAX',
      '입금신청금액은 100,000,000원 이하여야 합니다.',
    );
    // The deposit the issue saw accepted and credited: past the asset's own maximum in the contract
    // (AMOUNT_TOO_LARGE) before it reaches the site's.
    await expectRefused(() => deposit('99999999999999999999999'), 'AMOUNT_TOO_LARGE');
    await expectRefused(
      () => fx.post('/dnw/apply', { type: 'D', point: '100000001' }, 'a1'),
      'DEPOSIT_AMOUNT_ABOVE_MAX',
    );
  });

  it('takes a won deposit at either bound', async () => {
    for (const point of ['10000', '100000000']) {
      expect((await deposit(point)).json()).toMatchObject({ type: 'D', point, status: 'PENDING' });
    }
  });

  it("holds coin deposits to the coin's limits, the site's own where it set them", async () => {
    await expectRefused(
      () => deposit('0.00009999', 'BTC'),
      'DEPOSIT_AMOUNT_BELOW_MIN',
      '입금신청금액은 0.0001 BTC 이상이어야 합니다.',
    );
    await expectRefused(() => deposit('10.00000001', 'BTC'), 'DEPOSIT_AMOUNT_ABOVE_MAX');
    await expectRefused(
      () => deposit('5000.00000001', 'USDT'),
      'DEPOSIT_AMOUNT_ABOVE_MAX',
      '입금신청금액은 5,000 USDT 이하여야 합니다.',
    );
    await expectRefused(() => deposit('0.5', 'USDT'), 'DEPOSIT_AMOUNT_BELOW_MIN');
    for (const [point, walletType] of [
      ['0.0001', 'BTC'],
      ['10', 'BTC'],
      ['1', 'USDT'],
      ['5000', 'USDT'],
    ] as const) {
      expect((await deposit(point, walletType)).statusCode).toBe(200);
    }
  });

  it('holds a QR deposit through a provider to the same limits', async () => {
    await expectRefused(
      () => fx.post('/sandbox/make-qrcode', { amount: '5001', requestId: newRequestId() }, 'a1'),
      'DEPOSIT_AMOUNT_ABOVE_MAX',
    );
  });

  it('holds purchases to the deposit limits of the coin they credit', async () => {
    // 11 BTC at the published 140,000,000 won: above BTC's default maximum of 10.
    await expectRefused(
      () =>
        fx.post(
          '/dnw/buy/apply',
          { walletType: 'BTC', won: '1540000000', wonpNum: '140000000', point: '11' },
          'a1',
        ),
      'DEPOSIT_AMOUNT_ABOVE_MAX',
    );
    await expectRefused(
      () =>
        fx.post(
          '/dnw/p2p',
          { name: '김바로', phone: '01012341234', point: '5001', walletType: 'USDT' },
          'a1',
        ),
      'DEPOSIT_AMOUNT_ABOVE_MAX',
    );
    await expectRefused(
      () => fx.post('/dnw/bitshop/url', { type: 'BUY', amount: '9999' }, 'a1'),
      'DEPOSIT_AMOUNT_BELOW_MIN',
    );
  });
});

describe("the site's withdrawal limits", () => {
  it('refuses a won withdrawal below the minimum or above the maximum, reserving nothing', async () => {
    await expectRefused(
      () => withdraw('9999'),
      'WITHDRAW_AMOUNT_BELOW_MIN',
      '출금신청금액은 10,000원 이상이어야 합니다.',
    );
    await expectRefused(
      () => withdraw('100000001'),
      'WITHDRAW_AMOUNT_ABOVE_MAX',
      '출금신청금액은 100,000,000원 이하여야 합니다.',
    );
  });

  it('takes a won withdrawal at either bound', async () => {
    for (const point of ['10000', '100000000']) {
      expect((await withdraw(point)).json()).toMatchObject({ type: 'W', point, status: 'PENDING' });
    }
  });

  it("holds coin withdrawals and sales to the coin's withdrawal limits", async () => {
    await expectRefused(
      () => withdraw('10.00000001', 'BTC'),
      'WITHDRAW_AMOUNT_ABOVE_MAX',
      '출금신청금액은 10 BTC 이하여야 합니다.',
    );
    await expectRefused(() => withdraw('0.00009999', 'BTC'), 'WITHDRAW_AMOUNT_BELOW_MIN');
    await expectRefused(
      () => fx.post('/dnw/sell/apply', { walletType: 'BTC', point: '10.1', wonpNum: '140000000' }, 'a1'),
      'WITHDRAW_AMOUNT_ABOVE_MAX',
    );
    await expectRefused(
      () => fx.post('/dnw/bitshop/url', { type: 'SELL', amount: '100000001' }, 'a1'),
      'WITHDRAW_AMOUNT_ABOVE_MAX',
    );
    expect((await withdraw('10', 'BTC')).statusCode).toBe(200);
  });
});

describe('a refused request', () => {
  it('leaves nothing an operator could approve', async () => {
    await expectRefused(() => deposit('100000001'), 'DEPOSIT_AMOUNT_ABOVE_MAX');
    const next = await fx.db.query<{ id: number }>('SELECT COALESCE(max(id), 0) + 1 AS id FROM dnw_history');
    const approve = await fx.post('/admin/dnw/approve', { dnwHistoryId: next.rows[0]!.id }, 'opA');
    expect(approve.statusCode).toBe(404);
    expect(codeOf(approve)).toBe('DNW_NOT_FOUND');
    const huge = await fx.db.query('SELECT id FROM dnw_history WHERE point > 100000000::numeric * 100000000');
    expect(huge.rows).toEqual([]);
  });
});
