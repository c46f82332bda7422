import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, newRequestId, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture();
  await fx.fund(fx.ids.a1, 'USDT', '100');
  await fx.fund(fx.ids.a1, 'BINARY', '1000000');
  await fx.fund(fx.ids.a1, 'BTC', '1');
});
afterAll(() => fx.close());

async function feeBalance(asset: string): Promise<string> {
  const found = await fx.db.query<{ total: string }>(
    "SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_account WHERE site_id = $1 AND kind = 'FEE' AND asset = $2",
    [fx.siteA.id, asset],
  );
  return found.rows[0]!.total;
}

describe('POST /dnw/transfer', () => {
  it('moves USDT from the coin wallet to FUTURES one for one, free, with CO and TI rows', async () => {
    const res = await fx.post(
      '/dnw/transfer',
      { fromWalletType: 'USDT', toWalletType: 'FUTURES', point: '40', requestId: newRequestId() },
      'a1',
    );
    expect(res.json()).toMatchObject({ type: 'CO', walletType: 'USDT', point: '40', status: 'APPROVED' });
    const balances = await fx.balances(fx.ids.a1);
    expect(balances.USDT?.point).toBe('60');
    expect(balances.FUTURES?.point).toBe('40');
    const rows = await fx.get('/dnw/list', { typeStrs: 'TI,CO' }, 'a1');
    expect(rows.json<{ content: { type: string; walletType: string; point: string }[] }>().content).toEqual([
      expect.objectContaining({ type: 'TI', walletType: 'FUTURES', point: '40' }),
      expect.objectContaining({ type: 'CO', walletType: 'USDT', point: '40' }),
    ]);
    expect(await fx.invariants()).toEqual([]);
  });

  it('moves FUTURES back to USDT with TO and CI', async () => {
    const res = await fx.post(
      '/dnw/transfer',
      { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '10' },
      'a1',
    );
    expect(res.json()).toMatchObject({ type: 'TO', walletType: 'FUTURES', point: '10' });
    expect((await fx.balances(fx.ids.a1)).USDT?.point).toBe('70');
  });

  it('converts between assets at the prices, less the 0.1 % fee posted to FEE', async () => {
    const fees = await feeBalance('KRW');
    // 140,140 won: fee 141 (rounded up), 139,999 won converted at 1,400 won per USDT.
    const res = await fx.post(
      '/dnw/transfer',
      { fromWalletType: 'BINARY', toWalletType: 'FUTURES', point: '140140' },
      'a1',
    );
    expect(res.json()).toMatchObject({ type: 'TO', walletType: 'BINARY', point: '140140' });
    const balances = await fx.balances(fx.ids.a1);
    expect(balances.BINARY?.point).toBe('859860');
    expect(balances.FUTURES?.point).toBe('129.99928571');
    expect(BigInt(await feeBalance('KRW')) - BigInt(fees)).toBe(141n);
    expect(await fx.invariants()).toEqual([]);
  });

  it('refuses the same wallet, an unknown wallet and more than the balance, writing nothing', async () => {
    const before = await fx.balances(fx.ids.a1);
    expect(
      codeOf(
        await fx.post('/dnw/transfer', { fromWalletType: 'USDT', toWalletType: 'USDT', point: '1' }, 'a1'),
      ),
    ).toBe('TRANSFER_SAME_WALLET');
    expect(
      codeOf(
        await fx.post('/dnw/transfer', { fromWalletType: 'ETH', toWalletType: 'USDT', point: '1' }, 'a1'),
      ),
    ).toBe('WALLET_NOT_FOUND');
    const over = await fx.post(
      '/dnw/transfer',
      { fromWalletType: 'USDT', toWalletType: 'FUTURES', point: '70.00000001' },
      'a1',
    );
    expect(codeOf(over)).toBe('INSUFFICIENT_BALANCE');
    expect(await fx.balances(fx.ids.a1)).toEqual(before);
  });

  it("moves only the caller's own wallets, whatever the body says", async () => {
    const before = await fx.balances(fx.ids.a2);
    const res = await fx.post(
      '/dnw/transfer',
      { fromWalletType: 'USDT', toWalletType: 'FUTURES', point: '1', playerId: fx.ids.a1 },
      'a2',
    );
    expect(codeOf(res)).toBe('INSUFFICIENT_BALANCE');
    expect(await fx.balances(fx.ids.a2)).toEqual(before);
  });
});

