import pino from 'pino';
import { isRejection } from '../../src/core/rejection.ts';
import type { Queryable } from '../../src/db/database.ts';
import { ensureMemberWallet, systemAccount, transfer } from '../../src/ledger/index.ts';
import type { Scheduler } from '../../src/market/feeds/timers.ts';
import { OverseaLoop } from '../../src/modules/oversea/oversea-loop.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';

/** Timers that never fire: a test steps the loop itself (`loop.step()`) after each tick. */
const manualScheduler: Scheduler = {
  setInterval: () => ({ cancel: () => undefined }),
  setTimeout: () => ({ cancel: () => undefined }),
};

/** The fixture site's overseas trigger loop on the fixture's database, clock and market, started and stepped by hand. */
export async function steppedOverseaLoop(f: OverseaFixture): Promise<OverseaLoop> {
  const loop = new OverseaLoop(
    {
      db: f.t.db,
      bus: f.t.ctx.bus,
      clock: f.clock,
      market: f.t.ctx.market,
      log: pino({ level: 'silent' }),
      scheduler: manualScheduler,
    },
    f.site.id,
  );
  await loop.start();
  return loop;
}

/** A fresh fixture with NQ and CL priced at `prices`, its loop started and stepped once. */
export async function openWithSteppedOverseaLoop(prices: {
  NQ: number;
  CL: number;
}): Promise<{ f: OverseaFixture; loop: OverseaLoop }> {
  const f = await openOverseaFixture();
  f.tick('NQ', prices.NQ);
  f.tick('CL', prices.CL);
  const loop = await steppedOverseaLoop(f);
  await loop.step();
  return { f, loop };
}

/** A new price of `stock` one second on, and a loop step (refresh included: the test's calls are read in). */
export function stepAt(f: OverseaFixture, loop: OverseaLoop, stock: 'NQ' | 'CL', price: number) {
  f.clock.advanceMs(1_000);
  f.tick(stock, price);
  return loop.step();
}

/** Places an overseas order over HTTP and answers it (status 200 expected). */
export async function placeOversea(
  f: OverseaFixture,
  member: Member,
  body: Record<string, unknown>,
): Promise<{ id: number; status: string }> {
  const res = await f.post('/oversea/order', { overseaOptionId: f.options.NQ, ...body }, member);
  if (res.statusCode !== 200) throw new Error(`order refused: ${res.body}`);
  return res.json();
}

/** The member's BINARY available account and the provider's clearing shard for them, in `db`. */
export async function binaryAndClearing(
  f: OverseaFixture,
  db: Queryable,
  memberId: number,
): Promise<{ walletId: number; clearingId: number }> {
  const wallet = await ensureMemberWallet(db, {
    siteId: f.site.id,
    memberId,
    walletType: 'BINARY',
    asset: 'KRW',
  });
  const clearingId = await systemAccount(db, {
    siteId: f.site.id,
    asset: 'KRW',
    kind: 'PROVIDER_CLEARING',
    shardKey: memberId,
  });
  return { walletId: wallet.availableAccountId, clearingId };
}

/** `won` from the member's BINARY point to the provider's clearing (a round's bet), in `db`. */
export async function takeFromBinary(
  f: OverseaFixture,
  member: Member,
  won: bigint,
  db: Queryable = f.t.db,
): Promise<void> {
  const { walletId, clearingId } = await binaryAndClearing(f, db, member.id);
  const moved = await transfer(db, {
    siteId: f.site.id,
    asset: 'KRW',
    debitAccountId: walletId,
    creditAccountId: clearingId,
    amountMinor: won,
    dnwType: 'W',
    ref: 'test:bet',
  });
  if (isRejection(moved)) throw new Error(moved.code);
}
