import { randomUUID } from 'node:crypto';
import { nextFundingTimeMs } from '@baro/domain';
import type { Database, Queryable } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { FakeBinanceServer } from '../../src/market/feeds/fake-binance-server.ts';
import { syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { signAccessToken } from '../../src/modules/accounts/access-token.ts';
import { deriveServerKeys } from '../../src/modules/accounts/server-keys.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { fundFutures, insertFuturesOption, USDT } from './futures-fixture.ts';

// The world of the futures kill test: one site with a futures option per stock traded, members with
// USDT in their FUTURES wallets, their leverage and margin type chosen and a session each (signed in
// with the server child's secret), a fake Binance stream the test moves the prices on, and the HTTP
// calls.

/** The secret `startServerChild` gives the server (rounds/server-child.ts). */
const childTokenSecret = 'kill-test-secret-that-is-at-least-32-characters';

export interface KillMemberSpec {
  /** The option the member trades (one only, so its wallet is that option's book alone). */
  readonly stock: string;
  readonly fundsUsdt: bigint;
  readonly leverage: number;
  readonly marginType: 'ISOLATED' | 'CROSS';
}

export interface KillMember extends KillMemberSpec {
  readonly id: number;
  readonly token: string;
}

/** One option of the world and the members who trade it. */
export interface KillBook {
  readonly stock: string;
  readonly optionId: number;
  readonly members: readonly KillMember[];
}

export interface KillWorld {
  readonly siteId: number;
  /** The books by stock. */
  readonly books: ReadonlyMap<string, KillBook>;
}

/**
 * A session of the member and an access token for it, signed with the server child's secret: the
 * token the kill tests call the child's `/api` with.
 */
export async function signInForChild(tx: Queryable, siteId: number, memberId: number): Promise<string> {
  const sessionId = randomUUID();
  await tx.query(
    'INSERT INTO session_family (id, site_id, member_id, created_at) VALUES ($1, $2, $3, now())',
    [sessionId, siteId, memberId],
  );
  const claims = { kind: 'member' as const, subjectId: memberId, siteId, sessionId };
  return signAccessToken(deriveServerKeys(childTokenSecret).accessToken, claims, Date.now(), 3_600);
}

/**
 * Seeds the world in a fresh database (migrated here), in one transaction: an option for each stock
 * the members trade, the members with their funds, leverage and margin type, and their sessions.
 */
export async function seedKillWorld(db: Database, specs: readonly KillMemberSpec[]): Promise<KillWorld> {
  await migrate(db);
  await syncInstrumentCatalogue(db);
  return db.transaction(async (tx) => {
    const site = await insertSite(tx);
    const options = new Map<string, number>();
    for (const stock of new Set(specs.map((spec) => spec.stock))) {
      options.set(stock, await insertFuturesOption(tx, site.id, { stock }));
    }
    const members: KillMember[] = [];
    for (const [index, spec] of specs.entries()) {
      const id = await insertMember(tx, site.id, `futurekill${index}x`);
      await fundFutures(tx, site.id, id, spec.fundsUsdt * USDT);
      await tx.query(
        `INSERT INTO futures_leverage (member_id, futures_option_id, site_id, leverage, margin_type)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, options.get(spec.stock), site.id, spec.leverage, spec.marginType],
      );
      members.push({ ...spec, id, token: await signInForChild(tx, site.id, id) });
    }
    const books = new Map<string, KillBook>();
    for (const [stock, optionId] of options) {
      books.set(stock, { stock, optionId, members: members.filter((member) => member.stock === stock) });
    }
    return { siteId: site.id, books };
  });
}

/** A price in units of 10^-precision USDT as a decimal string: (485_000, 1) → "48500.0". */
export function priceText(units: number, precision: number): string {
  const scale = 10 ** precision;
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(precision, '0')}`;
}

/**
 * The price feed the server child reads (MARKET_BINANCE_URL): a fake Binance stream that sends, for
 * each stock the test prices, a mark and a trade at the same price every 100 ms, at the price the test
 * sets. Every tick it sent is kept, so the test can check that each recorded deciding tick is one the
 * feed delivered.
 */
export class PriceDriver {
  /** By stock: trade time → price (units) of every trade sent. */
  readonly sent = new Map<string, Map<number, number>>();
  private readonly prices = new Map<string, { units: number; precision: number }>();
  private lastAtMs = 0;
  private readonly timer: NodeJS.Timeout;

  private constructor(private readonly fake: FakeBinanceServer) {
    this.timer = setInterval(() => {
      this.send();
    }, 100);
  }

  static async start(): Promise<PriceDriver> {
    return new PriceDriver(await FakeBinanceServer.start());
  }

  get url(): string {
    return this.fake.url;
  }

  /** From the next turn on, `stock` trades (and marks) at `units` of 10^-precision USDT. */
  set(stock: string, units: number, precision: number): void {
    this.prices.set(stock, { units, precision });
    if (!this.sent.has(stock)) this.sent.set(stock, new Map());
  }

  private send(): void {
    if (this.fake.connectionCount === 0) return;
    const atMs = Math.max(Date.now(), this.lastAtMs + 1);
    this.lastAtMs = atMs;
    for (const [stock, { units, precision }] of this.prices) {
      const text = priceText(units, precision);
      const mark = `${text}${'0'.repeat(8 - precision)}`;
      // The mark first, so a trade is never judged against an older mark.
      this.fake.mark(stock, mark, mark, '0.00010000', atMs, nextFundingTimeMs(atMs));
      this.fake.trade(stock, text, '0.010', atMs);
      this.sent.get(stock)?.set(atMs, units);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.fake.close();
  }
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** The server child's `/api` calls for the world's site, as a member. */
export class KillHttp {
  constructor(
    private readonly port: number,
    private readonly siteId: number,
  ) {}

  private async call(
    method: 'GET' | 'POST',
    path: string,
    member: { readonly token: string },
    query: Record<string, string | number>,
    body?: object,
  ): Promise<Answer> {
    const search = new URLSearchParams({ siteInfoId: String(this.siteId) });
    for (const [name, value] of Object.entries(query)) search.set(name, String(value));
    const res = await fetch(`http://127.0.0.1:${this.port}/api${path}?${search.toString()}`, {
      method,
      headers: {
        authorization: `Bearer ${member.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  }

  post(path: string, body: object, member: { readonly token: string }): Promise<Answer> {
    return this.call('POST', path, member, {}, body);
  }

  get(
    path: string,
    query: Record<string, string | number>,
    member: { readonly token: string },
  ): Promise<Answer> {
    return this.call('GET', path, member, query);
  }

  /**
   * Places an order and answers its id once the server acknowledged it (200). The feed may not have
   * priced the stock yet right after a start: PRICE_UNAVAILABLE is retried with the same requestId.
   */
  async place(member: KillMember, order: Record<string, unknown>, optionId: number): Promise<number> {
    const body = { futuresOptionId: optionId, requestId: randomUUID(), ...order };
    for (let tries = 0; tries < 200; tries += 1) {
      const answer = await this.post('/futures/order', body, member);
      if (answer.status === 200) return (answer.body as { id: number }).id;
      if ((answer.body as { code?: string } | null)?.code !== 'PRICE_UNAVAILABLE') {
        throw new Error(`order refused (${answer.status}): ${JSON.stringify(answer.body)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the feed never priced the option');
  }

  /** The member's order `orderId` as the history lists it (its status, fill tick). */
  async order(member: KillMember, orderId: number): Promise<{ status: string } | undefined> {
    const answer = await this.get('/futures/history/list', { size: 100 }, member);
    if (answer.status !== 200) throw new Error(`history refused (${answer.status})`);
    const content = (answer.body as { content: { id: number; status: string }[] }).content;
    return content.find((order) => order.id === orderId);
  }

  /** How many open positions the member has. */
  async openPositions(member: KillMember): Promise<number> {
    const answer = await this.get('/futures/history/open_position', {}, member);
    if (answer.status !== 200) throw new Error(`open positions refused (${answer.status})`);
    return (answer.body as unknown[]).length;
  }
}

/** Polls `done` until it holds; fails after `timeoutMs` with `what`. */
export async function until(what: string, done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
