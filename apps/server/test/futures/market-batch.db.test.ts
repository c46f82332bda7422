import { futures } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRejection } from '../../src/core/rejection.ts';
import type { Rejection } from '../../src/core/rejection.ts';
import { checkLedgerInvariants } from '../../src/ledger/index.ts';
import { cachedFuturesOption, storedTiers } from '../../src/modules/futures/futures-option.ts';
import { placeAlone } from '../../src/modules/futures/market-batch-gatherer.ts';
import { gathererStats, placeMarketBatch } from '../../src/modules/futures/market-batch.ts';
import { checkOrderInput } from '../../src/modules/futures/order-input.ts';
import { placeOrder } from '../../src/modules/futures/place-order.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { insertSite } from '../support/seed-site.ts';
import { memberCaller } from '../support/test-app.ts';
import { insertFuturesOption, openFuturesFixture, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Batched MARKET placements (market-batch.ts) against the one-order path: the same orders, placed one
// after the other on one site and all at once on another (so the gatherer batches them: a member's
// second order goes in the next batch), must answer the same, write the same orders, positions,
// balances and postings and push the same events, member by member; the ledger's invariants hold on
// both. Prices are in units of 0.1 USDT; the last price is 50,000 USDT, the default leverage 20×.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

interface Side {
  readonly site: Site;
  readonly optionId: number;
  readonly members: Member[];
}

type Raw = Record<string, unknown>;

/** A site with its own option and members funded `funds` USDT each (0: no FUTURES wallet at all). */
async function side(funds: readonly bigint[]): Promise<Side> {
  const site = await insertSite(f.t.db);
  const optionId = await insertFuturesOption(f.t.db, site.id);
  const members: Member[] = [];
  for (const usdt of funds) members.push(await f.member(usdt, site));
  return { site, optionId, members };
}

function place(s: Side, member: number, raw: Raw): Promise<futures.FuturesOrder | Rejection> {
  const m = s.members[member];
  if (m === undefined) throw new Error(`no member ${member}`);
  const body = futures.placeOrder.body.parse({ futuresOptionId: s.optionId, ...raw });
  return placeOrder(f.t.ctx, s.site, memberCaller(s.site.id, m.id), body);
}

/** Ids differ between the sites: every key naming an id is blanked, what it links is compared apart. */
function blankIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(blankIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, /id$/i.test(key) ? '#' : blankIds(inner)]),
  );
}

function answerOf(answer: futures.FuturesOrder | Rejection): unknown {
  return isRejection(answer) ? answer.code : blankIds(answer);
}

/**
 * Everything the orders wrote on a side, member by member (in the member's order): its orders (with
 * the position each names as its place among the member's positions), positions, wallet balance
 * and postings (accounts named by owner: the member's wallet, or the site's shard by kind), the
 * site's shard balances summed by kind, and the futures pushes each member received.
 */
async function stateOf(s: Side): Promise<unknown> {
  const perMember = [];
  for (const m of s.members) {
    const positions = await f.t.db.query<Raw>(
      `SELECT id, status, trade_type, margin_type, leverage, qty::text, entry_price::text, margin::text,
         realized_pnl::text, close_type, close_price::text, close_tick_at, close_source, opened_at, closed_at
       FROM futures_position WHERE member_id = $1 ORDER BY id`,
      [m.id],
    );
    const positionPlace = new Map(positions.rows.map((row, index) => [row.id, index]));
    const orders = await f.t.db.query<Raw>(
      `SELECT futures_position_id, trade_type, market_type, status, qty::text, leverage, margin_type, margin::text,
         fee::text, realized_pnl::text, request_id, request_hash IS NOT NULL AS hashed, fill_price::text, fill_tick_at, fill_source,
         created_at, updated_at, is_mark_tp, is_mark_sl, take_profit, stop_loss, hold_id
       FROM futures_order WHERE member_id = $1 ORDER BY id`,
      [m.id],
    );
    const postings = await f.t.db.query<Raw>(
      `SELECT CASE WHEN d.member_id IS NULL THEN d.kind ELSE 'member' END AS debit,
         CASE WHEN c.member_id IS NULL THEN c.kind ELSE 'member' END AS credit, p.amount::text, p.dnw_type,
         (SELECT count(*) FROM futures_order o2 WHERE o2.member_id = $1
           AND o2.id <= substring(p.ref FROM 'futures-order:(\\d+)')::int)::int AS order_place
       FROM ledger_posting p JOIN ledger_account d ON d.id = p.debit_account_id
         JOIN ledger_account c ON c.id = p.credit_account_id
       WHERE p.ref IN (SELECT 'futures-order:' || id FROM futures_order WHERE member_id = $1) ORDER BY p.id`,
      [m.id],
    );
    const wallet = await f.t.db.query<Raw>(
      `SELECT kind, wallet_type, balance::text FROM ledger_account WHERE member_id = $1 ORDER BY kind, wallet_type`,
      [m.id],
    );
    perMember.push({
      orders: orders.rows.map((row) => ({
        ...row,
        futures_position_id: positionPlace.get(row.futures_position_id) ?? row.futures_position_id,
      })),
      positions: positions.rows.map((row) => ({ ...row, id: '#' })),
      postings: postings.rows,
      wallet: wallet.rows,
    });
  }
  const shards = await f.t.db.query<Raw>(
    `SELECT kind, sum(balance)::text AS balance FROM ledger_account
     WHERE site_id = $1 AND member_id IS NULL AND kind IN ('FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE')
     GROUP BY kind ORDER BY kind`,
    [s.site.id],
  );
  return { perMember, shards: shards.rows };
}

