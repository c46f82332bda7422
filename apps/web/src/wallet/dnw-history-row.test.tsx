import type { DnwHistory } from '@baro/contracts/routes/dnw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DnwHistoryRow } from './dnw-history-row.tsx';
import { renderWallet, walletEntry } from './wallet-test-kit.tsx';

// Issue 14 §5: a coin's history row shows the coin's own precision; 0.000999 BTC once read +0.0009.

function row(overrides: Partial<DnwHistory>): DnwHistory {
  return {
    id: 9,
    type: 'CI',
    walletType: 'BTC',
    point: '0.000999',
    won: null,
    fee: null,
    status: 'APPROVED',
    memo: null,
    createdAt: '2026-01-31T09:00:00.000Z',
    processedAt: '2026-01-31T09:00:00.000Z',
    ...overrides,
  };
}

describe('DnwHistoryRow', () => {
  it('shows a BTC conversion credit with eight decimals', () => {
    renderWallet(
      <ul>
        <DnwHistoryRow row={row({})} currency="BTC" />
      </ul>,
      { wallets: { BTC: walletEntry('BTC', 'BTC', '0.5') } },
    );
    expect(screen.getByText('+0.00099900 BTC')).toBeTruthy();
  });

  it('shows a coin withdrawal and its fee at the coin precision, and a won deposit whole', () => {
    renderWallet(
      <ul>
        <DnwHistoryRow row={row({ id: 10, type: 'W', point: '0.01', fee: '0.0005' })} currency="BTC" />
        <DnwHistoryRow
          row={row({ id: 11, type: 'D', walletType: 'BINARY', point: '50000' })}
          currency="KRW"
        />
      </ul>,
      { wallets: { BTC: walletEntry('BTC', 'BTC', '0.5') } },
    );
    expect(screen.getByText('-0.01000000 BTC')).toBeTruthy();
    expect(screen.getByText('수수료 0.00050000 BTC')).toBeTruthy();
    expect(screen.getByText('+50,000 KRW')).toBeTruthy();
  });
});
