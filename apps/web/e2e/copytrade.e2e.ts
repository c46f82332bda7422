import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CopyOrder, Trader, TraderFollower } from '@baro/contracts/routes/copytrade';
import type { FuturesOption, FuturesPosition } from '@baro/contracts/routes/futures';
import { COIN_FUTURES, initialMarginMinor } from '@baro/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, signIn, uiTimeoutMs } from './support/browser.ts';
import { MemberApi, optionOf, usdtMinor } from './support/futures-page.ts';
import { writeCoinRecording } from './support/rising-replay.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Issue 17 §3: copy trading end to end against the real server. The demo follower follows the demo
// trader at 50 % through the screens (leaderboard → trader → follow sheet); the trader opens a LONG
// through the API; the follower's copy appears on 내 카피 with half the trader's margin and a toast;
// on a market rising 0.02 % a second the trader closes; the copy closes with it, and the
// trader's profit share is in the fee history and on the trader's dashboard.

const STOCK = 'BTCUSDT';
const LEVERAGE = 10;
const QTY = '1000';
const JOURNEY_TIMEOUT_MS = 180_000;
if (COIN_FUTURES.find((spec) => spec.stock === STOCK) === undefined)
  throw new Error(`${STOCK} is not a coin`);

let recordingDir: string;
let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let follower: MemberApi;
let trader: MemberApi;
let option: FuturesOption;

beforeAll(async () => {
  recordingDir = mkdtempSync(join(tmpdir(), 'baro-copytrade-replay-'));
  // Every coin rises 0.02 % a second, so the copy's gain passes its fees within seconds.
  const recording = writeCoinRecording(recordingDir, 'steep-rise.csv', (_coin, startUnits, step, seconds) =>
    Math.round(startUnits + 20 * step * seconds),
  );
  [server, browser] = await Promise.all([
    startServer({ env: { MARKET_FEED: 'replay', MARKET_REPLAY_FILE: recording } }),
    launchBrowser(),
  ]);
  follower = await MemberApi.signIn(server, 'follower');
  trader = await MemberApi.signIn(server, 'trader');
  option = await optionOf(trader, STOCK);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
  rmSync(recordingDir, { recursive: true, force: true });
});

