import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walletViews } from '../../src/ledger/index.ts';
import type { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { insertFuturesOption, openFuturesFixture, steppedTriggerLoop, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Audit 7: "CROSS: the whole FUTURES wallet backs all cross positions" (DOMAIN.md §3). A member whose
// CROSS position has lost more than its margin moves the wallet that backs that loss out of FUTURES
// (POST /dnw/transfer to USDT). The transfer must leave what backs the loss: otherwise the position
// is liquidated (or closed) on its margin alone and the site's insurance pays the member's loss.
// The last test, a regression guard that holds, checks that a CROSS position whose wallet another
// CROSS position took is liquidated at the liquidation price it has then.

let f: FuturesFixture;
let loop: TriggerLoop;

beforeEach(async () => {
  f = await openFuturesFixture();
  loop = steppedTriggerLoop(f);
  await loop.start();
});
afterEach(async () => {
  await loop.stop();
  await f.close();
});

async function insuranceHeld(): Promise<bigint> {
  const rows = await f.t.db.query<{ total: string }>(
    `SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_account WHERE site_id = $1 AND kind = 'INSURANCE'`,
    [f.site.id],
  );
  return BigInt(rows.rows[0]!.total);
}

async function usdtWallet(member: Member): Promise<bigint> {
  const views = await walletViews(f.t.db, { siteId: f.site.id, memberId: member.id });
  return views.find((view) => view.type === 'USDT')?.point ?? 0n;
}

/** A CROSS LONG of 10,000 at 10× from 50,000, then the mark at 42,500: a 1,500 loss on 1,000 margin. */
async function losingCrossLong(): Promise<Member> {
  const m = await f.member(10_000n);
  await f.post('/futures/order/margin_type', { futuresOptionId: f.optionId, marginType: 'CROSS' }, m);
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, m);
  f.tick(500_000);
  await loop.step();
  const opened = await f.post(
    '/futures/order',
    { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '10000' },
    m,
  );
  expect(opened.statusCode, opened.body).toBe(200);
  // 10,000 − 1,000 margin − 4 fee; the wallet's 8,996 backs the loss below, so no liquidation.
  expect(await f.futures(m.id)).toEqual([8_996n * USDT, 1_000n * USDT]);
  await loop.step();
  f.clock.advanceMs(1_000);
  f.tick(425_000);
  await loop.step();
  expect((await f.get('/futures/history/open_position', {}, m)).json()).toHaveLength(1);
  return m;
}

describe('a transfer out of FUTURES under a losing CROSS position', () => {
  it('leaves in the wallet at least the loss beyond the margin (500)', async () => {
    const m = await losingCrossLong();
    const moved = await f.post(
      '/dnw/transfer',
      { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '8996' },
      m,
    );
    const [left] = await f.futures(m.id);
    expect({ status: moved.statusCode, left, outside: await usdtWallet(m) }, moved.body).toMatchObject({
      left: expect.toSatisfy((value: bigint) => value >= 500n * USDT) as unknown,
    });
    expect(await f.invariants()).toEqual([]);
  });

  it('once the wallet is gone, is liquidated at once, and the insurance pays the loss the wallet backed', async () => {
    const m = await losingCrossLong();
    const insuredBefore = await insuranceHeld();
    const moved = await f.post(
      '/dnw/transfer',
      { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '8996' },
      m,
    );
    if (moved.statusCode !== 200) return; // the transfer was refused: nothing left to show here
    f.clock.advanceMs(1_000);
    f.tick(425_000);
    await loop.step();
    const position = await f.t.db.query<{ status: string; close_type: string | null }>(
      'SELECT status, close_type FROM futures_position WHERE member_id = $1',
      [m.id],
    );
    expect({
      position: position.rows[0],
      insurancePaid: insuredBefore - (await insuranceHeld()),
      outside: await usdtWallet(m),
    }).toMatchObject({ position: { status: 'CLOSED', close_type: 'LIQUIDATION' }, insurancePaid: 0n });
  });

  it('and then closed by the member at 42,500, costs the member the whole loss, not the house', async () => {
    const m = await losingCrossLong();
    await f.post('/dnw/transfer', { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '8996' }, m);
    const [position] = (await f.get('/futures/history/open_position', {}, m)).json<
      { futuresPositionId: number }[]
    >();
    const closed = await f.post(
      '/futures/order',
      {
        futuresOptionId: f.optionId,
        tradeType: 'SHORT',
        marketType: 'MARKET',
        qty: '10000',
        futuresPositionId: position?.futuresPositionId,
      },
      m,
    );
    const [futuresLeft] = await f.futures(m.id);
    const outside = await usdtWallet(m);
    // 10,000 − 4 open fee − 1,500 loss − the close fee (4% bps of 8,500 = 3.4): at most 8,492.6 in all.
    expect({ close: closed.statusCode, futuresLeft, outside, body: closed.body }).toMatchObject({
      close: 200,
    });
    expect(futuresLeft + outside).toBeLessThanOrEqual(8_492_60_000_000n);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('a CROSS position whose wallet another CROSS position takes', () => {
  it('is liquidated at the liquidation price it has now, without any transfer', async () => {
    const eth = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
    const m = await f.member(10_000n);
    for (const option of [f.optionId, eth]) {
      await f.post('/futures/order/margin_type', { futuresOptionId: option, marginType: 'CROSS' }, m);
      await f.post('/futures/order/leverage', { futuresOptionId: option, leverage: 10 }, m);
    }
    f.tick(500_000);
    f.t.ctx.market.onTicks([
      { stock: 'ETHUSDT', price: 30_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    await loop.step();
    const btc = await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '10000' },
      m,
    );
    expect(btc.statusCode, btc.body).toBe(200);
    // The BTC loop reads the position while the wallet (8,996) backs it.
    await loop.step();
    // An ETH position takes 8,000 of that wallet as margin (plus its 32 fee).
    f.clock.advanceMs(1_000);
    const ethOrder = await f.post(
      '/futures/order',
      { futuresOptionId: eth, tradeType: 'LONG', marketType: 'MARKET', qty: '80000' },
      m,
    );
    expect(ethOrder.statusCode, ethOrder.body).toBe(200);
    const shown = (await f.get('/futures/history/open_position', { futuresOptionId: f.optionId }, m)).json<
      { liquidationPrice: string }[]
    >()[0]?.liquidationPrice;
    // BTC falls to 40,000 (ETH unchanged): 2,000 lost against 1,000 margin and the 964 left in the wallet.
    for (const price of [425_000, 420_000, 400_000]) {
      f.clock.advanceMs(1_000);
      f.tick(price);
      await loop.step();
    }
    const position = await f.t.db.query<{ status: string; close_type: string | null }>(
      'SELECT status, close_type FROM futures_position WHERE member_id = $1 AND futures_option_id = $2',
      [m.id, f.optionId],
    );
    expect(position.rows[0], `BTC shows liquidation price ${shown}; the mark is now 40,000`).toMatchObject({
      status: 'CLOSED',
      close_type: 'LIQUIDATION',
    });
  });
});
