import { useState } from 'react';
import { useAppState } from '../../app/services-context.tsx';
import { cx } from '../../ui/class-names.ts';
import { DepositForm } from '../../wallet/deposit-form.tsx';
import { DnwHistoryList } from '../../wallet/dnw-history-list.tsx';
import { amountWithUnit } from '../../wallet/dnw-labels.ts';
import { useSite } from '../../wallet/wallet-hooks.ts';
import { WithdrawForm } from '../../wallet/withdraw-form.tsx';

type Panel = 'deposit' | 'withdraw' | 'history';

const panels: readonly { panel: Panel; label: string }[] = [
  { panel: 'deposit', label: '입금신청' },
  { panel: 'withdraw', label: '출금신청' },
  { panel: 'history', label: '신청내역' },
];

/**
 * Spec §2 /search/dnw (the search layout's 입출금 menu, no header): won deposits and withdrawals at
 * one place, the balance on top and the request forms and their history as segments.
 */
export function SearchDnwScreen() {
  const site = useSite();
  const money = useAppState((state) => state.me?.money ?? '0');
  const [panel, setPanel] = useState<Panel>('deposit');
  return (
    <div className="flex flex-col gap-4 py-4">
      <div className="flex items-baseline justify-between px-4">
        <h1 className="text-lg font-bold">입출금</h1>
        <p className="text-sm text-text-dim">
          보유금액{' '}
          <span className="font-bold text-text tabular-nums" data-testid="search-dnw-money">
            {amountWithUnit(money, site.binaryCurrency)}
          </span>
        </p>
      </div>
      <div role="tablist" aria-label="입출금 메뉴" className="mx-4 flex rounded-xl bg-surface-2 p-1">
        {panels.map((item) => (
          <button
            key={item.panel}
            type="button"
            role="tab"
            aria-selected={panel === item.panel}
            onClick={() => {
              setPanel(item.panel);
            }}
            className={cx(
              'h-9 flex-1 rounded-lg text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
              panel === item.panel ? 'bg-surface text-text shadow-sm' : 'text-text-dim',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {panel === 'history' ? (
        <DnwHistoryList walletType="BINARY" />
      ) : (
        <div className="px-4">
          {panel === 'deposit' ? <DepositForm walletType="BINARY" /> : <WithdrawForm walletType="BINARY" />}
        </div>
      )}
    </div>
  );
}
