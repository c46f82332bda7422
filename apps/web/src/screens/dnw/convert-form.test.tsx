import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWallet, walletEntry } from '../../wallet/wallet-test-kit.tsx';
import { ConvertForm } from './convert-form.tsx';

const at = '2026-01-31T00:00:00.000Z';
const wallets = {
  USDT: walletEntry('USDT', 'USDT', '1000'),
  BTC: walletEntry('BTC', 'BTC', '0.5'),
};

const fees = {
  futuresTakerFeeRate: '0.0004',
  futuresLiquidationFeeRate: '0.005',
  overseaFeePerLot: '0',
  withdrawFeeByCoin: {},
  convertFeeRate: '0.001',
};

function convertedRow() {
  return {
    id: 9,
    type: 'CO',
    walletType: 'USDT',
    point: '100',
    won: null,
    fee: null,
    status: 'APPROVED',
    memo: 'BTC(으)로 전환 (수수료 0.1 USDT)',
    createdAt: at,
    processedAt: at,
  };
}

describe('the conversion form', () => {
  it('shows the published rate and the estimate, and sends the rate it showed', async () => {
    const view = renderWallet(<ConvertForm from="USDT" to="BTC" />, {
      wallets,
      routes: {
        '/api/dnw/get_exchange_rate_map': () =>
          json(200, [
            { base: 'USDT', counter: 'BTC', rate: '0.00001', at },
            { base: 'BTC', counter: 'USDT', rate: '100000', at },
          ]),
        '/api/dnw/convert': () => json(200, convertedRow()),
        '/api/fee.json': () => json(200, fees),
      },
    });
    await waitFor(() => {
      expect(screen.getByTestId('convert-rate').textContent).toBe('1 USDT = 0.00001 BTC');
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('전환 수량'), '100');
    await waitFor(() => {
      expect(screen.getByTestId('convert-fee').textContent).toBe('0.1 USDT');
    });
    expect(screen.getByTestId('convert-quote').textContent).toBe('0.000999 BTC');

    await user.click(screen.getByRole('button', { name: '전환하기' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('1 USDT = 0.00001 BTC');
    expect(question.textContent).toContain('0.1 USDT');
    expect(question.textContent).toContain('0.000999 BTC');
    await user.click(within(question).getByRole('button', { name: '전환하기' }));
    await waitFor(() => {
      expect(view.alerts).toEqual(['전환이 완료되었습니다.\nBTC(으)로 전환 (수수료 0.1 USDT)']);
    });
    expect(view.calls.find((call) => call.path === '/api/dnw/convert')?.body).toMatchObject({
      fromCoin: 'USDT',
      toCoin: 'BTC',
      point: '100',
      rate: '0.00001',
    });
  });

  it('refuses more than the wallet holds before sending', async () => {
    const view = renderWallet(<ConvertForm from="USDT" to="BTC" />, {
      wallets,
      routes: {
        '/api/dnw/get_exchange_rate_map': () =>
          json(200, [{ base: 'USDT', counter: 'BTC', rate: '0.00001', at }]),
      },
    });
    await waitFor(() => {
      expect(screen.getByTestId('convert-rate').textContent).toBe('1 USDT = 0.00001 BTC');
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('전환 수량'), '1000.5');
    await user.click(screen.getByRole('button', { name: '전환하기' }));
    await waitFor(() => {
      expect(view.alerts).toEqual(['전환 수량이 보유 수량을 초과합니다.']);
    });
    expect(view.calls.some((call) => call.path === '/api/dnw/convert')).toBe(false);
  });
});