/** The pushes to each of the side's members since the last call, ids blanked, in the order sent. */
function takeEvents(s: Side): unknown[] {
  const published = f.published.splice(0);
  return s.members.map((m) =>
    published
      .filter((message) => message.target.kind === 'member' && message.target.memberId === m.id)
      .map((message) => ({ destination: message.destination, body: blankIds(JSON.parse(message.body)) })),
  );
}

/** The orders of one round, as [member, body]: placed in this order one by one, and all at once. */
type Round = readonly (readonly [number, Raw])[];

async function compareRound(one: Side, many: Side, round: Round, batchedAtLeast: number): Promise<void> {
  f.published.splice(0);
  const alone: unknown[][] = one.members.map(() => []);
  for (const [member, raw] of round) alone[member]?.push(answerOf(await place(one, member, raw)));
  const aloneEvents = takeEvents(one);
  const stats = gathererStats(f.t.ctx, many.site.id, many.optionId);
  const batchedBefore = stats?.batched ?? 0;
  // The option remembered first: a placement that reads it would reach the gatherer after the ones
  // that found it remembered, and a member's orders sent at once would go in another order.
  await cachedFuturesOption(f.t.db, many.site.id, many.optionId);
  const answers = await Promise.all(round.map(([member, raw]) => place(many, member, raw)));
  const together: unknown[][] = many.members.map(() => []);
  round.forEach(([member], index) => together[member]?.push(answerOf(answers[index]!)));
  expect(together).toEqual(alone);
  expect(takeEvents(many)).toEqual(aloneEvents);
  // The orders after the first went in batches, and at least so many were decided there.
  const after = gathererStats(f.t.ctx, many.site.id, many.optionId);
  expect((after?.batched ?? 0) - batchedBefore).toBeGreaterThanOrEqual(batchedAtLeast);
  expect(after?.failed).toBe(0);
  expect(await stateOf(many)).toEqual(await stateOf(one));
  for (const s of [one, many]) expect(await checkLedgerInvariants(f.t.db, { siteId: s.site.id })).toEqual([]);
}

const market = (tradeType: 'LONG' | 'SHORT', qty: string, requestId?: string): Raw => ({
  tradeType,
  marketType: 'MARKET',
  qty,
  ...(requestId === undefined ? {} : { requestId }),
});

