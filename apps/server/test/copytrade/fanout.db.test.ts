import { crossQueue } from '@baro/contracts';
import { closeFeeMinor } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFuturesOption, openFuturesFixture, USDT } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { runSignal } from '../../src/modules/copytrade/copy-fanout.ts';
import { drainSignals } from '../../src/modules/copytrade/copy-runtime.ts';
import { approvedTrader } from './copytrade-fixture.ts';

// The fan-out of a trader's fills to followers (DOMAIN.md §5, docs/copytrade-design.md): on the
// database, through the real calls (the trader's orders over HTTP, the signal its fill commits, the
// fan-out run as the runtime runs it). Prices are in units of 0.1 USDT; amounts in USDT minor units.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
});
afterAll(() => f.close());

async function traderAt10x(): Promise<{ member: Member; traderId: number }> {
  const trader = await approvedTrader(f, { fundsUsdt: 10_000n });
  await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, trader.member);
  return trader;
}

async function follower(
  traderId: number,
  settings: Record<string, unknown>,
  funds = 1_000n,
): Promise<Member> {
  const member = await f.member(funds);
  const res = await f.post(
    '/copytrade/follower/follow',
    { traderId, followStock: ['BTCUSDT'], multiplyPer: 50, maxBet: '100', oneMaxBet: '100', ...settings },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

const market = (member: Member, tradeType: 'LONG' | 'SHORT', qty: string) =>
  f.post('/futures/order', { futuresOptionId: f.optionId, tradeType, marketType: 'MARKET', qty }, member);

const ctx = () => ({ db: f.t.db, bus: f.t.ctx.bus, clock: f.clock, market: f.t.ctx.market });

async function copyOf(member: Member) {
  const rows = await f.t.db.query<{
    status: string;
    qty: string;
    margin: string;
    open_price: string | null;
    realized_pnl: string;
    profit_share: string;
    skip_reason: string | null;
  }>(
    `SELECT status, qty::text AS qty, margin::text AS margin, open_price::text AS open_price,
       realized_pnl::text AS realized_pnl, profit_share::text AS profit_share, skip_reason
     FROM futures_follower_order WHERE member_id = $1 ORDER BY id`,
    [member.id],
  );
  return rows.rows;
}

async function positionOf(member: Member) {
  return (await f.get('/futures/history/open_position', {}, member)).json<Record<string, unknown>[]>();
}

describe('a trader’s opening fill', () => {
  it('is copied to each follower at the same price and leverage, sized by ratio and caps, or skipped with its reason', async () => {
    const trader = await traderAt10x();
    const half = await follower(trader.traderId, { multiplyPer: 50 });
    const capped = await follower(trader.traderId, { multiplyPer: 100, oneMaxBet: '10' });
    const none = await follower(trader.traderId, { multiplyPer: 0 });
    f.futuresEvents();

    const opened = await market(trader.member, 'LONG', '1000');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await drainSignals(ctx())).toBe(1);

    // 100 USDT of trader margin: 50 % is 50 (500 notional at 10×), the one-copy cap makes 10 (100).
    expect(await positionOf(half)).toEqual([
      expect.objectContaining({
        tradeType: 'LONG',
        qty: '500',
        leverage: 10,
        margin: '50',
        entryPrice: '50000.0',
      }),
    ]);
    expect(await positionOf(capped)).toEqual([expect.objectContaining({ qty: '100', margin: '10' })]);
    expect(await positionOf(none)).toEqual([]);
    // Margin and the 0.04 % taker fee out of the wallet, as any fill.
    expect(await f.futures(half.id)).toEqual([1_000n * USDT - 50n * USDT - 20_000_000n, 50n * USDT]);
    expect(await copyOf(half)).toEqual([
      expect.objectContaining({
        status: 'OPEN',
        qty: '50000000000',
        margin: '5000000000',
        open_price: '500000',
      }),
    ]);
    expect(await copyOf(none)).toEqual([
      expect.objectContaining({ status: 'SKIPPED', qty: '0', skip_reason: 'COPY_BELOW_MIN_QTY' }),
    ]);

    // The wallet push to a follower copied (available after margin and fee), none to one skipped.
    const crossTo = (member: Member) =>
      f.published.filter(
        (message) =>
          message.destination === crossQueue.destination &&
          message.target.kind === 'member' &&
          message.target.memberId === member.id,
      );
    expect(crossTo(half).map((message) => JSON.parse(message.body) as unknown)).toEqual([
      expect.objectContaining({ playerPoint: '949.8' }),
    ]);
    expect(crossTo(none)).toEqual([]);
    const events = f.futuresEvents().filter((event) => event['type'] === 'COPYTRADE_OPEN');
    expect(events).toHaveLength(3);
    expect(events).toContainEqual(
      expect.objectContaining({
        status: 'OPENED',
        margin: '50',
        price: '50000.0',
        traderId: trader.traderId,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        status: 'SKIPPED',
        skipReason: 'COPY_BELOW_MIN_QTY',
        futuresPositionId: null,
      }),
    );
    expect(await f.invariants()).toEqual([]);
  });

  it('runs once: a second run of the signal finds it done and writes nothing', async () => {
    const trader = await traderAt10x();
    const member = await follower(trader.traderId, {});
    await market(trader.member, 'LONG', '1000');
    const signal = await f.t.db.query<{ id: string }>(
      `SELECT s.id::text AS id FROM copytrade_signal s JOIN futures_order o ON o.id = s.futures_order_id
       WHERE o.member_id = $1`,
      [trader.member.id],
    );
    const id = Number(signal.rows[0]!.id);
    expect(await runSignal(ctx(), id)).toBe(true);
    expect(await runSignal(ctx(), id)).toBe(false);
    expect(await copyOf(member)).toHaveLength(1);
    expect(await positionOf(member)).toEqual([expect.objectContaining({ qty: '500' })]);
  });

  it('adds: a second fill grows the copy and its mean entry; maxBet bounds what all copies hold', async () => {
    const trader = await traderAt10x();
    const member = await follower(trader.traderId, { multiplyPer: 100, maxBet: '150', oneMaxBet: '100' });
    await market(trader.member, 'LONG', '1000');
    await drainSignals(ctx());
    f.tick(520_000);
    await market(trader.member, 'LONG', '1000');
    await drainSignals(ctx());
    // 100 then the 50 left under maxBet 150.
    expect(await copyOf(member)).toEqual([
      expect.objectContaining({ status: 'OPEN', margin: '15000000000' }),
    ]);
    await market(trader.member, 'LONG', '1000');
    await drainSignals(ctx());
    const fills = await f.t.db.query<{ outcome: string; skip_reason: string | null }>(
      `SELECT outcome, skip_reason FROM copytrade_copy_fill WHERE member_id = $1 ORDER BY id`,
      [member.id],
    );
    expect(fills.rows).toEqual([
      { outcome: 'COPIED', skip_reason: null },
      { outcome: 'COPIED', skip_reason: null },
      { outcome: 'SKIPPED', skip_reason: 'COPY_MAX_BET_REACHED' },
    ]);
    f.tick(500_000);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('a copy sits alone in its position', () => {
  it('after an unfollow and a new follow of the same trader, the add is not copied into the first copy’s position, and the close pays it once', async () => {
    f.tick(500_000);
    const trader = await traderAt10x();
    const member = await follower(trader.traderId, { multiplyPer: 50, maxBet: '1000', oneMaxBet: '1000' });
    expect((await market(trader.member, 'LONG', '1000')).statusCode).toBe(200);
    await drainSignals(ctx());
    expect((await f.post('/copytrade/follower/unfollow', {}, member)).statusCode).toBe(200);
    const again = await f.post(
      '/copytrade/follower/follow',
      {
        traderId: trader.traderId,
        followStock: ['BTCUSDT'],
        multiplyPer: 50,
        maxBet: '1000',
        oneMaxBet: '1000',
      },
      member,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await market(trader.member, 'LONG', '1000')).statusCode).toBe(200);
    await drainSignals(ctx());
    expect(await copyOf(member)).toEqual([
      expect.objectContaining({ status: 'OPEN', margin: '5000000000' }),
      expect.objectContaining({ status: 'SKIPPED', skip_reason: 'COPY_POSITION_CONFLICT' }),
    ]);
    // The trader closes at +10 %: the one copy (500 notional) closes once, the position with it.
    f.tick(550_000);
    const [before] = await f.futures(member.id);
    expect((await market(trader.member, 'SHORT', '2000')).statusCode).toBe(200);
    await drainSignals(ctx());
    expect(await positionOf(member)).toEqual([]);
    const net = 50n * USDT - closeFeeMinor(500n * USDT, 500_000, 550_000, 4n);
    const [after, held] = await f.futures(member.id);
    // Margin 50 back, the gain net of the fee, less the trader's 10 % share of it.
    expect({ gained: after - before, held }).toEqual({ gained: 50n * USDT + net - net / 10n, held: 0n });
    expect(await f.invariants()).toEqual([]);
  });

  it('a position of the follower’s own on the pair, even of the same side and leverage, is not copied into', async () => {
    f.tick(500_000);
    const trader = await traderAt10x();
    const member = await follower(trader.traderId, { multiplyPer: 50 });
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, member);
    expect((await market(member, 'LONG', '100')).statusCode).toBe(200);
    expect((await market(trader.member, 'LONG', '1000')).statusCode).toBe(200);
    await drainSignals(ctx());
    expect(await copyOf(member)).toEqual([
      expect.objectContaining({ status: 'SKIPPED', skip_reason: 'COPY_POSITION_CONFLICT' }),
    ]);
    expect(await positionOf(member)).toEqual([expect.objectContaining({ qty: '100', margin: '10' })]);
  });
});

describe('a follower whose CROSS position is at a loss', () => {
  it('is copied only from what is left once that loss is backed: past it, the copy is skipped', async () => {
    const trader = await traderAt10x();
    const eth = await insertFuturesOption(f.t.db, f.site.id, { stock: 'ETHUSDT' });
    const ethAt = (price: number) => {
      f.t.ctx.market.onTicks([
        { stock: 'ETHUSDT', price, qty: 1, atMs: f.clock.nowMs(), source: 'simulated' },
      ]);
    };
    ethAt(30_000);
    const backed = await follower(trader.traderId, { multiplyPer: 50 });
    const spent = await follower(trader.traderId, { multiplyPer: 50 });
    for (const member of [backed, spent]) {
      await f.post('/futures/order/margin_type', { futuresOptionId: eth, marginType: 'CROSS' }, member);
      await f.post('/futures/order/leverage', { futuresOptionId: eth, leverage: 10 }, member);
    }
    // A CROSS ETH LONG of 5,000 at 10×: 500 of margin and 2 of fee, 498 left in each wallet.
    const ethLong = (member: Member) =>
      f.post(
        '/futures/order',
        { futuresOptionId: eth, tradeType: 'LONG', marketType: 'MARKET', qty: '5000' },
        member,
      );
    expect((await ethLong(backed)).statusCode).toBe(200);
    expect((await ethLong(spent)).statusCode).toBe(200);
    // ETH down 8 %: each has lost 400 at mark, which the wallets' 498 back; 98 is free.
    ethAt(27_600);
    f.clock.advanceMs(3_600_000);
    const lost = (await f.get('/futures/history/open_position', { futuresOptionId: eth }, backed)).json<
      { unrealizedPnl: string }[]
    >();
    expect(lost[0]?.unrealizedPnl).toBe('-400');
    // The other one moves out what is free: what is left backs the loss and pays no copy.
    const moved = await f.post(
      '/dnw/transfer',
      { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '98' },
      spent,
    );
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await market(trader.member, 'LONG', '1000')).statusCode).toBe(200);
    expect(await drainSignals(ctx())).toBe(1);
    expect(await copyOf(backed)).toEqual([expect.objectContaining({ status: 'OPEN', margin: '5000000000' })]);
    expect(await copyOf(spent)).toEqual([
      expect.objectContaining({ status: 'SKIPPED', qty: '0', skip_reason: 'COPY_INSUFFICIENT_BALANCE' }),
    ]);
    expect(await f.futures(spent.id)).toEqual([400n * USDT, 500n * USDT]);
    expect(await f.invariants()).toEqual([]);
  });
});

describe('a trader’s close', () => {
  it('closes the same fraction of each copy at the same price, and the trader earns the share of the profit', async () => {
    f.tick(500_000);
    const trader = await traderAt10x();
    const member = await follower(trader.traderId, { multiplyPer: 50 });
    await market(trader.member, 'LONG', '1000');
    await drainSignals(ctx());
    const [traderBefore] = await f.futures(trader.member.id);
    f.tick(550_000);
    f.futuresEvents();
    expect((await market(trader.member, 'SHORT', '400')).statusCode).toBe(200);
    await drainSignals(ctx());
    // 40 % of the 500 copy: 200 notional, +10 % in price: 20 USDT, less the close fee.
    const fee = closeFeeMinor(200n * USDT, 500_000, 550_000, 4n);
    const net = 20n * USDT - fee;
    const share = net / 10n;
    expect(await positionOf(member)).toEqual([expect.objectContaining({ qty: '300', margin: '30' })]);
    expect(await copyOf(member)).toEqual([
      expect.objectContaining({
        status: 'OPEN',
        qty: '30000000000',
        margin: '3000000000',
        realized_pnl: net.toString(),
        profit_share: share.toString(),
      }),
    ]);
    const [traderAfter] = await f.futures(trader.member.id);
    const traderFee = closeFeeMinor(400n * USDT, 500_000, 550_000, 4n);
    // The trader's own close (40 USDT less fee, 40 margin back) plus the share.
    expect(traderAfter - traderBefore).toBe(40n * USDT - traderFee + 40n * USDT + share);
    const closes = f.futuresEvents(member).filter((event) => event['type'] === 'COPYTRADE_CLOSE');
    expect(closes).toEqual([
      expect.objectContaining({ closePrice: '55000.0', realizedPnl: (Number(net) / 1e8).toString() }),
    ]);

    // The rest closes at a loss: the copy ends, no share on a loss, the follow's margin is free again.
    f.tick(480_000);
    await market(trader.member, 'SHORT', '600');
    await drainSignals(ctx());
    expect(await positionOf(member)).toEqual([]);
    expect(await copyOf(member)).toEqual([
      expect.objectContaining({ status: 'CLOSED', qty: '0', margin: '0', profit_share: share.toString() }),
    ]);
    const follow = await f.get('/copytrade/follower/my_trader_follower', {}, member);
    expect(follow.json()).toMatchObject({ usedBet: '0' });
    const traderOrder = await f.t.db.query<{ status: string; qty: string }>(
      `SELECT status, qty::text AS qty FROM futures_trader_order WHERE member_id = $1`,
      [trader.member.id],
    );
    expect(traderOrder.rows).toEqual([{ status: 'CLOSED', qty: '0' }]);
    expect(await f.invariants()).toEqual([]);
    f.tick(500_000);
  });

  it('the high-water mark: after a loss, the trader earns again only above the earlier peak', async () => {
    f.tick(500_000);
    const trader = await traderAt10x();
    const member = await follower(trader.traderId, { multiplyPer: 50 });
    const round = async (from: number, to: number) => {
      f.tick(from);
      await market(trader.member, 'LONG', '1000');
      await drainSignals(ctx());
      f.tick(to);
      await market(trader.member, 'SHORT', '1000');
      await drainSignals(ctx());
    };
    await round(500_000, 450_000); // a loss: −50 USDT on the 500 copy
    await round(500_000, 550_000); // +50: back near the mark, not above it (fees)
    const shares = await f.t.db.query<{ profit_share: string }>(
      `SELECT profit_share::text AS profit_share FROM copytrade_copy_fill WHERE member_id = $1 AND kind = 'CLOSE'`,
      [member.id],
    );
    expect(shares.rows).toEqual([{ profit_share: '0' }, { profit_share: '0' }]);
    f.tick(500_000);
  });
});

describe('POST /futures/order/copytrade/close', () => {
  it('closes the caller’s copy early at the feed’s price; later adds of that position are not copied', async () => {
    f.tick(500_000);
    const trader = await traderAt10x();
    const member = await follower(trader.traderId, { multiplyPer: 50 });
    const stranger = await f.member();
    await market(trader.member, 'LONG', '1000');
    await drainSignals(ctx());
    const ids = await f.t.db.query<{ id: number; futures_trader_order_id: number }>(
      'SELECT id, futures_trader_order_id FROM futures_follower_order WHERE member_id = $1',
      [member.id],
    );
    const copy = ids.rows[0]!;
    const body = {
      futuresFollowerOrderId: copy.id,
      futuresTraderOrderId: copy.futures_trader_order_id,
      closePrice: '1',
      requestId: 'early-close-1',
    };
    const notYours = await f.post('/futures/order/copytrade/close', body, stranger);
    expect([notYours.statusCode, notYours.json<{ code: string }>().code]).toEqual([
      404,
      'COPY_ORDER_NOT_FOUND',
    ]);

    f.tick(510_000);
    const res = await f.post('/futures/order/copytrade/close', body, member);
    expect(res.statusCode, res.body).toBe(200);
    // At the feed's 51,000, not the client's price.
    expect(res.json()).toMatchObject({
      tradeType: 'SHORT',
      status: 'FILLED',
      qty: '500',
      fillTick: expect.objectContaining({ price: '51000.0' }) as unknown,
    });
    const again = await f.post('/futures/order/copytrade/close', body, member);
    expect(again.json()).toEqual(res.json());
    expect(await positionOf(member)).toEqual([]);
    expect(await copyOf(member)).toEqual([
      expect.objectContaining({ status: 'CLOSED', qty: '0', margin: '0' }),
    ]);

    await market(trader.member, 'LONG', '1000');
    await drainSignals(ctx());
    expect(await positionOf(member)).toEqual([]);
    const last = await f.t.db.query<{ skip_reason: string | null }>(
      'SELECT skip_reason FROM copytrade_copy_fill WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [member.id],
    );
    expect(last.rows[0]?.skip_reason).toBe('COPY_CLOSED_BY_FOLLOWER');
    await market(trader.member, 'SHORT', '2000');
    await drainSignals(ctx());
    expect(await copyOf(member)).toEqual([expect.objectContaining({ status: 'CLOSED' })]);
    expect(await f.invariants()).toEqual([]);
    f.tick(500_000);
  });
});
