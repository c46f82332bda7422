import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFuturesOption, openFuturesFixture, openPosition, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// What takes from the FUTURES wallet (a move out, a resting order's hold, a fill that opens or adds,
// margin added to an ISOLATED position)
// leaves at least what the member's CROSS positions have lost at mark (cross-loss.ts): the wallet backs
// those losses, so taking it away would have them liquidated short and leave the gap to insurance.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
});
afterAll(() => f.close());

async function openAt50000(member: Member, marginType: 'ISOLATED' | 'CROSS'): Promise<void> {
  f.tick(500_000);
  await f.post('/futures/order/margin_type', { futuresOptionId: f.optionId, marginType }, member);
  await openPosition(f, member, 'LONG');
}

const transferOut = (member: Member, point: string) =>
  f.post('/dnw/transfer', { fromWalletType: 'FUTURES', toWalletType: 'USDT', point }, member);

describe('POST /dnw/transfer out of FUTURES with positions open', () => {
  it('keeps a CROSS loss at mark in the wallet, and moves the rest', async () => {
    const m = await f.member();
    await openAt50000(m, 'CROSS');
    // 1,000 margin and 4 of fees paid; at 46,000 the 10,000 LONG has lost 800.
    f.tick(460_000);
    const refused = await transferOut(m, '8996');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await f.futures(m.id)).toEqual([8_996n * USDT, 1_000n * USDT]);
    expect((await transferOut(m, '8196.00000001')).statusCode).toBe(400);
    const moved = await transferOut(m, '8196');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await f.futures(m.id)).toEqual([800n * USDT, 1_000n * USDT]);
    expect(await f.invariants()).toEqual([]);
  });

  it('moves the whole wallet while the CROSS position is in profit', async () => {
    const m = await f.member();
    await openAt50000(m, 'CROSS');
    f.tick(510_000);
    expect((await transferOut(m, '8996')).statusCode).toBe(200);
    expect(await f.futures(m.id)).toEqual([0n, 1_000n * USDT]);
  });

  it('moves the whole wallet past an ISOLATED loss, which its own margin backs', async () => {
    const m = await f.member();
    await openAt50000(m, 'ISOLATED');
    f.tick(460_000);
    expect((await transferOut(m, '8996')).statusCode).toBe(200);
    expect(await f.futures(m.id)).toEqual([0n, 1_000n * USDT]);
  });
});

const order = (member: Member, body: Record<string, unknown>, optionId = f.optionId) =>
  f.post('/futures/order', { futuresOptionId: optionId, ...body }, member);

describe('POST /futures/order with a CROSS position at a loss', () => {
  it('refuses a resting order whose hold would leave less than the loss, and places one that leaves it', async () => {
    const m = await f.member();
    await openAt50000(m, 'CROSS');
    f.tick(460_000);
    // Lost 800 at mark, 8,996 free: 82,000 at 10× would hold 8,265.6 and leave 730.4.
    const limit = { tradeType: 'LONG', marketType: 'LIMIT', price: '30000' };
    const refused = await order(m, { ...limit, qty: '82000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await f.futures(m.id)).toEqual([8_996n * USDT, 1_000n * USDT]);
    const placed = await order(m, { ...limit, qty: '80000' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await f.futures(m.id)).toEqual([932n * USDT, 9_064n * USDT]);
    expect(await f.invariants()).toEqual([]);
  });

  it('refuses a MARKET order adding to it beyond the loss, and still closes it', async () => {
    const m = await f.member();
    await openAt50000(m, 'CROSS');
    f.tick(460_000);
    // 82,000 more at 46,000: 8,200 of margin and 32.8 of fees would leave 763.2 of the 800 lost.
    const added = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '82000' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await transferOut(m, '8196')).statusCode).toBe(200);
    // 800 left, all of it the loss's: closing realises the loss and gives the margin back.
    const closed = await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '10000' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await f.futures(m.id)).toEqual([99_632_000_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('counts a CROSS loss on another option against an order on this one', async () => {
    const ethId = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
    const ethTick = (price: number) => {
      f.t.ctx.market.onTicks([
        { stock: 'ETHUSDT', price, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
      ]);
    };
    ethTick(300_000);
    const m = await f.member();
    await openAt50000(m, 'CROSS');
    // BTC at 46,000: 800 lost. An ETH LONG at market of 82,000 at 10× would leave 763.2 of 8,996.
    f.tick(460_000);
    await f.post('/futures/order/leverage', { futuresOptionId: ethId, leverage: 10 }, m);
    const refused = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '82000' }, ethId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const placed = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '80000' }, ethId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('POST /futures/order/margin ADD to an ISOLATED position while a CROSS position is at a loss', () => {
  it('refuses margin that would leave less than the loss, adds what leaves it, and changes nothing when refused', async () => {
    const solId = await insertFuturesOption(f.t.db, f.site.id, { stock: 'SOLUSDT' });
    f.t.ctx.market.onTicks([
      { stock: 'SOLUSDT', price: 300_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    const m = await f.member();
    await openAt50000(m, 'CROSS');
    // A small ISOLATED SOL LONG: 100 at 10×, 10 of margin and 0.04 of fee from the 8,996 left.
    await f.post('/futures/order/leverage', { futuresOptionId: solId, leverage: 10 }, m);
    const sol = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '100' }, solId);
    expect(sol.statusCode, sol.body).toBe(200);
    const solPosition = sol.json<{ futuresPositionId: number }>().futuresPositionId;
    expect(await f.futures(m.id)).toEqual([898_596_000_000n, 1_010n * USDT]);
    // BTC at 46,000: the CROSS LONG has lost 800, which the wallet's 8,985.96 backs. Parked as margin
    // of the SOL position, the wallet would back nothing: BTC's loss would fall to the insurance.
    f.tick(460_000);
    const add = (amount: string) =>
      f.post('/futures/order/margin', { futuresPositionId: solPosition, type: 'ADD', amount }, m);
    const refused = await add('8985.96');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await add('8185.96000001')).statusCode).toBe(400);
    expect(await f.futures(m.id)).toEqual([898_596_000_000n, 1_010n * USDT]);
    const added = await add('8185.96');
    expect(added.statusCode, added.body).toBe(200);
    expect(await f.futures(m.id)).toEqual([800n * USDT, 919_596_000_000n]);
    expect(await f.invariants()).toEqual([]);
  });
});
