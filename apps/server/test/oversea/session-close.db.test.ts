import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideForMembers } from '../../src/modules/oversea/oversea-action.ts';
import type { OverseaLoop } from '../../src/modules/oversea/oversea-loop.ts';
import { loadOverseaSite } from '../../src/modules/oversea/oversea-site.ts';
import { transactionWithEvents } from '../../src/realtime/publish-after-commit.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';
import { placeOversea, steppedOverseaLoop } from './stepped-loop.ts';

// The session end of NQ (CME Globex closes Wednesday 2026-11-25 at 16:00 Central = 22:00 UTC) as the
// trigger loop sees it: resting orders cancelled, positions without overnight closed at the last
// price, overnight ones kept only when the equity covers 2 × margin per lot. A loop started again
// while the market is closed (a restart) ends the session again and finds nothing more to close.

const NQ = 2_500_000;
const CLOSE_MS = Date.UTC(2026, 10, 25, 22, 0, 0);

let f: OverseaFixture;
const loops: OverseaLoop[] = [];

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(async () => {
  for (const loop of loops) await loop.stop();
  await f.close();
});

async function newLoop(): Promise<OverseaLoop> {
  const loop = await steppedOverseaLoop(f);
  loops.push(loop);
  return loop;
}

async function overnight(member: Member, positionId: number): Promise<void> {
  const res = await f.post('/oversea/overnight', { overseaPositionId: positionId, isActive: true }, member);
  expect(res.statusCode, res.body).toBe(200);
}

async function openRows(member: Member): Promise<string[]> {
  const rows = await f.t.db.query<{ kind: string }>(
    `SELECT 'order' AS kind FROM oversea_order WHERE member_id = $1 AND status = 'OPEN'
     UNION ALL SELECT 'position' FROM oversea_position WHERE member_id = $1 AND status = 'OPEN'`,
    [member.id],
  );
  return rows.rows.map((row) => row.kind).sort();
}

describe('the session end of NQ', () => {
  it('closes positions without overnight and uncovered overnight ones, keeps covered ones; a restart closes nothing twice', async () => {
    f.tick('NQ', NQ);
    const loop = await newLoop();
    await loop.step();
    // a: a plain long and a resting LIMIT. b: overnight with plenty. c: overnight, covered when asked
    // (point 1,095,000 + margin 1,000,000 = 2,095,000 ≥ 2,000,000) but not after NQ falls 20 ticks.
    const a = await f.member();
    const b = await f.member();
    const c = await f.member(2_100_000n);
    await placeOversea(f, a, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    await placeOversea(f, a, { tradeType: 'LONG', marketType: 'LIMIT', qty: 1, price: '24000.00' });
    const bPosition = await placeOversea(f, b, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    const cPosition = await placeOversea(f, c, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    await overnight(b, bPosition.id);
    await overnight(c, cPosition.id);
    f.clock.advanceMs(1_000);
    f.tick('NQ', NQ - 500);
    expect(await loop.step()).toEqual([]);
    f.overseaEvents();

    f.clock.advanceMs(CLOSE_MS - 1 - f.clock.nowMs());
    expect(await loop.step()).toEqual([]);
    f.clock.advanceMs(CLOSE_MS - f.clock.nowMs());
    const written = await loop.step();
    expect(written.map((w) => [w.type, w.memberId])).toEqual([
      ['ORDER_CANCEL', a.id],
      ['ORDER_FILLED', a.id],
      ['POSITION_CLOSE', a.id],
      ['ORDER_FILLED', c.id],
      ['POSITION_CLOSE', c.id],
    ]);
    const aEvents = f.overseaEvents(a);
    expect(aEvents.at(-1)).toMatchObject({
      type: 'POSITION_CLOSE',
      marketType: 'MARKET',
      closePrice: '24995.00',
      realizedPnl: '-140000',
    });
    // a: 10,000,000 − 140,000 − two fees; c: 2,095,000 − 140,000 − 5,000 closing fee.
    expect(await f.binary(a.id)).toEqual([10_000_000n - 140_000n - 10_000n, 0n]);
    expect(await f.binary(c.id)).toEqual([2_095_000n - 140_000n - 5_000n, 0n]);
    expect(await f.binary(b.id)).toEqual([8_995_000n, 1_000_000n]);
    expect(await openRows(a)).toEqual([]);
    expect(await openRows(b)).toEqual(['position']);
    expect(await openRows(c)).toEqual([]);

    // The same loop checks again: the session stays closed, nothing happens.
    f.clock.advanceMs(1_000);
    expect(await loop.step()).toEqual([]);
    // A restart while closed: the new loop ends the session of its holders again; b's overnight
    // position is still covered, so nothing is written.
    await loop.stop();
    const restarted = await newLoop();
    expect(await restarted.step()).toEqual([]);
    expect(await openRows(b)).toEqual(['position']);
    const closes = await f.t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM oversea_order WHERE site_id = $1 AND session_end`,
      [f.site.id],
    );
    expect(closes.rows[0]?.n).toBe('2');
    expect(await f.invariants()).toEqual([]);
  });

  it('a close cut short (one member decided, then the node died) is finished by the next loop, once', async () => {
    // The next session: Wednesday 23:00 UTC to Thursday 22:00 UTC.
    f.clock.advanceMs(CLOSE_MS + 3_600_000 + 60_000 - f.clock.nowMs());
    f.tick('NQ', NQ);
    const d = await f.member();
    const e = await f.member();
    await placeOversea(f, d, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    await placeOversea(f, e, { tradeType: 'SHORT', marketType: 'MARKET', qty: 2 });
    f.clock.advanceMs(CLOSE_MS + 86_400_000 - f.clock.nowMs());
    // The dead node's first batch: d's session end committed, e's never ran.
    const site = await loadOverseaSite(f.t.db, f.site.id);
    const first = await transactionWithEvents(f.t.ctx, (tx, events) =>
      decideForMembers(tx, events, f.t.ctx, {
        site,
        memberIds: [d.id],
        command: { type: 'SESSION_END', stock: 'NQ' },
        ref: 'oversea:session_end:NQ',
      }),
    );
    expect(first.map((w) => w.type)).toEqual(['ORDER_FILLED', 'POSITION_CLOSE']);
    f.overseaEvents();
    const loop = await newLoop();
    const written = await loop.step();
    expect(written.map((w) => [w.type, w.memberId])).toEqual([
      ['ORDER_FILLED', e.id],
      ['POSITION_CLOSE', e.id],
    ]);
    expect(await openRows(d)).toEqual([]);
    expect(await openRows(e)).toEqual([]);
    expect(await f.binary(d.id)).toEqual([10_000_000n - 10_000n, 0n]);
    expect(await f.binary(e.id)).toEqual([10_000_000n - 20_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });
});
