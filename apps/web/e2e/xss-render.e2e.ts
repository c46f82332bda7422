import { content } from '@baro/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xssVectors } from '../../server/test/support/fixtures/xss-vectors.ts';
import { launchBrowser, phoneContext, signIn, uiTimeoutMs } from './support/browser.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { call, operatorToken } from './support/wallet-operator.ts';

// Issue 18 §3: the XSS filter-evasion vectors (the server sanitiser's own list, after the OWASP cheat
// sheet) rendered in Chromium where members read operators' HTML (the notice page), on both layers:
// raw, as if a row had been written past the server's sanitiser, so the web's render-time sanitising
// (DOMPurify with the shared policy) is all that stands; and end to end, posted by the operator
// through its call and read back. Either way no dialog may open, no script may run or load, and the
// rendered post may hold no script-bearing element, event handler or javascript: URL.

const JOURNEY_TIMEOUT_MS = 300_000;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every sign of script running: a dialog, an alert/confirm/prompt call, a script fetched from elsewhere. */
const hits: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await phoneContext(browser, server.origin);
  await context.addInitScript(() => {
    const record = (kind: string) => () => {
      (window as unknown as { __xss: string[] }).__xss.push(kind);
    };
    (window as unknown as { __xss: string[] }).__xss = [];
    window.alert = record('alert');
    window.confirm = () => {
      record('confirm')();
      return false;
    };
    window.prompt = () => {
      record('prompt')();
      return null;
    };
  });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    hits.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== server.origin && request.resourceType() !== 'image')
      hits.push(`request ${request.url()}`);
  });
  page.on('pageerror', (error) => {
    if (/xss/i.test(error.message)) hits.push(`error ${error.message}`);
  });
  await signIn(page, 'demo');
});

afterAll(async () => {
  await (context as BrowserContext | undefined)?.close();
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
});

/** Opens /more/notice/{id} inside the app (no reload) and waits for the post's title. */
async function openNotice(id: number, title: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({ idx: window.history.length }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, `/more/notice/${id}`);
  await page.getByRole('heading', { name: title, exact: true }).waitFor({ timeout: uiTimeoutMs });
  await page.getByTestId('notice-content').waitFor({ timeout: uiTimeoutMs });
}

/** What in the rendered post could run script: elements, event handlers, javascript: URLs. */
async function dangerousInPost(): Promise<string[]> {
  return page.getByTestId('notice-content').evaluate((root) => {
    const found: string[] = [];
    const risky = new Set([
      'SCRIPT',
      'IFRAME',
      'FRAME',
      'OBJECT',
      'EMBED',
      'BASE',
      'META',
      'LINK',
      'FORM',
      'SVG',
      'MATH',
      'STYLE',
    ]);
    for (const element of root.querySelectorAll('*')) {
      if (risky.has(element.tagName.toUpperCase())) found.push(`<${element.tagName}>`);
      for (const attribute of element.attributes) {
        // What a browser skips inside a URL scheme: whitespace and control characters.
        const value = Array.from(attribute.value)
          .filter((character) => character.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${element.tagName}[${attribute.name}]`);
        if (/^(javascript|vbscript|data):/.test(value) && attribute.name !== 'alt')
          found.push(`${element.tagName}[${attribute.name}=${value.slice(0, 30)}]`);
      }
    }
    return found;
  });
}

async function scriptHits(): Promise<string[]> {
  const inPage = await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss);
  return [...hits, ...inPage];
}

describe('operator HTML in Chromium', () => {
  it(
    `runs none of ${xssVectors.length} XSS vectors sent raw to the page (the render-time sanitiser alone)`,
    async () => {
      expect(xssVectors.length).toBeGreaterThanOrEqual(100);
      // The notice calls answer the raw vectors, as a row written past the server's sanitiser would.
      await page.route(/\/api\/content\/notice\?/, async (route) => {
        const id = Number(new URL(route.request().url()).searchParams.get('contentId'));
        const vector = xssVectors[id - 1];
        if (vector === undefined) return route.continue();
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            id,
            category: null,
            title: `벡터 ${id}`,
            content: vector.html,
            createdAt: '2026-11-27T00:00:00.000Z',
            updatedAt: '2026-11-27T00:00:00.000Z',
          }),
        });
      });
      const problems: string[] = [];
      for (const [index, vector] of xssVectors.entries()) {
        await openNotice(index + 1, `벡터 ${index + 1}`);
        for (const found of await dangerousInPost()) problems.push(`${vector.name}: ${found}`);
      }
      await page.unroute(/\/api\/content\/notice\?/);
      // Give a deferred handler (onload of an image, a timer) its moment.
      await page.waitForTimeout(1_000);
      expect(problems).toEqual([]);
      expect(await scriptHits()).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'runs none of them posted by the operator through its call and read back (both layers)',
    async () => {
      const token = await operatorToken(server);
      // A fresh page: nothing of the raw run stays in the query cache.
      await page.goto('/more/notice');
      const problems: string[] = [];
      for (const [index, vector] of xssVectors.entries()) {
        const title = `XSS ${index + 1}`;
        const post = (await call(
          server,
          'POST',
          content.adminCreateContent.path,
          { kind: 'NOTICE', isOpen: true, title, content: `<p>${index + 1}</p>${vector.html}` },
          token,
        )) as { id: number };
        await openNotice(post.id, title);
        for (const found of await dangerousInPost()) problems.push(`${vector.name}: ${found}`);
      }
      await page.waitForTimeout(1_000);
      expect(problems).toEqual([]);
      expect(await scriptHits()).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
