import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oversea from '@baro/contracts/manifest/oversea';
import type { OverseaOption, OverseaOrder } from '@baro/contracts/routes/oversea';
import {
  feeKrwMinor,
  findOverseaFuture,
  OVERSEA_KRW_RATE_DEFAULTS,
  overseaTermsOf,
  parseUnits,
  pnlKrwMinor,
} from '@baro/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, submitSignIn, uiTimeoutMs } from './support/browser.ts';
import { MemberApi, toastWith } from './support/futures-page.ts';
import { writeRisingRecording } from './support/rising-replay.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue 16 §4: buy 1 lot → the take-profit fills → the toast and the KRW balance equal the formula.
// The server plays a recording in which every overseas future rises a tick every 2 s
// (support/rising-replay.ts), so a LONG's 10-tick take-profit is reached by the trigger loop within
// about 20 s. The balance is worked out with @baro/domain's formulas from the two recorded fills.

const STOCK = 'NQ';
const JOURNEY_TIMEOUT_MS = 180_000;

let recordingDir: string;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let member: MemberApi;

beforeAll(async () => {
  recordingDir = mkdtempSync(join(tmpdir(), 'baro-oversea-replay-'));
  const recording = writeRisingRecording(recordingDir, 60, 1);
  [server, browser] = await Promise.all([
    startServer({ env: { MARKET_FEED: 'replay', MARKET_REPLAY_FILE: recording } }),
    launchBrowser(),
  ]);
  member = await MemberApi.signIn(server, 'demo');
  context = await phoneContext(browser, server.origin);
  page = await context.newPage();
});

afterAll(async () => {
  await (context as BrowserContext | undefined)?.close();
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
  rmSync(recordingDir, { recursive: true, force: true });
});

function unitsOf(text: string, option: OverseaOption): number {
  const units = parseUnits(text, option.precision, 'exact');
  if (units === null) throw new Error(`${text} is not a price of ${option.stock}`);
  return units;
}

describe('overseas futures on a rising market', () => {
  it(
    'buys 1 lot at market with TP/SL 10/10; the take-profit fills: toast, and the KRW balance by the formula',
    async () => {
      const options = await member.read<OverseaOption[]>(oversea.listOverseaOptions.path);
      const option = options.find((candidate) => candidate.stock === STOCK);
      if (option === undefined) throw new Error(`the demo offers no ${STOCK}`);
      await page.goto('/signin');
      await submitSignIn(page, 'demo');
      await page.waitForURL((url) => url.pathname !== '/signin', { timeout: uiTimeoutMs });
      await page.goto(`/oversea/${option.id}`);
      if (option.isRest) {
        // The session calendar follows the real clock: on a closed market the refusal is what there is.
        await page.getByText(`${STOCK}종목이 현재 휴장중입니다.`).waitFor({ timeout: uiTimeoutMs });
        expect(await page.getByRole('button', { name: '매수', exact: true }).isDisabled()).toBe(true);
        return;
      }
      const spec = findOverseaFuture(STOCK);
      if (spec === undefined) throw new Error(`${STOCK} is not in the catalogue`);
      const terms = overseaTermsOf(spec, OVERSEA_KRW_RATE_DEFAULTS[spec.currency]);
      const before = await member.binaryBalance();

      await page.getByTestId('last-price').waitFor({ timeout: uiTimeoutMs });
      await page.getByRole('button', { name: '매수', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      const card = page.getByTestId('oversea-position');
      await card.waitFor({ timeout: uiTimeoutMs });
      expect(await card.getByText('TP (10틱)').count()).toBe(1);
      // The market fill's toast, then (about 20 s on) the take-profit's.
      await toastWith(page, '주문 체결완료').first().waitFor({ timeout: uiTimeoutMs });
      await card.waitFor({ state: 'detached', timeout: 90_000 });
      await toastWith(page, '주문 체결완료').first().waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'oversea-take-profit');

      const history = await member.read<{ content: OverseaOrder[] }>(
        `${oversea.listOverseaHistory.path}?overseaOptionId=${option.id}&page=1&size=10`,
      );
      const filled = history.content.filter((order) => order.status === 'FILLED');
      const opening = filled.find((order) => order.marketType === 'MARKET');
      const takeProfit = filled.find((order) => order.marketType === 'TAKEPROFIT');
      if (opening?.fillTick == null || takeProfit?.fillTick == null) {
        throw new Error(
          `the fills are not recorded: ${JSON.stringify(filled.map((order) => order.marketType))}`,
        );
      }
      const entry = unitsOf(opening.fillTick.price, option);
      const exit = unitsOf(takeProfit.fillTick.price, option);
      expect(exit - entry).toBeGreaterThanOrEqual(10 * terms.tickUnits);
      const expected = before - 2n * feeKrwMinor(1, terms) + pnlKrwMinor(1, 1, entry, exit, terms);
      await expect.poll(() => member.binaryBalance(), { timeout: uiTimeoutMs }).toBe(expected);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
