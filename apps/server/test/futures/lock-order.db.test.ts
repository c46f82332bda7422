import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemShardCount } from '../../src/ledger/index.ts';
import { loadFuturesOptionById } from '../../src/modules/futures/futures-option.ts';
import { gathererStats } from '../../src/modules/futures/market-batch.ts';
import type { FuturesOptionTerms } from '../../src/modules/futures/futures-option.ts';
import { sweepLiquidations } from '../../src/modules/futures/liquidation-sweep.ts';
import { openFuturesFixture, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Futures actions lock rows in one order (order-lock.ts): the orders they act on by id, then the
// member's wallet and the site's shards, then the position, so actions that meet on the same rows
// queue instead of deadlocking. Run many times at once, they must neither deadlock (PostgreSQL
// counts them in pg_stat_database, even the ones a retry hid) nor lose an update: at one price,
// every round trip costs its two fees and nothing else. On PGlite the actions queue by design; the
// same test runs on PostgreSQL with BARO_TEST_DATABASE_URL.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

const ROUNDS = 12;

const order = (member: Member, body: Record<string, unknown>) =>
  f.post('/futures/order', { futuresOptionId: f.optionId, ...body }, member);

/** Members whose money moves through the same site shards, so their actions meet on those rows. */
async function sameShardMembers(count: number): Promise<Member[]> {
  const byShard = new Map<number, Member[]>();
  for (;;) {
    const member = await f.member();
    const shard = member.id % systemShardCount;
    const found = [...(byShard.get(shard) ?? []), member];
    if (found.length === count) return found;
    byShard.set(shard, found);
  }
}

async function deadlocks(): Promise<number> {
  if (f.t.db.kind !== 'postgres') return 0;
  // Statistics reach the view when a backend goes idle, at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await f.t.db.query('SELECT pg_stat_clear_snapshot()');
  const found = await f.t.db.query<{ deadlocks: string }>(
    'SELECT deadlocks::text AS deadlocks FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(found.rows[0]?.deadlocks ?? 0);
}

/** The fees of the member's filled orders: at one price, all a round trip costs. */
async function feesPaid(member: Member): Promise<bigint> {
  const fees = await f.t.db.query<{ fee: string }>(
    `SELECT COALESCE(SUM(fee), 0)::text AS fee FROM futures_order WHERE member_id = $1 AND status = 'FILLED'`,
    [member.id],
  );
  return BigInt(fees.rows[0]?.fee ?? '0');
}

async function openOf(member: Member): Promise<{ positions: unknown[]; orders: unknown[] }> {
  const positions = (await f.get('/futures/history/open_position', {}, member)).json<unknown[]>();
  const orders = (await f.get('/futures/history/open_order', {}, member)).json<unknown[]>();
  return { positions, orders };
}

describe('futures lock order under concurrency', () => {
  it('two members opening and closing opposite sides at once: no deadlock, no lost update', async () => {
    const [a, b] = await sameShardMembers(2);
    if (a === undefined || b === undefined) throw new Error('no members');
    const before = await deadlocks();
    for (let round = 0; round < ROUNDS; round += 1) {
      const opened = await Promise.all([
        order(a, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' }),
        order(b, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' }),
      ]);
      expect(opened.map((res) => res.statusCode)).toEqual([200, 200]);
      const closed = await Promise.all([
        order(a, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' }),
        order(b, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' }),
      ]);
      expect(closed.map((res) => res.statusCode)).toEqual([200, 200]);
    }
    expect(await deadlocks()).toBe(before);
    for (const member of [a, b]) {
      expect(await openOf(member)).toEqual({ positions: [], orders: [] });
      // 1,000 at 20× (the default): 0.4 to open and 0.4 to close, each round.
      expect(await feesPaid(member)).toBe(BigInt(ROUNDS) * 80_000_000n);
      expect(await f.futures(member.id)).toEqual([10_000n * USDT - (await feesPaid(member)), 0n]);
    }
    expect(await f.invariants()).toEqual([]);
  });

  it("one member's order, cancel_all and close at once: no deadlock, no lost update", async () => {
    const [m] = await sameShardMembers(1);
    if (m === undefined) throw new Error('no member');
    const before = await deadlocks();
    for (let round = 0; round < ROUNDS; round += 1) {
      expect((await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' })).statusCode).toBe(200);
      const resting = { tradeType: 'LONG', marketType: 'LIMIT', qty: '500', price: '40000' };
      expect((await order(m, resting)).statusCode).toBe(200);
      const answers = await Promise.all([
        order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '200' }),
        f.post('/futures/order/cancel_all', { futuresOptionId: f.optionId }, m),
        order(m, { tradeType: 'LONG', marketType: 'LIMIT', qty: '300', price: '40000' }),
        order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      // Whatever order they ran in, close what is left and cancel what rests.
      await f.post('/futures/order/cancel_all', { futuresOptionId: f.optionId }, m);
      const [left] = (await f.get('/futures/history/open_position', {}, m)).json<
        { tradeType: string; qty: string }[]
      >();
      if (left !== undefined) {
        const closing = { tradeType: left.tradeType === 'LONG' ? 'SHORT' : 'LONG', marketType: 'MARKET' };
        expect((await order(m, { ...closing, qty: left.qty })).statusCode).toBe(200);
      }
    }
    expect(await deadlocks()).toBe(before);
    expect(await openOf(m)).toEqual({ positions: [], orders: [] });
    expect(await f.futures(m.id)).toEqual([10_000n * USDT - (await feesPaid(m)), 0n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('batched MARKET orders of many members while each changes its TP/SL and cancels: no deadlock, no lost update', async () => {
    // The batch locks table by table for all its members (market-batch-sql.ts), two batches in flight;
    // each member's TP/SL change and cancel_all lock member by member, in the same order.
    const members = await sameShardMembers(6);
    const before = await deadlocks();
    const batchedBefore = gathererStats(f.t.ctx, f.site.id, f.optionId)?.batched ?? 0;
    const tpsl = (m: Member, positionId: number, takeProfit: string) =>
      f.post(
        '/futures/order/tpsl',
        { futuresPositionId: positionId, takeProfit, stopLoss: '45000', isMarkTp: false, isMarkSl: true },
        m,
      );
    for (let round = 0; round < ROUNDS; round += 1) {
      const opened = await Promise.all(
        members.map((m) => order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' })),
      );
      expect(opened.map((res) => res.statusCode)).toEqual(members.map(() => 200));
      const positions = opened.map((res) => res.json<{ futuresPositionId: number }>().futuresPositionId);
      const set = await Promise.all(members.map((m, i) => tpsl(m, positions[i]!, '55000')));
      expect(set.map((res) => res.statusCode)).toEqual(members.map(() => 200));
      const answers = await Promise.all(
        members.flatMap((m, i) => [
          tpsl(m, positions[i]!, '56000'),
          order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' }),
          f.post('/futures/order/cancel_all', { futuresOptionId: f.optionId }, m),
        ]),
      );
      answers.forEach((res, index) => {
        // The TP/SL change finds the position open (200) or already closed (its own refusal).
        if (index % 3 === 0) expect([200, 404]).toContain(res.statusCode);
        else expect(res.statusCode, res.body).toBe(200);
      });
    }
    expect(await deadlocks()).toBe(before);
    // On PostgreSQL the requests overlap, and orders went in batches; on PGlite, which runs one
    // statement at a time, they may each reach the gatherer alone.
    if (f.t.db.kind === 'postgres')
      expect((gathererStats(f.t.ctx, f.site.id, f.optionId)?.batched ?? 0) - batchedBefore).toBeGreaterThan(
        0,
      );
    for (const m of members) {
      expect(await openOf(m)).toEqual({ positions: [], orders: [] });
      // 1,000 at 20× (the default): 0.4 to open and 0.4 to close, each round.
      expect(await feesPaid(m)).toBe(BigInt(ROUNDS) * 80_000_000n);
      expect(await f.futures(m.id)).toEqual([10_000n * USDT - (await feesPaid(m)), 0n]);
    }
    expect(await f.invariants()).toEqual([]);
  });

  it("one member's TP/SL change and a close at once: no deadlock, no lost update", async () => {
    const [m] = await sameShardMembers(1);
    if (m === undefined) throw new Error('no member');
    const before = await deadlocks();
    const tpsl = (positionId: number, takeProfit: string) =>
      f.post(
        '/futures/order/tpsl',
        { futuresPositionId: positionId, takeProfit, stopLoss: '45000', isMarkTp: false, isMarkSl: true },
        m,
      );
    for (let round = 0; round < ROUNDS; round += 1) {
      const opened = await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' });
      const { futuresPositionId } = opened.json<{ futuresPositionId: number }>();
      expect((await tpsl(futuresPositionId, '55000')).statusCode).toBe(200);
      const answers = await Promise.all([
        tpsl(futuresPositionId, '56000'),
        order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' }),
      ]);
      // The TP/SL change finds the position open (200) or already closed (its own refusal).
      expect([200, 404]).toContain(answers[0].statusCode);
      expect(answers[1].statusCode).toBe(200);
    }
    expect(await deadlocks()).toBe(before);
    expect(await openOf(m)).toEqual({ positions: [], orders: [] });
    expect(await f.futures(m.id)).toEqual([10_000n * USDT - (await feesPaid(m)), 0n]);
    expect(await f.invariants()).toEqual([]);
  });

  it('a liquidation sweep two batches at a time while members of its shards trade: no deadlock, no lost update', async () => {
    // Batches of one position, two in flight (liquidation-sweep.ts), each locking its wallet and
    // position, then the shards last; the traders lock their wallet and the same shards.
    const [traderA, traderB, ...liquidated] = await sameShardMembers(8);
    if (traderA === undefined || traderB === undefined) throw new Error('no traders');
    const positionIds: number[] = [];
    for (const member of liquidated) {
      await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, member);
      await f.post(
        '/futures/order/margin_type',
        { futuresOptionId: f.optionId, marginType: 'ISOLATED' },
        member,
      );
      const opened = await order(member, { tradeType: 'LONG', marketType: 'MARKET', qty: '10000' });
      expect(opened.statusCode, opened.body).toBe(200);
      positionIds.push(opened.json<{ futuresPositionId: number }>().futuresPositionId);
    }
    const option = (await loadFuturesOptionById(f.t.db, f.optionId)) as FuturesOptionTerms;
    const tick = { source: 'simulated', atMs: f.clock.nowMs(), price: 400_000 };
    const before = await deadlocks();
    const roundTrips = async (m: Member) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        expect((await order(m, { tradeType: 'LONG', marketType: 'MARKET', qty: '1000' })).statusCode).toBe(
          200,
        );
        expect((await order(m, { tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' })).statusCode).toBe(
          200,
        );
      }
    };
    const [swept] = await Promise.all([
      sweepLiquidations(
        { db: f.t.db, bus: f.t.ctx.bus },
        { option, positionIds, tick, nowMs: tick.atMs, marks: () => undefined, batchSize: 1 },
      ),
      roundTrips(traderA),
      roundTrips(traderB),
    ]);
    expect(swept.errors).toEqual([]);
    expect(swept.liquidated).toEqual([...positionIds].sort((a, b) => a - b));
    expect(await deadlocks()).toBe(before);
    for (const m of [traderA, traderB]) {
      expect(await openOf(m)).toEqual({ positions: [], orders: [] });
      expect(await f.futures(m.id)).toEqual([10_000n * USDT - (await feesPaid(m)), 0n]);
    }
    expect(await f.invariants()).toEqual([]);
  });
});
