import { pointQueue } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOverseaOption } from '../oversea/oversea-fixture.ts';
import { bearer } from '../support/test-app.ts';
import { L, openRoundsFixture, payloadsTo, T0 } from './rounds-fixture.ts';
import type { RoundsFixture } from './rounds-fixture.ts';

// Timed rounds and overseas futures share the BINARY wallet. A bet and a round's settlement push the
// wallet entry (`/user/queue/point`); for a bettor holding an overseas position it must carry that
// position's losscut and pnl, as `/me` does, not the zeros the rounds module alone would know.

const NQ = 2_500_000;

let f: RoundsFixture;

beforeAll(async () => {
  f = await openRoundsFixture();
});
afterAll(async () => {
  await f.close();
});

describe('BINARY wallet pushes of a bettor holding an overseas position', () => {
  it('the bet and the settlement push the position’s losscut and pnl', async () => {
    const nq = await insertOverseaOption(f.t.db, f.site.id, 'NQ');
    const member = await f.member();
    f.t.ctx.market.onTicks([{ stock: 'NQ', price: NQ, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' }]);
    const ordered = await f.t.app.inject({
      method: 'POST',
      url: `/api/oversea/order?siteInfoId=${f.site.id}`,
      headers: bearer(member.token),
      payload: { overseaOptionId: nq, tradeType: 'SHORT', marketType: 'MARKET', qty: 3 },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    // 4 ticks down for the short: 4 × $5 × 1,400 won × 3 lots.
    f.t.ctx.market.onTicks([
      { stock: 'NQ', price: NQ - 100, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
    ]);
    const expected = { type: 'BINARY', losscut: '900000', pnl: '84000' };

    const clock = f.roundClock();
    await clock.runDue();
    const round = (await f.roundAt(T0))!;
    f.published.splice(0);
    const bet = await f.bet(member, { tradeRoundId: round.id, type: 'B', point: '10000' });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(payloadsTo(f.published, pointQueue.destination)).toEqual([expect.objectContaining(expected)]);

    f.tick(650_000, T0 + L - 500);
    f.tick(650_010, T0 + 2 * L - 500);
    f.clock.advanceMs(T0 + 2 * L + 1_000 - f.clock.nowMs());
    f.published.splice(0);
    await clock.runDue();
    expect((await f.roundAt(T0))!.phase).toBe('SETTLED');
    expect(payloadsTo(f.published, pointQueue.destination)).toEqual([expect.objectContaining(expected)]);
  });
});
