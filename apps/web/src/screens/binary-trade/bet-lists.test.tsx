import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderMarket } from '../../market/market-test-kit.tsx';
import { bet } from '../../rounds/round-test-kit.ts';
import { BetTabs, MyHistory } from './bet-lists.tsx';
import { BACK_TO_TOP_GUTTER_CLASS } from './use-back-to-top.ts';

// Issue 14 §5: the trade page's back-to-top button (fixed at the bottom right) lay over the P&L of
// the newest row; the rows under the bet panel keep their right column clear of it. jsdom lays
// nothing out, so this checks the room is asked for; the browser journey measures the boxes.

const history = {
  content: [bet({ id: 5, tradeOptionId: 1, tradeRoundId: 11, status: 2, point: '10000' })],
  page: 1,
  size: 20,
  totalElements: 1,
  totalPages: 1,
};
const routes = { '/api/trade/history/list': () => json(200, history) };

describe('the bet lists', () => {
  it("keep the trade page's rows clear of the back-to-top button", async () => {
    renderMarket(<BetTabs optionId={1} member onOpen={() => undefined} />, '/exchange/1', { routes });
    const row = await screen.findByTestId('bet-history-row');
    expect(row.className.split(' ')).toContain(BACK_TO_TOP_GUTTER_CLASS);
    expect(row.textContent).toContain('미적중 -10,000');
  });

  it('use the whole width on the bet history page, which has no such button', async () => {
    renderMarket(<MyHistory optionId={undefined} onOpen={() => undefined} />, '/wallet/bet_history', {
      routes,
    });
    const row = await screen.findByTestId('bet-history-row');
    expect(row.className.split(' ')).not.toContain(BACK_TO_TOP_GUTTER_CLASS);
    expect(row.className.split(' ')).toContain('pr-4');
  });
});
