import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oversea from '@baro/contracts/manifest/oversea';
import type { OverseaOption } from '@baro/contracts/routes/oversea';
import { findOverseaFuture, OVERSEA_KRW_RATE_DEFAULTS, overseaTermsOf, parseUnits } from '@baro/domain';
import type { OverseaTerms } from '@baro/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, submitSignIn, uiTimeoutMs } from './browser.ts';
import { MemberApi } from './futures-page.ts';
import { writeRisingRecording } from './rising-replay.ts';
import { startServer } from './server.ts';
import type { TestServer } from './server.ts';

// What the overseas journeys on a recorded market share: the server playing a recording that moves
// every overseas future `ticksPerStep` ticks every 2 s (rising-replay.ts) at a market time the
// journey chose (market-time.ts: an open session, or a close a minute away), the demo member signed
// in over HTTP and in a phone-size page, and the way onto an option's page.

export interface ReplayJourney {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly member: MemberApi;
  /** How far the server's clock runs ahead of this process' (CLOCK_OFFSET_MS). */
  readonly clockOffsetMs: number;
  dispose(): Promise<void>;
}

/**
 * Starts the server on a recording of `minutes` minutes with its clock `clockOffsetMs` ahead
 * (market-time.ts) and a browser, and signs the demo member in.
 */
export async function startReplayJourney(
  minutes: number,
  ticksPerStep: number,
  clockOffsetMs: number,
): Promise<ReplayJourney> {
  const recordingDir = mkdtempSync(join(tmpdir(), 'baro-oversea-replay-'));
  const recording = writeRisingRecording(recordingDir, minutes, ticksPerStep);
  const [server, browser] = await Promise.all([
    startServer({
      env: {
        MARKET_FEED: 'replay',
        MARKET_REPLAY_FILE: recording,
        CLOCK_OFFSET_MS: String(clockOffsetMs),
      },
    }),
    launchBrowser(),
  ]);
  const member = await MemberApi.signIn(server, 'demo');
  const context = await phoneContext(browser, server.origin);
  const page = await context.newPage();
  return {
    server,
    browser,
    context,
    page,
    member,
    clockOffsetMs,
    async dispose() {
      await context.close();
      await browser.close();
      await server.dispose();
      rmSync(recordingDir, { recursive: true, force: true });
    },
  };
}

/** A wire price of the option in its integer price units. */
export function unitsOf(text: string, option: OverseaOption): number {
  const units = parseUnits(text, option.precision, 'exact');
  if (units === null) throw new Error(`${text} is not a price of ${option.stock}`);
  return units;
}

/** The demo's option of `stock` as the member reads it, and the terms a balance is worked out with. */
export async function optionOf(
  member: MemberApi,
  stock: string,
): Promise<{ option: OverseaOption; terms: OverseaTerms }> {
  const options = await member.read<OverseaOption[]>(oversea.listOverseaOptions.path);
  const option = options.find((candidate) => candidate.stock === stock);
  if (option === undefined) throw new Error(`the demo offers no ${stock}`);
  const spec = findOverseaFuture(stock);
  if (spec === undefined) throw new Error(`${stock} is not in the catalogue`);
  return { option, terms: overseaTermsOf(spec, OVERSEA_KRW_RATE_DEFAULTS[spec.currency]) };
}

/**
 * Signs the page in and opens `stock`'s page, in the open session the journey's server clock was set
 * to (a closed market here is a broken journey, not a weekend); answers the option and its terms.
 */
export async function openOption(
  journey: ReplayJourney,
  stock: string,
): Promise<{ option: OverseaOption; terms: OverseaTerms }> {
  const { page, member } = journey;
  const opened = await optionOf(member, stock);
  if (opened.option.isRest) {
    throw new Error(`${stock} is closed at the server's time, which the journey chose to be open`);
  }
  await page.goto('/signin');
  await submitSignIn(page, 'demo');
  await page.waitForURL((url) => url.pathname !== '/signin', { timeout: uiTimeoutMs });
  await page.goto(`/oversea/${opened.option.id}`);
  return opened;
}