describe('MARKET placements in a batch', () => {
  it('answer, write and push what the one-order path does, member by member, refusals included', async () => {
    // 0-4 funded, 5 with 10 USDT (refused for balance), 6 never funded (its first futures action),
    // 7 at 125× (refused by the tier cap past 50,000 USDT).
    const funds = [10_000n, 10_000n, 10_000n, 10_000n, 10_000n, 10n, 0n, 10_000n];
    const one = await side(funds);
    const many = await side(funds);
    for (const s of [one, many]) {
      const m7 = s.members[7]!;
      const res = await f.post('/futures/order/leverage', { futuresOptionId: s.optionId, leverage: 125 }, m7);
      expect(res.statusCode, res.body).toBe(200);
    }
    await compareRound(
      one,
      many,
      [
        [0, market('LONG', '10000', 'request-r0-open')],
        [1, market('SHORT', '20000')],
        [2, market('LONG', '5000', 'request-r2-open')],
        [3, market('SHORT', '1000')],
        [4, market('LONG', '40000')],
        [5, market('LONG', '5000')],
        [6, market('LONG', '1000')],
        [7, market('LONG', '60000')],
        [7, market('LONG', '30000')],
        // The same requestId again (a retry in the same burst): the same order, nothing written.
        [0, market('LONG', '10000', 'request-r0-open')],
        // The same requestId with another body: IDEMPOTENCY_CONFLICT.
        [2, market('LONG', '6000', 'request-r2-open')],
        [1, market('SHORT', '5000')],
        [3, market('SHORT', '2000')],
      ],
      0,
    );
    // TP/SL on the positions round 2 closes (member 1), reduces (0) and adds to then reduces (2).
    for (const s of [one, many]) {
      for (const [member, takeProfit, stopLoss] of [
        [0, '60000', '40000'],
        [1, '40000', '60000'],
        [2, '60000', '40000'],
      ] as const) {
        const m = s.members[member]!;
        const open = await f.t.db.query<{ id: number }>(
          `SELECT id FROM futures_position WHERE member_id = $1 AND status = 'OPEN'`,
          [m.id],
        );
        const res = await f.post(
          '/futures/order/tpsl',
          { futuresPositionId: open.rows[0]!.id, takeProfit, stopLoss, isMarkTp: true, isMarkSl: false },
          m,
        );
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    f.tick(510_000);
    await compareRound(
      one,
      many,
      [
        // Reduce, close, add, flip (the general path), a retry of an earlier round, and one over the cap.
        [0, market('SHORT', '4000')],
        [1, market('LONG', '25000')],
        [2, market('LONG', '5000')],
        [3, market('LONG', '10000')],
        [4, market('SHORT', '40000')],
        [7, market('LONG', '30000')],
        [0, market('LONG', '10000', 'request-r0-open')],
        [0, market('SHORT', '6000')],
        [2, market('SHORT', '10000')],
        [5, market('LONG', '1000')],
      ],
      2,
    );
    f.tick(500_000);
  });

  it('answers a request placed before from its order, writing nothing', async () => {
    const s = await side([1_000n, 1_000n]);
    const first = await place(s, 0, market('LONG', '1000', 'request-again'));
    expect(first).toMatchObject({ status: 'FILLED' });
    // Member 1's first order makes its futures accounts (a batch hands a member without them back).
    expect(await place(s, 1, market('LONG', '1000'))).toMatchObject({ status: 'FILLED' });
    const option = await cachedFuturesOption(f.t.db, s.site.id, s.optionId);
    if (option === undefined) throw new Error('no option');
    const before = await stateOf(s);
    const orders = [0, 1].map((member) => {
      const m = s.members[member]!;
      const body = futures.placeOrder.body.parse({
        futuresOptionId: s.optionId,
        ...market('LONG', '1000', 'request-again'),
      });
      const input = checkOrderInput(body, option.terms, option.pricePrecision);
      if (isRejection(input)) throw new Error(input.code);
      const hash = 'h';
      return {
        ctx: f.t.ctx,
        site: s.site,
        caller: memberCaller(s.site.id, m.id),
        option,
        input,
        request: { id: 'request-again', hash },
        hash,
        body,
      };
    });
    // Member 0's request is answered from its order: the hash differs, so the conflict.
    const [again, other] = await placeMarketBatch(orders);
    expect(again).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(other).toMatchObject({ status: 'FILLED' });
    const after = (await stateOf(s)) as { perMember: unknown[] };
    expect(after.perMember[0]).toEqual((before as { perMember: unknown[] }).perMember[0]);
    // Through the route, the same body again answers the same order.
    const retried = await place(s, 0, market('LONG', '1000', 'request-again'));
    expect(retried).toEqual(first);
    expect(await checkLedgerInvariants(f.t.db, { siteId: s.site.id })).toEqual([]);
  });

  it('hands every order back when the option changed after it was remembered, and they decide on the new terms', async () => {
    const s = await side([10_000n, 10_000n, 10_000n]);
    await place(s, 0, market('LONG', '1000'));
    const stale = await cachedFuturesOption(f.t.db, s.site.id, s.optionId);
    if (stale === undefined) throw new Error('no option');
    // A tier table capping every leverage at 1,500 USDT, by SQL: the remembered option does not know.
    const tiers = storedTiers([
      {
        maxNotionalMinor: 1_500n * USDT,
        maintenanceRateBps: 40n,
        maxLeverage: 125,
        maintenanceAmountMinor: 0n,
      },
    ]);
    await f.t.db.query('UPDATE futures_option SET tiers = $2::jsonb WHERE id = $1', [s.optionId, tiers]);
    const body = futures.placeOrder.body.parse({ futuresOptionId: s.optionId, ...market('LONG', '1000') });
    const input = checkOrderInput(body, stale.terms, stale.pricePrecision);
    if (isRejection(input)) throw new Error(input.code);
    const orders = s.members.map((m) => ({
      ctx: f.t.ctx,
      site: s.site,
      caller: memberCaller(s.site.id, m.id),
      option: stale,
      input,
      request: null,
      hash: null,
      body,
    }));
    expect(await placeMarketBatch(orders)).toEqual([placeAlone, placeAlone, placeAlone]);
    // Through the route, all at once: member 0 (1,000 open) is past the new cap; the others fill.
    const answers = await Promise.all([0, 1, 2].map((member) => place(s, member, market('LONG', '1000'))));
    expect(answers.map((answer) => (isRejection(answer) ? answer.code : answer.status))).toEqual([
      'MAX_POSITION_EXCEEDED',
      'FILLED',
      'FILLED',
    ]);
    await f.t.db.query('UPDATE futures_option SET is_play = false WHERE id = $1', [s.optionId]);
    const off = await Promise.all([0, 1, 2].map((member) => place(s, member, market('SHORT', '1000'))));
    expect(off.map((answer) => (isRejection(answer) ? answer.code : answer.status))).toEqual([
      'OPTION_NOT_TRADABLE',
      'OPTION_NOT_TRADABLE',
      'OPTION_NOT_TRADABLE',
    ]);
    expect(await checkLedgerInvariants(f.t.db, { siteId: s.site.id })).toEqual([]);
  });
});