describe('POST /dnw/convert', () => {
  it('converts BTC to USDT at the published rate with the fee in BTC, CO and CI rows', async () => {
    const rate = (await fx.get('/dnw/get_exchange_rate', { base: 'BTC', counter: 'USDT' }, 'a1')).json<{
      rate: string;
    }>();
    expect(rate.rate).toBe('100000');
    const fees = await feeBalance('BTC');
    const res = await fx.post(
      '/dnw/convert',
      { fromCoin: 'BTC', toCoin: 'USDT', point: '0.1', rate: rate.rate, requestId: newRequestId() },
      'a1',
    );
    expect(res.json()).toMatchObject({ type: 'CO', walletType: 'BTC', point: '0.1', status: 'APPROVED' });
    const balances = await fx.balances(fx.ids.a1);
    expect(balances.BTC?.point).toBe('0.9');
    // 0.1 BTC less 0.0001 BTC fee = 0.0999 BTC = 9,990 USDT.
    expect(balances.USDT?.point).toBe('10060');
    expect(BigInt(await feeBalance('BTC')) - BigInt(fees)).toBe(10_000n);
    expect(await fx.invariants()).toEqual([]);
  });

  it('refuses a rate that moved since the member saw it', async () => {
    const res = await fx.post(
      '/dnw/convert',
      { fromCoin: 'BTC', toCoin: 'USDT', point: '0.1', rate: '99999' },
      'a1',
    );
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('EXCHANGE_RATE_CHANGED');
  });

  it('refuses pairs that are not two coins of the site, and amounts too small to convert', async () => {
    expect(
      codeOf(await fx.post('/dnw/convert', { fromCoin: 'BINARY', toCoin: 'USDT', point: '1' }, 'a1')),
    ).toBe('CONVERT_PAIR_NOT_SUPPORTED');
    expect(codeOf(await fx.post('/dnw/convert', { fromCoin: 'BTC', toCoin: 'BKT', point: '1' }, 'a1'))).toBe(
      'COIN_NOT_SUPPORTED',
    );
    expect(
      codeOf(await fx.post('/dnw/convert', { fromCoin: 'USDT', toCoin: 'BTC', point: '0.00000001' }, 'a1')),
    ).toBe('CONVERT_AMOUNT_TOO_SMALL');
  });
});

describe('GET /dnw/get_exchange_rate and /dnw/get_exchange_rate_map', () => {
  it('answers the default pair USDT to BKT, to guests too', async () => {
    const res = await fx.t.app.inject({ url: `/api/dnw/get_exchange_rate?siteInfoId=${fx.siteA.id}` });
    expect(res.json()).toMatchObject({ base: 'USDT', counter: 'BKT', rate: '1.4' });
  });

  it('answers every ordered pair of the priced assets', async () => {
    const res = await fx.get('/dnw/get_exchange_rate_map', {}, 'a1');
    const rates = res.json<{ base: string; counter: string; rate: string }[]>();
    expect(rates).toHaveLength(12);
    expect(rates).toContainEqual(
      expect.objectContaining({ base: 'KRW', counter: 'BTC', rate: '0.000000007142' }),
    );
  });

  it('says a pair without prices is unavailable', async () => {
    expect(codeOf(await fx.get('/dnw/get_exchange_rate', { base: 'USDT', counter: 'DOGE' }, 'a1'))).toBe(
      'EXCHANGE_RATE_UNAVAILABLE',
    );
  });
});
