import * as oversea from '@baro/contracts/manifest/oversea';
import type { OverseaOrder } from '@baro/contracts/routes/oversea';
import { feeKrwMinor, pnlKrwMinor } from '@baro/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, uiTimeoutMs } from './support/browser.ts';
import { toastWith } from './support/futures-page.ts';
import type { MemberApi } from './support/futures-page.ts';
import { openSessionOffsetMs } from './support/market-time.ts';
import { openOption, startReplayJourney, unitsOf } from './support/oversea-journey.ts';
import type { ReplayJourney } from './support/oversea-journey.ts';

// Issue 16 §4: a falling recording hits the losscut ('청산'). The server plays a recording in which
// every overseas future falls 25 ticks every 2 s (support/rising-replay.ts): 3 lots of NQ bought
// without TP/SL (margin 9,000,000 of the demo's 10,000,000) lose 25 × 3 × $5 × 1,380 won a step, and
// equity reaches the losscut (30 % of the margin) in about half a minute. Every position closes at
// market: the '청산' notice, the position gone, the balance by @baro/domain's formulas from the
// recorded fills.

const STOCK = 'NQ';
const LOTS = 3;
const JOURNEY_TIMEOUT_MS = 180_000;

let journey: ReplayJourney;
let page: Page;
let member: MemberApi;

beforeAll(async () => {
  // Five minutes: in a longer one the cheapest futures (CL, 6E) would fall through zero.
  journey = await startReplayJourney(5, -25, openSessionOffsetMs(STOCK));
  ({ page, member } = journey);
});

afterAll(async () => {
  await (journey as ReplayJourney | undefined)?.dispose();
});

describe('overseas futures on a falling market', () => {
  it(
    'buys 3 lots without TP/SL; the losscut closes them: 청산, and the KRW balance by the formula',
    async () => {
      const { option, terms } = await openOption(journey, STOCK);
      const before = await member.binaryBalance();

      await page.getByTestId('last-price').waitFor({ timeout: uiTimeoutMs });
      await page.getByRole('button', { name: String(LOTS), exact: true }).click();
      await page.getByRole('checkbox').first().uncheck();
      await page.getByRole('button', { name: '매수', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      const card = page.getByTestId('oversea-position');
      await card.waitFor({ timeout: uiTimeoutMs });
      // The gauge follows the live price (the cross push comes with decisions, not with ticks).
      await expect
        .poll(() => page.getByTestId('losscut-gauge').getAttribute('data-level'), { timeout: 90_000 })
        .not.toBe('safe');
      await screenshot(page, 'oversea-losscut-near');
      await toastWith(page, '청산').first().waitFor({ timeout: 90_000 });
      await card.waitFor({ state: 'detached', timeout: uiTimeoutMs });
      await screenshot(page, 'oversea-losscut');

      const history = await member.read<{ content: OverseaOrder[] }>(
        `${oversea.listOverseaHistory.path}?overseaOptionId=${option.id}&page=1&size=10`,
      );
      const filled = history.content.filter((order) => order.status === 'FILLED');
      const opening = filled.find((order) => order.marketType === 'MARKET');
      const losscut = filled.find((order) => order.marketType === 'LIQUIDATION');
      if (opening?.fillTick == null || losscut?.fillTick == null) {
        throw new Error(
          `the fills are not recorded: ${JSON.stringify(filled.map((order) => order.marketType))}`,
        );
      }
      const entry = unitsOf(opening.fillTick.price, option);
      const exit = unitsOf(losscut.fillTick.price, option);
      const expected = before - 2n * feeKrwMinor(LOTS, terms) + pnlKrwMinor(1, LOTS, entry, exit, terms);
      await expect.poll(() => member.binaryBalance(), { timeout: uiTimeoutMs }).toBe(expected);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
