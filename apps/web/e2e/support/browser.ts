import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoPassword, repoRoot } from './server.ts';

// Debian's Chromium driven by playwright-core (STACK.md "Browser tests"): never a downloaded browser.

export const chromiumPath = '/usr/bin/chromium';
export const screenshotDir = join(repoRoot, '.test-results/screenshots');

/** Long enough for a cold lazy screen group on a busy CI machine. */
export const uiTimeoutMs = 20_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A phone: 390×844 CSS pixels at 2× (an iPhone 12–14 class screen), Korean locale. */
export async function phoneContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'ko-KR',
    isMobile: true,
    hasTouch: true,
    // The service worker would answer from its cache across a server restart; the journeys want
    // to see the network.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(uiTimeoutMs);
  return context;
}

/** Saves the viewport (390×844) as `.test-results/screenshots/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // Fonts load lazily by subset; wait so that no glyph is caught mid-swap.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: 'disabled' });
}

/** The app's alert (role alertdialog, title 알림 by default) with the given text. */
export function alertDialog(page: Page) {
  return page.getByRole('alertdialog');
}

/** Fills the sign-in form and submits it. */
export async function submitSignIn(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

/** Waits until the page's path is `path` (client-side navigation included). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: uiTimeoutMs });
  expect(new URL(page.url()).pathname).toBe(path);
}
