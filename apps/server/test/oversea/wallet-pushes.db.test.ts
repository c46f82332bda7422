import { pointQueue } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketOrder } from './oversea-calls.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { OverseaFixture } from './oversea-fixture.ts';

// The BINARY wallet carries the overseas positions, so its `/user/queue/point` entry carries their
// losscut and pnl (spec §3 wallet entry) whichever module moved the money: here a withdrawal request
// (modules/dnw), which knows nothing of overseas futures. Before the entry read the figures itself,
// every push outside the overseas module said losscut 0 and pnl 0 to a member holding positions.

const NQ = 2_500_000;

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(async () => {
  await f.close();
});

describe('BINARY wallet pushes from other modules', () => {
  it('a withdrawal request pushes the wallet with the open positions’ losscut and pnl', async () => {
    f.tick('NQ', NQ);
    const member = await f.member();
    await marketOrder(f, member, f.options.NQ, 'LONG', 2);
    // 10 ticks up: 10 × $5 × 1,400 won × 2 lots.
    f.tick('NQ', NQ + 10 * 25);
    f.published.splice(0);

    const res = await f.post('/dnw/withdraw/apply', { point: '50000' }, member);
    expect(res.statusCode, res.body).toBe(200);

    const pushes = f.published.filter(
      (message) =>
        message.destination === pointQueue.destination &&
        message.target.kind === 'member' &&
        message.target.memberId === member.id,
    );
    expect(pushes).toHaveLength(1);
    expect(pointQueue.payload.parse(JSON.parse(pushes[0]!.body))).toMatchObject({
      type: 'BINARY',
      // 2 lots × 1,000,000 margin × 30 %.
      losscut: '600000',
      pnl: '140000',
    });
  });

  it('a member without positions is pushed zeros', async () => {
    const member = await f.member();
    f.published.splice(0);
    const res = await f.post('/dnw/withdraw/apply', { point: '50000' }, member);
    expect(res.statusCode, res.body).toBe(200);
    const push = f.published.find((message) => message.destination === pointQueue.destination);
    expect(JSON.parse(push!.body)).toMatchObject({ type: 'BINARY', losscut: '0', pnl: '0' });
  });
});