async function signedInPage(username: string): Promise<Page> {
  const context = await phoneContext(browser, server.origin);
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

/** Polls `read` until `done` holds for its answer; fails after the UI timeout. */
async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + uiTimeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function traderOrder(tradeType: 'LONG' | 'SHORT'): Promise<void> {
  const placed = await trader.send('/futures/order', {
    futuresOptionId: option.id,
    tradeType,
    marketType: 'MARKET',
    qty: QTY,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
}

describe('copy trading', () => {
  it(
    'follows at 50 % on the screens; the trader’s fill is copied with half the margin and closed with it; the share is in the fee history',
    async () => {
      // The demo follower starts following the trader; this journey follows anew through the screens.
      expect((await follower.send('/copytrade/follower/unfollow', {})).status).toBe(200);
      expect(
        (await trader.send('/futures/order/leverage', { futuresOptionId: option.id, leverage: LEVERAGE }))
          .status,
      ).toBe(200);
      const page = await signedInPage('follower');

      await page.goto('/copytrade');
      const card = page.getByTestId('trader-card').filter({ hasText: '바로트레이더' });
      await card.waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'copytrade-leaderboard');
      await card.getByRole('link').first().click();
      await page.getByTestId('roi-chart').waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'copytrade-trader');
      await page.getByRole('button', { name: '팔로우', exact: true }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByTestId('risk-note').waitFor({ timeout: uiTimeoutMs });
      await sheet.getByRole('slider', { name: '카피 비율' }).fill('50');
      expect(await sheet.getByTestId('ratio-value').innerText()).toBe('50%');
      await sheet.getByLabel('최대 투자금 (USDT)').fill('1000');
      await sheet.getByLabel('1회 최대 (USDT)').fill('200');
      // Every pair is chosen at first: choose BTCUSDT alone.
      await sheet.getByRole('button', { name: '전체' }).click();
      await sheet.getByRole('button', { name: STOCK, exact: true }).click();
      await screenshot(page, 'copytrade-follow-sheet');
      await sheet.getByRole('button', { name: '팔로우', exact: true }).click();
      await sheet.waitFor({ state: 'detached', timeout: uiTimeoutMs });
      const followed = await follower.read<TraderFollower | null>('/copytrade/follower/my_trader_follower');
      expect(followed).toMatchObject({
        multiplyPer: 50,
        maxBet: '1000',
        oneMaxBet: '200',
        followStock: [STOCK],
      });

      await page.goto('/copytrade/my');
      await page.getByTestId('current-follow').waitFor({ timeout: uiTimeoutMs });
      // Each toast is waited for from before the trader's order is sent: the copy's push can reach the
      // follower while the trader's answer is still on its way, and a toast goes after 2 s (under a
      // loaded CI run it had gone before the wait began).
      await Promise.all([
        page.getByText('카피 주문이 체결되었습니다').waitFor({ timeout: uiTimeoutMs }),
        traderOrder('LONG'),
      ]);
      const openCopy = page.getByTestId('open-copy');
      await openCopy.waitFor({ timeout: uiTimeoutMs });
      // The trader put up 1,000 / 10 = 100 USDT; the copy is half of it, at the same leverage.
      const traderMargin = initialMarginMinor(usdtMinor(QTY), LEVERAGE);
      const copies = await follower.read<CopyOrder[]>('/copytrade/history/follower/open');
      expect(copies).toHaveLength(1);
      expect(usdtMinor(copies[0]?.margin ?? '0')).toBe(traderMargin / 2n);
      expect(copies[0]).toMatchObject({ leverage: LEVERAGE, qty: '500', status: 'OPEN' });
      expect(await openCopy.innerText()).toContain('50');
      const positions = await follower.read<FuturesPosition[]>('/futures/history/open_position');
      expect(positions).toEqual([
        expect.objectContaining({ stock: STOCK, qty: '500', margin: '50', leverage: LEVERAGE }),
      ]);
      await screenshot(page, 'copytrade-my-open');

      // The recording rises 20 USDT a second from about 100,000: 15 s later the copy's 500 have gained
      // about 0.3 %, well above the 0.04 % close fee (fills are at the last price, not the mark).
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      await Promise.all([
        page.getByText('카피 포지션이 종료되었습니다').waitFor({ timeout: uiTimeoutMs }),
        traderOrder('SHORT'),
      ]);
      await page.getByRole('button', { name: '종료 내역' }).click();
      await page.getByTestId('closed-copy').waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'copytrade-my-closed');
      const closed = await until(
        'the closed copy',
        () => follower.read<{ content: CopyOrder[] }>('/copytrade/history/follower/list?size=10'),
        (list) => list.content.some((copy) => copy.status === 'CLOSED'),
      );
      const copy = closed.content.find((item) => item.status === 'CLOSED');
      expect(usdtMinor(copy?.realizedPnl ?? '0')).toBeGreaterThan(0n);
      const share = usdtMinor(copy?.profitShare ?? '0');
      // 10 % of the copy's net gain (the site's rate), rounded down.
      expect(share).toBe(usdtMinor(copy?.realizedPnl ?? '0') / 10n);
      expect(await follower.read<FuturesPosition[]>('/futures/history/open_position')).toEqual([]);

      const fees = await trader.read<{ content: { amount: string; futuresFollowerOrderId: number }[] }>(
        '/copytrade/history/trader/fee_history?size=10',
      );
      expect(fees.content).toEqual([
        expect.objectContaining({
          futuresFollowerOrderId: copy?.futuresFollowerOrderId,
          amount: copy?.profitShare,
        }),
      ]);
      const me = await trader.read<Trader | null>('/copytrade/trader');
      expect(me?.followerCount).toBe(1);
      const dashboard = await signedInPage('trader');
      await dashboard.goto('/copytrade/dashboard');
      await dashboard.getByTestId('profit-share-total').waitFor({ timeout: uiTimeoutMs });
      // The dashboard shows the earned total cut to two decimals, signed.
      const [whole, fraction = ''] = (copy?.profitShare ?? '').split('.');
      expect(await dashboard.getByTestId('profit-share-total').innerText()).toBe(
        `+${whole}.${fraction.padEnd(2, '0').slice(0, 2)} USDT`,
      );
      await screenshot(dashboard, 'copytrade-dashboard');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
