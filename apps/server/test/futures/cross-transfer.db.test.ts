import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, openPosition, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// A move out of the FUTURES wallet leaves at least what the member's CROSS positions have lost at
// mark (cross-loss.ts): the wallet backs those losses, so moving it out would leave them to insurance.

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
