import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auth } from '@baro/contracts';
import * as binary from '@baro/contracts/manifest/binary';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, signIn, uiTimeoutMs } from './support/browser.ts';
import { writeRisingRecording } from './support/rising-replay.ts';
import { demoPassword, demoSiteId, startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue 7 §4: the timed-round screen against the real server running the demo's rounds around the
// clock. The journeys use the 30 s rounds (R.5), so a bet settles within about a minute. The server
// prices the market from a recording played by its replay feed in which every coin only rises
// (support/rising-replay.ts), so an outcome is known before the round: a BUY wins, a SELL loses.

let recordingDir: string;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A bet placed now settles after its round locks (≤ 30 s) and closes (30 s), plus the settlement. */
const SETTLE_TIMEOUT_MS = 100_000;
const STAKE = 10_000;
const BUY = '매수 상승';
const SELL = '매도 하락';
/** Waiting for a betting window and then for the settlement takes up to about two minutes. */
const JOURNEY_TIMEOUT_MS = 200_000;

beforeAll(async () => {
  recordingDir = mkdtempSync(join(tmpdir(), 'baro-rising-replay-'));
  const recording = writeRisingRecording(recordingDir);
  [server, browser] = await Promise.all([
    startServer({ env: { MARKET_FEED: 'replay', MARKET_REPLAY_FILE: recording } }),
    launchBrowser(),
  ]);
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

function api(path: string): string {
  return `${server.origin}/api${path}${path.includes('?') ? '&' : '?'}siteInfoId=${demoSiteId}`;
}

/** The demo's 30 s BTCUSDT option, as a member would find it in the dropdown. */
async function thirtySecondOption(): Promise<{ id: number; payout: string }> {
  const response = await fetch(api(`${binary.listTradeOptions.path}?resultType=LIST`));
  const options = (await response.json()) as { id: number; stock: string; type: string; payout: string }[];
  const option = options.find((item) => item.stock === 'BTCUSDT' && item.type === 'R.5');
  if (option === undefined) throw new Error('the demo offers no BTCUSDT R.5 option');
  return option;
}

/** What a won stake pays back, ⌊stake × payout⌋, in whole won as the server pays (payout '1.9500'). */
function payoutOf(stake: number, payout: string): number {
  const basisPoints = Math.round(Number(payout) * 10_000);
  return Math.floor((stake * basisPoints) / 10_000);
}

function won(amount: number): string {
  return amount.toLocaleString('en-US');
}

/** The balance the bet panel shows, in won. */
async function shownBalance(): Promise<number> {
  return Number((await page.getByTestId('binary-balance').innerText()).replaceAll(',', ''));
}

function bettingPhase(): Promise<string | null> {
  return page.getByTestId('betting-countdown').getAttribute('data-phase');
}

/** Waits until the page's countdown (server clock) shows at least `seconds` of betting left. */
async function waitForBettingWindow(seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await bettingPhase()) !== 'betting') return false;
        const [minutes = '0', secs = '0'] = (await page.getByTestId('betting-countdown').innerText()).split(
          ':',
        );
        return Number(minutes) * 60 + Number(secs) >= seconds;
      },
      { timeout: 40_000, interval: 250 },
    )
    .toBe(true);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${String(locator)} is not on the page`);
  return box;
}

/**
 * Issue 14 §5: a toast covers neither the footer tabs nor 매수/매도, and its × lies inside it. Asked
 * until the toast has slid into place (sonner animates it in); a toast that covers them at rest
 * never passes.
 */
async function expectToastClear(toast: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        const box = await toast.boundingBox();
        if (box === null) return 'no toast';
        const covered = [
          ['footer', page.getByRole('navigation', { name: '주요 메뉴' })],
          ['buy', page.getByRole('button', { name: BUY })],
          ['sell', page.getByRole('button', { name: SELL })],
        ] as const;
        for (const [name, other] of covered) {
          if (overlaps(box, await boxOf(other))) return `covers ${name}`;
        }
        const close = await boxOf(toast.locator('[data-close-button]'));
        return inside(close, box) ? 'clear' : 'close button outside';
      },
      { timeout: uiTimeoutMs },
    )
    .toBe('clear');
}

/**
 * Ink (pixels other than the page background) in the top and bottom `edgePx` CSS pixels of the live
 * chart's price axis: a label drawn half outside the chart leaves its other half there.
 */
function priceAxisEdgeInk(edgePx: number): Promise<{ top: number; bottom: number; all: number }> {
  return page.evaluate((edge) => {
    // The price axis is the chart's canvas that starts furthest right (the pane and the crosshair
    // overlay start at the chart's left edge).
    const canvases = [...document.querySelectorAll('[data-testid="price-chart-canvas"] canvas')];
    const byLeft = canvases.sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
    const canvas = byLeft.at(-1);
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('no price axis canvas');
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no price axis canvas');
    const axis = { context, width: canvas.width, height: canvas.height };
    const background = getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim();
    const rgb = [1, 3, 5].map((at) => parseInt(background.slice(at, at + 2), 16));
    const scale = axis.width / canvas.getBoundingClientRect().width;
    const band = Math.ceil(edge * scale);
    // The axis's own border runs down its left side.
    const left = Math.ceil(2 * scale);
    function ink(y: number, height = band): number {
      const data = axis.context.getImageData(left, y, axis.width - left, height).data;
      let count = 0;
      for (let at = 0; at < data.length; at += 4) {
        const far = [0, 1, 2].some(
          (channel) => Math.abs((data[at + channel] ?? 0) - (rgb[channel] ?? 0)) > 24,
        );
        if (far) count += 1;
      }
      return count;
    }
    return { top: ink(0), bottom: ink(axis.height - band), all: ink(0, axis.height) };
  }, edgePx);
}

describe('timed rounds', () => {
  it(
    'wins a buy bet on a rising price and loses a sell bet on the next round: toasts and balance',
    async () => {
      const option = await thirtySecondOption();
      const paid = payoutOf(STAKE, option.payout);
      await signIn(page, 'demo');
      await page.goto(`/exchange/${option.id}`);
      await waitForBettingWindow(8);
      const before = await shownBalance();
      expect(before).toBeGreaterThanOrEqual(2 * STAKE);

      await page.getByRole('textbox', { name: '투자 금액' }).fill(String(STAKE));
      await expect.poll(() => page.getByTestId('expected-return').innerText()).toBe(`${won(paid)}원`);
      await screenshot(page, 'binary-trade-stake');
      await page.getByRole('button', { name: BUY }).click();
      // Issue 14 §5: the accepted bet is confirmed with its side, stake and round, clear of the buttons.
      const confirmation = page
        .locator('[data-sonner-toast]')
        .filter({ hasText: /^#\d+ 회차 매수\(상승\) 10,000원 투자 완료$/ });
      await confirmation.waitFor({ timeout: uiTimeoutMs });
      await expectToastClear(confirmation);
      await screenshot(page, 'binary-trade-bet-confirmed');
      await expect.poll(() => page.getByTestId('stake-current').innerText()).toContain('상승 10,000');
      await expect.poll(shownBalance, { timeout: uiTimeoutMs }).toBe(before - STAKE);
      // The chart's price labels lie whole inside it: nothing drawn in its axis's first and last 3 px,
      // while the axis between them shows its labels (so this reads the canvas they are drawn on).
      await expect
        .poll(() => priceAxisEdgeInk(3), { timeout: uiTimeoutMs })
        .toMatchObject({ top: 0, bottom: 0 });
      expect((await priceAxisEdgeInk(3)).all).toBeGreaterThan(1_000);
      await screenshot(page, 'binary-trade-bet-placed');

      // The countdown moves on the server's clock: the bet's round goes from taking bets to live,
      // and the next round takes bets meanwhile: a sell on it, which the rising price makes lose.
      await expect
        .poll(() => page.getByTestId('stake-live').innerText(), { timeout: 40_000 })
        .toContain('상승 10,000');
      await expect.poll(() => page.getByTestId('result-countdown').innerText()).toMatch(/^0:\d\d$/);
      await screenshot(page, 'binary-trade-live');
      await waitForBettingWindow(8);
      // The field keeps the stake typed for the first bet.
      expect(await page.getByTestId('expected-return').innerText()).toBe(`${won(paid)}원`);
      await page.getByRole('button', { name: SELL }).click();
      await expect.poll(() => page.getByTestId('stake-current').innerText()).toContain('하락 10,000');
      await expect.poll(shownBalance, { timeout: uiTimeoutMs }).toBe(before - 2 * STAKE);

      // The buy's round settles first: a win, credited ⌊stake × payout⌋.
      const anyResult = /^(적중! [\d,]+원 지급|미적중: -[\d,]+원|무효 회차: [\d,]+원 환불)$/;
      const firstResult = page.getByText(anyResult).first();
      await firstResult.waitFor({ timeout: SETTLE_TIMEOUT_MS });
      await expectToastClear(page.locator('[data-sonner-toast]').filter({ has: firstResult }));
      await screenshot(page, 'binary-trade-win-toast');
      expect(await firstResult.innerText()).toBe(`적중! ${won(paid)}원 지급`);
      await expect.poll(shownBalance, { timeout: uiTimeoutMs }).toBe(before - 2 * STAKE + paid);
      await screenshot(page, 'binary-trade-win');

      // Then the sell's round: lost, the stake already taken, the balance unchanged.
      const loss = page.getByText(`미적중: -${won(STAKE)}원`, { exact: true });
      await loss.waitFor({ timeout: SETTLE_TIMEOUT_MS });
      await screenshot(page, 'binary-trade-loss');
      await expect.poll(shownBalance, { timeout: uiTimeoutMs }).toBe(before - 2 * STAKE + paid);
      await expect.poll(() => page.getByTestId('bet-history-row').count()).toBeGreaterThanOrEqual(2);

      // Spec §2: the trade page registers its scroll, so the back-to-top button is there and works;
      // it stays away while it would cover the sell button (the first screen of a 390×844 phone).
      const backToTop = page.getByRole('button', { name: '맨 위로' });
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await expect.poll(() => backToTop.count()).toBe(0);
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await backToTop.waitFor({ timeout: uiTimeoutMs });
      // Issue 14 §5: the button covers no row's stake or P&L (the newest row first).
      const button = await boxOf(backToTop);
      const figures = page.getByTestId('bet-row-figures');
      expect(await figures.count()).toBeGreaterThanOrEqual(2);
      for (let index = 0; index < (await figures.count()); index += 1) {
        expect(overlaps(await boxOf(figures.nth(index)), button)).toBe(false);
      }
      await screenshot(page, 'binary-trade-scrolled');
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => backToTop.count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'refuses a bet sent in the cut-off with its catalogued message, and the page disables betting then',
    async () => {
      const optionId = (await thirtySecondOption()).id;
      await signIn(page, 'demo');
      await page.goto(`/exchange/${optionId}`);
      // The page's own clock (server time from /server_time_offset) says the cut-off has begun.
      await expect.poll(bettingPhase, { timeout: 40_000, interval: 100 }).toBe('cutoff');
      await expect(page.getByRole('button', { name: BUY }).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: SELL }).isDisabled()).resolves.toBe(true);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: '투자 시간이 마감되었습니다.' }).count())
        .toBe(1);
      await screenshot(page, 'binary-trade-cutoff');

      // A forced submit while the server clock is in the cut-off: the member's own call, sent the
      // moment the server's /trade/game/current says betCloseAt has passed and lockAt has not.
      const login = (await (
        await fetch(api(auth.login.path), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo', password: demoPassword, siteInfoId: demoSiteId }),
        })
      ).json()) as { accessToken: string };
      let refused: { status: number; body: { code?: string; message?: string } } | undefined;
      for (let attempt = 0; attempt < 200 && refused === undefined; attempt += 1) {
        const current = (await (
          await fetch(api(`${binary.getCurrentRound.path}?tradeOptionId=${optionId}`))
        ).json()) as { current: { id: number; betCloseAt: string; lockAt: string } | null };
        const time = (await (
          await fetch(api(`${binary.getServerTimeOffset.path}?ms=${Date.now()}`))
        ).json()) as {
          serverTimeMs: number;
        };
        const round = current.current;
        const inCutoff =
          round !== null &&
          time.serverTimeMs >= Date.parse(round.betCloseAt) + 100 &&
          time.serverTimeMs < Date.parse(round.lockAt) - 1_000;
        if (!inCutoff) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        const response = await fetch(api(binary.placeBet.path), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
          body: JSON.stringify({
            point: '1000',
            tradeRoundId: round.id,
            type: 'B',
            requestId: `cutoff${Date.now()}`,
          }),
        });
        refused = {
          status: response.status,
          body: (await response.json()) as { code?: string; message?: string },
        };
      }
      expect(refused?.status).toBe(409);
      expect(refused?.body.code).toBe('INVESTMENT_TIME_CLOSED');
      expect(refused?.body.message).toBe('투자 시간이 마감되었습니다.');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'shows a guest the chart and the countdown on the View page, without bet buttons',
    async () => {
      const optionId = (await thirtySecondOption()).id;
      await page.goto(`/exchangeView/${optionId}`);
      await expect.poll(() => page.locator('canvas').count(), { timeout: uiTimeoutMs }).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('betting-countdown').innerText(), { timeout: uiTimeoutMs })
        .toMatch(/^0:\d\d$/);
      expect(await page.getByRole('button', { name: BUY }).count()).toBe(0);
      expect(await page.getByRole('button', { name: SELL }).count()).toBe(0);
      await screenshot(page, 'binary-trade-view');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'opens a settled round and shows its lock and close ticks with source and time',
    async () => {
      const optionId = (await thirtySecondOption()).id;
      await page.goto(`/exchangeView/${optionId}`);
      // Every coin rises in the recording, so a round that settled with both ticks went up.
      const dot = page.getByRole('button', { name: /^#\d+ 상승$/ }).first();
      await dot.waitFor({ timeout: SETTLE_TIMEOUT_MS });
      await dot.click();
      const sheet = page.getByRole('dialog', { name: '회차 상세' });
      await sheet.waitFor();
      const lock = sheet.getByTestId('lock-tick');
      const close = sheet.getByTestId('close-tick');
      await expect.poll(() => lock.innerText()).toMatch(/출처 재생 시세/);
      expect(await lock.innerText()).toMatch(/체결 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}/);
      expect(await close.innerText()).toMatch(/기준 시각 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}/);
      expect(await close.innerText()).toMatch(/출처 재생 시세/);
      expect(await sheet.getByTestId('round-outcome').innerText()).toBe('상승');
      const priceOf = async (row: typeof lock) => Number(/\d[\d.]*/.exec(await row.innerText())?.[0]);
      expect(await priceOf(close)).toBeGreaterThan(await priceOf(lock));
      await screenshot(page, 'binary-trade-round-detail');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
