import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOverseaOption, openOverseaFixture } from './oversea-fixture.ts';
import type { OverseaFixture } from './oversea-fixture.ts';
import { marketOrder, tickAny } from './oversea-calls.ts';

// Golden PnL per instrument over HTTP, worked by hand from DOMAIN.md §4: PnL = d × (exit − entry) /
// tickSize × tickValue × lots × KRW rate, a gain rounded down and a loss up to the won. Every option:
// margin 1,000,000 and fee 5,000 won per lot, opening and closing. The fixture's clock (Wednesday
// 12:00 KST, 11:00 HKT) is inside CME Globex and the HKEX morning session.

let f: OverseaFixture;
let options: Record<string, number>;

beforeAll(async () => {
  f = await openOverseaFixture();
  options = {
    NQ: f.options.NQ,
    CL: f.options.CL,
    // A KRW rate with a fraction, so that the rounding shows.
    '6E': await insertOverseaOption(f.t.db, f.site.id, '6E', { krwRate: '1380.5' }),
    HSI: await insertOverseaOption(f.t.db, f.site.id, 'HSI', { krwRate: '177' }),
  };
});
afterAll(() => f.close());

describe.each([
  // stock, side, lots, entry, exit (price units), realised pnl, how
  ['NQ', 'LONG', 2, 2_500_000, 2_501_250, 700_000n, '+50 ticks × $5 × 2 × 1,400'],
  ['CL', 'SHORT', 3, 6_200, 6_237, -1_554_000n, '−37 ticks × $10 × 3 × 1,400'],
  ['6E', 'LONG', 1, 116_000, 116_125, 215_703n, '+25 ticks × $6.25 × 1,380.5 = 215,703.125, down'],
  ['6E', 'SHORT', 1, 116_000, 116_125, -215_704n, '−25 ticks × $6.25 × 1,380.5 = −215,703.125, up'],
  ['HSI', 'SHORT', 2, 26_000, 25_940, 1_062_000n, '+60 ticks × HK$50 × 2 × 177'],
] as const)('%s %s %i lots', (stock, side, lots, entry, exit, pnl, how) => {
  it(`closes with ${how}`, async () => {
    const m = await f.member(10_000_000n);
    tickAny(f, stock, entry);
    await marketOrder(f, m, options[stock]!, side, lots);
    tickAny(f, stock, exit);
    f.overseaEvents();
    await marketOrder(f, m, options[stock]!, side === 'LONG' ? 'SHORT' : 'LONG', lots);
    const closed = f.overseaEvents(m).find((event) => event.type === 'POSITION_CLOSE');
    expect(closed).toMatchObject({ stock, realizedPnl: pnl.toString() });
    const fees = 2n * 5_000n * BigInt(lots);
    expect(await f.binary(m.id)).toEqual([10_000_000n + pnl - fees, 0n]);
    const days = await f.get('/oversea/history/daily_profit', { overseaOptionId: options[stock]! }, m);
    expect(days.json()).toMatchObject({
      content: [{ realizedPnl: pnl.toString(), fee: fees.toString(), netPnl: (pnl - fees).toString() }],
    });
    expect(await f.invariants()).toEqual([]);
  });
});
