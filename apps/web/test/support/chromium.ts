import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoPassword } from './server-process.ts';

// Debian's Chromium driven by playwright-core (STACK.md "Browser tests"): never a downloaded browser.
// Shared by the browser journeys (apps/web/e2e) and bench/web-budget, so it imports no test runner.

export const chromiumPath = '/usr/bin/chromium';

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

/** Fills the sign-in form and submits it. */
export async function submitSignIn(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}
