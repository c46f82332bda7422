import type { Logger } from 'pino';
import type { Clock } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { Ownership } from '../ownership/ownership.ts';
import type { EventSink } from '../realtime/bus.ts';
import { backfillSimulated } from './backfill.ts';
import { CandlePersistence } from './candle-persistence.ts';
import { createPriceFeed } from './feeds/create-price-feed.ts';
import type { PriceFeed, TickSink } from './feeds/price-feed.ts';
import type { WalkPoint } from './feeds/random-walk.ts';
import { simulatedCatalogue } from './feeds/simulated-catalogue.ts';
import type { Scheduler, TimerHandle } from './feeds/timers.ts';
import { microMirrors } from './instrument-catalogue.ts';
import { publishMarket, marketPublishIntervalMs } from './market-publisher.ts';
import type { MarketService } from './market-service.ts';
import { mirrorSink } from './mirror-sink.ts';
import { OverseaSessionWatch } from './oversea-sessions.ts';
import { sessionGateSink } from './session-gate-sink.ts';

/** Which feed prices the market, and how (the server's MARKET_* settings). */
export type MarketFeedSettings =
  | { readonly kind: 'simulated'; readonly seed: number; readonly historyDays: number }
  | { readonly kind: 'replay'; readonly filePath: string; readonly batchMs?: number }
  | { readonly kind: 'binance'; readonly baseUrl?: string };

export interface MarketRuntimeInput {
  readonly db: Database;
  readonly market: MarketService;
  readonly events: EventSink;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly log: Logger;
  readonly feed: MarketFeedSettings;
  /** Decides which node writes candles and publishes prices (`marketWriterKey`). */
  readonly ownership: Ownership;
  /** How often prices go out on the topics; `marketPublishIntervalMs` when not given. */
  readonly publishIntervalMs?: number;
}

export interface MarketRuntime {
  readonly feed: PriceFeed;
  /** Stores the candles now (also done every few seconds); answers the rows written. */
  flush(): Promise<number>;
  /** Stops the feed and the timers, then stores the candles one last time. */
  stop(): Promise<void>;
}

const flushIntervalMs = 5_000;
const pruneIntervalMs = 3_600_000;
const sessionCheckIntervalMs = 1_000;
const DAY_MS = 86_400_000;

/**
 * Every node prices the market from its own feed, so each node's calls answer from memory; one node,
 * the owner of this key, stores the candles and publishes prices and session changes, so that rows
 * are written and topics sent once however many nodes run.
 */
export const marketWriterKey = 'market:writer';

/**
 * Starts pricing the market: loads stored candles, fills the simulated history (first start) or the
 * hole since the last run, starts the feed, and runs the timers that publish prices, store candles,
 * prune old ones and announce overseas session changes.
 */
