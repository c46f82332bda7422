import type { futures } from '@baro/contracts';
import type { MemberCaller } from '../caller.ts';
import type { AppContext, Clock } from '../context.ts';
import { isRejection } from '../core/rejection.ts';
import { SIMULATED_SOURCE } from '../market/feeds/random-walk.ts';
import { loadInstruments } from '../market/instrument.ts';
import { MarketService } from '../market/market-service.ts';
import { drainSignals } from '../modules/copytrade/copy-runtime.ts';
import { changeLeverageSetting } from '../modules/futures/leverage-setting.ts';
import { placeOrder } from '../modules/futures/place-order.ts';
import type { Site } from '../modules/sites/find-site.ts';
import { demoMembers } from './demo-data.ts';
import { planTrackRecord } from './track-record-plan.ts';
import type { PlannedTrade } from './track-record-plan.ts';

// The demo trader's track record (issue 17: the leaderboard showed 0 % for the demo's only trader).
// The trades `planTrackRecord` picks from the simulated market's past are placed through the futures
// module's own placement, at their hour: the clock is set to each trade's moment and the prices the
// placement reads come from a market of their own fed the tick of that moment, so each fill records
// the tick that decided it (DOMAIN.md §0) and the copy fan-out copies it to the follower at that time,
// with every margin, fee, pnl and profit share their rules give. Nothing is typed in: the figures the
// leaderboard shows are computed from these fills as from any others.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The record covers at most the leaderboard's longest window but one... */
const recordDays = 30;
/** ...and needs a week of market history to say anything. */
const minimumDays = 7;
/**
 * The simulated backfill writes its older history as a price at every whole minute (backfill.ts), so
 * an hourly candle older than its every-tick span opens with a tick at the hour itself: the record
 * ends three hours back, clear of that span.
 */
const endBeforeNowMs = 3 * HOUR_MS;
/** The persona trades at low leverage (its introduction says so). */
const leverage = 5;
/** An order goes in a moment after the tick it fills at. */
const placedAfterTickMs = 200;

/** The live market's hourly candles are the history the record is chosen from. */
export type TrackRecordContext = Pick<AppContext, 'db' | 'bus' | 'market' | 'clock' | 'log'>;

/**
 * Places the demo trader's past trades, once: nothing when the trader has ever placed an order, when
 * the market has less than a week of history, or when the site has no trader. Answers the number of
 * trades placed.
 */
export async function seedDemoTrackRecord(
  ctx: TrackRecordContext,
  site: Site,
  seed: number,
): Promise<number> {
  const trader = demoMembers.find((member) => member.trader !== undefined);
  // The pairs the demo's follower copies: the ones the trader's introduction names.
  const stocks = demoMembers.find((member) => member.follows?.trader === trader?.username)?.follows
    ?.followStock;
  if (trader === undefined || stocks === undefined) return 0;
  const members = await ctx.db.query<{ id: number; has_orders: boolean }>(
    `SELECT m.id, EXISTS (SELECT 1 FROM futures_order o WHERE o.member_id = m.id) AS has_orders
     FROM member m JOIN copytrade_trader t ON t.member_id = m.id WHERE m.site_id = $1 AND m.username = $2`,
    [site.id, trader.username],
  );
  const row = members.rows[0];
  if (row === undefined || row.has_orders) return 0;
  const options = await ctx.db.query<{ id: number; stock: string }>(
    `SELECT id, stock FROM futures_option WHERE site_id = $1 AND stock = ANY($2::text[])`,
    [site.id, stocks],
  );
  const untilMs = ctx.clock.nowMs() - endBeforeNowMs;
  const hourly = new Map(
    options.rows.map((option) => [
      option.stock,
      ctx.market
        .stock(option.stock)
        ?.book.series('1h')
        .candlesBetween(untilMs - recordDays * DAY_MS, untilMs, 1_000) ?? [],
    ]),
  );
  const oldest = Math.min(...[...hourly.values()].map((candles) => candles[0]?.openTimeMs ?? untilMs));
  if (untilMs - oldest < minimumDays * DAY_MS) return 0;
  const trades = planTrackRecord({ hourly, fromMs: oldest, untilMs, leverage, seed });
  if (trades.length === 0) return 0;

  // The copy-trading story starts before the first trade: the trader approved and the follower
  // following from the record's start, so the follower's copies of it are theirs.
  await ctx.db.query(
    `WITH t AS (UPDATE copytrade_trader SET approved_at = $2 WHERE member_id = $1 RETURNING id)
     UPDATE copytrade_follow SET created_at = $2 WHERE trader_id IN (SELECT id FROM t) AND is_active`,
    [row.id, new Date(oldest)],
  );
  const history = historyMarket(await loadInstruments(ctx.db));
  const placing = { db: ctx.db, bus: ctx.bus, clock: history.clock, market: history.market };
  const caller: MemberCaller = {
    kind: 'member',
    memberId: row.id,
    siteId: site.id,
    username: trader.username,
    sessionId: 'demo-track-record',
  };
  const optionOf = new Map(options.rows.map((option) => [option.stock, option.id]));
  for (const option of options.rows) {
    const set = await changeLeverageSetting(ctx, site, caller, { futuresOptionId: option.id, leverage });
    if (isRejection(set)) throw new Error(`Demo track record: leverage refused (${set.code}).`);
  }
  for (const trade of trades) {
    const futuresOptionId = optionOf.get(trade.stock);
    if (futuresOptionId === undefined) continue;
    history.at(trade.stock, trade.entry);
    const opened = await place(placing, site, caller, trade, {
      futuresOptionId,
      tradeType: 'LONG',
      marketType: 'MARKET',
      qty: String(trade.notionalUsdt),
    });
    // The position was flat before this order (every trade closes whole), so it holds this order's
    // quantity: closing that quantity closes it.
    history.at(trade.stock, trade.exit);
    await place(placing, site, caller, trade, {
      futuresOptionId,
      tradeType: 'SHORT',
      marketType: 'MARKET',
      qty: opened.qty,
    });
  }
  ctx.log.info(
    { trades: trades.length, fromMs: oldest, untilMs },
    'demo: the trader’s track record placed (and copied to their follower)',
  );
  return trades.length;
}

/** A market of its own and a clock set by hand: the prices and the time of each past moment. */
function historyMarket(instruments: Awaited<ReturnType<typeof loadInstruments>>) {
  let nowMs = 0;
  const clock: Clock = { nowMs: () => nowMs };
  const market = new MarketService(instruments, { clock });
  return {
    clock,
    market,
    /** The feed's tick of `stock` at `point`, and the clock just after it. */
    at(stock: string, point: PlannedTrade['entry']): void {
      market.onTicks([{ stock, price: point.price, qty: 0, atMs: point.atMs, source: SIMULATED_SOURCE }]);
      nowMs = point.atMs + placedAfterTickMs;
    },
  };
}

/** Places one order of the record, then runs the copy fan-out of its fill at the same moment. */
async function place(
  ctx: Parameters<typeof placeOrder>[0],
  site: Site,
  caller: MemberCaller,
  trade: PlannedTrade,
  body: Parameters<typeof placeOrder>[3],
): Promise<futures.FuturesOrder> {
  const placed = await placeOrder(ctx, site, caller, body);
  if (isRejection(placed)) {
    throw new Error(
      `Demo track record: the ${trade.stock} ${body.tradeType} order was refused (${placed.code}).`,
    );
  }
  await drainSignals(ctx);
  return placed;
}
