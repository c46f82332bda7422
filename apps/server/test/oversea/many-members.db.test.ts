import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideForMembers } from '../../src/modules/oversea/oversea-action.ts';
import { loadOverseaSite } from '../../src/modules/oversea/oversea-site.ts';
import { transactionWithEvents } from '../../src/realtime/publish-after-commit.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';

// One tick decided for many members in one transaction (decideForMembers), as the trigger loop does
// for the members its index says a tick touches. NQ: tick 0.25 = $5 × 1,400 = 7,000 won a tick and
// lot; margin 1,000,000 and fee 5,000 won per lot; losscut line 30 % of the lots' margin.

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(() => f.close());

async function long(member: Member, qty: number): Promise<void> {
  const res = await f.post(
    '/oversea/order',
    { overseaOptionId: f.options.NQ, tradeType: 'LONG', marketType: 'MARKET', qty },
    member,
  );
  expect(res.statusCode).toBe(200);
}

async function tickFor(members: readonly Member[], price: number) {
  f.tick('NQ', price);
  const site = await loadOverseaSite(f.t.db, f.site.id);
  const last = f.t.ctx.market.stock('NQ')?.lastTick;
  if (last == null) throw new Error('NQ has no tick');
  return transactionWithEvents(f.t.ctx, (tx, events) =>
    decideForMembers(tx, events, f.t.ctx, {
      site,
      memberIds: members.map((member) => member.id),
      command: {
        type: 'TICK',
        tick: { stock: 'NQ', source: last.source, atMs: last.atMs, price: last.price },
      },
      ref: 'test:tick',
    }),
  );
}

describe('a tick decided for many members', () => {
  it('cuts exactly the members it takes to their losscut line, each atomically, and leaves the rest', async () => {
    f.tick('NQ', 2_500_000);
    // Point after opening: 1,995,000 − margin − fee. Equity = point + margin + uPnL.
    // A: 1 lot, point 990,000; line 300,000: cut when uPnL ≤ −1,690,000, i.e. 242 ticks down (60.50).
    // B: 1 lot with 5,000,000: far from its line.
    const a = await f.member(1_995_000n);
    const b = await f.member(5_000_000n);
    await long(a, 1);
    await long(b, 1);
    f.overseaEvents();
    // 241 ticks down: A's equity 990,000 + 1,000,000 − 1,687,000 = 303,000 > 300,000: not yet.
    const above = await tickFor([a, b], 2_500_000 - 241 * 25);
    expect(above.filter((w) => w.type === 'POSITION_LIQUID')).toEqual([]);
    // 242 ticks: equity 296,000 ≤ 300,000: A is cut, B is not.
    const written = await tickFor([a, b], 2_500_000 - 242 * 25);
    expect(written.map((w) => [w.type, w.memberId])).toEqual([['POSITION_LIQUID', a.id]]);
    const events = f.overseaEvents(a);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'POSITION_LIQUID',
        marketType: 'LIQUIDATION',
        closePrice: '24939.50',
        realizedPnl: '-1694000',
      }),
    ]);
    // 990,000 + 1,000,000 margin back − 1,694,000 loss − 5,000 closing fee.
    expect(await f.binary(a.id)).toEqual([291_000n, 0n]);
    expect(await f.binary(b.id)).toEqual([3_995_000n, 1_000_000n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('a second decision of the same tick finds nothing: nothing is closed twice', async () => {
    f.tick('NQ', 2_500_000);
    const c = await f.member(1_995_000n);
    await long(c, 1);
    const first = await tickFor([c], 2_500_000 - 300 * 25);
    expect(first.map((w) => w.type)).toEqual(['POSITION_LIQUID']);
    const again = await tickFor([c], 2_500_000 - 300 * 25);
    expect(again).toEqual([]);
    expect(await f.invariants()).toEqual([]);
  });
});
