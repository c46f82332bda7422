import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FuturesStockDrawer } from './futures-stock-drawer.tsx';
import { json, recordingSocketClient, renderMarket } from './market-test-kit.tsx';
import { futuresInfoTopic } from '../socket/destinations.ts';
import { wireTiers } from '../futures/futures-test-kit.ts';
import { DEFAULT_MARGIN_TIERS } from '@baro/domain';

// The drawer reads only ids, stocks and precisions; the terms are the default ones.
const terms = { tiers: wireTiers(DEFAULT_MARGIN_TIERS), takerFeeBps: 4 };
const options = [
  { id: 11, stock: 'BTCUSDT', precision: 1, maxLeverage: 125, ...terms },
  { id: 12, stock: 'ETHUSDT', precision: 2, maxLeverage: 100, ...terms },
];

function info(futuresOptionId: number, stock: string, lastPrice: string, priceChangePercent: string) {
  return {
    futuresOptionId,
    stock,
    lastPrice,
    markPrice: lastPrice,
    priceChangePercent,
    fundingRate: '0.0001',
    nextFundingAt: '2026-01-05T08:00:00.000Z',
  };
}

const routes = {
  '/api/futures/option/list': () => json(200, options),
  '/api/stock/key_value': () =>
    json(200, {
      kind: 'FUTURES_INFO',
      items: [info(11, 'BTCUSDT', '64250.5', '1.234'), info(12, 'ETHUSDT', '3100', '-0.5')],
    }),
};

function Page({ currentId }: { currentId: number | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="drawer-state">{open ? 'open' : 'closed'}</p>
      <FuturesStockDrawer
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        currentId={currentId}
      />
    </>
  );
}

async function row(name: string) {
  const drawer = await screen.findByRole('dialog', { name: '선물거래' });
  const label = await within(drawer).findByText(name);
  const button = label.closest('button');
  if (button === null) throw new Error(`No row for ${name}.`);
  return button;
}

describe('FuturesStockDrawer', () => {
  it('lists each instrument with a coin badge, the last price at its precision and one plus sign', async () => {
    renderMarket(<Page currentId={11} />, '/future/11', { routes });
    const btc = await row('BTCUSDT');
    await waitFor(() => {
      expect(btc.textContent).toContain('64,250.5');
    });
    const rise = within(btc).getByText('+1.23%');
    expect(rise.className).toContain('text-up');
    expect(btc.getAttribute('aria-current')).toBe('page');
    const eth = await row('ETHUSDT');
    expect(eth.textContent).toContain('3,100.00');
    expect(within(eth).getByText('-0.50%').className).toContain('text-down');
  });

  it('takes newer prices from the futures topic, found by stock', async () => {
    const socket = recordingSocketClient();
    renderMarket(<Page currentId={11} />, '/future/11', { routes, socket: socket.client });
    const btc = await row('BTCUSDT');
    await waitFor(() => {
      expect(btc.textContent).toContain('64,250.5');
    });
    await waitFor(() => {
      expect(socket.subscribed(futuresInfoTopic)).toBe(true);
    });
    act(() => {
      socket.push(futuresInfoTopic, {
        items: [{ ...info(11, 'BTCUSDT', '65000.04', '2.5'), futuresOptionId: undefined }],
      });
    });
    await waitFor(() => {
      expect(btc.textContent).toContain('65,000.0');
    });
    expect(within(btc).getByText('+2.50%')).toBeTruthy();
  });

  it('opens the chosen instrument and closes', async () => {
    const view = renderMarket(<Page currentId={11} />, '/future/11', { routes });
    await userEvent.click(await row('ETHUSDT'));
    await waitFor(() => {
      expect(view.pathname()).toBe('/future/12');
    });
    expect(screen.getByTestId('drawer-state').textContent).toBe('closed');
  });

  it('opens the View page from a View page, and only closes for the current instrument', async () => {
    const view = renderMarket(<Page currentId={11} />, '/futureView/11', { routes });
    await userEvent.click(await row('BTCUSDT'));
    expect(screen.getByTestId('drawer-state').textContent).toBe('closed');
    expect(view.pathname()).toBe('/futureView/11');
  });

  it('goes to /futureView/{id} when chosen on a View page', async () => {
    const view = renderMarket(<Page currentId={11} />, '/futureView/11', { routes });
    await userEvent.click(await row('ETHUSDT'));
    await waitFor(() => {
      expect(view.pathname()).toBe('/futureView/12');
    });
  });
});
