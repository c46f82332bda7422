import {
  averageEntryPrice,
  closeFeeMinor,
  copyCloseQtyMinor,
  decideCopy,
  initialMarginMinor,
  NO_SHARE_YET,
  openFeeMinor,
  pnlMinor,
  shareOfClose,
} from '@baro/domain';
import type { ShareState } from '@baro/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundFutures, openFuturesFixture, USDT } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { drainSignals } from '../../src/modules/copytrade/copy-runtime.ts';
import { settleClose } from '../../src/modules/futures/close-settlement.ts';
import { approvedTrader } from './copytrade-fixture.ts';

// The set-based fan-out against a reference that copies one follower at a time (issue 17 §3): random
// follower settings and balances, random trader opens, adds, reduces and closes at random prices. The
// reference keeps each follower's books in memory with the domain's rules, one follower after the
// other; after every trader fill the database must hold the same balances, copies and skip reasons,
// the ledger must balance, and no profit share is ever charged below the high-water mark.

const STEP = 1_000_000n; // 0.01 USDT, the option's quantity step
const MIN = 100_000_000n; // 1 USDT, the smallest order
const FEE_BPS = 4n;
const LEVERAGE = 10;
const SHARE_BPS = 1_000n;

let f: FuturesFixture;
const drain = () => drainSignals({ db: f.t.db, bus: f.t.ctx.bus, clock: f.clock, market: f.t.ctx.market });

beforeAll(async () => {
  f = await openFuturesFixture();
});
afterAll(() => f.close());

interface Settings {
  multiplyPer: number;
  maxBetUsdt: number;
  oneMaxBetUsdt: number;
  fundsCents: number;
}

type Action =
  { kind: 'open'; qtyUsdt: number; price: number } | { kind: 'close'; percent: number; price: number };

/** One follower's books as the reference keeps them. */
interface Books {
  member: Member;
  settings: Settings;
  balance: bigint;
  usedBet: bigint;
  position: { qty: bigint; entry: number; margin: bigint } | undefined;
  copy: { qty: bigint; margin: bigint; realized: bigint; share: bigint; status: string };
  share: ShareState;
  outcomes: string[];
}

function referenceOpen(books: Books, traderMargin: bigint, price: number): void {
  const decided = decideCopy({
    traderMarginMinor: traderMargin,
    leverage: LEVERAGE,
    multiplyPer: books.settings.multiplyPer,
    oneMaxBetMinor: BigInt(books.settings.oneMaxBetUsdt) * USDT,
    maxBetMinor: BigInt(books.settings.maxBetUsdt) * USDT,
    usedBetMinor: books.usedBet,
    availableMinor: books.balance,
    qtyStepMinor: STEP,
    minQtyMinor: MIN,
    takerFeeBps: FEE_BPS,
  });
  if (!decided.ok) {
    books.outcomes.push(`OPEN SKIPPED ${decided.reason}`);
    if (books.copy.status === 'NONE') books.copy.status = 'SKIPPED';
    return;
  }
  const margin = initialMarginMinor(decided.qtyMinor, LEVERAGE);
  books.balance -= margin + openFeeMinor(decided.qtyMinor, FEE_BPS);
  books.usedBet += margin;
  books.position =
    books.position === undefined
      ? { qty: decided.qtyMinor, entry: price, margin }
      : {
          qty: books.position.qty + decided.qtyMinor,
          entry: averageEntryPrice(1, books.position.qty, books.position.entry, decided.qtyMinor, price),
          margin: books.position.margin + margin,
        };
  books.copy = {
    ...books.copy,
    qty: books.copy.qty + decided.qtyMinor,
    margin: books.copy.margin + margin,
    status: 'OPEN',
  };
  books.outcomes.push('OPEN COPIED');
}

function referenceClose(
  books: Books,
  traderBefore: bigint,
  closed: bigint,
  ends: boolean,
  price: number,
): void {
  const position = books.position;
  if (books.copy.status !== 'OPEN' || position === undefined) return;
  const want = ends
    ? books.copy.qty
    : copyCloseQtyMinor({
        copyQtyMinor: books.copy.qty,
        traderQtyMinor: traderBefore,
        closedQtyMinor: closed,
        qtyStepMinor: STEP,
        minQtyMinor: MIN,
      });
  const qty = want < position.qty ? want : position.qty;
  const whole = qty >= position.qty;
  const released = whole ? position.margin : (position.margin * qty) / position.qty;
  const pnl = pnlMinor(1, qty, position.entry, price);
  const paid = settleClose(pnl, released, closeFeeMinor(qty, position.entry, price, FEE_BPS));
  const net = (pnl > 0n ? pnl : -paid.lossPaid) - paid.feePaid;
  const shared = shareOfClose(books.share, net, SHARE_BPS);
  expect(shared.state.highWaterMinor).toBeGreaterThanOrEqual(books.share.highWaterMinor);
  books.share = shared.state;
  books.balance += released + net - shared.shareMinor;
  books.position = whole
    ? undefined
    : { ...position, qty: position.qty - qty, margin: position.margin - released };
  const copyReleased = whole ? books.copy.margin : (books.copy.margin * qty) / books.copy.qty;
  books.usedBet -= copyReleased;
  books.copy = {
    qty: whole ? 0n : books.copy.qty - qty,
    margin: books.copy.margin - copyReleased,
    realized: books.copy.realized + net,
    share: books.copy.share + shared.shareMinor,
    status: whole ? 'CLOSED' : 'OPEN',
  };
  books.outcomes.push('CLOSE COPIED');
}