export async function startMarketRuntime(input: MarketRuntimeInput): Promise<MarketRuntime> {
  const { db, market, events, clock, scheduler, log } = input;
  const persistence = new CandlePersistence(db, market);
  const startedMs = performance.now();
  const restored = await persistence.restore();
  const restoredMs = performance.now();
  // Mirrors before the gate: a micro shares its full-size contract's ticks and its session.
  const mirrors = microMirrors();
  const sink = mirrorSink(
    sessionGateSink(market, (stock) => market.stock(stock)?.instrument.calendarId),
    mirrors,
  );
  const feed = createFeed(input, restored, sink, new Set([...mirrors.values()].flat()));
  const started = feed.start(sink);
  if (input.feed.kind === 'binance') {
    // A venue may be unreachable at start; its adapter keeps retrying and every stock stays in a gap
    // (no prices, nothing settles) until it connects. The server must come up meanwhile.
    started.catch(logFailureOf(log, 'starting the venue feed'));
  } else {
    await started;
  }

  let flushing: Promise<number> | null = null;
  const flush = (): Promise<number> => {
    // One flush at a time: a slow one (a first-start backfill) is not overtaken by the next.
    flushing ??= persistence.flush().finally(() => {
      flushing = null;
    });
    return flushing;
  };
  const logFailure = (what: string) => logFailureOf(log, what);
  const sessions = new OverseaSessionWatch(market, db, events);

  const startWriting = async () => {
    const timers: TimerHandle[] = [
      scheduler.setInterval(() => {
        publishMarket(market, events, clock.nowMs());
      }, input.publishIntervalMs ?? marketPublishIntervalMs),
      scheduler.setInterval(() => {
        flush().catch(logFailure('storing candles'));
      }, flushIntervalMs),
      scheduler.setInterval(() => {
        persistence.prune().catch(logFailure('pruning candles'));
      }, pruneIntervalMs),
      scheduler.setInterval(() => {
        sessions.check(clock.nowMs()).catch(logFailure('checking sessions'));
      }, sessionCheckIntervalMs),
    ];
    await sessions.check(clock.nowMs());
    const flushStartMs = performance.now();
    flush()
      .then((rows) => {
        log.info({ rows, ms: Math.round(performance.now() - flushStartMs) }, 'market candles stored');
      })
      .catch(logFailure('storing candles'));
    return async () => {
      for (const timer of timers) timer.cancel();
      // A periodic flush that failed already logged its error; the final one below still runs.
      await flushing?.catch(() => undefined);
      await persistence.flush();
    };
  };
  const writer = input.ownership.claim(marketWriterKey, startWriting);
  log.info(
    {
      feed: feed.source,
      stocks: feed.stocks.length,
      restoreMs: Math.round(restoredMs - startedMs),
      backfillMs: Math.round(performance.now() - restoredMs),
    },
    'market feed started',
  );

  return {
    feed,
    flush,
    async stop() {
      await feed.stop();
      // The writer's release stores the candles one last time when this node owns the key.
      await writer.drop();
    },
  };
}

function logFailureOf(log: Logger, what: string): (error: unknown) => void {
  return (error) => {
    log.error({ err: error }, `market: ${what} failed`);
  };
}

/**
 * Builds the configured feed over the stocks it prices by their own ticks: every stock of the market
 * but the `mirrored` micro contracts, whose ticks are copies of their full-size contract's (`mirrorSink`)
 * whichever feed runs. A recording's lines for a micro are therefore skipped, not played on top.
 */
function createFeed(
  input: MarketRuntimeInput,
  restored: ReadonlyMap<string, { price: number; atMs: number }>,
  sink: TickSink,
  mirrored: ReadonlySet<string>,
): PriceFeed {
  const { clock, scheduler, market, feed } = input;
  const instruments = [...market.all()]
    .filter((state) => !mirrored.has(state.instrument.stock))
    .map((state) => ({
      stock: state.instrument.stock,
      precision: state.instrument.pricePrecision,
      qtyPrecision: state.instrument.qtyPrecision,
    }));
  switch (feed.kind) {
    case 'replay':
      return createPriceFeed({
        kind: 'replay',
        instruments,
        filePath: feed.filePath,
        batchMs: feed.batchMs,
        clock,
        scheduler,
      });
    case 'binance':
      return createPriceFeed({
        kind: 'binance',
        instruments: instruments.filter(
          (instrument) => market.stock(instrument.stock)?.instrument.family === 'COIN',
        ),
        baseUrl: feed.baseUrl,
        clock,
        scheduler,
      });
    case 'simulated': {
      const walked = simulatedCatalogue();
      const nowMs = clock.nowMs();
      const historyStartMs = nowMs - feed.historyDays * DAY_MS;
      const from = new Map<string, WalkPoint>();
      for (const instrument of walked) {
        from.set(
          instrument.stock,
          restored.get(instrument.stock) ?? { price: instrument.referencePrice, atMs: historyStartMs },
        );
      }
      const resumeFrom = backfillSimulated(walked, feed.seed, from, nowMs, sink);
      return createPriceFeed({
        kind: 'simulated',
        instruments: walked,
        seed: feed.seed,
        clock,
        scheduler,
        resumeFrom,
      });
    }
  }
}
