import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletViews } from '../../src/ledger/index.ts';
import { insertFuturesOption, openFuturesFixture, openPosition, USDT } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Audit 7: one member's actions racing each other through the MARKET batch and the one-order path.
// Whatever interleaving the database picks, money is never overdrawn or double-spent, a requestId
// places at most one order, a close never flips, and every answer is the handler's own (no 500).
// On PGlite the actions queue; the races are real with BARO_TEST_DATABASE_URL (PostgreSQL).

let f: FuturesFixture;
let eth: number;

beforeAll(async () => {
  f = await openFuturesFixture();
  eth = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
  prices();
});
afterAll(() => f.close());

function prices(): void {
  f.tick(500_000);
  f.t.ctx.market.onTicks([
    { stock: 'ETHUSDT', price: 30_000, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
  ]);
}

const market = (optionId: number, qty: string, extra: Record<string, unknown> = {}) => ({
  futuresOptionId: optionId,
  tradeType: 'LONG',
  marketType: 'MARKET',
  qty,
  ...extra,
});

async function usdtWallet(member: Member): Promise<bigint> {
  const views = await walletViews(f.t.db, { siteId: f.site.id, memberId: member.id });
  return views.find((view) => view.type === 'USDT')?.point ?? 0n;
}

/** What the member's filled orders took out of the wallet: margin plus fee (nothing closes here). */
async function spentOnFills(member: Member): Promise<bigint> {
  const found = await f.t.db.query<{ spent: string }>(
    `SELECT COALESCE(SUM(margin + fee), 0)::text AS spent FROM futures_order
     WHERE member_id = $1 AND status = 'FILLED'`,
    [member.id],
  );
  return BigInt(found.rows[0]?.spent ?? '0');
}

/** Other members' orders on both options at the same moment, so that batches form around the racer. */
async function crowd(count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await f.member();
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, member);
    await f.post('/futures/order/leverage', { futuresOptionId: eth, leverage: 10 }, member);
    members.push(member);
  }
  return members;
}

const crowdOrders = (members: Member[]) =>
  members.flatMap((member) => [
    f.post('/futures/order', market(f.optionId, '100'), member),
    f.post('/futures/order', market(eth, '100'), member),
  ]);

