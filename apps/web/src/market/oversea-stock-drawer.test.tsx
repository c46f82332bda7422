import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json, recordingSocketClient, renderMarket } from './market-test-kit.tsx';
import { OverseaStockDrawer } from './oversea-stock-drawer.tsx';
import { overseaTopic } from '../socket/destinations.ts';

function option(id: number, stock: string, koName: string, currency: string) {
  return {
    id,
    stock,
    koName,
    precision: 2,
    currency,
    type: 'INDEX',
    isRest: false,
    tickSize: '0.25',
    tickValue: '5',
    krwRate: '1380',
    marginPerLot: '1000000',
    feePerLot: '5000',
  };
}

const nasdaq = option(1, 'NQ', '나스닥100', 'USD');
const kospi = option(2, 'K200', '코스피200', 'KRW');
const crude = option(3, 'CL', '크루드오일', 'USD');
const gold = option(4, 'GC', '골드', 'USD');

function statistics(stock: string, lastPrice: string, priceChangePercent: string) {
  return {
    stock,
    lastPrice,
    priceChange: '1',
    priceChangePercent,
    highPrice: lastPrice,
    lowPrice: lastPrice,
    volume: '10',
  };
}

const routes = {
  // The server lists KRW first; the drawer keeps that order even if it did not.
  '/api/oversea/option/list': () => json(200, [nasdaq, kospi, crude, gold]),
  '/api/trade/ticker_statistics': () =>
    json(200, [statistics('NQ', '21000.25', '0.5'), statistics('K200', '350.1', '-1.234')]),
  '/api/oversea/option': (request: Request) => {
    const id = Number(new URL(request.url).searchParams.get('overseaOptionId'));
    if (id === crude.id) {
      return json(200, {
        status: 200,
        message: 'CL종목이 현재 휴장중입니다.',
        data: { ...crude, isRest: true },
      });
    }
    if (id === gold.id) {
      return json(404, { status: 404, code: 'OPTION_NOT_FOUND', message: '상품을 찾을 수 없습니다.' });
    }
    const found = [nasdaq, kospi].find((candidate) => candidate.id === id);
    return json(200, { status: 200, message: 'OK', data: found });
  },
};

function Page({ currentId }: { currentId: number | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="drawer-state">{open ? 'open' : 'closed'}</p>
      <OverseaStockDrawer
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        currentId={currentId}
      />
    </>
  );
}

async function rows() {
  const drawer = await screen.findByRole('dialog', { name: '해외선물' });
  await within(drawer).findByText('나스닥100');
  return within(drawer)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-label') !== '닫기');
}

describe('OverseaStockDrawer', () => {
  it('lists KRW options first with their Korean name, price and change', async () => {
    renderMarket(<Page currentId={1} />, '/oversea/1', { routes });
    const buttons = await rows();
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('코스피200'),
      expect.stringContaining('나스닥100'),
      expect.stringContaining('크루드오일'),
      expect.stringContaining('골드'),
    ]);
    await waitFor(() => {
      expect(buttons[1]?.textContent).toContain('21,000.25');
    });
    expect(within(buttons[1] as HTMLElement).getByText('+0.50%').className).toContain('text-up');
    expect(within(buttons[0] as HTMLElement).getByText('-1.23%').className).toContain('text-down');
  });

  it('moves prices with TICKER events of the overseas topic', async () => {
    const socket = recordingSocketClient();
    renderMarket(<Page currentId={1} />, '/oversea/1', { routes, socket: socket.client });
    await rows();
    await waitFor(() => {
      expect(socket.subscribed(overseaTopic)).toBe(true);
    });
    act(() => {
      socket.push(overseaTopic, {
        type: 'TICKER',
        items: [{ stock: 'NQ', lastPrice: '21100', changePercent: '0.98', atMs: Date.now() + 1_000 }],
      });
    });
    expect(await screen.findByText('21,100.00')).toBeTruthy();
    expect(screen.getByText('+0.98%')).toBeTruthy();
  });

  it('just closes when the current option is chosen, without asking the server', async () => {
    const view = renderMarket(<Page currentId={1} />, '/oversea/1', { routes });
    const buttons = await rows();
    await userEvent.click(buttons[1] as HTMLElement);
    expect(screen.getByTestId('drawer-state').textContent).toBe('closed');
    expect(view.calls.some((call) => call.startsWith('GET /api/oversea/option?'))).toBe(false);
    expect(view.pathname()).toBe('/oversea/1');
  });

  it("alerts the server's closed-market message and stays open when the market rests", async () => {
    const view = renderMarket(<Page currentId={1} />, '/oversea/1', { routes });
    const buttons = await rows();
    await userEvent.click(buttons[2] as HTMLElement);
    await waitFor(() => {
      expect(view.alerts).toEqual(['CL종목이 현재 휴장중입니다.']);
    });
    expect(screen.getByTestId('drawer-state').textContent).toBe('open');
    expect(view.pathname()).toBe('/oversea/1');
  });

  it("alerts the server's message when the option cannot be read", async () => {
    const view = renderMarket(<Page currentId={1} />, '/oversea/1', { routes });
    const buttons = await rows();
    await userEvent.click(buttons[3] as HTMLElement);
    await waitFor(() => {
      expect(view.alerts).toEqual(['상품을 찾을 수 없습니다.']);
    });
    expect(view.pathname()).toBe('/oversea/1');
  });

  it('opens the chosen open option and closes', async () => {
    const view = renderMarket(<Page currentId={1} />, '/oversea/1', { routes });
    const buttons = await rows();
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => {
      expect(view.pathname()).toBe('/oversea/2');
    });
    expect(screen.getByTestId('drawer-state').textContent).toBe('closed');
    expect(view.alerts).toEqual([]);
  });

  it('opens the View page of the chosen option from a View page', async () => {
    const view = renderMarket(<Page currentId={1} />, '/overseaView/1', { routes });
    const buttons = await rows();
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => {
      expect(view.pathname()).toBe('/overseaView/2');
    });
  });
});
