import { fundBinary } from '../support/fund-wallet.ts';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import type { Logger } from 'pino';
import type { Caller } from '../../src/caller.ts';
import type { Queryable } from '../../src/db/database.ts';
import { walletViews } from '../../src/ledger/index.ts';
import { nodeScheduler } from '../../src/market/feeds/timers.ts';
import { RoundClock } from '../../src/modules/rounds/round-clock.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import type { BusMessage } from '../../src/realtime/bus.ts';
import { testClock } from '../support/accounts-fixture.ts';
import type { TestClock } from '../support/accounts-fixture.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

/** 2026-11-25 01:00:00 UTC: a multiple of every round length. */
export const T0 = Date.UTC(2026, 10, 25, 1, 0, 0);
export const L = 30_000;

export interface Member {
  readonly id: number;
  readonly token: string;
}

export interface RoundsFixture {
  readonly t: TestApp;
  readonly clock: TestClock;
  readonly site: Site;
  readonly optionId: number;
  readonly published: BusMessage[];
  member(fundsWon?: bigint): Promise<Member>;
  /** A round clock of the option over the fixture's database, market and bus, driven by hand. */
  roundClock(optionId?: number, log?: Logger): RoundClock;
  /** Ticks of BTCUSDT (price in units of 0.1 USDT) into the market service. */
  tick(price: number, atMs: number, source?: string): void;
  get(path: string, query?: Record<string, string | number>, token?: string): Promise<LightMyRequestResponse>;
  bet(member: Member, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** The member's BINARY wallet in won: [point, gameWaitPoint]. */
  binary(memberId: number): Promise<[bigint, bigint]>;
  /** The open round of the option at an open time. */
  roundAt(openAtMs: number, optionId?: number): Promise<{ id: number; phase: string } | undefined>;
  close(): Promise<void>;
}

export async function insertTradeOption(
  db: Queryable,
  siteId: number,
  values: { stock?: string; type?: string; roundMs?: number; payout?: string; running?: boolean } = {},
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO trade_option (site_id, stock, type, round_length_ms, payout, min_point, max_point, is_stop)
     VALUES ($1, $2, $3, $4, $5, 1000, 1000000, $6) RETURNING id`,
    [
      siteId,
      values.stock ?? 'BTCUSDT',
      values.type ?? 'R.5',
      values.roundMs ?? L,
      values.payout ?? '1.95',
      values.running ?? true,
    ],
  );
  return result.rows[0]!.id;
}

/** Pays a member's BINARY wallet from the provider clearing account, as a deposit would. */
export const fundMember = fundBinary;

/**
 * The whole app over a fresh database with one binary site, a 30-second BTCUSDT option and members
 * signed in by fixed tokens. The clock starts one second into the round opening at T0; round clocks
 * are driven by hand (`runDue`), and everything the bus publishes is kept in `published`.
 */
export async function openRoundsFixture(): Promise<RoundsFixture> {
  const clock = testClock(T0 + 1_000);
  const callers: Record<string, Caller> = {};
  const t = await buildTestApp({ clock, authenticate: authenticateTokens(callers) });
  const site = await insertSite(t.db, { type: '000001', binaryCurrency: 'KRW' });
  const optionId = await insertTradeOption(t.db, site.id);
  const published: BusMessage[] = [];
  const unsubscribe = t.ctx.bus.subscribe((message) => published.push(message));
  const log = pino({ level: 'silent' });
  let members = 0;
  return {
    t,
    clock,
    site,
    optionId,
    published,
    async member(fundsWon = 10_000_000n) {
      members += 1;
      const id = await insertMember(t.db, site.id, `bettor${members}x`);
      await fundMember(t.db, site.id, id, fundsWon);
      const token = `token-${id}`;
      callers[token] = memberCaller(site.id, id);
      return { id, token };
    },
    roundClock(id = optionId, clockLog = log) {
      return new RoundClock(
        { db: t.db, bus: t.ctx.bus, clock, market: t.ctx.market, log: clockLog, scheduler: nodeScheduler },
        id,
      );
    },
    tick(price, atMs, source = 'simulated') {
      t.ctx.market.onTicks([{ stock: 'BTCUSDT', price, qty: 1, atMs, source }]);
    },
    get(path, query = {}, token) {
      const search = new URLSearchParams({ siteInfoId: String(site.id) });
      for (const [key, value] of Object.entries(query)) search.set(key, String(value));
      return t.app.inject({
        method: 'GET',
        url: `/api${path}?${search.toString()}`,
        headers: token === undefined ? {} : bearer(token),
      });
    },
    bet(member, body) {
      return t.app.inject({
        method: 'POST',
        url: `/api/trade/history/betting?siteInfoId=${site.id}`,
        headers: bearer(member.token),
        payload: body,
      });
    },
    async binary(memberId) {
      const views = await walletViews(t.db, { siteId: site.id, memberId });
      const view = views.find((candidate) => candidate.type === 'BINARY');
      return [view?.point ?? 0n, view?.gameWaitPoint ?? 0n];
    },
    async roundAt(openAtMs, id = optionId) {
      const rows = await t.db.query<{ id: number; phase: string }>(
        'SELECT id, phase FROM trade_round WHERE trade_option_id = $1 AND open_at = $2',
        [id, new Date(openAtMs)],
      );
      return rows.rows[0];
    },
    async close() {
      unsubscribe();
      await t.close();
    },
  };
}

/** The payloads the bus carried to one destination, parsed. */
export function payloadsTo(published: readonly BusMessage[], destination: string): unknown[] {
  return published
    .filter((message) => message.destination === destination)
    .map((message) => JSON.parse(message.body) as unknown);
}
