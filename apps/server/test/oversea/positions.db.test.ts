import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketOrder, openPositionId } from './oversea-calls.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';

// A position's calls over HTTP: POST /oversea/order/tpsl, /order/delete-tpsl and /oversea/overnight,
// GET /oversea/overnight, and the losscut edge (DOMAIN.md §4). NQ: tick 0.25 = $5 × 1,400 = 7,000 won
// a tick and lot; margin 1,000,000 and fee 5,000 won per lot; losscut line 30 % of the lots' margin;
// overnight margin 2 × the margin per lot. Prices are NQ hundredths.

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(() => f.close());

/** A member holding `qty` NQ lots LONG from 25,000.00; answers the member and the position id. */
async function longNq(qty = 1, funds?: bigint): Promise<[Member, number]> {
  f.tick('NQ', 2_500_000);
  const m = await f.member(funds);
  await marketOrder(f, m, f.options.NQ, 'LONG', qty);
  return [m, await openPositionId(f, m, f.options.NQ)];
}

const tpsl = (m: Member, body: Record<string, unknown>) => f.post('/oversea/order/tpsl', body, m);

describe('POST /oversea/order/tpsl', () => {
  it('sets TP and SL in ticks from the entry and answers their prices', async () => {
    const [m, id] = await longNq();
    const res = await tpsl(m, {
      overseaPositionId: id,
      overseaOptionId: f.options.NQ,
      tpTick: 20,
      slTick: 10,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      overseaPositionId: id,
      tpTick: 20,
      slTick: 10,
      tpPrice: '25005.00',
      slPrice: '24997.50',
    });
    const events = f.overseaEvents(m);
    expect(events.at(-1)).toMatchObject({ type: 'POSITION_UPDATE', tpTick: 20, slTick: 10 });
  });

  it('sets one and keeps the other', async () => {
    const [m, id] = await longNq();
    await tpsl(m, { overseaPositionId: id, overseaOptionId: f.options.NQ, tpTick: 20, slTick: 10 });
    const res = await tpsl(m, { overseaPositionId: id, overseaOptionId: f.options.NQ, slTick: 40 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tpTick: 20, slTick: 40, tpPrice: '25005.00', slPrice: '24990.00' });
  });

  it('refuses a TP the last price already touches with TPSL_PRICE_INVALID, and changes nothing', async () => {
    const [m, id] = await longNq();
    // +12 ticks: a TP 10 ticks from the entry (25,002.50) would fire at once.
    f.tick('NQ', 2_500_300);
    const res = await tpsl(m, { overseaPositionId: id, overseaOptionId: f.options.NQ, tpTick: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TPSL_PRICE_INVALID' });
    const after = await f.get('/oversea/history/open_position', {}, m);
    expect(after.json()).toEqual([expect.objectContaining({ tpTick: null, slTick: null })]);
    // An SL the price has not reached is fine at the same moment.
    const sl = await tpsl(m, { overseaPositionId: id, overseaOptionId: f.options.NQ, slTick: 10 });
    expect(sl.statusCode).toBe(200);
  });

  it('refuses a request naming neither with INVALID_INPUT', async () => {
    const [m, id] = await longNq();
    const res = await tpsl(m, { overseaPositionId: id, overseaOptionId: f.options.NQ });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it("another member's position is POSITION_NOT_FOUND, and stays as it was", async () => {
    const [owner, id] = await longNq();
    const [stranger] = await longNq();
    const res = await tpsl(stranger, { overseaPositionId: id, overseaOptionId: f.options.NQ, tpTick: 20 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const owned = await f.get('/oversea/history/open_position', {}, owner);
    expect(owned.json()).toEqual([expect.objectContaining({ overseaPositionId: id, tpTick: null })]);
  });

  it('a position named with another option is POSITION_NOT_FOUND', async () => {
    const [m, id] = await longNq();
    const res = await tpsl(m, { overseaPositionId: id, overseaOptionId: f.options.CL, tpTick: 20 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
  });
});

describe('POST /oversea/order/delete-tpsl', () => {
  it('removes the TP and keeps the SL, then the SL', async () => {
    const [m, id] = await longNq();
    await tpsl(m, { overseaPositionId: id, overseaOptionId: f.options.NQ, tpTick: 20, slTick: 10 });
    const noTp = await f.post(
      '/oversea/order/delete-tpsl',
      { id, overseaOptionId: f.options.NQ, value: 'TP' },
      m,
    );
    expect(noTp.statusCode).toBe(200);
    expect(noTp.json()).toMatchObject({ tpTick: null, tpPrice: null, slTick: 10, slPrice: '24997.50' });
    const none = await f.post(
      '/oversea/order/delete-tpsl',
      { id, overseaOptionId: f.options.NQ, value: 'SL' },
      m,
    );
    expect(none.json()).toMatchObject({ tpTick: null, slTick: null, slPrice: null });
  });

  it("another member's position and a wrong option are POSITION_NOT_FOUND", async () => {
    const [owner, id] = await longNq();
    await tpsl(owner, { overseaPositionId: id, overseaOptionId: f.options.NQ, tpTick: 20 });
    const [stranger] = await longNq();
    const theirs = await f.post(
      '/oversea/order/delete-tpsl',
      { id, overseaOptionId: f.options.NQ, value: 'TP' },
      stranger,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const wrong = await f.post(
      '/oversea/order/delete-tpsl',
      { id, overseaOptionId: f.options.CL, value: 'TP' },
      owner,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const kept = await f.get('/oversea/history/open_position', {}, owner);
    expect(kept.json()).toEqual([expect.objectContaining({ tpTick: 20 })]);
  });
});

describe('overnight', () => {
  it('turns on and off, and GET /oversea/overnight lists the request with its required margin', async () => {
    const [m, id] = await longNq(2);
    const before = await f.get('/oversea/overnight', {}, m);
    expect(before.json()).toEqual([
      { overseaPositionId: id, overseaOptionId: f.options.NQ, isActive: false, requiredMargin: '4000000' },
    ]);
    const on = await f.post('/oversea/overnight', { overseaPositionId: id, isActive: true }, m);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      overseaPositionId: id,
      overseaOptionId: f.options.NQ,
      isActive: true,
      requiredMargin: '4000000',
    });
    const listed = await f.get('/oversea/overnight', {}, m);
    expect(listed.json()).toEqual([expect.objectContaining({ overseaPositionId: id, isActive: true })]);
    const position = await f.get('/oversea/history/open_position', {}, m);
    expect(position.json()).toEqual([expect.objectContaining({ isOvernight: true })]);
    const off = await f.post('/oversea/overnight', { overseaPositionId: id, isActive: false }, m);
    expect(off.json()).toMatchObject({ isActive: false });
  });

  it('refuses when the equity does not cover the overnight margin: OVERNIGHT_MARGIN_INSUFFICIENT', async () => {
    // 2 lots: cost 2,010,000, equity 2,490,000 < overnight margin 4,000,000.
    const [m, id] = await longNq(2, 2_500_000n);
    const res = await f.post('/oversea/overnight', { overseaPositionId: id, isActive: true }, m);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OVERNIGHT_MARGIN_INSUFFICIENT' });
    const listed = await f.get('/oversea/overnight', {}, m);
    expect(listed.json()).toEqual([expect.objectContaining({ isActive: false })]);
  });

  it("another member's position is POSITION_NOT_FOUND; their list shows only their own, whatever playerId says", async () => {
    const [owner, id] = await longNq();
    const stranger = await f.member();
    const res = await f.post('/oversea/overnight', { overseaPositionId: id, isActive: true }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    const theirs = await f.get('/oversea/overnight', { playerId: owner.id }, stranger);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });
});

describe('the losscut edge', () => {
  // Funds 1,005,000: the point is 0 after 1 lot, equity = 1,000,000 + uPnL, the line 300,000:
  // equity reaches the line exactly 100 ticks down (24,975.00), where uPnL is −700,000.
  const atLine = 2_500_000 - 100 * 25;

  it('one tick above the line, a call finds nothing to cut', async () => {
    const [m, id] = await longNq(1, 1_005_000n);
    f.tick('NQ', atLine + 25);
    f.overseaEvents();
    const res = await f.post('/oversea/order/cancel_all', {}, m);
    expect(res.statusCode).toBe(200);
    expect(f.overseaEvents(m)).toEqual([]);
    const open = await f.get('/oversea/history/open_position', {}, m);
    expect(open.json()).toEqual([
      expect.objectContaining({ overseaPositionId: id, lastPrice: '24975.25', unrealizedPnl: '-693000' }),
    ]);
    expect(await f.binary(m.id)).toEqual([0n, 1_000_000n]);
  });

  it('equity exactly at the line: the next call closes the position with POSITION_LIQUID', async () => {
    const [m, id] = await longNq(1, 1_005_000n);
    f.tick('NQ', atLine);
    f.overseaEvents();
    const res = await f.post('/oversea/order/cancel_all', {}, m);
    expect(res.statusCode).toBe(200);
    const events = f.overseaEvents(m);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'POSITION_LIQUID',
        overseaPositionId: id,
        marketType: 'LIQUIDATION',
        closePrice: '24975.00',
        realizedPnl: '-700000',
      }),
    ]);
    // 1,000,000 margin back − 700,000 loss − 5,000 closing fee.
    expect(await f.binary(m.id)).toEqual([295_000n, 0n]);
    expect((await f.get('/oversea/history/open_position', {}, m)).json()).toEqual([]);
    const history = await f.get('/oversea/history/list', {}, m);
    expect(history.json<{ content: unknown[] }>().content[0]).toMatchObject({
      marketType: 'LIQUIDATION',
      status: 'FILLED',
      overseaPositionId: id,
      fee: '5000',
      fillTick: { price: '24975.00' },
    });
    expect(await f.invariants()).toEqual([]);
  });
});
