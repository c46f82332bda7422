import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRequestId, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

// Issue 14: an amount of 99,999,999,999,999,999,999,999 KRW was taken as a deposit and credited on
// approval, and `point: 1000` sent as a JSON number (as the spec's clients send it) was answered
// "입금신청금액을 입력해주세요.". Every asset now has a request maximum, and a number is taken when it is
// one exact amount of the asset.

let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture();
});
afterAll(() => fx.close());

async function requestRows(memberId: number): Promise<number> {
  const rows = await fx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM dnw_history WHERE member_id = $1',
    [memberId],
  );
  return rows.rows[0]!.n;
}

describe('an amount above the maximum', () => {
  it('is refused as a deposit with the maximum named, and nothing is written', async () => {
    const before = await fx.balances(fx.ids.a1);
    for (const body of [
      { type: 'D', point: '99999999999999999999999' },
      { type: 'D', point: '1000000000001' },
    ]) {
      const res = await fx.post('/dnw/apply', { ...body, requestId: newRequestId() }, 'a1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        code: 'AMOUNT_TOO_LARGE',
        message: '금액은 최대 1,000,000,000,000까지 입력할 수 있습니다.',
      });
    }
    expect(await requestRows(fx.ids.a1)).toBe(0);
    expect(await fx.balances(fx.ids.a1)).toEqual(before);
  });

  it("is refused for a coin above the coin's own maximum, which the wire alone cannot know", async () => {
    const res = await fx.post('/dnw/deposit/apply', { walletType: 'USDT', point: '1000000001' }, 'a1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      message: '금액은 최대 1,000,000,000 USDT까지 입력할 수 있습니다.',
    });
    expect(await requestRows(fx.ids.a1)).toBe(0);
  });
});

describe('an amount sent as a JSON number', () => {
  it('is refused with what is wrong when it is not one exact amount, and nothing is written', async () => {
    const inexact = await fx.post('/dnw/deposit/apply', { walletType: 'USDT', point: 0.1 + 0.2 }, 'a1');
    expect(inexact.statusCode).toBe(400);
    expect(inexact.json()).toMatchObject({
      code: 'AMOUNT_NUMBER_INEXACT',
      message: '이 금액은 JSON 숫자로 정확히 전달되지 않습니다. 문자열로 보내주세요.',
    });
    const decimals = await fx.post('/dnw/deposit/apply', { walletType: 'USDT', point: 1.123456789 }, 'a1');
    expect(decimals.json()).toMatchObject({
      code: 'AMOUNT_UNIT_MISMATCH',
      message: '금액은 0.00000001 단위로 입력해주세요.',
    });
    const won = await fx.post('/dnw/apply', { type: 'D', point: 1000.5 }, 'a1');
    expect(won.json()).toMatchObject({
      code: 'AMOUNT_UNIT_MISMATCH',
      message: '금액은 1 단위로 입력해주세요.',
    });
    expect(await requestRows(fx.ids.a1)).toBe(0);
  });

  it('is taken as a deposit and as a withdrawal, and written as the decimal string', async () => {
    const deposit = await fx.post('/dnw/apply', { type: 'D', point: 50000, requestId: newRequestId() }, 'a1');
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toMatchObject({
      type: 'D',
      walletType: 'BINARY',
      point: '50000',
      status: 'PENDING',
    });

    await fx.fund(fx.ids.a2, 'USDT', '100');
    const withdraw = await fx.post(
      '/dnw/withdraw/apply',
      { walletType: 'USDT', point: 12.5, address: 'T-address-1', requestId: newRequestId() },
      'a2',
    );
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.json()).toMatchObject({
      type: 'W',
      walletType: 'USDT',
      point: '12.5',
      status: 'PENDING',
    });
    expect((await fx.balances(fx.ids.a2)).USDT?.gameWaitPoint).toBe('12.5');
    expect(await fx.invariants()).toEqual([]);
  });
});
