import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, CDPSession, Page, Request, Response } from 'playwright-core';
import { phoneContext, submitSignIn } from '../../apps/web/test/support/chromium.ts';
import { groupOfScript } from './build.ts';
import type { BuiltPage } from './build.ts';

// One page load in a fresh phone-sized context (390×844, no cache, no service worker) with the CPU
// slowed down: every script the page fetches, with the bytes that crossed the wire for it (as the
// server sent them, compressed or not) and its size once decoded, and the Largest Contentful Paint.

/** When a script was asked for: before the page's first screen was usable, after it, after sign-in. */
export type Phase = 'first screen' | 'idle' | 'after sign-in';

export interface LoadedScript {
  readonly file: string;
  readonly group: string;
  readonly phase: Phase;
  /** The script once decoded, as the browser parses it. */
  readonly rawBytes: number;
  /** What crossed the wire: CDP's encodedDataLength (body as sent plus the response headers). */
  readonly wireBytes: number;
  /** The response's Content-Encoding (`br`, `gzip`), or `none`. */
  readonly encoding: string;
}

export interface PageLoad {
  readonly scripts: readonly LoadedScript[];
  readonly lcpMs: number;
  /** The LCP element, `H1 "바로"`, so a reader knows what was timed. */
  readonly lcpElement: string;
  /** Where sign-in led, when the load signed in. */
  readonly landedOn?: string;
}

export interface LoadOptions {
  readonly origin: string;
  readonly path: string;
  readonly built: BuiltPage;
  readonly cpuSlowdown: number;
  /**
   * The page's first screen is there once an element matching `selector` (with `text`, if given) is
   * in the document: the app's 로그인 button, the bare page's heading.
   */
  readonly ready: { readonly selector: string; readonly text?: string };
  /** Signs in as demo after measuring, and records the scripts the first screen adds. */
  readonly signIn?: boolean;
}

/**
 * Bytes received per response, by URL, from the DevTools protocol's `Network.loadingFinished`: the
 * size on the wire, which Playwright's own API does not report for a response body.
 */
async function watchWireBytes(cdp: CDPSession): Promise<Map<string, number>> {
  const urlOf = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    urlOf.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urlOf.get(event.requestId);
    if (url !== undefined) bytes.set(url, event.encodedDataLength);
  });
  await cdp.send('Network.enable');
  return bytes;
}

/** A script the page fetched, with what crossed the wire for it and the chunk it belongs to. */
async function loadedScript(
  response: Response,
  wireBytes: ReadonlyMap<string, number>,
  built: BuiltPage,
  phase: Phase,
): Promise<LoadedScript> {
  const wire = wireBytes.get(response.url());
  if (wire === undefined) throw new Error(`no transfer size for ${response.url()}`);
  return {
    file: new URL(response.url()).pathname,
    group: groupOfScript(built, response.url()),
    phase,
    rawBytes: (await response.body()).length,
    wireBytes: wire,
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
  };
}

/** How long the network must stay silent (socket aside) before a phase counts as done. */
const quietMs = 1_500;
const settleMaxMs = 30_000;

function isScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type);
}

