import { futuresQueue } from '@baro/contracts';
import { nextFundingTimeMs } from '@baro/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { registerFuturesLedgerHooks } from '../../src/modules/futures/ledger-hooks.ts';
import { liquidationBatchesInFlight } from '../../src/modules/futures/liquidation-sweep.ts';
import { startServerChild } from '../rounds/server-child.ts';
import type { ServerChild } from '../rounds/server-child.ts';
import { openStompClient } from '../support/stomp-client.ts';
import type { StompTestClient } from '../support/stomp-client.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { optionTerms, readStored, referenceMember, runReference } from './kill-reference.ts';
import type { ReferenceRun, Stored } from './kill-reference.ts';
import { holdWalletLock, newKillStore, onPostgres, serverWaitsOn, withDb } from './kill-store.ts';
import type { KillStore } from './kill-store.ts';
import { KillHttp, PriceDriver, seedKillWorld, until } from './kill-world.ts';
import type { KillBook, KillMember, KillMemberSpec, KillWorld } from './kill-world.ts';

// The server process is killed (SIGKILL) while it is in the middle of a burst of triggered fills on one
// option (BTCUSDT) and of a liquidation sweep on another (ETHUSDT), then started again on the same
// database. Every order it acknowledged (HTTP 200) must still be there and be resting, filled once or
// cancelled; no order or position may be settled twice (no ledger movement repeated under one ref);
// the ledger's invariants must hold; and every member's wallet, position and resting orders, and the
// site's house, fee and insurance accounts, must be what the reference engine decides from the same
// orders and the deciding ticks the database recorded.
//
// Prices come from a fake Binance stream in this process (the server runs MARKET_FEED=binance against
// it), so the test moves the prices when it is ready and a restarted server sees the same prices. On
// PostgreSQL the test holds a lock on one member's wallet in each option, so both loops are certainly
// waiting inside a transaction when the kill comes; the embedded database lives inside the server
// process, so there the test watches the two target members' pushes (sent after each commit) and kills
// at once, and checks after the kill that both the burst and the sweep were indeed cut short.

// The wallets read and the invariants checked here include the futures' margin and holds.
registerFuturesLedgerHooks();

/** The burst's option: BTCUSDT (prices in 0.1 USDT), placed at 50,000, moved to 48,500. */
const BTC = { stock: 'BTCUSDT', precision: 1, placed: 500_000, moved: 485_000 };
/** The sweep's option: ETHUSDT (prices in 0.01 USDT), opened at 3,500, crashed 6 % to 3,290. */
const ETH = { stock: 'ETHUSDT', precision: 2, placed: 350_000, moved: 329_000 };

const stores: KillStore[] = [];
const servers: ServerChild[] = [];
const drivers: PriceDriver[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const driver of drivers) await driver.stop();
  for (const store of stores) await store.dispose();
});

/** Positions per transaction of the server's liquidation sweep in this test. */
const sweepBatch = 4;

async function startServer(store: KillStore, driver: PriceDriver): Promise<ServerChild> {
  const server = await startServerChild({
    ...store.env,
    MARKET_FEED: 'binance',
    MARKET_BINANCE_URL: driver.url,
    // The sweep settles its positions a batch per transaction; small batches, so that the kill can
    // land between two of them, as it would between two batches of a large crash.
    FUTURES_LIQUIDATION_BATCH: String(sweepBatch),
  });
  servers.push(server);
  return server;
}

/**
 * Funding is settled at 00, 08 and 16 UTC on the positions open then; a run that straddles one would
 * charge positions the reference is not told about. A run that would start less than `runMs` before
 * one waits for it to pass (at most `runMs`).
 */
async function clearOfFunding(runMs: number): Promise<void> {
  const waitMs = nextFundingTimeMs(Date.now()) - Date.now();
  if (waitMs < runMs) await new Promise((resolve) => setTimeout(resolve, waitMs + 1_000));
}

