import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { submitSignIn, uiTimeoutMs } from '../../test/support/chromium.ts';
import { repoRoot } from './server.ts';

// The journeys' browser helpers. Launching Debian's Chromium, the phone context and the sign-in form
// live in test/support/chromium.ts, which bench/web-budget shares; the ones here use Vitest.

export {
  chromiumPath,
  launchBrowser,
  phoneContext,
  submitSignIn,
  uiTimeoutMs,
} from '../../test/support/chromium.ts';

export const screenshotDir = join(repoRoot, '.test-results/screenshots');

/** Signs `username` in through the sign-in form and waits until the app has left /signin. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, username);
  await page.waitForURL((url) => url.pathname !== '/signin', { timeout: uiTimeoutMs });
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

/** Waits until the page's path is `path` (client-side navigation included). */
/**
 * Waits for the overseas trade page, where a member lands after sign-in (spec §4 fallback `/oversea`):
 * it opens its first option, so the path settles on `/oversea/{id}`. Answers that path.
 */
export async function expectOverseaPage(page: Page): Promise<string> {
  const overseaPage = /^\/oversea\/\d+$/;
  await page.waitForURL((url) => overseaPage.test(url.pathname), { timeout: uiTimeoutMs });
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(overseaPage);
  return path;
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: uiTimeoutMs });
  expect(new URL(page.url()).pathname).toBe(path);
}
