import { expect } from 'vitest';
import { fundWallet } from '../support/fund-wallet.ts';
import { futuresQueue } from '@baro/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Caller } from '../../src/caller.ts';
import type { Queryable } from '../../src/db/database.ts';
import { checkLedgerInvariants, walletViews } from '../../src/ledger/index.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import type { BusMessage } from '../../src/realtime/bus.ts';
import type { Scheduler } from '../../src/market/feeds/timers.ts';
import { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import pino from 'pino';
import { testClock } from '../support/accounts-fixture.ts';
import type { TestClock } from '../support/accounts-fixture.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

/** 2026-11-25 01:00:00 UTC, seven hours before a funding time. */
export const T0 = Date.UTC(2026, 10, 25, 1, 0, 0);

/** One USDT in minor units (8 decimals). */
export const USDT = 100_000_000n;

export interface Member {
  readonly id: number;
  readonly token: string;
}

export interface FuturesFixture {
  readonly t: TestApp;
  readonly clock: TestClock;
  readonly site: Site;
  /** A BTCUSDT option (prices in units of 0.1 USDT), at most 125×. */
  readonly optionId: number;
  readonly published: BusMessage[];
  /** A member of the fixture's site (or of `site`), signed in, with USDT in the FUTURES wallet. */
  member(fundsUsdt?: bigint, site?: Site): Promise<Member>;
  /** The payloads the bus published to `/user/queue/futures` since the last call (to `member` only, if given). */
  futuresEvents(member?: Member): Record<string, unknown>[];
  /** A tick of BTCUSDT into the market service, price in USDT units of 0.1. */
  tick(price: number, atMs?: number, source?: string): void;
  get(path: string, query: Record<string, string | number>, member: Member): Promise<LightMyRequestResponse>;
  post(path: string, body: Record<string, unknown>, member: Member): Promise<LightMyRequestResponse>;
  /** The member's FUTURES wallet in USDT minor units: [point, gameWaitPoint]. */
  futures(memberId: number): Promise<[bigint, bigint]>;
  invariants(): Promise<string[]>;
  close(): Promise<void>;
}

export async function insertFuturesOption(
  db: Queryable,
  siteId: number,
  values: { stock?: string; maxLeverage?: number } = {},
): Promise<number> {
  const result = await db.query<{ id: number }>(
    'INSERT INTO futures_option (site_id, stock, max_leverage) VALUES ($1, $2, $3) RETURNING id',
    [siteId, values.stock ?? 'BTCUSDT', values.maxLeverage ?? 125],
  );
  return result.rows[0]!.id;
}

/** The table `insertOpenLong` writes to: an open position, or a resting order with no position. */
export type OpenLongTable = 'futures_position' | 'futures_order';

const openLongSql: Record<OpenLongTable, string> = {
  futures_position: `INSERT INTO futures_position (site_id, member_id, futures_option_id, trade_type, margin_type,
       leverage, qty, entry_price, margin, opened_at, updated_at)
     VALUES ($1, $2, $3, 'LONG', $4, 10, $5, $6, 0, now(), now()) RETURNING id`,
  futures_order: `INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status,
       qty, price, leverage, margin_type, created_at, updated_at)
     VALUES ($1, $2, $3, 'LONG', 'LIMIT', 'OPEN', $5, $6, 10, $4, now(), now()) RETURNING id`,
};

/**
 * An OPEN LONG at 10× written straight to `table` (no ledger movement): a position entered at
 * `price`, or a resting LIMIT order at `price` with no position. Answers its id.
 */
export async function insertOpenLong(
  db: Queryable,
  table: OpenLongTable,
  siteId: number,
  memberId: number,
  optionId: number,
  {
    marginType = 'ISOLATED',
    qty = 1n,
    price = 1,
  }: { readonly marginType?: 'ISOLATED' | 'CROSS'; readonly qty?: bigint; readonly price?: number } = {},
): Promise<number> {
  const result = await db.query<{ id: number }>(openLongSql[table], [
    siteId,
    memberId,
    optionId,
    marginType,
    qty.toString(),
    price,
  ]);
  return result.rows[0]!.id;
}

/** Pays a member's FUTURES wallet from the provider clearing account, as a deposit would. */
export function fundFutures(db: Queryable, siteId: number, memberId: number, minor: bigint): Promise<void> {
  return fundWallet(db, { siteId, memberId, walletType: 'FUTURES', asset: 'USDT', minor });
}

/**
 * A MARKET order of `qty` USDT at `leverage` (set first) that must fill at the fixture's last price;
 * the id of the position it opened or added to.
 */
export async function openPosition(
  f: FuturesFixture,
  member: Member,
  tradeType: 'LONG' | 'SHORT',
  { qty = '10000', leverage = 10 }: { qty?: string; leverage?: number } = {},
): Promise<number> {
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage }, member);
  const res = await f.post(
    '/futures/order',
    { futuresOptionId: f.optionId, tradeType, marketType: 'MARKET', qty },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ futuresPositionId: number }>().futuresPositionId;
}

