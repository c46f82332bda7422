import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FuturesOption } from '@baro/contracts/routes/futures';
import {
  COIN_FUTURES,
  DEFAULT_MARGIN_TIERS,
  DEFAULT_TAKER_FEE_BPS,
  initialMarginMinor,
  liquidationPrice,
  openFeeMinor,
} from '@baro/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, signIn, uiTimeoutMs } from './support/browser.ts';
import { climbSecondsOf, crashRecordingPrices, writeCrashRecording } from './support/crash-replay.ts';
import type { CrashPlan } from './support/crash-replay.ts';
import {
  askMarketLong,
  chooseLeverage,
  expectOrderToast,
  MemberApi,
  optionOf,
  priceUnits,
  shownLastPrice,
  shownPoints,
  usdtMinor,
} from './support/futures-page.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue 15 §3, §4: an isolated LONG liquidated by a crash, on /future/{id} against the real server
// priced by a recording in which BTCUSDT climbs a step a second and then falls to 40 % of its start
// (support/crash-replay.ts). The expected balance comes from DOMAIN.md §3 with @baro/domain's
// formulas: an isolated position loses its margin and no more (the insurance account pays any loss
// beyond it), so the wallet ends at what it held less the margin and the opening fee, never below zero.

const STOCK = 'BTCUSDT';
const QTY = '1000';
const LEVERAGE = 10;
const coin = COIN_FUTURES.find((spec) => spec.stock === STOCK);
if (coin === undefined) throw new Error(`${STOCK} is not in the coin catalogue`);
/** Late enough for the server to start and the member to open a position before it. */
const plan: CrashPlan = { coin, crashAtSeconds: 150, crashToPercent: 40 };
/** Time the journey needs between reading the price and the fill. */
const ORDER_SECONDS = 30;

let recordingDir: string;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let member: MemberApi;
let option: FuturesOption;

beforeAll(async () => {
  recordingDir = mkdtempSync(join(tmpdir(), 'baro-crash-replay-'));
  const recording = writeCrashRecording(recordingDir, plan);
  [server, browser] = await Promise.all([
    startServer({ env: { MARKET_FEED: 'replay', MARKET_REPLAY_FILE: recording } }),
    launchBrowser(),
  ]);
  member = await MemberApi.signIn(server, 'demo');
  option = await optionOf(member, STOCK);
  context = await phoneContext(browser, server.origin);
  page = await context.newPage();
});

afterAll(async () => {
  await (context as BrowserContext | undefined)?.close();
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
  rmSync(recordingDir, { recursive: true, force: true });
});

describe('coin futures in a crash', () => {
  it(
    "liquidates an isolated LONG: '청산' toast, the position gone, the balance less its margin and fee",
    async () => {
      const before = await member.futuresBalance();
      await signIn(page, 'demo');
      await page.goto(`/future/${option.id}`);
      await page.getByTestId('last-price').waitFor({ timeout: uiTimeoutMs });

      // The climb's price says how far the recording is: there must be time to open before the crash.
      const seconds = climbSecondsOf(plan, await shownLastPrice(page, option.precision));
      if (seconds === null) throw new Error('the page shows a price off the climb: the crash came first');
      expect(seconds).toBeLessThan(plan.crashAtSeconds - ORDER_SECONDS);

      expect(await page.getByTestId('margin-type').innerText()).toBe('격리');
      await chooseLeverage(page, LEVERAGE);
      const sheet = await askMarketLong(page, QTY);
      await sheet.getByRole('button', { name: '주문하기' }).click();
      const card = page.getByTestId('position');
      await card.waitFor({ timeout: uiTimeoutMs });
      const [position] = await member.openPositions(option.id);
      if (position === undefined) throw new Error('no open position after the market order');
      const qty = usdtMinor(QTY);
      const entry = priceUnits(position.entryPrice, option.precision);
      expect(crashRecordingPrices(plan).has(entry)).toBe(true);
      expect(position.marginType).toBe('ISOLATED');
      const margin = initialMarginMinor(qty, LEVERAGE);
      const liquidation = liquidationPrice({
        direction: 1,
        qtyMinor: qty,
        entryPrice: entry,
        collateralMinor: margin,
        tiers: DEFAULT_MARGIN_TIERS,
      });
      if (liquidation === null) throw new Error('a 10× LONG has a liquidation price');
      await expect
        .poll(async () =>
          priceUnits(
            (await card.getByTestId('position-liq').innerText()).replaceAll(',', ''),
            option.precision,
          ),
        )
        .toBe(liquidation);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'futures-crash-position-open');

      // The crash: the mark follows the index down until it reaches the liquidation price. The
      // system's LIQUIDATION order fills just before (ORDER_FILLED, then POSITION_LIQUID): '청산'
      // alone says so, with no '주문이 체결되었습니다' for an order the member never placed (the
      // opening fill's toast went some 20 s before the crash: ORDER_SECONDS).
      await expectOrderToast(
        page,
        '청산',
        'error',
        async () => {
          await screenshot(page, 'futures-liquidated-toast');
          expect(
            await page.locator('[data-sonner-toast]').filter({ hasText: '주문이 체결되었습니다' }).count(),
          ).toBe(0);
        },
        (plan.crashAtSeconds - seconds + 60) * 1000,
      );
      await page.getByText('보유 포지션이 없습니다.').waitFor({ timeout: uiTimeoutMs });
      expect(await member.openPositions(option.id)).toEqual([]);

      const expected = before - margin - openFeeMinor(qty, DEFAULT_TAKER_FEE_BPS);
      expect(expected).toBeGreaterThanOrEqual(0n);
      await expect.poll(() => member.futuresBalance(), { timeout: uiTimeoutMs }).toBe(expected);
      await expect
        .poll(() => page.getByTestId('cross-balance').innerText(), { timeout: uiTimeoutMs })
        .toBe(shownPoints(expected));
      await screenshot(page, 'futures-liquidated');
    },
    (plan.crashAtSeconds + 120) * 1000,
  );
});
