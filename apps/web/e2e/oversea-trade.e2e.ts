import * as oversea from '@baro/contracts/manifest/oversea';
import type { OverseaOption, OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import {
  feeKrwMinor,
  findOverseaFuture,
  OVERSEA_KRW_RATE_DEFAULTS,
  overseaTermsOf,
  parseUnits,
  pnlKrwMinor,
} from '@baro/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, signIn, uiTimeoutMs } from './support/browser.ts';
import { MemberApi } from './support/futures-page.ts';
import { openSessionOffsetMs } from './support/market-time.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue 16 §3, §4: overseas futures on /oversea/{id} against the real server and its simulated feed.
// The balance after a round trip is worked out with @baro/domain's formulas (DOMAIN.md §4) from the
// prices the server recorded for the two fills, never read off the screen. The server's clock is set
// into an open CME session (support/market-time.ts: no shift when the real now is in one), so the
// journey trades on a weekend too; the closed-market refusal is oversea-session-close.e2e.ts's.

const JOURNEY_TIMEOUT_MS = 180_000;
/** The session the server's clock is set in: CME Globex's, which every foreign option but HSI trades in. */
const CME_STOCK = 'NQ';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let member: MemberApi;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      env: { MARKET_HISTORY_DAYS: '1', CLOCK_OFFSET_MS: String(openSessionOffsetMs(CME_STOCK)) },
    }),
    launchBrowser(),
  ]);
  member = await MemberApi.signIn(server, 'demo');
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
});

beforeEach(async () => {
  context = await phoneContext(browser, server.origin);
  page = await context.newPage();
  await signIn(page, 'demo');
});

afterEach(async () => {
  await context.close();
});

async function confirm(): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
}

function priceUnitsOf(text: string, option: OverseaOption): number {
  const units = parseUnits(text, option.precision, 'exact');
  if (units === null) throw new Error(`${text} is not a price of ${option.stock}`);
  return units;
}

describe('overseas futures', () => {
  it(
    'buys 1 lot at market, sets TP/SL, closes it; the KRW balance follows the formula',
    async () => {
      const options = await member.read<OverseaOption[]>(oversea.listOverseaOptions.path);
      const option = options.find((candidate) => !candidate.isRest && candidate.currency !== 'KRW');
      if (option === undefined)
        throw new Error('no foreign option is open at the time the server was set to');
      const spec = findOverseaFuture(option.stock);
      if (spec === undefined) throw new Error(`${option.stock} is not in the catalogue`);
      const terms = overseaTermsOf(spec, OVERSEA_KRW_RATE_DEFAULTS[spec.currency]);
      const before = await member.binaryBalance();

      await page.goto(`/oversea/${option.id}`);
      await page.getByTestId('last-price').waitFor({ timeout: uiTimeoutMs });
      await page.getByRole('button', { name: '1', exact: true }).click();
      // What placing takes from the point: the margin and the opening fee of the lot.
      expect(await page.getByTestId('order-margin').innerText()).toBe(
        `${Number(option.marginPerLot).toLocaleString('en-US')}원`,
      );
      expect(await page.getByTestId('order-cost').innerText()).toBe(
        `${(Number(option.marginPerLot) + Number(option.feePerLot)).toLocaleString('en-US')}원`,
      );
      // 매수 / 매도 are on the first screen of a 390×844 phone, above the footer tabs, without scrolling.
      const nav = await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox();
      const buy = await page.getByRole('button', { name: '매수', exact: true }).boundingBox();
      if (nav === null || buy === null) throw new Error('the footer or 매수 is not on the page');
      expect(buy.y + buy.height).toBeLessThanOrEqual(nav.y);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, 'oversea-order-panel');
      await page.getByRole('button', { name: '매수', exact: true }).click();
      await confirm();
      const card = page.getByTestId('oversea-position');
      await card.waitFor({ timeout: uiTimeoutMs });
      await page.getByTestId('losscut-gauge').waitFor({ timeout: uiTimeoutMs });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'oversea-position');

      // TP/SL: 20 ticks each, from the position's entry.
      await card.getByRole('button', { name: 'TP/SL 설정' }).click();
      await card.getByRole('textbox', { name: 'TP 틱' }).fill('20');
      await card.getByRole('textbox', { name: 'SL 틱' }).fill('20');
      await card.getByRole('button', { name: '저장' }).click();
      await expect.poll(() => card.getByText('TP (20틱)').count(), { timeout: uiTimeoutMs }).toBe(1);
      const [held] = await member.read<OverseaPosition[]>(
        `${oversea.listOpenOverseaPositions.path}?overseaOptionId=${option.id}`,
      );
      expect(held?.tpTick).toBe(20);
      expect(held?.slTick).toBe(20);
      await screenshot(page, 'oversea-tpsl');

      await card.getByRole('button', { name: '청산' }).click();
      await confirm();
      await card.waitFor({ state: 'detached', timeout: uiTimeoutMs });

      const history = await member.read<{ content: OverseaOrder[] }>(
        `${oversea.listOverseaHistory.path}?overseaOptionId=${option.id}&page=1&size=10`,
      );
      const fills = history.content.filter(
        (order) => order.status === 'FILLED' && order.marketType === 'MARKET',
      );
      const [closing, opening] = fills;
      if (opening?.fillTick == null || closing?.fillTick == null)
        throw new Error('the two fills are not recorded');
      const pnl = pnlKrwMinor(
        1,
        1,
        priceUnitsOf(opening.fillTick.price, option),
        priceUnitsOf(closing.fillTick.price, option),
        terms,
      );
      const expected = before - 2n * feeKrwMinor(1, terms) + pnl;
      await expect.poll(() => member.binaryBalance(), { timeout: uiTimeoutMs }).toBe(expected);
      await page.getByRole('tab', { name: '일별손익' }).click();
      await page.getByTestId('daily-profit').first().waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'oversea-daily-profit');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('offers every open instrument in 빠른주문 with a one-tap sheet', async () => {
    await page.goto('/search/oversea');
    const list = page.getByRole('list', { name: '빠른주문 종목' });
    await list.waitFor({ timeout: uiTimeoutMs });
    await expect
      .poll(() => list.getByText(/^[+-]?\d+\.\d{2}%$/).count(), { timeout: uiTimeoutMs })
      .toBeGreaterThan(0);
    await list.getByRole('button').first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: '시장가 매수' })
      .waitFor({ timeout: uiTimeoutMs });
    await screenshot(page, 'oversea-quick-order');
  });
});