async function stored(books: Books) {
  const [point, wait] = await f.futures(books.member.id);
  const copy = await f.t.db.query<{
    qty: string;
    margin: string;
    realized_pnl: string;
    profit_share: string;
    status: string;
  }>(
    `SELECT qty::text AS qty, margin::text AS margin, realized_pnl::text AS realized_pnl,
       profit_share::text AS profit_share, status
     FROM futures_follower_order WHERE member_id = $1`,
    [books.member.id],
  );
  const outcomes = await f.t.db.query<{ kind: string; outcome: string; skip_reason: string | null }>(
    'SELECT kind, outcome, skip_reason FROM copytrade_copy_fill WHERE member_id = $1 ORDER BY id',
    [books.member.id],
  );
  return {
    point,
    wait,
    copy: copy.rows[0],
    outcomes: outcomes.rows.map((row) =>
      [row.kind, row.outcome, row.skip_reason].filter((part) => part !== null).join(' '),
    ),
  };
}

function expected(books: Books) {
  return {
    point: books.balance,
    wait: books.position?.margin ?? 0n,
    copy:
      books.copy.status === 'NONE'
        ? undefined
        : {
            qty: books.copy.qty.toString(),
            margin: books.copy.margin.toString(),
            realized_pnl: books.copy.realized.toString(),
            profit_share: books.copy.share.toString(),
            status: books.copy.status,
          },
    outcomes: books.outcomes,
  };
}

const settingsArb = fc.record({
  multiplyPer: fc.integer({ min: 0, max: 100 }),
  maxBetUsdt: fc.integer({ min: 10, max: 300 }),
  oneMaxBetUsdt: fc.integer({ min: 10, max: 150 }),
  fundsCents: fc.integer({ min: 1_000, max: 50_000 }),
});
const priceArb = fc.integer({ min: 450_000, max: 550_000 });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    qtyUsdt: fc.integer({ min: 50, max: 2_000 }),
    price: priceArb,
  }),
  fc.record({
    kind: fc.constant('close' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    price: priceArb,
  }),
);

describe('the set-based fan-out against a one-follower-at-a-time reference', () => {
  it('agrees on every balance, copy and skip reason after every trader fill; the books balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(settingsArb, { minLength: 1, maxLength: 5 }),
        fc.array(actionArb, { minLength: 1, maxLength: 7 }),
        async (followers, actions) => {
          f.tick(500_000);
          const trader = await approvedTrader(f, { fundsUsdt: 100_000n });
          await f.post(
            '/futures/order/leverage',
            { futuresOptionId: f.optionId, leverage: LEVERAGE },
            trader.member,
          );
          const books: Books[] = [];
          for (const settings of followers) {
            const funds = BigInt(settings.fundsCents) * 1_000_000n;
            const member = await f.member(0n);
            await fundFutures(f.t.db, f.site.id, member.id, funds);
            const res = await f.post(
              '/copytrade/follower/follow',
              {
                traderId: trader.traderId,
                followStock: ['BTCUSDT'],
                multiplyPer: settings.multiplyPer,
                maxBet: String(settings.maxBetUsdt),
                oneMaxBet: String(settings.oneMaxBetUsdt),
              },
              member,
            );
            expect(res.statusCode, res.body).toBe(200);
            books.push({
              member,
              settings,
              balance: funds,
              usedBet: 0n,
              position: undefined,
              copy: { qty: 0n, margin: 0n, realized: 0n, share: 0n, status: 'NONE' },
              share: NO_SHARE_YET,
              outcomes: [],
            });
          }
          let traderQty = 0n;
          for (const action of actions) {
            f.tick(action.price);
            if (action.kind === 'open') {
              const qty = BigInt(action.qtyUsdt) * USDT;
              const res = await f.post(
                '/futures/order',
                {
                  futuresOptionId: f.optionId,
                  tradeType: 'LONG',
                  marketType: 'MARKET',
                  qty: String(action.qtyUsdt),
                },
                trader.member,
              );
              expect(res.statusCode, res.body).toBe(200);
              traderQty += qty;
              await drain();
              for (const follower of books)
                referenceOpen(follower, initialMarginMinor(qty, LEVERAGE), action.price);
            } else {
              if (traderQty === 0n) continue;
              const closed =
                action.percent === 100
                  ? traderQty
                  : ((traderQty * BigInt(action.percent)) / 100n / STEP) * STEP;
              if (closed < MIN) continue;
              const res = await f.post(
                '/futures/order',
                {
                  futuresOptionId: f.optionId,
                  tradeType: 'SHORT',
                  marketType: 'MARKET',
                  qty: (Number(closed) / 1e8).toFixed(2),
                },
                trader.member,
              );
              expect(res.statusCode, res.body).toBe(200);
              const ends = closed >= traderQty;
              await drain();
              for (const follower of books) referenceClose(follower, traderQty, closed, ends, action.price);
              traderQty -= closed;
            }
            for (const follower of books) expect(await stored(follower)).toEqual(expected(follower));
          }
          expect(await f.invariants()).toEqual([]);
          // Close what is left, so the next run starts from a trader without a position.
          if (traderQty > 0n)
            await f.post(
              '/futures/order',
              {
                futuresOptionId: f.optionId,
                tradeType: 'SHORT',
                marketType: 'MARKET',
                qty: (Number(traderQty) / 1e8).toFixed(2),
              },
              trader.member,
            );
          await drain();
        },
      ),
      { numRuns: 12, seed: Number(process.env.BARO_PROPERTY_SEED ?? 20261127) },
    );
  }, 300_000);
});
