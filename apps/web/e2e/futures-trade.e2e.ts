import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FuturesOption } from '@baro/contracts/routes/futures';
import {
  closeFeeMinor,
  COIN_FUTURES,
  DEFAULT_MARGIN_TIERS,
  DEFAULT_TAKER_FEE_BPS,
  formatUnits,
  initialMarginMinor,
  liquidationPrice,
  openFeeMinor,
  pnlMinor,
} from '@baro/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alertDialog,
  launchBrowser,
  phoneContext,
  screenshot,
  signIn,
  uiTimeoutMs,
} from './support/browser.ts';
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
import { coinStartUnits, coinStepUnits, risingUnits, writeRisingRecording } from './support/rising-replay.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue 15 §3, §4: coin futures on /future/{id} against the real server, priced by a recording in which
// every coin only rises (support/rising-replay.ts), so a LONG's take-profit is reached within seconds.
// The expected balance is worked out here from the recording's prices with @baro/domain's formulas
// (DOMAIN.md §3), never read off the screen: the screen and the wallet call must both agree with it.

const STOCK = 'BTCUSDT';
const MINUTES = 60;
const QTY = '1000';
const LEVERAGE = 10;
const JOURNEY_TIMEOUT_MS = 180_000;
const coin = COIN_FUTURES.find((spec) => spec.stock === STOCK);
if (coin === undefined) throw new Error(`${STOCK} is not in the coin catalogue`);

/** Every price BTCUSDT trades at in the recording, in its price units. */
const recordedPrices = new Set(
  Array.from({ length: MINUTES * 60 }, (_, seconds) =>
    risingUnits(coinStartUnits(coin), coinStepUnits(coin), seconds),
  ),
);

let recordingDir: string;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let member: MemberApi;
let option: FuturesOption;

