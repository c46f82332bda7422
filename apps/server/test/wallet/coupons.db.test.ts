import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, newRequestId, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

let fx: WalletFixture;

async function addCoupon(
  siteId: number,
  coupon: {
    code: string;
    walletType: string;
    asset: string;
    amount: string;
    expiresAt?: Date;
    maxUses?: number;
  },
) {
  await fx.db.query(
    `INSERT INTO coupon (site_id, promo_code, wallet_type, asset, amount, expires_at, max_uses)
     VALUES ($1, $2, $3, $4, $5::numeric, $6, $7)`,
    [
      siteId,
      coupon.code,
      coupon.walletType,
      coupon.asset,
      coupon.amount,
      coupon.expiresAt ?? null,
      coupon.maxUses ?? null,
    ],
  );
}

beforeAll(async () => {
  fx = await openWalletFixture();
  const future = new Date(Date.now() + 86_400_000);
  await addCoupon(fx.siteA.id, {
    code: 'WELCOME',
    walletType: 'BINARY',
    asset: 'KRW',
    amount: '10000',
    expiresAt: future,
  });
  await addCoupon(fx.siteA.id, {
    code: 'OLD',
    walletType: 'BINARY',
    asset: 'KRW',
    amount: '10000',
    expiresAt: new Date(Date.now() - 1000),
  });
  await addCoupon(fx.siteA.id, {
    code: 'ONLYONE',
    walletType: 'FUTURES',
    asset: 'USDT',
    amount: '500000000',
    maxUses: 1,
  });
  await addCoupon(fx.siteA.id, { code: 'RACE', walletType: 'BINARY', asset: 'KRW', amount: '500' });
  await addCoupon(fx.siteB.id, { code: 'BONLY', walletType: 'BINARY', asset: 'KRW', amount: '100' });
});
afterAll(() => fx.close());

describe('POST /coupon/use', () => {
  it('credits the bonus from BONUS with dnw B and answers the wallet after it', async () => {
    const res = await fx.post(
      '/coupon/use',
      { promoCode: 'welcome', walletType: 'BINARY', requestId: newRequestId() },
      'a1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: '10000',
      wallet: { type: 'BINARY', currency: 'KRW', point: '10000' },
    });
    const history = await fx.get('/dnw/list', { typeStrs: 'B' }, 'a1');
    expect(history.json<{ content: unknown[] }>().content).toEqual([
      expect.objectContaining({ type: 'B', walletType: 'BINARY', point: '10000', status: 'APPROVED' }),
    ]);
    const bonus = await fx.db.query<{ total: string }>(
      "SELECT SUM(balance)::text AS total FROM ledger_account WHERE site_id = $1 AND kind = 'BONUS' AND asset = 'KRW'",
      [fx.siteA.id],
    );
    expect(bonus.rows[0]?.total).toBe('-10000');
    expect(await fx.invariants()).toEqual([]);
  });

  it('lets each member use a coupon once', async () => {
    const again = await fx.post(
      '/coupon/use',
      { promoCode: 'WELCOME', walletType: 'BINARY', requestId: newRequestId() },
      'a1',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COUPON_ALREADY_USED', message: '이미 사용한 쿠폰입니다.' });
    expect((await fx.balances(fx.ids.a1)).BINARY?.point).toBe('10000');
  });

  it('refuses an expired coupon, a used-up one, the wrong wallet and an unknown code', async () => {
    expect(codeOf(await fx.post('/coupon/use', { promoCode: 'OLD', walletType: 'BINARY' }, 'a1'))).toBe(
      'COUPON_EXPIRED',
    );
    expect(codeOf(await fx.post('/coupon/use', { promoCode: 'ONLYONE', walletType: 'BINARY' }, 'a1'))).toBe(
      'COUPON_WALLET_MISMATCH',
    );
    expect(
      (await fx.post('/coupon/use', { promoCode: 'ONLYONE', walletType: 'FUTURES' }, 'a1')).statusCode,
    ).toBe(200);
    expect(codeOf(await fx.post('/coupon/use', { promoCode: 'ONLYONE', walletType: 'FUTURES' }, 'a2'))).toBe(
      'COUPON_EXHAUSTED',
    );
    const unknown = await fx.post('/coupon/use', { promoCode: 'NOPE', walletType: 'BINARY' }, 'a1');
    expect(unknown.json()).toMatchObject({ code: 'COUPON_NOT_FOUND', message: '존재하지 않는 쿠폰입니다.' });
    // Another site's code is unknown here.
    expect(codeOf(await fx.post('/coupon/use', { promoCode: 'BONLY', walletType: 'BINARY' }, 'a1'))).toBe(
      'COUPON_NOT_FOUND',
    );
    expect(await fx.invariants()).toEqual([]);
  });

  it('credits a member once when they send the same coupon many times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fx.post('/coupon/use', { promoCode: 'RACE', walletType: 'BINARY', requestId: newRequestId() }, 'a2'),
      ),
    );
    expect(responses.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(new Set(responses.filter((res) => res.statusCode !== 200).map(codeOf))).toEqual(
      new Set(['COUPON_ALREADY_USED']),
    );
    expect((await fx.balances(fx.ids.a2)).BINARY?.point).toBe('500');
    const used = await fx.db.query<{ used_count: number }>(
      "SELECT used_count FROM coupon WHERE promo_code = 'RACE'",
    );
    expect(used.rows[0]?.used_count).toBe(1);
    expect(await fx.invariants()).toEqual([]);
  });
});
