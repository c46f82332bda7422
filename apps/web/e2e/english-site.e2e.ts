import { errorCatalogue } from '@baro/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDialog,
  expectPath,
  launchBrowser,
  phoneContext,
  screenshot,
  submitSignIn,
} from './support/browser.ts';
import { demoSiteId, setSiteLanguagePolicy, startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Spec §6 "Language", as docs/spec-interpretations.md reads it: a site's settings may set its message
// language. The server has no call to change a site's settings, so the demo site is switched to
// English in the stopped server's own database, then the server is started again on it.

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await server.stop();
  await setSiteLanguagePolicy(server, demoSiteId, 'en');
  await server.start();
  context = await phoneContext(browser, server.origin);
});

afterAll(async () => {
  await (context as BrowserContext | undefined)?.close();
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
});

describe('an English site', () => {
  it('shows a wrong password in English', async () => {
    const page = await context.newPage();
    await page.goto('/signin');
    await submitSignIn(page, 'demo', 'not-the-password-1');
    const alert = alertDialog(page);
    await alert.waitFor();
    expect(await alert.textContent()).toContain(errorCatalogue.LOGIN_FAILED.en);
    expect(await alert.textContent()).not.toContain(errorCatalogue.LOGIN_FAILED.ko);
    await screenshot(page, 'alert-dialog-english');
    await alert.getByRole('button').click();
    await expectPath(page, '/signin');
  });
});
