import { expect } from 'vitest';
import type { Member, OverseaFixture } from './oversea-fixture.ts';

// The calls the overseas HTTP tests make again and again, over the fixture (oversea-fixture.ts).

/** A tick of any instrument the catalogue lists (the fixture's own `tick` knows NQ and CL only). */
export function tickAny(f: OverseaFixture, stock: string, price: number): void {
  f.t.ctx.market.onTicks([{ stock, price, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' }]);
}

/** A MARKET order of `qty` lots that must fill; answers the order record. */
export async function marketOrder(
  f: OverseaFixture,
  member: Member,
  overseaOptionId: number,
  tradeType: 'LONG' | 'SHORT',
  qty: number,
): Promise<Record<string, unknown>> {
  const res = await f.post(
    '/oversea/order',
    { overseaOptionId, tradeType, marketType: 'MARKET', qty },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<Record<string, unknown>>();
  expect(order).toMatchObject({ status: 'FILLED' });
  return order;
}

/** The caller's open position on the option (the one-way position's id), which must exist. */
export async function openPositionId(
  f: OverseaFixture,
  member: Member,
  overseaOptionId: number,
): Promise<number> {
  const res = await f.get('/oversea/history/open_position', { overseaOptionId }, member);
  expect(res.statusCode, res.body).toBe(200);
  const positions = res.json<{ overseaPositionId: number }[]>();
  expect(positions).toHaveLength(1);
  return positions[0]!.overseaPositionId;
}

/** Moves the fixture's clock to `atMs` (UTC) and answers how to move it back. */
export function clockAt(f: OverseaFixture, atMs: number): () => void {
  const by = atMs - f.clock.nowMs();
  f.clock.advanceMs(by);
  return () => {
    f.clock.advanceMs(-by);
  };
}
