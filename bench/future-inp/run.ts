// INP of /future/{id} (issue 15 §5): a signed-in demo member on a phone (390×844, CPU slowed 4×)
// switches the order panel's tabs, types a quantity, taps 25–100 %, opens and closes the 롱 / 숏
// confirmations and the leverage dialog and switches the position tabs, while the real server's replay
// feed plays 20 ticks/s of the coin and the server publishes each of them to the page. The peer, in the same run and the same page: the same
// interactions with the market's tick messages held back from the page. Goal: INP ≤ 200 ms. A
// benchmark, not a test: it exits 0 whether or not the goal is met. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { COIN_FUTURES } from '@baro/domain';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from '../../apps/web/test/support/chromium.ts';
import { demoSiteId, repoRoot, startServer } from '../../apps/web/test/support/server-process.ts';
import type { TestServer } from '../../apps/web/test/support/server-process.ts';
import { openSession } from './measure.ts';
import type { Round } from './measure.ts';
import { writeFastCoinRecording } from './recording.ts';
import { printReport } from './report.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? '6');
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? '4');
const ticksPerSecond = Number(process.env.BENCH_TICKS_PER_SECOND ?? '20');
const stock = process.env.BENCH_STOCK ?? 'BTCUSDT';

async function optionIdOf(server: TestServer): Promise<number> {
  const response = await fetch(`${server.origin}/api/futures/option/list?siteInfoId=${demoSiteId}`);
  if (!response.ok) throw new Error(`the option list answered ${response.status}`);
  const options = (await response.json()) as { id: number; stock: string }[];
  const option = options.find((candidate) => candidate.stock === stock);
  if (option === undefined) throw new Error(`the demo offers no ${stock} futures option`);
  return option.id;
}

async function main(): Promise<void> {
  if (!existsSync(chromiumPath)) {
    console.error(`Chromium is missing (${chromiumPath}): sudo apt-get install -y chromium fonts-noto-cjk`);
    process.exitCode = 1;
    return;
  }
  const coin = COIN_FUTURES.find((spec) => spec.stock === stock);
  if (coin === undefined) throw new Error(`${stock} is not in the coin catalogue`);
  const [loadBefore = 0] = loadavg();
  // The web app as `npm start` serves it: built when apps/web/dist is missing or stale.
  const build = spawnSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the web app failed');
  const recordingDir = mkdtempSync(join(tmpdir(), 'baro-future-inp-'));
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  try {
    const recording = writeFastCoinRecording(recordingDir, coin, ticksPerSecond);
    console.log(`Starting the server (replay feed, ${ticksPerSecond} ticks/s of ${stock}) and Chromium ...`);
    [server, browser] = await Promise.all([
      startServer({
        webApp: true,
        env: {
          BARO_SKIP_WEB_BUILD: '1',
          MARKET_FEED: 'replay',
          MARKET_REPLAY_FILE: recording,
          // The server publishes prices twice a second by default, and the replay feed hands over its
          // ticks every 100 ms: here the feed hands over each tick as it falls due and the server
          // publishes twice per tick interval, so the page gets every tick (the issue's "20 ticks/s
          // arrive"). At one publish per tick interval, two ticks often fell in one round.
          MARKET_REPLAY_BATCH_MS: '5',
          MARKET_PUBLISH_INTERVAL_MS: String(Math.max(20, Math.floor(1000 / ticksPerSecond / 2))),
        },
      }),
      launchBrowser(),
    ]);
    const session = await openSession(browser, {
      origin: server.origin,
      optionId: await optionIdOf(server),
      cpuSlowdown,
    });
    try {
      // One unmeasured round of each first: lazy chunks (the dialogs) and the first queries are no peer's.
      await session.round('streaming');
      await session.round('quiet');
      const measured: Round[] = [];
      for (let round = 0; round < rounds; round += 1) {
        // ABBA: streaming, quiet, quiet, streaming, …, so a drifting machine weighs on both alike.
        const order = round % 2 === 0 ? (['streaming', 'quiet'] as const) : (['quiet', 'streaming'] as const);
        for (const peer of order) measured.push(await session.round(peer));
        process.stdout.write(`  round ${round + 1}/${rounds} done\n`);
      }
      const [loadAfter = 0] = loadavg();
      printReport({
        stock,
        feedTicksPerSecond: ticksPerSecond,
        cpuSlowdown,
        rounds: measured,
        loadAverage: [loadBefore, loadAfter],
      });
    } finally {
      await session.close();
    }
  } finally {
    await browser?.close();
    await server?.dispose();
    rmSync(recordingDir, { recursive: true, force: true });
  }
}

await main();
