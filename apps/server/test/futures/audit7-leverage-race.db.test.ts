import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemShardCount } from '../../src/ledger/index.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { insertFuturesOption, openFuturesFixture } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Audit 7: "leverage and margin type are refused while a position or order is open" (DOMAIN.md §3)
// must hold when the change races an order. The order's locking read takes the member's
// futures_leverage row FOR SHARE and the change locks it FOR UPDATE, but a member who never set
// either has no row, and the resting path read the setting without a lock: the change found no
// position or order (the order had not committed) and committed beside it. The change now locks the
// member's FUTURES wallet first, as every order does before it reads the setting and until it
// commits (leverage-setting.ts), so the change waits for the order and is refused.
//
// The interleaving is made deterministic: a second connection holds the site's shard rows, which
// the order's write locks after its locking read (or an uncommitted order under the same requestId,
// which the resting order's insert waits for), so the order waits between its read and its commit
// while the change is started. PostgreSQL only (PGlite has one connection).

let f: FuturesFixture;
let eth: number;

beforeAll(async () => {
  f = await openFuturesFixture();
  eth = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
});
afterAll(() => f.close());

function prices(): void {
  f.tick(500_000);
  f.t.ctx.market.onTicks([
    { stock: 'ETHUSDT', price: 30_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
  ]);
}

/** Runs `during` while another connection holds the member's site shards, with `order` waiting on them. */
async function withOrderWaitingOnShards<T>(
  m: Member,
  order: () => Promise<unknown>,
  during: () => Promise<T>,
): Promise<{ during: T; order: unknown }> {
  const holder = await heldByAnotherTransaction(
    `SELECT id FROM ledger_account WHERE site_id = $1 AND member_id IS NULL AND shard = $2
       AND kind IN ('FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE') ORDER BY id FOR UPDATE`,
    [f.site.id, m.id % systemShardCount],
  );
  const placed = order();
  await waitForLockWait();
  const answer = await during();
  await holder.release();
  return { during: answer, order: await placed };
}

/** Until `waiters` transactions wait on a lock (the order behind the holder; then the change behind the order). */
async function waitForLockWait(waiters = 1): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const waiting = await f.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((waiting.rows[0]?.n ?? 0) >= waiters) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Fewer than ${waiters} transactions ever waited on a lock.`);
}

/**
 * Runs `sql` in another connection's transaction and holds it open, its locks or uncommitted rows
 * with it, until `release`, then rolls it back: what the code under test needs of those rows waits
 * meanwhile. Answers once `sql` has run (throws at once if it failed, instead of waiting).
 */
async function heldByAnotherTransaction(
  sql: string,
  params: unknown[],
): Promise<{ release: () => Promise<void> }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const holder = f.t.db
    .transaction(async (tx) => {
      await tx.query(sql, params);
      held();
      await released;
      throw new Error('rolled back on purpose');
    })
    .catch((error: unknown) => {
      // Only the planned rollback may end it; anything else would leave `holding` unsettled.
      if (!(error instanceof Error && error.message === 'rolled back on purpose')) throw error;
    });
  // The holder settles only if `sql` failed: then this fails at once instead of waiting.
  await Promise.race([holding, holder]);
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

type Answer = Awaited<ReturnType<FuturesFixture['post']>>;

/**
 * Starts `change` inside the window and answers it unawaited once it waits too: the order holds the
 * member's wallet, which a change takes first (leverage-setting.ts), so it cannot finish while the
 * order waits; awaited after the release, it sees the order's position or resting order.
 */
async function changeBehindOrder(change: () => Promise<Answer>): Promise<{ answer: Promise<Answer> }> {
  const answer = change();
  await waitForLockWait(2);
  return { answer };
}

async function btcPosition(m: Member) {
  const found = await f.t.db.query<{ leverage: number; margin_type: string }>(
    `SELECT leverage, margin_type FROM futures_position WHERE member_id = $1 AND futures_option_id = $2
       AND status = 'OPEN'`,
    [m.id, f.optionId],
  );
  return found.rows[0];
}

describe.skipIf(testDatabaseKind() === 'pglite')('a leverage change racing an order', () => {
  /**
   * A first MARKET order on BTC (accounts made by a position on ETH; nothing ever set on BTC) waiting
   * on the shards while `path` changes the setting behind it: answers the change, the position and the
   * setting afterwards.
   */
  async function raceFirstOrder(path: string, change: Record<string, unknown>) {
    const m = await f.member();
    prices();
    await f.post(
      '/futures/order',
      { futuresOptionId: eth, tradeType: 'LONG', marketType: 'MARKET', qty: '100' },
      m,
    );
    const { during: pending, order } = await withOrderWaitingOnShards(
      m,
      () =>
        f.post(
          '/futures/order',
          { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
          m,
        ),
      () => changeBehindOrder(() => f.post(path, { futuresOptionId: f.optionId, ...change }, m)),
    );
    const answer = await pending.answer;
    expect((order as { statusCode: number }).statusCode).toBe(200);
    const position = await btcPosition(m);
    const setting = (await f.get('/futures/history/last_leverage', { futuresOptionId: f.optionId }, m)).json<{
      leverage: number;
      marginType: string;
    }>();
    return { change: answer, position, setting };
  }

  it('is refused, or the order fills at the new leverage: never a position at another leverage than the setting', async () => {
    const { change, position, setting } = await raceFirstOrder('/futures/order/leverage', { leverage: 5 });
    // Either the change waited for the order and was refused, or the order saw the change.
    if (change.statusCode === 200) expect(position?.leverage, change.body).toBe(5);
    else expect(change.json()).toMatchObject({ code: 'LEVERAGE_CHANGE_WITH_POSITION' });
    expect(position?.leverage).toBe(setting.leverage);
  });

  it('is refused, or the order fills at the new margin type: never a position of another margin type than the setting', async () => {
    const { change, position, setting } = await raceFirstOrder('/futures/order/margin_type', {
      marginType: 'CROSS',
    });
    if (change.statusCode === 200) expect(position?.margin_type, change.body).toBe('CROSS');
    else expect(change.json()).toMatchObject({ code: 'MARGIN_TYPE_CHANGE_REFUSED' });
    expect(position?.margin_type).toBe(setting.marginType);
  });

  it('made first, its setting row new, is seen by an order that began reading before it committed', async () => {
    const m = await f.member();
    prices();
    await f.post(
      '/futures/order',
      { futuresOptionId: eth, tradeType: 'LONG', marketType: 'MARKET', qty: '100' },
      m,
    );
    // The change holds the member's wallet and waits to insert its first setting row behind another
    // transaction's uncommitted row of the same key; the order's locking read starts meanwhile (its
    // snapshot taken) and waits on the wallet. Then the other transaction rolls back: the change
    // inserts its row, sets 5× and commits, and the order takes the wallet.
    const other = await heldByAnotherTransaction(
      `INSERT INTO futures_leverage (member_id, futures_option_id, site_id, leverage, margin_type)
       VALUES ($1, $2, $3, 20, 'ISOLATED')`,
      [m.id, f.optionId, f.site.id],
    );
    const changing = f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 5 }, m);
    await waitForLockWait(1);
    const placing = f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      m,
    );
    await waitForLockWait(2);
    await other.release();
    const change = await changing;
    const order = await placing;
    expect(change.statusCode, change.body).toBe(200);
    expect(order.statusCode, order.body).toBe(200);
    expect((await btcPosition(m))?.leverage).toBe(5);
  });

  it('with a setting row already there (set before), is refused: the guard the row gives holds', async () => {
    const m = await f.member();
    prices();
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, m);
    await f.post(
      '/futures/order',
      { futuresOptionId: eth, tradeType: 'LONG', marketType: 'MARKET', qty: '100' },
      m,
    );
    const placing = () =>
      f.post(
        '/futures/order',
        { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
        m,
      );
    // The change waits on the wallet the order holds: it cannot finish while the order waits,
    // so it is started, not awaited, inside the window.
    let pendingChange: Promise<{ statusCode: number; body: string; json: () => unknown }> | undefined;
    const { order } = await withOrderWaitingOnShards(m, placing, async () => {
      pendingChange = f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 5 }, m);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const change = await pendingChange!;
    expect((order as { statusCode: number }).statusCode).toBe(200);
    expect(change.statusCode, change.body).toBe(409);
    expect((await btcPosition(m))?.leverage).toBe(10);
  });

  it('racing a resting LIMIT order (setting row there): the order rests at the new leverage, or the change is refused', async () => {
    const m = await f.member();
    prices();
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, m);
    const requestId = 'audit7-limit-race';
    // The resting path reads the setting without a lock (place-order.ts `leverageSetting`), then
    // inserts its order: another transaction's uncommitted order under the same requestId holds that
    // insert on the unique key, between the read and the commit, while the change runs.
    const other = await heldByAnotherTransaction(
      `INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status, qty,
         price, leverage, margin_type, request_id, created_at, updated_at)
       VALUES ($1, $2, $3, 'LONG', 'LIMIT', 'CANCELLED', 1, 400000, 10, 'ISOLATED', $4, now(), now())`,
      [f.site.id, m.id, f.optionId, requestId],
    );
    const placing = f.post(
      '/futures/order',
      {
        futuresOptionId: f.optionId,
        tradeType: 'LONG',
        marketType: 'LIMIT',
        qty: '1000',
        price: '40000',
        requestId,
      },
      m,
    );
    await waitForLockWait();
    const pending = await changeBehindOrder(() =>
      f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 5 }, m),
    );
    await other.release();
    const order = await placing;
    const change = await pending.answer;
    expect(order.statusCode, order.body).toBe(200);
    const resting = await f.t.db.query<{ leverage: number }>(
      `SELECT leverage FROM futures_order WHERE member_id = $1 AND request_id = $2`,
      [m.id, requestId],
    );
    if (change.statusCode === 200) expect(resting.rows[0]?.leverage, change.body).toBe(5);
    else expect(change.json()).toMatchObject({ code: 'LEVERAGE_CHANGE_WITH_ORDERS' });
  });
});
