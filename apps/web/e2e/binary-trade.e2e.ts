import { auth } from '@baro/contracts';
import * as binary from '@baro/contracts/manifest/binary';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, submitSignIn, uiTimeoutMs } from './support/browser.ts';
import { demoPassword, demoSiteId, startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue 7 §4: the timed-round screen against the real server running the demo's rounds around the
// clock. The journeys use the 30 s rounds (R.5), so a bet settles within about a minute.

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
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
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
async function thirtySecondOption(): Promise<number> {
  const response = await fetch(api(`${binary.listTradeOptions.path}?resultType=LIST`));
  const options = (await response.json()) as { id: number; stock: string; type: string }[];
  const option = options.find((item) => item.stock === 'BTCUSDT' && item.type === 'R.5');
  if (option === undefined) throw new Error('the demo offers no BTCUSDT R.5 option');
  return option.id;
}

async function signIn(): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, 'demo');
  await page.waitForURL((url) => url.pathname !== '/signin', { timeout: uiTimeoutMs });
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

describe('timed rounds', () => {
  it(
    'places a buy bet on a 30 s round, counts down, and shows the result toast and the balance',
    async () => {
      const optionId = await thirtySecondOption();
      await signIn();
      await page.goto(`/exchange/${optionId}`);
      await waitForBettingWindow(8);
      const before = await shownBalance();
      expect(before).toBeGreaterThanOrEqual(STAKE);

      await page.getByRole('textbox', { name: '투자 금액' }).fill(String(STAKE));
      await expect.poll(() => page.getByTestId('expected-return').innerText()).toBe('19,500원');
      await screenshot(page, 'binary-trade-stake');
      await page.getByRole('button', { name: BUY }).click();
      await expect.poll(() => page.getByTestId('stake-current').innerText()).toContain('상승 10,000');
      await expect.poll(shownBalance, { timeout: uiTimeoutMs }).toBe(before - STAKE);
      await screenshot(page, 'binary-trade-bet-placed');

      // The countdown moves on the server's clock: the bet's round goes from taking bets to live.
      await expect
        .poll(() => page.getByTestId('stake-live').innerText(), { timeout: 40_000 })
        .toContain('상승 10,000');
      await expect.poll(() => page.getByTestId('result-countdown').innerText()).toMatch(/^0:\d\d$/);
      await screenshot(page, 'binary-trade-live');

      const toast = page.getByText(/^(적중! [\d,]+원 지급|미적중: -10,000원|무효 회차: 10,000원 환불)$/);
      await toast.waitFor({ timeout: SETTLE_TIMEOUT_MS });
      const message = await toast.innerText();
      await screenshot(page, 'binary-trade-result-toast');
      const expected = message.startsWith('적중')
        ? before - STAKE + 19_500
        : message.startsWith('무효')
          ? before
          : before - STAKE;
      await expect.poll(shownBalance, { timeout: uiTimeoutMs }).toBe(expected);
      await expect.poll(() => page.getByTestId('bet-history-row').count()).toBeGreaterThan(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'refuses a bet sent in the cut-off with its catalogued message, and the page disables betting then',
    async () => {
      const optionId = await thirtySecondOption();
      await signIn();
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
      const optionId = await thirtySecondOption();
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
      const optionId = await thirtySecondOption();
      await page.goto(`/exchangeView/${optionId}`);
      const dot = page.getByRole('button', { name: /^#\d+ (상승|하락|무효)$/ }).last();
      await dot.waitFor({ timeout: SETTLE_TIMEOUT_MS });
      await dot.click();
      const sheet = page.getByRole('dialog', { name: '회차 상세' });
      await sheet.waitFor();
      const lock = sheet.getByTestId('lock-tick');
      await expect.poll(() => lock.innerText()).toMatch(/출처 \S+/);
      expect(await lock.innerText()).toMatch(/체결 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}/);
      expect(await sheet.getByTestId('close-tick').innerText()).toMatch(
        /기준 시각 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}/,
      );
      await screenshot(page, 'binary-trade-round-detail');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
