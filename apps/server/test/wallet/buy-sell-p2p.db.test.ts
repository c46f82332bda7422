import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, newRequestId, openWalletFixture, walletSiteSettings } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture();
});
afterAll(() => fx.close());

describe('POST /dnw/buy/apply', () => {
  it('asks to buy coin for won at the quoted price and credits it from clearing on approval (WB)', async () => {
    const res = await fx.post(
      '/dnw/buy/apply',
      { walletType: 'USDT', won: '14000', wonpNum: '1400', point: '10', requestId: newRequestId() },
      'a1',
    );
    expect(res.json()).toMatchObject({
      type: 'WB',
      walletType: 'USDT',
      point: '10',
      won: '14000',
      status: 'PENDING',
    });
    expect((await fx.balances(fx.ids.a1)).USDT?.point).toBe('0');
    await fx.post('/admin/dnw/approve', { dnwHistoryId: res.json<{ id: number }>().id }, 'opA');
    expect((await fx.balances(fx.ids.a1)).USDT?.point).toBe('10');
    const posting = await fx.db.query<{ dnw_type: string }>(
      `SELECT p.dnw_type FROM ledger_posting p JOIN dnw_history d ON d.transfer_id = p.transfer_id WHERE d.id = $1`,
      [res.json<{ id: number }>().id],
    );
    expect(posting.rows).toEqual([{ dnw_type: 'WB' }]);
    expect(await fx.invariants()).toEqual([]);
  });

  it('refuses a price that moved, an amount that does not match it, and coins the site does not sell', async () => {
    const body = { walletType: 'USDT', won: '14000', wonpNum: '1300', point: '10' };
    expect(codeOf(await fx.post('/dnw/buy/apply', body, 'a1'))).toBe('EXCHANGE_RATE_CHANGED');
    expect(codeOf(await fx.post('/dnw/buy/apply', { ...body, wonpNum: '1400', point: '10.1' }, 'a1'))).toBe(
      'QUOTE_AMOUNT_MISMATCH',
    );
    expect(codeOf(await fx.post('/dnw/buy/apply', { ...body, walletType: 'ETH' }, 'a1'))).toBe(
      'COIN_NOT_SUPPORTED',
    );
    expect(codeOf(await fx.post('/dnw/buy/apply', { ...body, won: '14000.5', wonpNum: '1400' }, 'a1'))).toBe(
      'AMOUNT_UNIT_MISMATCH',
    );
  });
});

describe('POST /dnw/sell/apply', () => {
  it('reserves the coin at once and pays it out on approval; the won is point × price', async () => {
    await fx.fund(fx.ids.a2, 'BTC', '0.01');
    const res = await fx.post(
      '/dnw/sell/apply',
      { walletType: 'BTC', point: '0.005', wonpNum: '140000000' },
      'a2',
    );
    expect(res.json()).toMatchObject({
      type: 'WS',
      walletType: 'BTC',
      point: '0.005',
      won: '700000',
      status: 'PENDING',
    });
    expect((await fx.balances(fx.ids.a2)).BTC).toEqual({ point: '0.005', gameWaitPoint: '0.005' });
    await fx.post('/admin/dnw/approve', { dnwHistoryId: res.json<{ id: number }>().id }, 'opA');
    expect((await fx.balances(fx.ids.a2)).BTC).toEqual({ point: '0.005', gameWaitPoint: '0' });
    expect(await fx.invariants()).toEqual([]);
  });

  it('refuses a sale above the balance, and gives a cancelled sale back', async () => {
    const over = await fx.post(
      '/dnw/sell/apply',
      { walletType: 'BTC', point: '0.006', wonpNum: '140000000' },
      'a2',
    );
    expect(codeOf(over)).toBe('INSUFFICIENT_BALANCE');
    const { id } = (
      await fx.post('/dnw/sell/apply', { walletType: 'BTC', point: '0.005', wonpNum: '140000000' }, 'a2')
    ).json<{ id: number }>();
    expect((await fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'a2')).json()).toMatchObject({
      status: 'CANCELLED',
    });
    expect((await fx.balances(fx.ids.a2)).BTC).toEqual({ point: '0.005', gameWaitPoint: '0' });
    expect(await fx.invariants()).toEqual([]);
  });
});

describe('POST /dnw/p2p and GET /dnw/p2p/latest', () => {
  it('sends a purchase to the P2P desk, pending until an operator completes it', async () => {
    expect((await fx.get('/dnw/p2p/latest', {}, 'a1')).json()).toBeNull();
    const res = await fx.post(
      '/dnw/p2p',
      {
        name: '홍길동',
        phone: '010-1234-5678',
        point: '25',
        detailJson: '{"bank":"모의은행"}',
        requestId: newRequestId(),
      },
      'a1',
    );
    expect(res.json()).toMatchObject({
      walletType: 'USDT',
      name: '홍길동',
      phone: '010-1234-5678',
      point: '25',
      status: 'PENDING',
    });
    const latest = await fx.get('/dnw/p2p/latest', {}, 'a1');
    expect(latest.json()).toEqual(res.json());
    expect((await fx.get('/dnw/p2p/latest', {}, 'a2')).json()).toBeNull();

    const queue = (await fx.get('/admin/dnw/list', { typeStrs: 'WB' }, 'opA')).json<{
      content: { id: number; channel: string; detail: Record<string, string> }[];
    }>();
    const row = queue.content.find((item) => item.id === res.json<{ id: number }>().id);
    expect(row).toMatchObject({ channel: 'P2P', detail: { name: '홍길동', phone: '010-1234-5678' } });
    const before = (await fx.balances(fx.ids.a1)).USDT?.point;
    await fx.post('/admin/dnw/approve', { dnwHistoryId: row!.id }, 'opA');
    expect(BigInt((await fx.balances(fx.ids.a1)).USDT!.point) - BigInt(before!)).toBe(25n);
    expect(await fx.invariants()).toEqual([]);
  });
});

describe('a site with P2P and buying switched off', () => {
  let off: WalletFixture;

  beforeAll(async () => {
    const settings = walletSiteSettings({
      dnw: { depositMin: '1', withdrawMin: '1', typeStatus: { buy: false } },
    });
    off = await openWalletFixture({ ...settings, type: '100111' });
  });
  afterAll(() => off.close());

  it('refuses P2P requests and purchases with FEATURE_DISABLED', async () => {
    const p2p = await off.post('/dnw/p2p', { name: '홍길동', phone: '010-1234-5678', point: '1' }, 'a1');
    expect(p2p.statusCode).toBe(403);
    expect(codeOf(p2p)).toBe('FEATURE_DISABLED');
    const buy = await off.post(
      '/dnw/buy/apply',
      { walletType: 'USDT', won: '1400', wonpNum: '1400', point: '1' },
      'a1',
    );
    expect(codeOf(buy)).toBe('FEATURE_DISABLED');
  });
});
