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

// Issue 16 §4: buy 1 lot → the take-profit fills → the toast and the KRW balance equal the formula.
// The server plays a recording in which every overseas future rises a tick every 2 s
// (support/rising-replay.ts), so a LONG's 10-tick take-profit is reached by the trigger loop within
// about 20 s. The balance is worked out with @baro/domain's formulas from the two recorded fills.

const STOCK = 'NQ';
const JOURNEY_TIMEOUT_MS = 180_000;

let journey: ReplayJourney;
let page: Page;
let member: MemberApi;

beforeAll(async () => {
  journey = await startReplayJourney(60, 1, openSessionOffsetMs(STOCK));
  ({ page, member } = journey);
});

afterAll(async () => {
  await (journey as ReplayJourney | undefined)?.dispose();
});

describe('overseas futures on a rising market', () => {
  it(
    'buys 1 lot at market with TP/SL 10/10; the take-profit fills: toast, and the KRW balance by the formula',
    async () => {
      const { option, terms } = await openOption(journey, STOCK);
      const before = await member.binaryBalance();

      await page.getByTestId('last-price').waitFor({ timeout: uiTimeoutMs });
      await page.getByRole('button', { name: '매수', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      const card = page.getByTestId('oversea-position');
      await card.waitFor({ timeout: uiTimeoutMs });
      expect(await card.getByText('TP (10틱)').count()).toBe(1);
      // The market fill's toast, then (about 20 s on) the take-profit's.
      await toastWith(page, '주문 체결완료').first().waitFor({ timeout: uiTimeoutMs });
      await card.waitFor({ state: 'detached', timeout: 90_000 });
      await toastWith(page, '주문 체결완료').first().waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'oversea-take-profit');

      const history = await member.read<{ content: OverseaOrder[] }>(
        `${oversea.listOverseaHistory.path}?overseaOptionId=${option.id}&page=1&size=10`,
      );
      const filled = history.content.filter((order) => order.status === 'FILLED');
      const opening = filled.find((order) => order.marketType === 'MARKET');
      const takeProfit = filled.find((order) => order.marketType === 'TAKEPROFIT');
      if (opening?.fillTick == null || takeProfit?.fillTick == null) {
        throw new Error(
          `the fills are not recorded: ${JSON.stringify(filled.map((order) => order.marketType))}`,
        );
      }
      const entry = unitsOf(opening.fillTick.price, option);
      const exit = unitsOf(takeProfit.fillTick.price, option);
      expect(exit - entry).toBeGreaterThanOrEqual(10 * terms.tickUnits);
      const expected = before - 2n * feeKrwMinor(1, terms) + pnlKrwMinor(1, 1, entry, exit, terms);
      await expect.poll(() => member.binaryBalance(), { timeout: uiTimeoutMs }).toBe(expected);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
