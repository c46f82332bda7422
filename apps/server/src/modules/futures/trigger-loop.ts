import { estimateFundingRatePpm, FUNDING_INTERVAL_MS, nextFundingTimeMs } from '@baro/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../context.ts';
import { moneyAction } from '../../core/money-action.ts';
import { isRejection } from '../../core/rejection.ts';
import type { Database } from '../../db/database.ts';
import type { Scheduler, TimerHandle } from '../../market/feeds/timers.ts';
import { intervalFundingRatePpm } from '../../market/futures-info.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { cancelLocked } from './cancel-order.ts';
import { changeHorizon } from '../../db/change-horizon.ts';
import { feedTick, marksNow } from './feed-prices.ts';
import { fillOrder } from './fill-order.ts';
import { queueOrderEvent } from './futures-events.ts';
import { loadFuturesOptionById } from './futures-option.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { settleFunding } from './funding.ts';
import { LiquidationBook } from './liquidation-book.ts';
import { sweepLiquidations } from './liquidation-sweep.ts';
import { positionLiquidationPrice, positionSelect } from './position-records.ts';
import type { PositionRow } from './position-records.ts';
import { TriggerBook } from './trigger-book.ts';
import { WarnWatch } from './warn-watch.ts';
import { yieldToEventLoop } from './yield-to-event-loop.ts';
import type { RestingOrder, TriggerEntry } from './trigger-book.ts';

export interface TriggerLoopDeps {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly market: MarketService;
  readonly log: Logger;
  readonly scheduler: Scheduler;
  /** Positions per transaction of a liquidation sweep; `liquidationBatchSize` when not given. */
  readonly liquidationBatch?: number;
}

/** How often the owner looks at the option's prices (in memory: no database read unless something crosses). */
export const triggerPollMs = 100;

/**
 * How often it reads the orders and positions changed since (two index-range reads per option): a
 * resting order waits at most this long before it can trigger, and the embedded database is spared
 * hundreds of empty reads a second on a site with many options.
 */
export const triggerRefreshMs = 1_000;

interface OpenOrderRow {
  id: number;
  trade_type: 'LONG' | 'SHORT';
  market_type: RestingOrder['type'];
  price: string | null;
  stop_price: string | null;
  is_mark: boolean;
  stop_triggered: boolean;
}

function restingOrder(row: OpenOrderRow): RestingOrder {
  return {
    id: row.id,
    side: row.trade_type,
    type: row.market_type,
    price: row.price === null ? null : Number(row.price),
    stopPrice: row.stop_price === null ? null : Number(row.stop_price),
    isMark: row.is_mark,
    stopTriggered: row.stop_triggered,
  };
}

/**
 * One option's trigger loop, run by the node that owns `futures:<id>` (ownership/, as the rounds'
 * clocks are). On start it rebuilds its TriggerBook from the open orders (the database is the truth);
 * then, every poll, it adds the orders placed since (an index range, `readChanges`), and
 * fills what the feed's last and mark prices cross, each fill its own transaction that records the
 * deciding tick and pushes after commit. A fill the member can no longer pay (or that would pass the
 * tier cap) cancels the order instead, its hold back to the wallet.
 */
