import type { TradeOption } from '@baro/contracts/routes/binary';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMarket } from './market-test-kit.tsx';
import { TradeStockDropdown } from './trade-stock-dropdown.tsx';

function option(id: number, stock: string, type: string): TradeOption {
  return {
    id,
    stock,
    type,
    isPlay: 1,
    isStop: 1,
    payout: '1.95',
    minPoint: '1000',
    maxPoint: '1000000',
    roundLengthMs: 60_000,
  };
}

const options = [
  option(1, 'BTCUSDT', 'R.5'),
  option(2, 'BTCUSDT', 'R1'),
  option(3, 'BTCUSDT', 'B1'),
  option(4, 'BTCUSDT', 'P1'),
  option(5, 'ETHUSDT', 'R5'),
];

async function openDropdown() {
  await userEvent.click(screen.getByRole('button', { expanded: false }));
  return screen.getByTestId('trade-stock-dropdown');
}

describe('TradeStockDropdown', () => {
  it('lists each stock with its game types labelled as the spec says', async () => {
    renderMarket(<TradeStockDropdown options={options} current={options[1]} />, '/exchange/2', {
      routes: {},
    });
    const panel = await openDropdown();
    expect(panel.style.minWidth).toBe('268px');
    const btc = within(panel).getByRole('region', { name: 'BTCUSDT' });
    expect(
      within(btc)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['30sec', '1min', '바이너리 1min', '비트볼 1min']);
    const eth = within(panel).getByRole('region', { name: 'ETHUSDT' });
    expect(
      within(eth)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['5min']);
    expect(within(btc).getByRole('button', { name: '1min' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the current stock and game type on its button', () => {
    renderMarket(<TradeStockDropdown options={options} current={options[3]} />, '/exchange/4', {
      routes: {},
    });
    expect(screen.getByRole('button', { expanded: false }).textContent).toBe('BTCUSDT비트볼 1min');
  });

  it('opens the chosen game type and closes', async () => {
    const view = renderMarket(<TradeStockDropdown options={options} current={options[1]} />, '/exchange/2', {
      routes: {},
    });
    const panel = await openDropdown();
    await userEvent.click(within(panel).getByRole('button', { name: '5min' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/exchange/5');
    });
    expect(screen.queryByTestId('trade-stock-dropdown')).toBeNull();
  });

  it('stays on View pages and closes on Escape', async () => {
    const view = renderMarket(
      <TradeStockDropdown options={options} current={options[1]} />,
      '/exchangeView/2',
      {
        routes: {},
      },
    );
    let panel = await openDropdown();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('trade-stock-dropdown')).toBeNull();
    panel = await openDropdown();
    await userEvent.click(within(panel).getByRole('button', { name: '바이너리 1min' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/exchangeView/3');
    });
  });
});
