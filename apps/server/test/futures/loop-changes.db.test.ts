import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFuturesAccounts, move } from '../../src/modules/futures/futures-ledger.ts';
import { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { closeWithLoop, openPosition, openWithSteppedLoop, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// What the trigger loop learns between its reads (migration 0028, change-horizon.ts): a CROSS
// position's liquidation price moves with its wallet even when the position row does not change, and
// a change committed long after its transaction began is still read. Each case first moves the
// application's clock on and has another member trade, so a loop that watched the latest stamp it had
// seen (as it once did, with a 5-second look back) would have moved past the change.

let f: FuturesFixture;
let loop: TriggerLoop;

beforeAll(async () => {
  ({ f, loop } = await openWithSteppedLoop());
});
afterAll(() => closeWithLoop(f, loop));

async function liquidationPrice(member: Member): Promise<string | undefined> {
  const open = (await f.get('/futures/history/open_position', {}, member)).json<
    { liquidationPrice: string }[]
  >();
  return open[0]?.liquidationPrice;
}

/** Ten seconds on, and someone else's trade stamped then, with the loop stepping through it. */
async function laterTrade(): Promise<void> {
  f.clock.advanceMs(10_000);
  f.tick(500_000);
  await openPosition(f, await f.member(), 'SHORT', { qty: '100' });
  await loop.step();
}

/** Steps the loop at `price` (units of 0.1 USDT) and answers the member's futures event types. */
async function markAt(price: number, member: Member): Promise<unknown[]> {
  f.futuresEvents();
  f.tick(price);
  await loop.step();
  return f.futuresEvents(member).map((event) => event.type);
}

describe('a CROSS position whose wallet moves', () => {
  it('is liquidated at the price its wallet leaves it after a transfer out, not the one it had', async () => {
    f.tick(500_000);
    const m = await f.member();
    await f.post('/futures/order/margin_type', { futuresOptionId: f.optionId, marginType: 'CROSS' }, m);
    await openPosition(f, m, 'LONG');
    await loop.step();
    // Backed by its 1,000 margin and the wallet's 8,996: liquidated only near zero.
    expect(await liquidationPrice(m)).toBe('20.0');
    await laterTrade();
    const moved = await f.post(
      '/dnw/transfer',
      { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '8996' },
      m,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await laterTrade();
    // Backed by the margin alone now, as if isolated: 50,000 × (1 − 1/10) / (1 − 0.4 %).
    expect(await liquidationPrice(m)).toBe('45180.7');
    // Near it the margin warning goes out, but no liquidation yet.
    expect(await markAt(451_900, m)).not.toContain('POSITION_LIQUID');
    expect(await markAt(451_000, m)).toEqual(['ORDER_FILLED', 'POSITION_LIQUID']);
    expect(await f.invariants()).toEqual([]);
  });

  it('is liquidated sooner once a resting order holds part of its wallet', async () => {
    f.tick(500_000);
    const m = await f.member();
    await f.post('/futures/order/margin_type', { futuresOptionId: f.optionId, marginType: 'CROSS' }, m);
    await openPosition(f, m, 'LONG');
    await loop.step();
    await laterTrade();
    // A LONG LIMIT far below: 80,000 at 10× holds 8,000 and 64 of fees, 932 stay in the wallet.
    const placed = await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'LIMIT', qty: '80000', price: '30000' },
      m,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await f.futures(m.id)).toEqual([932n * USDT, 9_064n * USDT]);
    await laterTrade();
    // Backed by 1,000 of margin and 932: from 50,000 × (1 − 1,932/10,000) / (1 − 0.4 %).
    expect(await liquidationPrice(m)).toBe('40502.0');
    expect(await markAt(405_030, m)).not.toContain('POSITION_LIQUID');
    expect(await markAt(405_010, m)).toEqual(['ORDER_FILLED', 'POSITION_LIQUID']);
    expect(await f.invariants()).toEqual([]);
  });
});

// Only PostgreSQL runs two transactions at once: PGlite serialises them, so none can commit after the
// loop has read past its start.
describe.skipIf(testDatabaseKind() === 'pglite')('a change committed long after it was written', () => {
  it('is read by the next look however late it commits', async () => {
    f.tick(500_000);
    const m = await f.member();
    await openPosition(f, m, 'LONG');
    const id = (await f.get('/futures/history/open_position', {}, m)).json<
      { futuresPositionId: number }[]
    >()[0]!.futuresPositionId;
    const add = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, type: 'ADD', amount: '500' },
      m,
    );
    expect(add.statusCode).toBe(200);
    await loop.step();
    // 1,500 of margin: liquidated at 42,670.6, below the 45,180.7 of 1,000.
    expect(await liquidationPrice(m)).toBe('42670.6');

    // The removal of those 500 as the route makes it, stamped now, its money moved and its commit
    // only after two later trades (its wallet and shards locked only then, so those trades never wait).
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written = (): void => undefined;
    const positionWritten = new Promise<void>((resolve) => (written = resolve));
    const removal = f.t.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE futures_position SET margin = margin - $2::numeric, updated_at = $3 WHERE id = $1',
        [id, (500n * USDT).toString(), new Date(f.clock.nowMs())],
      );
      written();
      await released;
      const accounts = await lockFuturesAccounts(tx, f.site.id, m.id);
      await move(tx, accounts, {
        from: accounts.margin,
        to: accounts.available,
        amountMinor: 500n * USDT,
        ref: `futures-position:${id}`,
      });
    });
    await positionWritten;
    await laterTrade();
    await laterTrade();
    release();
    await removal;
    await loop.step();
    expect(await liquidationPrice(m)).toBe('45180.7');
    expect(await markAt(451_000, m)).toEqual(['ORDER_FILLED', 'POSITION_LIQUID']);
    expect(await f.invariants()).toEqual([]);
  });
});
