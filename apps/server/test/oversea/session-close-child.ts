import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createContext } from '../../src/create-context.ts';
import type { Database } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { OverseaLoop } from '../../src/modules/oversea/oversea-loop.ts';

// A process that runs one site's overseas trigger loop at a given time, for the session-close kill
// test: the server's own loop, on the test's database, with a clock set to the session's end (the
// real server runs on the wall clock, which no test can move to a close). It prices NQ at LAST_PRICE
// stamped before the close, starts the loop (its first check ends the sessions closed then), logs
// what each step wrote and exits. Env: DATABASE_URL or DATA_DIR (the kill store), SITE_ID, NOW_MS,
// LAST_PRICE, BATCH (members per transaction).

const env = process.env;
const startedMs = Date.now();
const nowMs = Number(env.NOW_MS);
const clock = { nowMs: () => nowMs + (Date.now() - startedMs) };
// Written at once, so the test sees each commit's line as it happens.
const log = pino({ level: 'info' }, pino.destination({ dest: 1, sync: true }));

async function main(): Promise<void> {
  const url = env.DATABASE_URL ?? '';
  const db: Database =
    url === ''
      ? await openPglite(join(env.DATA_DIR ?? '', 'pglite'))
      : openPostgres({ connectionString: url });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'kill-test-secret-that-is-at-least-32-characters',
    DEMO: 'false',
    DATA_DIR: env.DATA_DIR,
  });
  const ctx = await createContext({ config, db, log, clock });
  ctx.market.onTicks([
    { stock: 'NQ', price: Number(env.LAST_PRICE), qty: 1, atMs: nowMs - 60_000, source: 'replay' },
  ]);
  const never = {
    setInterval: () => ({ cancel: () => undefined }),
    setTimeout: () => ({ cancel: () => undefined }),
  };
  const loop = new OverseaLoop(
    {
      db,
      bus: ctx.bus,
      clock,
      market: ctx.market,
      log,
      scheduler: never,
      decisionBatch: Number(env.BATCH ?? 200),
    },
    Number(env.SITE_ID),
  );
  await loop.start();
  const written = await loop.step();
  log.info({ written: written.length }, 'session-close child: step done');
  await loop.stop();
  await db.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `session-close child failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