async function openWorld(specs: readonly KillMemberSpec[]): Promise<{ store: KillStore; world: KillWorld }> {
  const store = await newKillStore();
  stores.push(store);
  const world = await withDb(store, (db) => seedKillWorld(db, specs));
  return { store, world };
}

function bookOf(world: KillWorld, stock: string): KillBook {
  const book = world.books.get(stock);
  if (book === undefined) throw new Error(`no ${stock} book`);
  return book;
}

/** Runs `work` for each member, a few members at a time (each member's own steps in order). */
async function eachMember(
  members: readonly KillMember[],
  work: (member: KillMember, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < members.length; index = next++) await work(members[index]!, index);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

/** What the run tracks of an order it placed. */
interface Placed {
  readonly member: KillMember;
  readonly id: number;
}

/**
 * The checks a book ends with: the stored state equals what the reference engine decides from the
 * stored orders and deciding ticks, every deciding tick is one the feed sent, and nothing repeats.
 */
async function expectReference(
  store: KillStore,
  world: KillWorld,
  book: KillBook,
  driver: PriceDriver,
  placedAt: number,
): Promise<{ stored: Stored; reference: ReferenceRun }> {
  const [stored, terms] = await withDb(
    store,
    async (db) => [await readStored(db, world.siteId, book), await optionTerms(db, book)] as const,
  );
  expect(stored.problems).toEqual([]);
  expect(stored.repeatedPostings).toEqual([]);
  expect(stored.fundings).toBe(0);
  // Every deciding tick is one the feed delivered, and a fill is at the tick's price (B-book).
  const sent = driver.sent.get(book.stock);
  for (const order of stored.orders) {
    if (order.fill === null) continue;
    expect(order.fill.source).toBe('binance');
    expect(sent?.get(order.fill.atMs), `order ${order.id}'s tick`).toBe(order.fill.price);
  }
  for (const close of stored.closeTicks) expect(sent?.get(close.atMs)).toBe(close.price);

  const reference = runReference(terms, book, stored, placedAt);
  const storedFills = new Map(
    stored.orders
      .filter((order) => order.fill !== null && order.type !== 'LIQUIDATION')
      .map((order) => [order.id, order.fill?.price]),
  );
  expect(storedFills).toEqual(reference.fills);
  const storedLiquidations = new Map(
    stored.orders
      .filter((order) => order.type === 'LIQUIDATION')
      .map((order) => [order.memberId, order.fill?.price]),
  );
  expect(storedLiquidations).toEqual(reference.liquidations);
  for (const member of book.members) {
    const expected = referenceMember(reference, member.id);
    expect(stored.wallets.get(member.id), `member ${member.id}'s wallet`).toEqual(expected.wallet);
    expect(stored.open.get(member.id), `member ${member.id}'s position`).toEqual(expected.position);
    const resting = stored.orders
      .filter((order) => order.memberId === member.id && order.status === 'OPEN')
      .map((order) => order.id);
    expect(resting, `member ${member.id}'s resting orders`).toEqual(expected.resting);
  }
  return { stored, reference };
}

/** The member's `/user/queue/futures` on the server child, over a real @stomp/stompjs client. */
function watch(server: ServerChild, member: KillMember): StompTestClient {
  return openStompClient({
    origin: `http://127.0.0.1:${server.port}`,
    transport: 'websocket',
    token: member.token,
    subscriptions: [futuresQueue.destination],
  });
}

/** An order's status in whichever of `books` holds it. */
const statusOf = (books: Stored | readonly Stored[], id: number) =>
  [books]
    .flat()
    .flatMap((book) => book.orders)
    .find((order) => order.id === id)?.status;

describe(`a futures server killed mid-work (${testDatabaseKind()})`, () => {
  it('after a kill in a burst of triggered fills and a liquidation sweep, finishes both exactly once, as the reference engine does', async () => {
    await clearOfFunding(150_000);
    const burstMembers = 60;
    const lateMembers = 3;
    const sweepMembers = 48;
    const specs: KillMemberSpec[] = [
      ...Array.from({ length: burstMembers }, (_, i) => ({
        stock: BTC.stock,
        fundsUsdt: 10_000n,
        leverage: [5, 10, 20][i % 3]!,
        marginType: i % 2 === 0 ? ('ISOLATED' as const) : ('CROSS' as const),
      })),
      ...Array.from({ length: lateMembers }, () => ({
        stock: BTC.stock,
        fundsUsdt: 10_000n,
        leverage: 10,
        marginType: 'ISOLATED' as const,
      })),
      // Kind i % 4: an isolated 20× LONG (resting a buy far below too), a cross 20× LONG on a thin
      // wallet (both liquidated by the crash), an isolated 5× LONG and a cross 25× SHORT (both survive).
      ...Array.from({ length: sweepMembers }, (_, i) => ({
        stock: ETH.stock,
        fundsUsdt: i % 4 === 1 ? 110n : 10_000n,
        leverage: [20, 20, 5, 25][i % 4]!,
        marginType: i % 2 === 0 ? ('ISOLATED' as const) : ('CROSS' as const),
      })),
    ];
    const started = Date.now();
    const { store, world } = await openWorld(specs);
    const seededMs = Date.now() - started;
    const burst = bookOf(world, BTC.stock);
    const sweep = bookOf(world, ETH.stock);
    const driver = await PriceDriver.start();
    drivers.push(driver);
    driver.set(BTC.stock, BTC.placed, BTC.precision);
    driver.set(ETH.stock, ETH.placed, ETH.precision);
    let server = await startServer(store, driver);
    let http = new KillHttp(server.port, world.siteId);
    const place = async (
      book: KillBook,
      member: KillMember,
      order: Record<string, unknown>,
    ): Promise<Placed> => ({
      member,
      id: await http.place(member, order, book.optionId),
    });

    // The burst: each member's orders, acknowledged one by one; the move crosses those in `crossing`.
    const crossing: Placed[] = [];
    const armed: Placed[] = [];
    const resting: Placed[] = [];
    const cancelled: Placed[] = [];
    await eachMember(burst.members.slice(0, burstMembers), async (member, i) => {
      const qty = String(1_000 + (i % 7) * 100);
      switch (i % 5) {
        case 0:
          crossing.push(
            await place(burst, member, { tradeType: 'LONG', marketType: 'LIMIT', qty, price: '49000' }),
          );
          break;
        case 1:
          crossing.push(
            await place(burst, member, {
              tradeType: 'SHORT',
              marketType: 'STOPMARKET',
              qty,
              stopPrice: '49000',
            }),
          );
          break;
        case 2:
          // Armed by the move, filled by the loop's next look: after every other fill of the burst.
          armed.push(
            await place(burst, member, {
              tradeType: 'SHORT',
              marketType: 'STOPLIMIT',
              qty,
              stopPrice: '49000',
              price: '48000',
            }),
          );
          break;
        case 3:
          // A SHORT opened now, which the LIMIT buy halves when the price comes down to it.
          await place(burst, member, { tradeType: 'SHORT', marketType: 'MARKET', qty: '2000' });
          crossing.push(
            await place(burst, member, {
              tradeType: 'LONG',
              marketType: 'LIMIT',
              qty: '1000',
              price: '49000',
            }),
          );
          break;
        default:
          resting.push(
            await place(burst, member, { tradeType: 'LONG', marketType: 'LIMIT', qty, price: '40000' }),
          );
          cancelled.push(
            await place(burst, member, { tradeType: 'LONG', marketType: 'LIMIT', qty, price: '45000' }),
          );
          expect(
            (await http.post('/futures/order/cancel', { id: cancelled.at(-1)?.id }, member)).status,
          ).toBe(200);
      }
    });
    // The loop fills in placement (id) order, the STOPLIMITs one look later.
    crossing.sort((a, b) => a.id - b.id);
    const fillTarget = crossing[Math.floor(crossing.length / 5)]!;
    crossing.push(...armed);
    // The sweep: every member opens a position now; the crash breaches those in `breached`.
    const breachedBy: Placed[] = [];
    await eachMember(sweep.members, async (member, i) => {
      const tradeType = i % 4 === 3 ? 'SHORT' : 'LONG';
      const opened = await place(sweep, member, { tradeType, marketType: 'MARKET', qty: '2000' });
      if (i % 4 === 0) {
        resting.push(
          await place(sweep, member, { tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '2000' }),
        );
      }
      if (i % 4 < 2) breachedBy.push(opened);
    });
    // The sweep goes by position, opened in order of the opening orders.
    const breached = breachedBy.sort((a, b) => a.id - b.id).map((opened) => opened.member);
    const placedMs = Date.now() - started;

    // The kill comes when a fifth of the burst is filled and a third of the sweep liquidated; on
    // PostgreSQL both wait on a lock there. Meanwhile other members keep placing orders. The sweep runs
    // `liquidationBatchesInFlight` batches at once, so the target is the first position of the first
    // batch that can only start once another has committed: waiting on its lock, the server has
    // liquidated some of the sweep and not all.
    const sweepTarget = breached[sweepBatch * liquidationBatchesInFlight]!;
    const locks = onPostgres
      ? [await holdWalletLock(store, fillTarget.member.id), await holdWalletLock(store, sweepTarget.id)]
      : [];
    // On PGlite the two targets' pushes (sent after each commit, no database read) tell when they are done.
    const watchers = onPostgres ? [] : [watch(server, fillTarget.member), watch(server, sweepTarget)];
    for (const client of watchers) await client.ready.next(() => true, 'the watcher subscribed', 30_000);
    const pushed = (
      client: StompTestClient | undefined,
      type: string,
      matches: (body: Record<string, unknown>) => boolean,
    ) =>
      client?.messages.next(
        (message) => {
          const body = JSON.parse(message.body) as Record<string, unknown>;
          return body.type === type && matches(body);
        },
        type,
        120_000,
      );
    const watched = {
      fill: pushed(watchers[0], 'ORDER_FILLED', (body) => body.id === fillTarget.id),
      liquidation: pushed(watchers[1], 'POSITION_LIQUID', () => true),
    };
    const late = burst.members.slice(burstMembers);
    const lateAcknowledged: Placed[] = [];
    // An object, so the loop sees the change made after the kill.
    const lateOrders = { placing: true };
    const placer = (async () => {
      for (let k = 0; lateOrders.placing; k += 1) {
        const member = late[k % late.length]!;
        const order = { tradeType: 'LONG', marketType: 'LIMIT', qty: '100', price: '30000' };
        const placed = await place(burst, member, order).catch(() => null);
        if (placed === null) await new Promise((resolve) => setTimeout(resolve, 50));
        else lateAcknowledged.push(placed);
      }
    })();
    driver.set(BTC.stock, BTC.moved, BTC.precision);
    // On PostgreSQL the locks hold both where the test wants them. On PGlite the sweep, a few batches
    // of set-based statements, is over long before the burst's one-fill-per-transaction: the crash
    // comes once the burst is under way, so the kill finds both part done.
    if (onPostgres) driver.set(ETH.stock, ETH.moved, ETH.precision);
    const movedMs = Date.now() - started;
    try {
      if (onPostgres) {
        for (const lock of locks) await serverWaitsOn(store, lock);
      } else {
        await watched.fill;
        driver.set(ETH.stock, ETH.moved, ETH.precision);
        await watched.liquidation;
      }
      await server.stop('SIGKILL');
    } finally {
      for (const lock of locks) await lock.release();
      for (const client of watchers) await client.deactivate();
    }
    const killedMs = Date.now() - started;
    lateOrders.placing = false;
    await placer;

    const afterKill = await withDb(store, async (db) => ({
      burst: await readStored(db, world.siteId, burst),
      sweep: await readStored(db, world.siteId, sweep),
    }));
    const filledAtKill = crossing.filter(({ id }) => statusOf(afterKill.burst, id) === 'FILLED').length;
    const liquidatedAtKill = afterKill.sweep.orders.filter((order) => order.type === 'LIQUIDATION').length;
    // The kill cut both short.
    expect(filledAtKill).toBeGreaterThan(0);
    expect(filledAtKill).toBeLessThan(crossing.length);
    expect(liquidatedAtKill).toBeGreaterThan(0);
    expect(liquidatedAtKill).toBeLessThan(breached.length);
    expect(afterKill.burst.problems).toEqual([]);
    // Nothing acknowledged was lost.
    expect(lateAcknowledged.length).toBeGreaterThan(0);
    for (const { id } of [...resting, ...lateAcknowledged])
      expect(statusOf([afterKill.burst, afterKill.sweep], id), `order ${id}`).toBe('OPEN');

    // Restarted: each loop rebuilds its book from the database and finishes at the same prices.
    server = await startServer(store, driver);
    http = new KillHttp(server.port, world.siteId);
    let unfilled = [...crossing];
    let unliquidated = [...breached];
    await until('the restarted server to finish the burst and the sweep', async () => {
      const still: Placed[] = [];
      for (const placed of unfilled) {
        if ((await http.order(placed.member, placed.id))?.status !== 'FILLED') still.push(placed);
      }
      unfilled = still;
      const open: KillMember[] = [];
      for (const member of unliquidated) if ((await http.openPositions(member)) > 0) open.push(member);
      unliquidated = open;
      return unfilled.length === 0 && unliquidated.length === 0;
    });
    await server.stop('SIGTERM');
    const finishedMs = Date.now() - started;

    const burstEnd = await expectReference(store, world, burst, driver, BTC.placed);
    const sweepEnd = await expectReference(store, world, sweep, driver, ETH.placed);
    const stored = burstEnd.stored;
    for (const { id } of crossing) expect(statusOf(stored, id)).toBe('FILLED');
    for (const { id } of crossing)
      expect(stored.orders.find((order) => order.id === id)?.fill?.price).toBe(BTC.moved);
    for (const { id } of lateAcknowledged) expect(statusOf(stored, id)).toBe('OPEN');
    for (const { id } of cancelled) expect(statusOf(stored, id)).toBe('CANCELLED');
    for (const { id } of resting) expect(statusOf([stored, sweepEnd.stored], id)).toBe('OPEN');
    const liquidated = sweepEnd.stored.orders.filter((order) => order.type === 'LIQUIDATION');
    expect(liquidated.map((order) => order.memberId).sort((a, b) => a - b)).toEqual(
      breached.map((member) => member.id).sort((a, b) => a - b),
    );
    for (const order of liquidated) expect(order.fill?.price).toBe(ETH.moved);
    expect(sweepEnd.stored.open.size).toBe(sweepMembers - breached.length);
    // The site's side: what the house and the fee accounts took, and what the insurance paid.
    const totals = [burstEnd.reference.engine.totals(), sweepEnd.reference.engine.totals()];
    const system = (kind: string) => stored.system.get(kind) ?? 0n;
    const sum = (pick: (t: (typeof totals)[number]) => bigint) =>
      totals.reduce((all, t) => all + pick(t), 0n);
    expect(system('INSURANCE')).toBe(sum((t) => t.insuranceMinor));
    expect(system('HOUSE') + system('FEE')).toBe(
      sum((t) => t.houseMinor + t.feesMinor + t.liquidationFeesMinor),
    );
    expect(system('INSURANCE')).toBeLessThan(0n);

    console.info(
      `futures kill test: ${crossing.length} triggered fills (${filledAtKill} done at the kill), ` +
        `${breached.length} liquidations (${liquidatedAtKill} done at the kill), ` +
        `${lateAcknowledged.length} orders acknowledged during the burst; ms: seeded ${seededMs}, ` +
        `placed ${placedMs}, moved ${movedMs}, killed ${killedMs}, finished ${finishedMs}`,
    );
  }, 300_000);
});
