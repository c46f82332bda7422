import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, openWalletFixture, walletSiteSettings } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

// A coin withdrawal pays the site's published fee (/fee.json withdrawFeeByCoin), taken with the
// request and given back when the withdrawal does not go out (docs/ledger-flows.md).
let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture(walletSiteSettings({ fees: { withdrawFeeByCoin: { USDT: '1' } } }));
  await fx.fund(fx.ids.a1, 'USDT', '50');
});
afterAll(() => fx.close());

async function feeIncome(): Promise<string> {
  const found = await fx.db.query<{ total: string }>(
    "SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_account WHERE site_id = $1 AND kind = 'FEE' AND asset = 'USDT'",
    [fx.siteA.id],
  );
  return found.rows[0]!.total;
}

describe('a coin withdrawal with a fee', () => {
  it('takes the fee to FEE with the reservation, and shows it on the request', async () => {
    const res = await fx.post(
      '/dnw/withdraw/apply',
      { walletType: 'USDT', point: '5', address: 'T-addr' },
      'a1',
    );
    expect(res.json()).toMatchObject({ type: 'W', point: '5', fee: '1', status: 'PENDING' });
    expect((await fx.balances(fx.ids.a1)).USDT).toEqual({ point: '44', gameWaitPoint: '5' });
    expect(await feeIncome()).toBe('100000000');
    await fx.post('/admin/dnw/approve', { dnwHistoryId: res.json<{ id: number }>().id }, 'opA');
    expect((await fx.balances(fx.ids.a1)).USDT).toEqual({ point: '44', gameWaitPoint: '0' });
    expect(await fx.invariants()).toEqual([]);
  });

  it('gives the fee back with the amount when the member cancels', async () => {
    const { id } = (
      await fx.post('/dnw/withdraw/apply', { walletType: 'USDT', point: '10', address: 'T-addr' }, 'a1')
    ).json<{ id: number }>();
    expect((await fx.balances(fx.ids.a1)).USDT).toEqual({ point: '33', gameWaitPoint: '10' });
    await fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'a1');
    expect((await fx.balances(fx.ids.a1)).USDT).toEqual({ point: '44', gameWaitPoint: '0' });
    expect(await feeIncome()).toBe('100000000');
    expect(await fx.invariants()).toEqual([]);
  });

  it('refuses an amount the balance covers but not with the fee, writing nothing', async () => {
    const res = await fx.post(
      '/dnw/withdraw/apply',
      { walletType: 'USDT', point: '43.5', address: 'T-addr' },
      'a1',
    );
    expect(codeOf(res)).toBe('WITHDRAW_AMOUNT_EXCEEDS_BALANCE');
    expect((await fx.balances(fx.ids.a1)).USDT).toEqual({ point: '44', gameWaitPoint: '0' });
    expect(await fx.invariants()).toEqual([]);
  });
});
