import { join } from 'node:path';
import pino from 'pino';
import { loadConfig, ConfigError } from './config.ts';
import { createContext } from './create-context.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { seedDemoMarket } from './demo/demo-market.ts';
import { seedDemo } from './demo/seed.ts';
import { seedDemoTrackRecord } from './demo/seed-track-record.ts';
import { buildApp } from './http/app.ts';
import { closeWithin, drainTimeMsDefault } from './http/drain.ts';
import { defaultWebAppDir, serveWebApp } from './http/web-app.ts';
import { nodeScheduler } from './market/feeds/timers.ts';
import { marketFeedSettings } from './market/market-feed-settings.ts';
import { startMarketRuntime } from './market/market-runtime.ts';
import { startCopyRuntime } from './modules/copytrade/copy-runtime.ts';
import { startFuturesRuntime } from './modules/futures/futures-runtime.ts';
import { startOverseaRuntime } from './modules/oversea/oversea-runtime.ts';
import { startRoundsRuntime } from './modules/rounds/rounds-runtime.ts';
import { findSiteById } from './modules/sites/find-site.ts';
import { startEconomicRuntime } from './modules/support/economic/economic-runtime.ts';
import { createOwnership } from './ownership/create-ownership.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db: Database =
    config.databaseUrl === undefined
      ? await openPglite(join(config.dataDir, 'pglite'))
      : openPostgres({ connectionString: config.databaseUrl });
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');

  const ctx = await createContext({ config, db, log });
  if (config.clockOffsetMs !== 0) {
    log.warn(
      { clockOffsetMs: config.clockOffsetMs, serverTime: new Date(ctx.clock.nowMs()).toISOString() },
      'the server clock runs ahead of the wall clock (CLOCK_OFFSET_MS, a demo and test switch)',
    );
  }
  const demo = config.demo ? await seedDemo(ctx) : undefined;
  if (demo !== undefined) await seedDemoMarket(db, demo.siteId);
  const ownership = createOwnership(config, log);
  const feed = marketFeedSettings(config);
  const market =
    feed === null
      ? null
      : await startMarketRuntime({
          db,
          market: ctx.market,
          events: ctx.bus,
          clock: ctx.clock,
          scheduler: nodeScheduler,
          log,
          feed,
          ownership,
          publishIntervalMs: config.marketPublishIntervalMs,
        });
  // The demo trader's past trades, placed on the simulated market's history once it is there and
  // before the futures and copy runtimes start, so they find the record in the database like any other.
  if (demo !== undefined && feed?.kind === 'simulated') {
    const demoSite = await findSiteById(db, demo.siteId);
    const deps = { db, bus: ctx.bus, market: ctx.market, clock: ctx.clock, log };
    if (demoSite !== undefined) await seedDemoTrackRecord(deps, demoSite, feed.seed);
  }
  const rounds = await startRoundsRuntime({
    db,
    bus: ctx.bus,
    clock: ctx.clock,
    market: ctx.market,
    log,
    scheduler: nodeScheduler,
    ownership,
  });
  const futures = await startFuturesRuntime({
    db,
    bus: ctx.bus,
    clock: ctx.clock,
    market: ctx.market,
    log,
    scheduler: nodeScheduler,
    ownership,
    liquidationBatch: config.futuresLiquidationBatch,
  });
  const oversea = await startOverseaRuntime({
    db,
    bus: ctx.bus,
    clock: ctx.clock,
    market: ctx.market,
    log,
    scheduler: nodeScheduler,
    ownership,
  });
  startCopyRuntime({
    db,
    bus: ctx.bus,
    clock: ctx.clock,
    market: ctx.market,
    log,
    scheduler: nodeScheduler,
    ownership,
  });
  startEconomicRuntime({
    db,
    clock: ctx.clock,
    scheduler: nodeScheduler,
    log,
    ownership,
    provider: ctx.economicCalendar,
  });
  const app = await buildApp(ctx);
  await serveWebApp(app, defaultWebAppDir(), log);

  // Graceful shutdown: stop accepting connections, tell socket sessions to reconnect, let requests in
  // flight finish (at most the drain time, idle keep-alive connections closed at once), then close
  // the database, so nothing acknowledged is cut off half way and the process leaves within seconds.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    void closeWithin(app, drainTimeMsDefault, log)
      .then(() => market?.stop())
      .then(() => {
        rounds.stop();
        futures.stop();
        oversea.stop();
        return ownership.close();
      })
      .then(() => {
        log.info('http server closed; closing the database');
        return db.close();
      })
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });

  await app.listen({ port: config.port, host: config.host });
  const lines = [`Baro is running on ${config.publicUrl}`];
  if (demo !== undefined) lines.push(...demo.describe());
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Baro failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
