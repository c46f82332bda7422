import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, signIn, uiTimeoutMs } from './support/browser.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue "Market data" §4: the demo's live charts and stock pickers for every instrument family, in a
// phone-sized Chromium against the real server pricing the simulated market (one day of history).

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { MARKET_HISTORY_DAYS: '1' } }),
    launchBrowser(),
  ]);
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

/** The chart draws on canvases inside its container. */
async function chartDrawn(): Promise<boolean> {
  return (await page.locator('canvas').count()) > 0;
}

/** The price shown in the headline, as a number. */
async function headlinePrice(): Promise<number> {
  const text = await page.getByTestId('last-price').innerText();
  return Number(text.replaceAll(',', ''));
}

describe('market', () => {
  it('shows a coin future with a live chart, and its drawer lists every coin with its change', async () => {
    await page.goto('/future/1');
    await expect.poll(chartDrawn, { timeout: uiTimeoutMs }).toBe(true);
    await expect.poll(headlinePrice, { timeout: uiTimeoutMs }).toBeGreaterThan(0);
    await screenshot(page, 'market-future');

    await page.getByRole('button', { name: /BTC/ }).first().click();
    const drawer = page.getByRole('dialog', { name: '선물거래' });
    await drawer.waitFor({ timeout: uiTimeoutMs });
    await expect
      .poll(() => drawer.getByText(/^[+-]\d+\.\d{2}%$/).count(), { timeout: uiTimeoutMs })
      .toBeGreaterThan(10);
    await screenshot(page, 'market-future-drawer');
    await drawer.getByText('ETHUSDT').click();
    await page.waitForURL((url) => url.pathname === '/future/2', { timeout: uiTimeoutMs });
  });

  it('shows the timed-round page with the stock dropdown and its game types', async () => {
    await page.goto('/exchange');
    await page.waitForURL((url) => /^\/exchange\/\d+$/.test(url.pathname), { timeout: uiTimeoutMs });
    await expect.poll(chartDrawn, { timeout: uiTimeoutMs }).toBe(true);
    await page
      .getByRole('button', { name: /BTCUSDT/ })
      .first()
      .click();
    await expect.poll(() => page.getByText('30sec').count(), { timeout: uiTimeoutMs }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/비트볼/).count(), { timeout: uiTimeoutMs }).toBeGreaterThan(0);
    await screenshot(page, 'market-exchange-dropdown');
  });

  it('shows an overseas future with its drawer, micro contracts included', async () => {
    await page.goto('/oversea');
    await page.waitForURL((url) => /^\/oversea\/\d+$/.test(url.pathname), { timeout: uiTimeoutMs });
    await page
      .getByRole('button', { name: /나스닥100/ })
      .first()
      .waitFor({ timeout: uiTimeoutMs });
    await screenshot(page, 'market-oversea');
    await page
      .getByRole('button', { name: /나스닥100/ })
      .first()
      .click();
    await expect.poll(() => page.getByText('MNQ').count(), { timeout: uiTimeoutMs }).toBeGreaterThan(0);
    await screenshot(page, 'market-oversea-drawer');
  });
});