describe("one member's orders and transfers out of the FUTURES wallet at once", () => {
  it('never spend more than the wallet held, and every answer is a 200 or the catalogued refusal', async () => {
    const others = await crowd(6);
    const m = await f.member(1_000n);
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, m);
    await f.post('/futures/order/leverage', { futuresOptionId: eth, leverage: 10 }, m);
    prices();
    const mine = [
      ...[1, 2, 3].map(() => f.post('/futures/order', market(f.optionId, '2000'), m)),
      ...[1, 2, 3].map(() => f.post('/futures/order', market(eth, '2000'), m)),
      ...[1, 2, 3].map(() =>
        f.post('/dnw/transfer', { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '150' }, m),
      ),
    ];
    const answers = await Promise.all([...mine, ...crowdOrders(others)]);
    for (const res of answers) {
      expect([200, 400], res.body).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    const [left] = await f.futures(m.id);
    expect(left).toBeGreaterThanOrEqual(0n);
    // Every minor unit is somewhere: in the wallet, in a fill's margin and fee, or moved to USDT.
    expect(left + (await spentOnFills(m)) + (await usdtWallet(m))).toBe(1_000n * USDT);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('one requestId sent at once through the batch and the one-order path', () => {
  it('places one order; the other bodies answer IDEMPOTENCY_CONFLICT, the same body that order', async () => {
    const others = await crowd(6);
    const m = await f.member();
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, m);
    await f.post('/futures/order/leverage', { futuresOptionId: eth, leverage: 10 }, m);
    prices();
    const requestId = 'audit7-same-request';
    const bodies = [
      market(f.optionId, '100', { requestId }),
      market(f.optionId, '100', { requestId }),
      market(eth, '100', { requestId }),
      market(f.optionId, '100', { requestId, marketType: 'LIMIT', price: '40000' }),
      market(f.optionId, '100', { requestId, takeProfit: '60000' }),
    ];
    const answers = await Promise.all([
      ...bodies.map((body) => f.post('/futures/order', body, m)),
      ...crowdOrders(others),
    ]);
    const rows = await f.t.db.query<{ id: number }>(
      'SELECT id FROM futures_order WHERE member_id = $1 AND request_id = $2',
      [m.id, requestId],
    );
    expect(rows.rows).toHaveLength(1);
    const placedId = rows.rows[0]?.id;
    answers.slice(0, bodies.length).forEach((res) => {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.json()).toMatchObject({ id: placedId });
      else expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    });
    // The winner's body decides which others conflict; the first two are the same body.
    expect(answers[0]?.statusCode).toBe(answers[1]?.statusCode);
    const fills = await f.t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_posting WHERE ref = $1`,
      [`futures-order:${placedId}`],
    );
    expect(Number(fills.rows[0]?.n)).toBeLessThanOrEqual(2);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('two full closes of one position at once', () => {
  it('close it once; the other is POSITION_NOT_OPEN and nothing flips', async () => {
    const m = await f.member();
    prices();
    const id = await openPosition(f, m, 'LONG', { qty: '1000' });
    const close = market(f.optionId, '1000', { tradeType: 'SHORT', futuresPositionId: id });
    const plain = market(f.optionId, '1000', { tradeType: 'SHORT' });
    const answers = await Promise.all([
      f.post('/futures/order', close, m),
      f.post('/futures/order', close, m),
      f.post('/futures/order', { ...close, qty: '5000' }, m),
      f.post(
        '/futures/order/tpsl',
        { futuresPositionId: id, takeProfit: '60000', stopLoss: '40000', isMarkTp: false, isMarkSl: false },
        m,
      ),
      f.post('/futures/order/margin', { futuresPositionId: id, amount: '10', type: 'ADD' }, m),
    ]);
    const closes = answers.slice(0, 3);
    expect(closes.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of closes.filter((res) => res.statusCode !== 200))
      expect(res.json(), res.body).toMatchObject({ code: 'POSITION_NOT_OPEN' });
    for (const res of answers.slice(3)) {
      expect([200, 404], res.body).toContain(res.statusCode);
      if (res.statusCode === 404) expect(res.json()).toMatchObject({ code: 'POSITION_NOT_FOUND' });
    }
    const open = await f.t.db.query('SELECT id FROM futures_position WHERE member_id = $1 AND status = $2', [
      m.id,
      'OPEN',
    ]);
    expect(open.rows).toEqual([]);
    const tpsl = await f.t.db.query(`SELECT id FROM futures_order WHERE member_id = $1 AND status = 'OPEN'`, [
      m.id,
    ]);
    expect(tpsl.rows).toEqual([]);
    // A plain order after the close opens the other way, as asked: the close-only ones never did.
    expect((await f.post('/futures/order', plain, m)).statusCode).toBe(200);
    expect(await f.invariants()).toEqual([]);
  });
});

describe("one member's MARKET and LIMIT orders at once against the tier cap", () => {
  it('never hold more than the cap at 125× (50,000) between the position and the resting orders', async () => {
    const others = await crowd(6);
    const m = await f.member(100_000n);
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 125 }, m);
    prices();
    const answers = await Promise.all([
      f.post('/futures/order', market(f.optionId, '30000'), m),
      f.post('/futures/order', market(f.optionId, '30000'), m),
      f.post('/futures/order', market(f.optionId, '30000', { marketType: 'LIMIT', price: '40000' }), m),
      f.post('/futures/order', market(f.optionId, '30000', { marketType: 'LIMIT', price: '40000' }), m),
      ...crowdOrders(others),
    ]);
    for (const res of answers.slice(0, 4)) {
      expect([200, 400], res.body).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ code: 'MAX_POSITION_EXCEEDED' });
    }
    expect(answers.slice(0, 4).filter((res) => res.statusCode === 200)).toHaveLength(1);
    const used = await f.t.db.query<{ used: string }>(
      `SELECT ((SELECT COALESCE(SUM(qty), 0) FROM futures_position WHERE member_id = $1 AND status = 'OPEN')
         + (SELECT COALESCE(SUM(qty), 0) FROM futures_order WHERE member_id = $1 AND status = 'OPEN'))::text AS used`,
      [m.id],
    );
    expect(BigInt(used.rows[0]?.used ?? '0')).toBeLessThanOrEqual(50_000n * USDT);
    expect(await f.invariants()).toEqual([]);
  });
});
