import { fundBinary } from '../support/fund-wallet.ts';
import { overseaCrossQueue, overseaQueue } from '@baro/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Caller } from '../../src/caller.ts';
import type { Queryable } from '../../src/db/database.ts';
import { checkLedgerInvariants, walletViews } from '../../src/ledger/index.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import type { BusMessage } from '../../src/realtime/bus.ts';
import { testClock } from '../support/accounts-fixture.ts';
import type { TestClock } from '../support/accounts-fixture.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * Wednesday 2026-11-25 03:00 UTC (12:00 KST): CME Globex and HKEX are both trading, so orders are
 * not refused for a closed session unless a test moves the clock.
 */
export const T0 = Date.UTC(2026, 10, 25, 3, 0, 0);

export interface Member {
  readonly id: number;
  readonly token: string;
}

/** The fixture's options: NQ (0.25 = $5, precision 2), CL (0.01 = $10), both at 1,400 KRW per USD. */
export interface OverseaOptions {
  readonly NQ: number;
  readonly CL: number;
}

export interface OverseaFixture {
  readonly t: TestApp;
  readonly clock: TestClock;
  readonly site: Site;
  readonly options: OverseaOptions;
  readonly published: BusMessage[];
  /** A member of the fixture's site, signed in, with `wonFunds` in the BINARY wallet. */
  member(wonFunds?: bigint): Promise<Member>;
  /** The payloads published to `/user/queue/oversea` since the last call (to `member` only, if given). */
  overseaEvents(member?: Member): Record<string, unknown>[];
  /** The last `/user/queue/oversea_cross` payload to `member` among those published so far. */
  lastCross(member: Member): Record<string, unknown> | undefined;
  /** A tick into the market service, price in the stock's price units (NQ: hundredths). */
  tick(stock: 'NQ' | 'CL', price: number, atMs?: number, source?: string): void;
  get(path: string, query: Record<string, string | number>, member: Member): Promise<LightMyRequestResponse>;
  post(path: string, body: Record<string, unknown>, member: Member): Promise<LightMyRequestResponse>;
  /** The member's BINARY wallet in won: [point, gameWaitPoint]. */
  binary(memberId: number): Promise<[bigint, bigint]>;
  invariants(): Promise<string[]>;
  close(): Promise<void>;
}

/** One overseas option of a site, with the terms the tests compute with. */
export async function insertOverseaOption(
  db: Queryable,
  siteId: number,
  stock: string,
  terms: { krwRate?: string; marginPerLot?: string; feePerLot?: string } = {},
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO oversea_option (site_id, stock, krw_rate, margin_per_lot, fee_per_lot)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [siteId, stock, terms.krwRate ?? '1400', terms.marginPerLot ?? '1000000', terms.feePerLot ?? '5000'],
  );
  return result.rows[0]!.id;
}

export { fundBinary };

/**
 * The whole app over a fresh database with one site, NQ and CL overseas options (margin 1,000,000
 * and fee 5,000 won per lot, 1,400 KRW per USD) and members signed in by fixed tokens, each with won
 * in the BINARY wallet. Everything the bus publishes is kept.
 */
export async function openOverseaFixture(): Promise<OverseaFixture> {
  const clock = testClock(T0);
  const callers: Record<string, Caller> = {};
  const t = await buildTestApp({ clock, authenticate: authenticateTokens(callers) });
  const site = await insertSite(t.db);
  const options = {
    NQ: await insertOverseaOption(t.db, site.id, 'NQ'),
    CL: await insertOverseaOption(t.db, site.id, 'CL'),
  };
  const published: BusMessage[] = [];
  t.ctx.bus.subscribe((message) => published.push(message));
  let members = 0;
  const inject = (method: 'GET' | 'POST', path: string, member: Member, payload?: object, query = {}) => {
    const search = new URLSearchParams({ siteInfoId: String(site.id) });
    for (const [key, value] of Object.entries(query)) search.set(key, String(value));
    return t.app.inject({
      method,
      url: `/api${path}?${search.toString()}`,
      headers: bearer(member.token),
      ...(payload === undefined ? {} : { payload }),
    });
  };
  const toMember = (member: Member | undefined) => (message: BusMessage) =>
    member === undefined || (message.target.kind === 'member' && message.target.memberId === member.id);
  return {
    t,
    clock,
    site,
    options,
    published,
    async member(wonFunds = 10_000_000n) {
      members += 1;
      const id = await insertMember(t.db, site.id, `lots${members}x`);
      if (wonFunds > 0n) await fundBinary(t.db, site.id, id, wonFunds);
      const token = `token-${id}`;
      callers[token] = memberCaller(site.id, id);
      return { id, token };
    },
    overseaEvents(member) {
      const taken = published.splice(0).filter((message) => message.destination === overseaQueue.destination);
      return taken
        .filter(toMember(member))
        .map((message) => JSON.parse(message.body) as Record<string, unknown>);
    },
    lastCross(member) {
      const found = published
        .filter((message) => message.destination === overseaCrossQueue.destination)
        .filter(toMember(member))
        .at(-1);
      return found === undefined ? undefined : (JSON.parse(found.body) as Record<string, unknown>);
    },
    tick(stock, price, atMs = clock.nowMs(), source = 'simulated') {
      t.ctx.market.onTicks([{ stock, price, qty: 1, atMs, source }]);
    },
    get: (path, query, member) => inject('GET', path, member, undefined, query),
    post: (path, body, member) => inject('POST', path, member, body),
    async binary(memberId) {
      const views = await walletViews(t.db, { siteId: site.id, memberId });
      const view = views.find((v) => v.type === 'BINARY');
      return [view?.point ?? 0n, view?.gameWaitPoint ?? 0n];
    },
    invariants: () => checkLedgerInvariants(t.db, { siteId: site.id }),
    close: () => t.close(),
  };
}