beforeAll(async () => {
  recordingDir = mkdtempSync(join(tmpdir(), 'baro-futures-replay-'));
  const recording = writeRisingRecording(recordingDir, MINUTES);
  [server, browser] = await Promise.all([
    startServer({ env: { MARKET_FEED: 'replay', MARKET_REPLAY_FILE: recording } }),
    launchBrowser(),
  ]);
  member = await MemberApi.signIn(server, 'demo');
  option = await optionOf(member, STOCK);
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
  rmSync(recordingDir, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await phoneContext(browser, server.origin);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${String(locator)} is not on the page`);
  return box;
}

async function openFuturesPage(): Promise<void> {
  await signIn(page, 'demo');
  await page.goto(`/future/${option.id}`);
  await page.getByTestId('last-price').waitFor({ timeout: uiTimeoutMs });
  await page.getByRole('button', { name: '롱 (매수)' }).waitFor({ timeout: uiTimeoutMs });
}

/** A price in the option's units as the screen writes it, without its thousands separators. */
function priceText(units: number): string {
  return formatUnits(units, option.precision);
}

async function shownPrice(locator: Locator): Promise<number> {
  return priceUnits((await locator.innerText()).replaceAll(',', ''), option.precision);
}

describe('coin futures on a rising market', () => {
  it(
    'opens a LONG 10× at market, shows its liquidation price, takes profit on the rise: toast and balance by the formula',
    async () => {
      const before = await member.futuresBalance();
      await openFuturesPage();

      // 롱 / 숏 are on the first screen of a 390×844 phone, above the footer tabs, without scrolling.
      const nav = await boxOf(page.getByRole('navigation', { name: '주요 메뉴' }));
      for (const name of ['롱 (매수)', '숏 (매도)']) {
        const button = await boxOf(page.getByRole('button', { name }));
        expect(button.y).toBeGreaterThanOrEqual(0);
        expect(button.y + button.height).toBeLessThanOrEqual(nav.y);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The 24 h change is shown once, under the last price.
      expect(await page.getByText('24h 변동').count()).toBe(0);
      await screenshot(page, 'futures-first-screen');

      // TP/SL at entry, each on the mark or the last price, as the position's TP/SL dialog offers.
      const entryTpsl = page.getByRole('checkbox', { name: 'TP/SL' });
      await entryTpsl.check();
      const slBasis = page.getByRole('group', { name: 'SL 기준' });
      await slBasis.scrollIntoViewIfNeeded();
      // Past the sticky 롱 / 숏 bar, so that the screenshot shows both switches.
      await page.evaluate(() => {
        window.scrollBy(0, 160);
      });
      expect(await page.getByRole('group', { name: 'TP 기준' }).isVisible()).toBe(true);
      expect(await slBasis.getByRole('button', { name: '마크가격' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await screenshot(page, 'futures-tpsl-at-entry');
      await entryTpsl.uncheck();

      expect(await page.getByTestId('margin-type').innerText()).toBe('격리');
      await chooseLeverage(page, LEVERAGE);
      const sheet = await askMarketLong(page, QTY);
      await screenshot(page, 'futures-order-confirm');
      await sheet.getByRole('button', { name: '주문하기' }).click();

      const card = page.getByTestId('position');
      await card.waitFor({ timeout: uiTimeoutMs });
      const [position] = await member.openPositions(option.id);
      if (position === undefined) throw new Error('no open position after the market order');
      const qty = usdtMinor(QTY);
      const entry = priceUnits(position.entryPrice, option.precision);
      // B-book: the market order filled at a price of the recording, never one the page sent.
      expect(recordedPrices.has(entry)).toBe(true);
      expect(position.leverage).toBe(LEVERAGE);
      expect(position.marginType).toBe('ISOLATED');
      const margin = initialMarginMinor(qty, LEVERAGE);
      expect(usdtMinor(position.margin)).toBe(margin);
      const liquidation = liquidationPrice({
        direction: 1,
        qtyMinor: qty,
        entryPrice: entry,
        collateralMinor: margin,
        tiers: DEFAULT_MARGIN_TIERS,
      });
      if (liquidation === null) throw new Error('a 10× LONG has a liquidation price');
      await expect.poll(() => shownPrice(card.getByTestId('position-liq'))).toBe(liquidation);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'futures-position-open');

      // TP a little above the price now, on the last price (the mark follows the index with a 60 s
      // half-life, so a TP on it would wait about a minute and a half longer).
      const takeProfit = (await shownLastPrice(page, option.precision)) + 8 * coinStepUnits(coin);
      await card.getByRole('button', { name: 'TP/SL' }).click();
      const tpsl = page.getByRole('dialog', { name: 'TP/SL 설정' });
      await tpsl.getByRole('textbox', { name: 'TP 가격' }).fill(priceText(takeProfit));
      await tpsl.getByRole('button', { name: '최종가격' }).first().click();
      // Beside the field, what the LONG gains if it closes at the TP price, by the engine's formula.
      const estimate = (await tpsl.getByTestId('tp-estimate').innerText()).split(' ')[0] ?? '';
      expect(usdtMinor(estimate.replace('+', '').replaceAll(',', ''))).toBe(
        pnlMinor(1, qty, entry, takeProfit),
      );
      await screenshot(page, 'futures-tp-dialog');
      await tpsl.getByRole('button', { name: '확인', exact: true }).click();
      await expect
        .poll(async () => (await card.getByTestId('position-tpsl').innerText()).replaceAll(',', ''), {
          timeout: uiTimeoutMs,
        })
        .toContain(priceText(takeProfit));
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'futures-tp-set');

      // The price rises through the TP: it fills, spec §4's toast (success, 2000 ms), the position goes.
      await expectOrderToast(page, `${STOCK} 주문이 체결되었습니다.`, 'success', () =>
        screenshot(page, 'futures-tp-filled-toast'),
      );
      await page.getByText('보유 포지션이 없습니다.').waitFor({ timeout: uiTimeoutMs });

      const history = await member.history(option.id);
      const tp = history.find((order) => order.marketType === 'TAKEPROFIT' && order.status === 'FILLED');
      if (tp?.fillTick == null) throw new Error('the take-profit has no fill tick');
      const close = priceUnits(tp.fillTick.price, option.precision);
      expect(tp.fillTick.source).toBe('replay');
      expect(recordedPrices.has(close)).toBe(true);
      expect(close).toBeGreaterThanOrEqual(takeProfit);
      const fees =
        openFeeMinor(qty, DEFAULT_TAKER_FEE_BPS) + closeFeeMinor(qty, entry, close, DEFAULT_TAKER_FEE_BPS);
      const expected = before + pnlMinor(1, qty, entry, close) - fees;
      expect(expected).toBeGreaterThan(before - fees);
      await expect.poll(() => member.futuresBalance(), { timeout: uiTimeoutMs }).toBe(expected);
      await expect
        .poll(() => page.getByTestId('cross-balance').innerText(), { timeout: uiTimeoutMs })
        .toBe(shownPoints(expected));
      await screenshot(page, 'futures-tp-filled');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "refuses a leverage change while a position is open with the spec's message, and keeps the leverage",
    async () => {
      await openFuturesPage();
      const leverage = Number((await page.getByTestId('leverage').innerText()).replace('x', ''));
      const sheet = await askMarketLong(page, '100');
      await sheet.getByRole('button', { name: '주문하기' }).click();
      const card = page.getByTestId('position');
      await card.waitFor({ timeout: uiTimeoutMs });

      const wanted = leverage === 1 ? 10 : 1;
      await page.getByTestId('leverage').click();
      const dialog = page.getByRole('dialog', { name: '레버리지 조정' });
      await dialog.getByRole('button', { name: `${wanted}x`, exact: true }).click();
      await dialog.getByRole('button', { name: '확인', exact: true }).click();
      const alert = alertDialog(page);
      await alert.waitFor({ timeout: uiTimeoutMs });
      expect(await alert.innerText()).toContain('포지션이 있는 상태에서는 레버리지를 변경할 수 없습니다.');
      await screenshot(page, 'futures-leverage-refused');
      await alert.getByRole('button', { name: '닫기' }).click();
      await dialog.getByRole('button', { name: '취소' }).click();
      expect(await page.getByTestId('leverage').innerText()).toBe(`${leverage}x`);
      const [position] = await member.openPositions(option.id);
      expect(position?.leverage).toBe(leverage);

      // Closed again at market, so the journey leaves no position behind.
      await card.getByRole('button', { name: '시장가 종료' }).click();
      await alertDialog(page).getByRole('button', { name: '확인' }).click();
      await page.getByText('보유 포지션이 없습니다.').waitFor({ timeout: uiTimeoutMs });
      expect(await member.openPositions(option.id)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