/**
 * The whole app over a fresh database with one site, a BTCUSDT futures option and members signed in
 * by fixed tokens, each with USDT in the FUTURES wallet. Everything the bus publishes is kept.
 */
export async function openFuturesFixture(): Promise<FuturesFixture> {
  const clock = testClock(T0);
  const callers: Record<string, Caller> = {};
  const t = await buildTestApp({ clock, authenticate: authenticateTokens(callers) });
  const site = await insertSite(t.db);
  const optionId = await insertFuturesOption(t.db, site.id);
  const published: BusMessage[] = [];
  t.ctx.bus.subscribe((message) => published.push(message));
  let members = 0;
  const siteOf = new Map<number, number>();
  const inject = (method: 'GET' | 'POST', path: string, member: Member, payload?: object, query = {}) => {
    const search = new URLSearchParams({ siteInfoId: String(siteOf.get(member.id) ?? site.id) });
    for (const [key, value] of Object.entries(query)) search.set(key, String(value));
    return t.app.inject({
      method,
      url: `/api${path}?${search.toString()}`,
      headers: bearer(member.token),
      ...(payload === undefined ? {} : { payload }),
    });
  };
  return {
    t,
    clock,
    site,
    optionId,
    published,
    async member(fundsUsdt = 10_000n, ofSite = site) {
      members += 1;
      const id = await insertMember(t.db, ofSite.id, `trader${members}x`);
      if (fundsUsdt > 0n) await fundFutures(t.db, ofSite.id, id, fundsUsdt * USDT);
      const token = `token-${id}`;
      callers[token] = memberCaller(ofSite.id, id);
      siteOf.set(id, ofSite.id);
      return { id, token };
    },
    futuresEvents(member) {
      const taken = published
        .splice(0)
        .filter((message) => message.destination === futuresQueue.destination)
        .filter(
          (message) =>
            member === undefined ||
            (message.target.kind === 'member' && message.target.memberId === member.id),
        );
      return taken.map((message) => JSON.parse(message.body) as Record<string, unknown>);
    },
    tick(price, atMs = clock.nowMs(), source = 'simulated') {
      t.ctx.market.onTicks([{ stock: 'BTCUSDT', price, qty: 1, atMs, source }]);
    },
    get: (path, query, member) => inject('GET', path, member, undefined, query),
    post: (path, body, member) => inject('POST', path, member, body),
    async futures(memberId) {
      const views = await walletViews(t.db, { siteId: site.id, memberId });
      const view = views.find((candidate) => candidate.type === 'FUTURES');
      return [view?.point ?? 0n, view?.gameWaitPoint ?? 0n];
    },
    invariants: () => checkLedgerInvariants(t.db, { siteId: site.id }),
    close: () => t.close(),
  };
}

/** Timers that never fire: a test steps the trigger loop itself (`loop.step()`) after each tick. */
const manualScheduler: Scheduler = {
  setInterval: () => ({ cancel: () => undefined }),
  setTimeout: () => ({ cancel: () => undefined }),
};

/** The fixture option's trigger loop (or `optionId`'s), on the fixture's database, clock and market, stepped by hand. */
export function steppedTriggerLoop(f: FuturesFixture, optionId = f.optionId): TriggerLoop {
  const deps = {
    db: f.t.db,
    bus: f.t.ctx.bus,
    clock: f.clock,
    market: f.t.ctx.market,
    log: pino({ level: 'silent' }),
    scheduler: manualScheduler,
  };
  return new TriggerLoop(deps, optionId);
}

/** The fixture with BTCUSDT at 50,000 and its trigger loop started, stepped by hand (`loop.step()`). */
export async function openWithSteppedLoop(): Promise<{ f: FuturesFixture; loop: TriggerLoop }> {
  const f = await openFuturesFixture();
  f.tick(500_000);
  const loop = steppedTriggerLoop(f);
  await loop.start();
  return { f, loop };
}

/** Stops the loop, then closes the fixture. */
export async function closeWithLoop(f: FuturesFixture, loop: TriggerLoop): Promise<void> {
  await loop.stop();
  await f.close();
}
