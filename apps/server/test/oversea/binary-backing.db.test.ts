import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPrices } from '../wallet/support/wallet-fixture.ts';
import { marketOrder } from './oversea-calls.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { OverseaFixture } from './oversea-fixture.ts';

// A close pays its loss from the point and the position's released margin (DOMAIN.md §4), so the
// BINARY point keeps what open overseas positions have lost beyond their margins: a withdrawal or a
// transfer out of it may not take that (dnw/oversea-backing.ts). Otherwise the next close or losscut
// would leave the loss to the insurance account, and the member could cancel the withdrawal and have
// the money back.

const NQ = 2_500_000;

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
  // The KRW prices a transfer to FUTURES converts at.
  await publishPrices(f.t.db, f.site.id);
});
afterAll(() => f.close());

describe('moving money out of BINARY under a losing overseas position', () => {
  it('leaves in the point the loss beyond the margin; the rest moves, and all of it once the loss is gone', async () => {
    f.tick('NQ', NQ);
    const m = await f.member();
    await marketOrder(f, m, f.options.NQ, 'LONG', 1);
    // Margin 1,000,000 and fee 5,000: 8,995,000 left. 600 ticks down: −4,200,000, 3,200,000 beyond
    // the margin; equity 5,795,000, far above the 300,000 line.
    f.tick('NQ', NQ - 600 * 25);
    const before = await f.binary(m.id);
    const whole = await f.post('/dnw/withdraw/apply', { point: '8995000' }, m);
    expect(whole.json()).toMatchObject({ code: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE' });
    expect(await f.binary(m.id)).toEqual(before);
    const rest = await f.post('/dnw/withdraw/apply', { point: '5795000' }, m);
    expect(rest.statusCode, rest.body).toBe(200);
    const transfer = () =>
      f.post('/dnw/transfer', { fromWalletType: 'BINARY', toWalletType: 'FUTURES', point: '14000' }, m);
    const refused = await transfer();
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    // Back at the entry: nothing beyond the margin, the point is free again.
    f.tick('NQ', NQ);
    const moved = await transfer();
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await f.invariants()).toEqual([]);
  });
});
