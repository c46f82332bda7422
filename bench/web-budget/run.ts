// The web app's budget: JavaScript bytes over the wire (as the real server sends them, compressed)
// for /signin, for the first screen after sign-in and for a member opening /future/{id}, per lazy
// group, and the Largest Contentful Paint of /signin in Chromium with the CPU slowed 4×. Goals: at
// most 120 KB for /signin, LCP at most 1.5 s, at most 170 KB for /future/{id}; printed beside the
// same figures for a bare Vite + React page built and served the same way in the same run. A benchmark, not a test: it exits 0 whether or not the
// goals are met. See bench/README.md for how it measures.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from '../../apps/web/test/support/chromium.ts';
import { repoRoot, startServer } from '../../apps/web/test/support/server-process.ts';
import type { TestServer } from '../../apps/web/test/support/server-process.ts';
import { buildApp, buildBarePage } from './build.ts';
import type { BuiltPage } from './build.ts';
import { futures } from '@baro/contracts';
import { loadMemberPage, loadPage } from './measure.ts';
import type { PageLoad } from './measure.ts';
import { printReport } from './report.ts';
import { serveStatic } from './static-server.ts';
import type { StaticServer } from './static-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? '5');
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? '4');

interface Target {
  readonly origin: string;
  readonly path: string;
  readonly built: BuiltPage;
  readonly ready: { readonly selector: string; readonly text?: string };
}

function loadOf(browser: Browser, target: Target, signIn = false): Promise<PageLoad> {
  return loadPage(browser, { ...target, cpuSlowdown, signIn });
}

/** The first coin futures option the demo site offers, asked from the signed-in page. */
async function firstFuturesOption(page: Page): Promise<number> {
  const options = await page.evaluate(async (path) => {
    const site = (await (await fetch('/api/site_info/code?code=demo')).json()) as { id: number };
    const response = await fetch(`/api${path}?siteInfoId=${String(site.id)}`);
    return (await response.json()) as { id: number }[];
  }, futures.listFuturesOptions.path);
  const [first] = options;
  if (first === undefined) throw new Error('the demo site offers no futures option');
  return first.id;
}

async function main(): Promise<void> {
  if (!existsSync(chromiumPath)) {
    console.error(`Chromium is missing (${chromiumPath}): sudo apt-get install -y chromium fonts-noto-cjk`);
    process.exitCode = 1;
    return;
  }
  const [loadBefore = 0] = loadavg();
  if (loadBefore > 0.5) {
    console.log(
      `Load average ${loadBefore.toFixed(2)} at the start: other processes are busy, LCP will scatter.`,
    );
  }
  console.log('Building the web app (apps/web/dist) and the bare Vite + React page ...');
  const [app, bare] = [await buildApp(repoRoot), await buildBarePage()];

  let server: TestServer | undefined;
  let bareServer: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    console.log('Starting the server (embedded database, demo site) and Chromium ...');
    [server, bareServer, browser] = await Promise.all([
      startServer({ webApp: true, env: { BARO_SKIP_WEB_BUILD: '1' } }),
      serveStatic(bare.outDir),
      launchBrowser(),
    ]);
    const appTarget: Target = {
      origin: server.origin,
      path: '/signin',
      built: app,
      ready: { selector: 'button', text: '로그인' },
    };
    const bareTarget: Target = {
      origin: bareServer.origin,
      path: '/',
      built: bare,
      ready: { selector: 'h1' },
    };

    // One unmeasured load of each first: the browser's own first-use costs are no page's.
    await loadOf(browser, appTarget);
    await loadOf(browser, bareTarget);
    const appLoads: PageLoad[] = [];
    const bareLoads: PageLoad[] = [];
    for (let run = 0; run < runs; run += 1) {
      // ABBA order, so a machine that drifts weighs on both pages alike.
      const appFirst = run % 2 === 0;
      if (!appFirst) bareLoads.push(await loadOf(browser, bareTarget));
      appLoads.push(await loadOf(browser, appTarget, run === 0));
      if (appFirst) bareLoads.push(await loadOf(browser, bareTarget));
      process.stdout.write(`  load ${run + 1}/${runs} done\n`);
    }
    const future = await loadMemberPage(browser, {
      origin: server.origin,
      built: app,
      cpuSlowdown,
      path: async (page) => `/future/${String(await firstFuturesOption(page))}`,
      ready: '[data-testid="last-price"]',
    });
    const [loadAfter = 0] = loadavg();
    printReport({
      cpuSlowdown,
      runs,
      app: appLoads,
      bare: bareLoads,
      future,
      loadAverage: [loadBefore, loadAfter],
    });
  } finally {
    await browser?.close();
    await bareServer?.close();
    await server?.dispose();
    await rm(bare.outDir, { recursive: true, force: true });
  }
}

await main();