export class TriggerLoop {
  private readonly book = new TriggerBook();
  private readonly liquidations = new LiquidationBook();
  /** The ids of the orders in the book, so a read that overlaps the last one does not add one twice. */
  private readonly known = new Set<number>();
  private lastRefreshMs = Number.NEGATIVE_INFINITY;
  /**
   * Where the next read of changes starts (`changeHorizon`); null until the first read, which takes
   * every open order and position and no closed one (nothing is watched yet).
   */
  private changesSince: Date | null = null;
  /** The funding time to settle next: on start the last one passed, in case it was missed while down. */
  private fundingDueMs = 0;
  private option: FuturesOptionTerms | undefined;
  private warnings: WarnWatch | undefined;
  private timer: TimerHandle | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: TriggerLoopDeps,
    readonly optionId: number,
  ) {}

  get restingCount(): number {
    return this.book.size;
  }

  get positionCount(): number {
    return this.liquidations.size;
  }

  /** The positions watched for a margin warning (`WarnWatch`). */
  get warnWatchCount(): number {
    return this.warnings?.size ?? 0;
  }

  async start(): Promise<void> {
    this.option = await loadFuturesOptionById(this.deps.db, this.optionId);
    if (this.option !== undefined) this.warnings = new WarnWatch(this.option.terms);
    await this.readChanges();
    const nowMs = this.deps.clock.nowMs();
    this.fundingDueMs = nextFundingTimeMs(nowMs) - FUNDING_INTERVAL_MS;
    // Just read; the options' later reads are spread over the second rather than all at once, so a
    // node with many options never stalls its requests on a burst of reads (the embedded database
    // runs on the same thread).
    this.lastRefreshMs = nowMs - (this.optionId % 10) * (triggerRefreshMs / 10);
    this.timer = this.deps.scheduler.setInterval(() => {
      if (this.running !== null) return;
      const refresh = this.deps.clock.nowMs() - this.lastRefreshMs >= triggerRefreshMs;
      this.running = this.step({ refresh })
        .then(() => undefined)
        .catch((error: unknown) => {
          this.deps.log.error({ err: error, optionId: this.optionId }, 'futures: trigger step failed');
        })
        .finally(() => {
          this.running = null;
        });
    }, triggerPollMs);
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = null;
    await this.running;
  }

  /**
   * One poll: (with `refresh`) the orders and positions changed since read in, then what the prices
   * cross filled, liquidated, and any funding time passed settled. Tests drive it tick by tick.
   */
  async step(options: { refresh: boolean } = { refresh: true }): Promise<number> {
    const option = this.option;
    if (option === undefined) return 0;
    if (options.refresh) {
      this.lastRefreshMs = this.deps.clock.nowMs();
      await this.readChanges();
    }
    const nowMs = this.deps.clock.nowMs();
    const tick = feedTick(this.deps.market, option.stock, nowMs);
    if (tick === null) return 0;
    let filled = 0;
    const marks = marksNow(this.deps.market, nowMs, { stock: option.stock, mark: tick.markPrice });
    for (const entry of this.book.crossed(tick.lastPrice, tick.markPrice)) {
      await yieldToEventLoop();
      this.known.delete(entry.orderId);
      const input = {
        option,
        tick: { source: tick.source, atMs: tick.atMs, price: tick.lastPrice },
        markPrice: tick.markPrice,
        nowMs,
        marks,
      };
      if (entry.action === 'ARM') {
        // Rests as its limit from now on; the next step fills it if this tick already crosses that.
        await this.arm(entry);
        continue;
      }
      if (await this.fill(entry, input)) filled += 1;
    }
    const markTick = { source: tick.source, atMs: tick.atMs, price: tick.markPrice };
    const crossed = this.liquidations.crossed(tick.markPrice);
    if (crossed.length > 0) {
      // Set-based: the positions the mark reached are re-judged and settled a batch per transaction.
      const swept = await sweepLiquidations(this.deps, {
        option,
        positionIds: crossed,
        batchSize: this.deps.liquidationBatch,
        tick: markTick,
        nowMs,
        marks,
      });
      filled += swept.liquidated.length;
      for (const positionId of swept.liquidated) this.warnings?.remove(positionId);
      for (const error of swept.errors)
        this.deps.log.error(
          { err: error, optionId: this.optionId },
          'futures: liquidation batch or its pushes failed',
        );
      for (const positionId of swept.survived) await this.reindexPosition(positionId);
    }
    // Read only: nothing to commit, so the warning goes out at once (to positions still open).
    await this.warnings?.warn(this.deps.db, this.deps.bus, tick.markPrice);
    while (options.refresh && nowMs >= this.fundingDueMs) {
      // The interval's rate, the one the ticker showed (its time-weighted average premium, or the
      // venue's own rate); the one-tick estimate only if the market has no price for the stock.
      const state = this.deps.market.stock(option.stock);
      const ratePpm =
        (state === undefined ? null : intervalFundingRatePpm(state, this.fundingDueMs, nowMs)) ??
        estimateFundingRatePpm(tick.markPrice, tick.lastPrice);
      await settleFunding(this.deps, {
        option,
        fundingAtMs: this.fundingDueMs,
        ratePpm,
        tick: markTick,
        nowMs,
        marks,
      });
      this.fundingDueMs += FUNDING_INTERVAL_MS;
    }
    return filled;
  }

  /**
   * The orders placed and the positions changed since the last look, each an index range from the
   * horizon taken before the last look (change-horizon.ts), so nothing committed meanwhile is missed.
   */
  private async readChanges(): Promise<void> {
    const horizon = await changeHorizon(this.deps.db);
    await this.readNewOrders(this.changesSince);
    await this.readChangedPositions(this.changesSince);
    this.changesSince = horizon;
  }

  /**
   * The open positions changed since `since` and the open CROSS ones whose wallet moved since (their
   * collateral), their liquidation prices indexed; then those closed since, dropped. All on a null `since`.
   */
  private async readChangedPositions(since: Date | null): Promise<void> {
    const option = this.option;
    if (option === undefined) return;
    const rows = await this.deps.db.query<PositionRow>(
      `${positionSelect} WHERE p.id IN (
         SELECT id FROM futures_position
         WHERE futures_option_id = $1 AND status = 'OPEN' AND changed_at >= COALESCE($2, '-infinity'::timestamptz)
         UNION
         SELECT c.id FROM futures_cross_stamp s
           JOIN futures_position c ON c.member_id = s.member_id AND c.futures_option_id = $1
             AND c.status = 'OPEN' AND c.margin_type = 'CROSS'
         WHERE s.changed_at >= $2)`,
      [this.optionId, since],
    );
    for (const row of rows.rows) {
      this.liquidations.set(row.id, row.trade_type, positionLiquidationPrice(row, option.terms));
      this.warnings?.set(row);
    }
    if (since === null) return;
    // Read after the open ones, so a position that closed between the two reads is dropped too.
    const closed = await this.deps.db.query<{ id: number }>(
      `SELECT id FROM futures_position
       WHERE futures_option_id = $1 AND status = 'CLOSED' AND changed_at >= $2`,
      [this.optionId, since],
    );
    for (const row of closed.rows) this.dropPosition(row.id);
  }

  /** A position gone (closed, flipped, liquidated): no longer judged for liquidation or warned about. */
  private dropPosition(positionId: number): void {
    this.liquidations.remove(positionId);
    this.warnings?.remove(positionId);
  }

  /** A position the mark reached but that survived the check (margin added meanwhile): indexed again. */
  private async reindexPosition(positionId: number): Promise<void> {
    const option = this.option;
    if (option === undefined) return;
    const rows = await this.deps.db.query<PositionRow>(
      `${positionSelect} WHERE p.id = $1 AND p.status = 'OPEN'`,
      [positionId],
    );
    const row = rows.rows[0];
    if (row !== undefined)
      this.liquidations.set(row.id, row.trade_type, positionLiquidationPrice(row, option.terms));
  }

  /** The open orders placed since `since` (all on a null one) into the book, those it holds skipped. */
  private async readNewOrders(since: Date | null): Promise<void> {
    const rows = await this.deps.db.query<OpenOrderRow>(
      `SELECT id, trade_type, market_type, price::text AS price, stop_price::text AS stop_price, is_mark,
         stop_triggered
       FROM futures_order
       WHERE futures_option_id = $1 AND status = 'OPEN' AND changed_at >= COALESCE($2, '-infinity'::timestamptz)
       ORDER BY id`,
      [this.optionId, since],
    );
    for (const row of rows.rows) {
      if (this.known.has(row.id)) continue;
      this.known.add(row.id);
      this.book.add(restingOrder(row));
    }
  }

  private async fill(entry: TriggerEntry, input: Parameters<typeof fillOrder>[3]): Promise<boolean> {
    const key = { siteId: 0, memberId: 0, requestId: undefined, body: null };
    const done = await moneyAction(this.deps, key, async (tx, events) => {
      const filled = await fillOrder(tx, events, entry.orderId, input);
      return filled ?? { positionId: null, gone: true };
    });
    if (!isRejection(done)) return !('gone' in done);
    this.deps.log.info({ orderId: entry.orderId, code: done.code }, 'futures: triggered order cancelled');
    await transactionWithEvents(this.deps, (tx, events) =>
      cancelLocked(tx, events, entry.orderId, this.deps.clock.nowMs()),
    );
    return false;
  }

  /** A STOPLIMIT's stop fired: it rests as its limit from now on (ORDER_UPDATE). */
  private async arm(entry: TriggerEntry): Promise<void> {
    const armed = await transactionWithEvents(this.deps, async (tx, events) => {
      const rows = await tx.query<OpenOrderRow>(
        `UPDATE futures_order SET stop_triggered = true, updated_at = $2 WHERE id = $1 AND status = 'OPEN'
         RETURNING id, trade_type, market_type, price::text AS price, stop_price::text AS stop_price, is_mark,
           stop_triggered`,
        [entry.orderId, new Date(this.deps.clock.nowMs())],
      );
      const row = rows.rows[0];
      if (row !== undefined) await queueOrderEvent(tx, events, 'ORDER_UPDATE', row.id);
      return row;
    });
    if (armed === undefined) return;
    this.known.add(armed.id);
    this.book.add(restingOrder(armed));
  }
}