/** Requests in flight, the socket's aside (SockJS keeps one open for as long as it is connected). */
function watchNetwork(page: Page) {
  const pending = new Set<Request>();
  let lastChange = performance.now();
  const counts = (request: Request) => !new URL(request.url()).pathname.startsWith('/ws');
  const done = (request: Request) => {
    if (pending.delete(request)) lastChange = performance.now();
  };
  page.on('request', (request) => {
    if (!counts(request)) return;
    pending.add(request);
    lastChange = performance.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once nothing has been in flight for `quietMs`; throws after `settleMaxMs`. */
    async quiet(): Promise<void> {
      const deadline = performance.now() + settleMaxMs;
      while (pending.size > 0 || performance.now() - lastChange < quietMs) {
        if (performance.now() > deadline)
          throw new Error(`the network did not settle: ${pending.size} in flight`);
        await sleep(50);
      }
    },
  };
}

/**
 * Notes in the page when the first screen's element appears, from a MutationObserver installed before
 * the page's own scripts run. Polling from the test side (Playwright's locators) would spend the
 * slowed-down CPU on the very load being timed.
 */
function watchReady(ready: LoadOptions['ready']): string {
  return `(() => {
    const selector = ${JSON.stringify(ready.selector)};
    const text = ${JSON.stringify(ready.text ?? null)};
    const found = () => Array.from(document.querySelectorAll(selector)).some(
      (element) => text === null || (element.textContent || '').trim() === text);
    new MutationObserver((_records, observer) => {
      if (!found()) return;
      window.__benchReadyAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

/** The wall-clock time (ms) the first screen's element appeared, once it has. */
async function readyAt(page: Page): Promise<number> {
  const deadline = performance.now() + settleMaxMs;
  for (;;) {
    const at = await page.evaluate<number | null>('window.__benchReadyAt ?? null');
    if (at !== null) return at;
    if (performance.now() > deadline) throw new Error('the first screen did not appear');
    await sleep(250);
  }
}

// The latest LCP candidate, read with a buffered observer (LCP entries are not in the performance
// timeline). Sent as source text: it runs in the page, not in Node.
const readLcp = `new Promise((resolve) => {
  const entries = [];
  const observer = new PerformanceObserver((list) => { entries.push(...list.getEntries()); });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    entries.push(...observer.takeRecords());
    observer.disconnect();
    const last = entries.at(-1);
    if (last === undefined) { resolve(null); return; }
    const element = last.element;
    const text = element ? (element.textContent || element.getAttribute('src') || '').trim().slice(0, 24) : '';
    resolve({ ms: last.startTime, element: element ? element.tagName + ' "' + text + '"' : '(removed)' });
  }, 250);
})`;

export async function loadPage(browser: Browser, options: LoadOptions): Promise<PageLoad> {
  const context = await phoneContext(browser, options.origin);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const wireBytes = await watchWireBytes(cdp);
    await page.addInitScript(watchReady(options.ready));
    const network = watchNetwork(page);
    let signingIn = false;
    const seen: { response: Response; afterSignIn: boolean }[] = [];
    page.on('response', (response) => {
      if (isScript(response)) seen.push({ response, afterSignIn: signingIn });
    });

    await page.goto(options.path);
    const shownAt = await readyAt(page);
    await network.quiet();
    const lcp = await page.evaluate<{ ms: number; element: string } | null>(readLcp);
    if (lcp === null)
      throw new Error(`no largest-contentful-paint entry for ${options.origin}${options.path}`);

    let landedOn: string | undefined;
    if (options.signIn === true) {
      signingIn = true;
      const signInPath = new URL(page.url()).pathname;
      await submitSignIn(page, 'demo');
      await page.waitForURL((url) => url.pathname !== signInPath);
      await network.quiet();
      landedOn = new URL(page.url()).pathname;
    }
    const scripts = await Promise.all(
      seen.map(({ response, afterSignIn }) => {
        const askedAt = response.request().timing().startTime;
        const phase = afterSignIn ? 'after sign-in' : askedAt <= shownAt ? 'first screen' : 'idle';
        return loadedScript(response, wireBytes, options.built, phase);
      }),
    );
    return { scripts, lcpMs: lcp.ms, lcpElement: lcp.element, landedOn };
  } finally {
    await context.close();
  }
}

export interface MemberLoadOptions {
  readonly origin: string;
  readonly built: BuiltPage;
  readonly cpuSlowdown: number;
  /** The page to open once signed in; given the signed-in page, to look up what it names. */
  readonly path: (page: Page) => Promise<string>;
  /** The page is up once this selector is in the document. */
  readonly ready: string;
}

/**
 * The scripts a member's phone downloads for a page opened directly (a bookmark, a shared link):
 * signs in as demo, turns the browser's cache off, then opens the page afresh.
 */
export async function loadMemberPage(
  browser: Browser,
  options: MemberLoadOptions,
): Promise<{ path: string; scripts: LoadedScript[] }> {
  const context = await phoneContext(browser, options.origin);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const wireBytes = await watchWireBytes(cdp);
    const network = watchNetwork(page);
    await page.goto('/signin');
    await submitSignIn(page, 'demo');
    await page.waitForURL((url) => url.pathname !== '/signin');
    await network.quiet();
    const path = await options.path(page);

    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const seen: Response[] = [];
    page.on('response', (response) => {
      if (isScript(response)) seen.push(response);
    });
    await page.goto(path);
    await page.locator(options.ready).first().waitFor({ timeout: settleMaxMs });
    await network.quiet();
    const scripts = await Promise.all(
      seen.map((response) => loadedScript(response, wireBytes, options.built, 'first screen')),
    );
    return { path, scripts };
  } finally {
    await context.close();
  }
}
