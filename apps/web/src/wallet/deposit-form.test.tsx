import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DepositForm } from './deposit-form.tsx';
import { json, renderWallet, walletEntry } from './wallet-test-kit.tsx';

const settings = {
  currency: 'KRW',
  depositEnabled: true,
  withdrawEnabled: true,
  depositMin: '10000',
  depositMax: null,
  withdrawMin: '10000',
  withdrawMax: null,
  depositAccount: { bankName: '모의은행', accountNumber: '000-0000-0000', holderName: 'Baro 데모' },
  typeStatus: { deposit: true, withdraw: true, convert: true, buy: true, sell: true },
};

function depositRow(point: string) {
  return {
    id: 5,
    type: 'D',
    walletType: 'BINARY',
    point,
    won: null,
    fee: null,
    status: 'PENDING',
    memo: null,
    createdAt: '2026-01-31T00:00:00.000Z',
    processedAt: null,
  };
}

describe('the deposit request form', () => {
  it("shows the site's account, requires an amount and applies the site's minimum", async () => {
    const view = renderWallet(<DepositForm walletType="BINARY" />, {
      wallets: { BINARY: walletEntry('BINARY', 'KRW', '0') },
      routes: { '/api/site_info/dnw': () => json(200, settings) },
    });
    await screen.findByText('000-0000-0000');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '입금신청' }));
    await waitFor(() => {
      expect(view.alerts).toEqual(['입금신청금액을 입력해주세요.']);
    });
    await user.click(screen.getByRole('button', { name: '+5만' }));
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await user.type(screen.getByLabelText('입금신청금액'), '5000');
    await user.click(screen.getByRole('button', { name: '입금신청' }));
    await waitFor(() => {
      expect(view.alerts.at(-1)).toBe('입금신청금액은 10,000 이상이어야 합니다.');
    });
    expect(view.calls.some((call) => call.path === '/api/dnw/apply')).toBe(false);
  });

  it('sends a won deposit as /dnw/apply type D, then confirms and clears the amount', async () => {
    const view = renderWallet(<DepositForm walletType="BINARY" />, {
      wallets: { BINARY: walletEntry('BINARY', 'KRW', '0') },
      routes: {
        '/api/site_info/dnw': () => json(200, settings),
        '/api/dnw/apply': (_request, body) => json(200, depositRow((body as { point: string }).point)),
      },
    });
    await screen.findByText('000-0000-0000');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '+10만' }));
    await user.click(screen.getByRole('button', { name: '+1만' }));
    await user.click(screen.getByRole('button', { name: '입금신청' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '입금신청' }),
    );
    await waitFor(() => {
      expect(view.alerts).toEqual(['입금신청이 완료되었습니다.\n110,000 KRW']);
    });
    expect(view.calls.find((call) => call.path === '/api/dnw/apply')?.body).toMatchObject({
      type: 'D',
      point: '110000',
    });
    expect(screen.getByLabelText<HTMLInputElement>('입금신청금액').value).toBe('');
  });
});
