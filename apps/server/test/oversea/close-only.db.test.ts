import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketOrder, openPositionId } from './oversea-calls.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';

// "시장가 청산" is a close-only MARKET order naming the position (`overseaPositionId`): it reduces that
// position by at most its lots and is refused once the position is gone, so a confirmation tapped in a
// stale tab never opens a position the other way.

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(() => f.close());

const close = (overseaOptionId: number, tradeType: 'LONG' | 'SHORT', qty: number, extra = {}) => ({
  overseaOptionId,
  tradeType,
  marketType: 'MARKET',
  qty,
  ...extra,
});

async function positions(m: Member) {
  const res = await f.get('/oversea/history/open_position', { overseaOptionId: f.options.NQ }, m);
  return res.json<{ overseaPositionId: number; tradeType: string; qty: number }[]>();
}

/** A member holding `qty` NQ lots LONG; the member and the position id. */
async function longNq(qty: number): Promise<[Member, number]> {
  f.tick('NQ', 2_500_000);
  const m = await f.member();
  await marketOrder(f, m, f.options.NQ, 'LONG', qty);
  return [m, await openPositionId(f, m, f.options.NQ)];
}

describe('POST /oversea/order, close only', () => {
  it('closes the named position; sent again after it closed, it is refused and opens nothing', async () => {
    const [m, id] = await longNq(2);
    const body = close(f.options.NQ, 'SHORT', 2, { overseaPositionId: id });
    expect((await f.post('/oversea/order', body, m)).statusCode).toBe(200);
    expect(await positions(m)).toEqual([]);
    const balance = await f.binary(m.id);
    const stale = await f.post('/oversea/order', body, m);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'POSITION_NOT_OPEN' });
    expect(await positions(m)).toEqual([]);
    expect(await f.binary(m.id)).toEqual(balance);
    expect(await f.invariants()).toEqual([]);
  });

  it('closes at most the lots left, never flipping the position', async () => {
    const [m, id] = await longNq(3);
    await marketOrder(f, m, f.options.NQ, 'SHORT', 1);
    const res = await f.post('/oversea/order', close(f.options.NQ, 'SHORT', 5, { overseaPositionId: id }), m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ qty: 2, status: 'FILLED' });
    expect(await positions(m)).toEqual([]);
    expect(await f.invariants()).toEqual([]);
  });

  it('refuses its own side, a TP/SL, a resting close, another option and another member’s position, changing nothing', async () => {
    const [m, id] = await longNq(1);
    f.tick('CL', 7_000);
    const other = await f.member();
    const before = await f.binary(m.id);
    const refusals = [
      [m, close(f.options.NQ, 'LONG', 1, { overseaPositionId: id }), 400, 'CLOSE_ORDER_INVALID'],
      [m, close(f.options.NQ, 'SHORT', 1, { overseaPositionId: id, tpTick: 10 }), 400, 'CLOSE_ORDER_INVALID'],
      [
        m,
        close(f.options.NQ, 'SHORT', 1, { overseaPositionId: id, marketType: 'LIMIT', price: '7000' }),
        400,
        'CLOSE_ORDER_INVALID',
      ],
      [m, close(f.options.CL, 'SHORT', 1, { overseaPositionId: id }), 409, 'POSITION_NOT_OPEN'],
      [other, close(f.options.NQ, 'SHORT', 1, { overseaPositionId: id }), 409, 'POSITION_NOT_OPEN'],
    ] as const;
    for (const [who, body, status, code] of refusals) {
      const res = await f.post('/oversea/order', body, who);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await positions(m)).toEqual([expect.objectContaining({ overseaPositionId: id, qty: 1 })]);
    expect(await positions(other)).toEqual([]);
    expect(await f.binary(m.id)).toEqual(before);
  });
});

describe('a close whose loss the point and its margin cannot pay while another position could', () => {
  it('is refused with its message and changes nothing; closing the gain first, it closes, the insurance untouched', async () => {
    // Margin 1,000,000 and fee 5,000 a lot: NQ LONG and CL SHORT leave 7,990,000 in the point. CL
    // falls 1,000 ticks (+14,000,000 on the SHORT), NQ 1,300 ticks (−9,100,000 on the LONG): NQ
    // alone would leave 110,000 of its loss to the insurance while CL's gain stays open.
    f.tick('NQ', 2_500_000);
    f.tick('CL', 7_000);
    const m = await f.member();
    await marketOrder(f, m, f.options.NQ, 'LONG', 1);
    await marketOrder(f, m, f.options.CL, 'SHORT', 1);
    const nq = await openPositionId(f, m, f.options.NQ);
    const cl = await openPositionId(f, m, f.options.CL);
    f.tick('CL', 6_000);
    f.tick('NQ', 2_500_000 - 1_300 * 25);
    const before = await f.binary(m.id);
    const refused = await f.post(
      '/oversea/order',
      close(f.options.NQ, 'SHORT', 1, { overseaPositionId: nq }),
      m,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CLOSE_SHORTFALL',
      message:
        '손실을 정산할 잔액이 부족합니다. 수익 중인 다른 포지션을 먼저 종료하거나 미체결 주문을 취소한 뒤 다시 시도해주세요.',
    });
    expect(await f.binary(m.id)).toEqual(before);
    const insurance = async () =>
      (
        await f.t.db.query<{ total: string }>(
          `SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_account WHERE site_id = $1 AND kind = 'INSURANCE'`,
          [f.site.id],
        )
      ).rows[0]?.total;
    const insured = await insurance();
    const first = await f.post(
      '/oversea/order',
      close(f.options.CL, 'LONG', 1, { overseaPositionId: cl }),
      m,
    );
    expect(first.statusCode, first.body).toBe(200);
    const then = await f.post(
      '/oversea/order',
      close(f.options.NQ, 'SHORT', 1, { overseaPositionId: nq }),
      m,
    );
    expect(then.statusCode, then.body).toBe(200);
    expect(await insurance()).toBe(insured);
    expect(await f.invariants()).toEqual([]);
  });
});
