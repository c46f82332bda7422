import { crossQueue, futuresQueue } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossFigures } from '../../src/modules/futures/futures-events.ts';
import { loadFuturesOptionById } from '../../src/modules/futures/futures-option.ts';
import type { FuturesOptionTerms } from '../../src/modules/futures/futures-option.ts';
import { liquidateBatch } from '../../src/modules/futures/liquidation-batch.ts';
import type { BatchInput } from '../../src/modules/futures/liquidation-batch.ts';
import { publishLiquidationPushes } from '../../src/modules/futures/liquidation-events.ts';
import { orderRecord, orderSelect } from '../../src/modules/futures/order-records.ts';
import type { OrderRow } from '../../src/modules/futures/order-records.ts';
import { positionRecord, positionSelect } from '../../src/modules/futures/position-records.ts';
import type { PositionRow } from '../../src/modules/futures/position-records.ts';
import { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { closeWithLoop, insertFuturesOption, openWithSteppedLoop, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// The set-based liquidation sweep (liquidation-batch.ts), through the trigger loop and on its own: one
// tick liquidating several positions at once settles them in one transaction, each re-judged on what
// the database holds, with the postings, rows and pushes the per-position path makes.

let f: FuturesFixture;
let loop: TriggerLoop;

beforeAll(async () => {
  ({ f, loop } = await openWithSteppedLoop());
});
afterAll(() => closeWithLoop(f, loop));

/** A LONG of 10,000 USDT at 10× from 50,000 on BTCUSDT (or `optionId` at the price its feed has); its id. */
async function long10x(
  member: Member,
  marginType: 'ISOLATED' | 'CROSS',
  optionId = f.optionId,
): Promise<number> {
  await f.post('/futures/order/leverage', { futuresOptionId: optionId, leverage: 10 }, member);
  await f.post('/futures/order/margin_type', { futuresOptionId: optionId, marginType }, member);
  const res = await f.post(
    '/futures/order',
    { futuresOptionId: optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '10000' },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ futuresPositionId: number }>().futuresPositionId;
}

/** One batch in its own transaction, its pushes published after the commit, as the sweep does. */
async function liquidateThenPublish(input: BatchInput) {
  const outcome = await f.t.db.transaction((tx) => liquidateBatch(tx, input));
  if (outcome.pushes !== undefined) await publishLiquidationPushes(f.t.ctx.bus, outcome.pushes);
  return outcome;
}

async function positionStatus(id: number): Promise<{ status: string; close_price: string | null }> {
  const rows = await f.t.db.query<{ status: string; close_price: string | null }>(
    'SELECT status, close_price::text AS close_price FROM futures_position WHERE id = $1',
    [id],
  );
  return rows.rows[0]!;
}

/**
 * What the site's INSURANCE accounts hold, together: a sweep pays shortfalls per shard, one posting
 * for all its positions on the shard, so what one liquidation cost is the drop across its step.
 */
async function insuranceHeld(): Promise<bigint> {
  const rows = await f.t.db.query<{ total: string }>(
    `SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_account
     WHERE site_id = $1 AND kind = 'INSURANCE'`,
    [f.site.id],
  );
  return BigInt(rows.rows[0]!.total);
}

/**
 * The pushes of what was settled, without POSITION_WARN: the warning watch is the loop's own index,
 * which may warn in the same step a position the sweep spares (a row it has not re-read).
 */
function settled(events: Record<string, unknown>[]): Record<string, unknown>[] {
  return events.filter((event) => event.type !== 'POSITION_WARN');
}

describe('one tick liquidating several positions', () => {
  it('settles isolated and cross positions in one sweep, each on its own collateral, the gaps from insurance', async () => {
    f.tick(500_000);
    const isolated = await f.member();
    const isolatedId = await long10x(isolated, 'ISOLATED');
    const isolatedToo = await f.member();
    const isolatedTooId = await long10x(isolatedToo, 'ISOLATED');
    // 1,500 funded: 1,000 margin and 4 fee paid, 496 left in the wallet, which backs the CROSS position.
    const cross = await f.member(1_500n);
    const crossId = await long10x(cross, 'CROSS');
    await loop.step();
    f.futuresEvents();
    // 45,100 reaches the isolated positions (liquidation price 45,180.7) but not the cross one, whose
    // wallet holds it up to 50,000 × (10,000 − 1,496) / (10,000 × 0.996) = 42,690.7.
    const insuredBefore = await insuranceHeld();
    f.tick(451_000);
    expect(await loop.step({ refresh: false })).toBe(2);
    expect((await positionStatus(isolatedId)).status).toBe('CLOSED');
    expect((await positionStatus(isolatedTooId)).status).toBe('CLOSED');
    expect(await positionStatus(crossId)).toEqual({ status: 'OPEN', close_price: null });
    // As the per-position path: the 1,000 margin pays the 980 loss and 20 of the 45.1 fee.
    expect(await f.futures(isolated.id)).toEqual([8_996n * USDT, 0n]);
    expect(await f.futures(isolatedToo.id)).toEqual([8_996n * USDT, 0n]);
    const events = settled(f.futuresEvents(isolated));
    expect(events.map((event) => event.type)).toEqual(['ORDER_FILLED', 'POSITION_LIQUID']);
    expect(events[0]).toMatchObject({
      marketType: 'LIQUIDATION',
      status: 'FILLED',
      fee: '20',
      futuresPositionId: isolatedId,
      fillTick: { source: 'simulated', price: '45100.0' },
    });
    expect(events[1]).toMatchObject({
      futuresPositionId: isolatedId,
      realizedPnl: '-980',
      closePrice: '45100.0',
    });
    // Their margins paid their losses: nothing from insurance.
    expect(await insuranceHeld()).toBe(insuredBefore);
    // The cross position is still indexed: 42,000 liquidates it, a 1,600 loss on 1,496 of collateral.
    f.tick(420_000);
    expect(await loop.step({ refresh: false })).toBe(1);
    expect(await positionStatus(crossId)).toEqual({ status: 'CLOSED', close_price: '420000' });
    expect(await f.futures(cross.id)).toEqual([0n, 0n]);
    expect(await insuranceHeld()).toBe(insuredBefore - 104n * USDT);
    expect(await f.invariants()).toEqual([]);
  });

  it('spares a position saved by margin added after the loop indexed it, and indexes it again', async () => {
    f.tick(500_000);
    const m = await f.member();
    const id = await long10x(m, 'ISOLATED');
    await loop.step();
    const added = await f.post(
      '/futures/order/margin',
      { futuresPositionId: id, type: 'ADD', amount: '500' },
      m,
    );
    expect(added.statusCode, added.body).toBe(200);
    const newPrice = Number(added.json<{ liquidationPrice: string }>().liquidationPrice);
    f.futuresEvents();
    // No refresh: the book still has the old 45,180.7, which 45,100 reaches; the database says 1,500.
    f.tick(451_000);
    expect(await loop.step({ refresh: false })).toBe(0);
    expect((await positionStatus(id)).status).toBe('OPEN');
    expect(settled(f.futuresEvents(m))).toEqual([]);
    // Indexed again at its new price: a tick just below that liquidates it.
    f.tick(Math.round(newPrice * 10) - 10);
    expect(await loop.step({ refresh: false })).toBe(1);
    expect((await positionStatus(id)).status).toBe('CLOSED');
    expect(await f.invariants()).toEqual([]);
  });

  it('cancels the liquidated position’s TP/SL with it', async () => {
    f.tick(500_000);
    const m = await f.member();
    const id = await long10x(m, 'ISOLATED');
    const tpsl = await f.post(
      '/futures/order/tpsl',
      { futuresPositionId: id, takeProfit: '60000', stopLoss: '44000', isMarkTp: true, isMarkSl: true },
      m,
    );
    expect(tpsl.statusCode, tpsl.body).toBe(200);
    await loop.step();
    f.tick(450_000);
    await loop.step({ refresh: false });
    const open = await f.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM futures_order WHERE futures_position_id = $1 AND status = 'OPEN'",
      [id],
    );
    expect((await positionStatus(id)).status).toBe('CLOSED');
    expect(open.rows[0]!.n).toBe(0);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('POSITION_WARN and POSITION_LIQUID from one tick', () => {
  it('warns a position the tick brings past 80 % but not one the same tick liquidates', async () => {
    f.tick(500_000);
    const warned = await f.member();
    const warnedId = await long10x(warned, 'ISOLATED');
    await loop.step();
    // 45,200 passes the isolated 10× LONG’s warning line (about 45,226) but not its liquidation price
    // (45,180.7).
    f.futuresEvents();
    f.tick(452_000);
    expect(await loop.step({ refresh: false })).toBe(0);
    const warnings = f.futuresEvents(warned);
    expect(warnings.map((event) => event.type)).toEqual(['POSITION_WARN']);
    expect(warnings[0]).toMatchObject({ futuresPositionId: warnedId });

    f.tick(500_000);
    const liquidated = await f.member();
    const liquidatedId = await long10x(liquidated, 'ISOLATED');
    await loop.step();
    // One tick from 50,000 to 45,000 passes both lines: the position is liquidated, never warned (the
    // one warned at 45,200 goes with it).
    f.futuresEvents();
    f.tick(450_000);
    expect(await loop.step({ refresh: false })).toBe(2);
    expect((await positionStatus(liquidatedId)).status).toBe('CLOSED');
    expect(f.futuresEvents(liquidated).map((event) => event.type)).toEqual([
      'ORDER_FILLED',
      'POSITION_LIQUID',
    ]);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('the pushes of a batch', () => {
  it('are built from the plan exactly as the rows the batch wrote read back', async () => {
    f.tick(500_000);
    const withTpsl = await f.member();
    const withTpslId = await long10x(withTpsl, 'ISOLATED');
    const tpsl = await f.post(
      '/futures/order/tpsl',
      {
        futuresPositionId: withTpslId,
        takeProfit: '60000',
        stopLoss: '40000',
        isMarkTp: true,
        isMarkSl: false,
      },
      withTpsl,
    );
    expect(tpsl.statusCode, tpsl.body).toBe(200);
    // CROSS with 3,000 left in the wallet after the fill, all of it lost at 30,000.
    const cross = await f.member(4_004n);
    const crossId = await long10x(cross, 'CROSS');
    const option = (await loadFuturesOptionById(f.t.db, f.optionId)) as FuturesOptionTerms;
    const at = f.clock.nowMs();
    const tick = { source: 'simulated', atMs: at, price: 300_000 };
    f.published.splice(0);
    const outcome = await liquidateThenPublish({
      siteId: f.site.id,
      positionIds: [withTpslId, crossId],
      termsOf: () => ({ option, tick }),
      nowMs: at + 7,
      marks: () => tick.price,
    });
    expect(outcome.liquidated.map((row) => row.position.id)).toEqual([withTpslId, crossId]);
    const positions = await f.t.db.query<PositionRow>(
      `${positionSelect} WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
      [[withTpslId, crossId]],
    );
    const orders = await f.t.db.query<OrderRow>(
      `${orderSelect} WHERE o.futures_position_id = ANY($1::int[]) AND o.market_type = 'LIQUIDATION' ORDER BY o.futures_position_id`,
      [[withTpslId, crossId]],
    );
    const pushed = f.published
      .filter((message) => message.destination === futuresQueue.destination)
      .map((message) => JSON.parse(message.body) as Record<string, unknown> & { type: string });
    for (const [index, positionId] of [withTpslId, crossId].entries()) {
      const row = positions.rows[index]!;
      const order = orders.rows[index]!;
      const filled = pushed.find(
        (event) => event.type === 'ORDER_FILLED' && event.futuresPositionId === positionId,
      );
      const liquid = pushed.find(
        (event) => event.type === 'POSITION_LIQUID' && event.futuresPositionId === positionId,
      );
      expect(filled).toEqual({ type: 'ORDER_FILLED', ...orderRecord(order), seq: filled?.seq });
      expect(liquid).toMatchObject({
        type: 'POSITION_LIQUID',
        ...positionRecord(row, option.terms, tick.price),
      });
    }
    // The cross figures, summed in memory from the batch's first read, are what the per-position
    // path reads back after the writes.
    const read = await crossFigures(f.t.db, [withTpsl.id, cross.id], () => tick.price);
    for (const member of [withTpsl, cross]) {
      const sent = f.published.filter(
        (message) =>
          message.destination === crossQueue.destination &&
          message.target.kind === 'member' &&
          message.target.memberId === member.id,
      );
      expect(sent).toHaveLength(1);
      const body = JSON.parse(sent[0]!.body) as { seq: number };
      expect(body).toEqual({ ...read.get(member.id), seq: body.seq });
    }
    expect(await f.invariants()).toEqual([]);
  });
});

describe('the rows a batch writes', () => {
  /** The postings of one batch (they share a transfer id), by ref, each as [debit kind, credit kind, amount]. */
  async function postingsOf(transferOf: string): Promise<Map<string, [string, string, string][]>> {
    const rows = await f.t.db.query<{ ref: string; debit: string; credit: string; amount: string }>(
      `SELECT p.ref, d.kind AS debit, c.kind AS credit, p.amount::text AS amount FROM ledger_posting p
         JOIN ledger_account d ON d.id = p.debit_account_id JOIN ledger_account c ON c.id = p.credit_account_id
       WHERE p.transfer_id = (SELECT transfer_id FROM ledger_posting WHERE ref = $1 ORDER BY id DESC LIMIT 1)
       ORDER BY p.id`,
      [transferOf],
    );
    const byRef = new Map<string, [string, string, string][]>();
    for (const row of rows.rows)
      byRef.set(row.ref, [...(byRef.get(row.ref) ?? []), [row.debit, row.credit, row.amount]]);
    return byRef;
  }

  it('posts only each wallet’s net change and the shards’ totals, and leaves an untouched wallet alone', async () => {
    f.tick(500_000);
    // At 37,650 each LONG of 10,000 loses 2,470. ISOLATED: the loss takes the whole 1,000 margin
    // (insurance the other 1,470, no fee left), so the wallet does not change. CROSS with 1,496 in the
    // wallet: 26 of collateral is left, under its maintenance margin; the wallet pays the 1,470 of the
    // loss beyond the margin and 26 of the 37.65 fee (the rest is waived), all it had.
    const isolated = await f.member();
    const isolatedId = await long10x(isolated, 'ISOLATED');
    const cross = await f.member(2_500n);
    const crossId = await long10x(cross, 'CROSS');
    const wallet = async (memberId: number) =>
      (
        await f.t.db.query<{ balance: string; xmin: string }>(
          `SELECT balance::text AS balance, xmin::text AS xmin FROM ledger_account
           WHERE member_id = $1 AND wallet_type = 'FUTURES' AND kind = 'AVAILABLE'`,
          [memberId],
        )
      ).rows[0]!;
    const isolatedBefore = await wallet(isolated.id);
    const option = (await loadFuturesOptionById(f.t.db, f.optionId)) as FuturesOptionTerms;
    const tick = { source: 'simulated', atMs: f.clock.nowMs(), price: 376_500 };
    const outcome = await liquidateThenPublish({
      siteId: f.site.id,
      positionIds: [isolatedId, crossId],
      termsOf: () => ({ option, tick }),
      nowMs: tick.atMs,
      marks: () => tick.price,
    });
    expect(outcome.liquidated.map((row) => [row.position.id, row.feePaid, row.insurancePaid])).toEqual([
      [isolatedId, 0n, 1_470n * USDT],
      [crossId, 26n * USDT, 0n],
    ]);
    // The isolated wallet was not written at all (same row version), the cross one gave all 1,496.
    expect(await wallet(isolated.id)).toEqual(isolatedBefore);
    expect(await f.futures(cross.id)).toEqual([0n, 0n]);
    const posted = await postingsOf(`futures-position:${crossId}`);
    expect(posted.get(`futures-position:${isolatedId}`)).toBeUndefined();
    expect(posted.get(`futures-position:${crossId}`)).toEqual([
      ['AVAILABLE', 'FUTURES_MARGIN', (1_496n * USDT).toString()],
    ]);
    // Whatever the members' shards, the shards' side: the losses paid (1,000 + 2,470) from the margin
    // pool to the house, the fee, and insurance's 1,470.
    const totals = [...posted.entries()].filter(([ref]) => ref.startsWith('futures-liquidation:'));
    expect(totals).toHaveLength(1);
    const sum = (debit: string, credit: string) =>
      totals[0]![1]
        .filter((leg) => leg[0] === debit && leg[1] === credit)
        .reduce((total, leg) => total + BigInt(leg[2]), 0n);
    expect(sum('FUTURES_MARGIN', 'HOUSE')).toBe(3_470n * USDT);
    expect(sum('FUTURES_MARGIN', 'FEE')).toBe(26n * USDT);
    expect(sum('INSURANCE', 'HOUSE')).toBe(1_470n * USDT);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('one member with cross positions on two options in one batch', () => {
  it('judges the later position on the wallet the earlier liquidation left', async () => {
    const ethId = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
    const ethTick = (price: number) => {
      f.t.ctx.market.onTicks([
        { stock: 'ETHUSDT', price, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
      ]);
    };
    f.tick(500_000);
    ethTick(300_000);
    // 3,000 funded; two positions of 1,000 margin and 4 fee each leave 992 in the wallet.
    const m = await f.member(3_000n);
    const btcPosition = await long10x(m, 'CROSS');
    const ethPosition = await long10x(m, 'CROSS', ethId);
    expect(btcPosition).toBeLessThan(ethPosition);
    const [btc, eth] = (await Promise.all([
      loadFuturesOptionById(f.t.db, f.optionId),
      loadFuturesOptionById(f.t.db, ethId),
    ])) as [FuturesOptionTerms, FuturesOptionTerms];
    const at = f.clock.nowMs();
    // BTC at 40,000: a 2,000 loss on 1,000 margin + 992 wallet, liquidated, 8 from insurance. ETH at
    // 2,700: a 1,000 loss. On the wallet as locked (992) it would survive; on what BTC left (0) it
    // cannot cover its maintenance margin, as the per-position path, BTC first, would find.
    f.published.splice(0);
    const outcome = await liquidateThenPublish({
      siteId: f.site.id,
      positionIds: [ethPosition, btcPosition],
      termsOf: (optionId) =>
        optionId === btc.id
          ? { option: btc, tick: { source: 'simulated', atMs: at, price: 400_000 } }
          : { option: eth, tick: { source: 'simulated', atMs: at, price: 270_000 } },
      nowMs: at,
      marks: (stock) => (stock === 'BTCUSDT' ? 400_000 : 270_000),
    });
    expect(outcome.survived).toEqual([]);
    expect(outcome.liquidated.map((row) => [row.position.id, row.realizedPnl, row.insurancePaid])).toEqual([
      [btcPosition, -2_000n * USDT, 8n * USDT],
      [ethPosition, -1_000n * USDT, 0n],
    ]);
    expect(await f.futures(m.id)).toEqual([0n, 0n]);
    // The pushes: per position ORDER_FILLED, POSITION_LIQUID, then the cross figures (nothing left open).
    const mine = f.published.filter(
      (message) => message.target.kind === 'member' && message.target.memberId === m.id,
    );
    expect(
      mine.map((message) =>
        message.destination === crossQueue.destination
          ? 'cross'
          : (JSON.parse(message.body) as { type: string }).type,
      ),
    ).toEqual(['ORDER_FILLED', 'POSITION_LIQUID', 'cross', 'ORDER_FILLED', 'POSITION_LIQUID', 'cross']);
    expect(JSON.parse(mine[2]!.body)).toMatchObject({ playerPoint: '0', markPnl: '0' });
    expect(await f.invariants()).toEqual([]);
  });
});
