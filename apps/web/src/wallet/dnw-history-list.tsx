import type { DnwHistory } from '@baro/contracts/routes/dnw';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { cx } from '../ui/class-names.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';
import { dnwStatusLabels } from './dnw-labels.ts';
import { historyFilterToday, periodLabels } from './dnw-history-filter.ts';
import type { DnwHistoryChoice, DnwPeriod, DnwTab } from './dnw-history-filter.ts';
import { DnwHistoryRow } from './dnw-history-row.tsx';
import { walletCurrency, walletName } from './site-wallets.ts';
import { dnwHistoryQuery } from './wallet-queries.ts';
import { useSite } from './wallet-hooks.ts';

const tabs: readonly { tab: DnwTab; label: string }[] = [
  { tab: 'deposit', label: '입금' },
  { tab: 'withdraw', label: '출금' },
];

const selectClass =
  'h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-2 text-[13px] text-text outline-none focus-visible:ring-2 focus-visible:ring-accent';

function Filters({
  choice,
  onChange,
  walletTypes,
}: {
  choice: DnwHistoryChoice;
  onChange: (choice: DnwHistoryChoice) => void;
  walletTypes: readonly string[] | undefined;
}) {
  return (
    <div className="flex flex-col gap-2 px-4 py-3">
      <div role="group" aria-label="기간" className="flex gap-1.5">
        {(Object.keys(periodLabels) as DnwPeriod[]).map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={choice.period === period}
            onClick={() => {
              onChange({ ...choice, period });
            }}
            className={cx(
              'h-8 flex-1 rounded-full border text-xs font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
              choice.period === period
                ? 'border-accent bg-accent/15 text-text'
                : 'border-line bg-surface-2 text-text-dim',
            )}
          >
            {periodLabels[period]}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        {walletTypes !== undefined && (
          <select
            aria-label="지갑"
            className={selectClass}
            value={choice.walletType}
            onChange={(event) => {
              onChange({ ...choice, walletType: event.target.value });
            }}
          >
            <option value="ALL">전체 지갑</option>
            {walletTypes.map((type) => (
              <option key={type} value={type}>
                {walletName(type)}
              </option>
            ))}
          </select>
        )}
        <select
          aria-label="상태"
          className={selectClass}
          value={choice.status}
          onChange={(event) => {
            onChange({ ...choice, status: event.target.value as DnwHistoryChoice['status'] });
          }}
        >
          <option value="ALL">전체 상태</option>
          {(Object.keys(dnwStatusLabels) as DnwHistory['status'][]).map((status) => (
            <option key={status} value={status}>
              {dnwStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * The member's deposit and withdrawal history (spec §2: tabs deposit and withdraw), with period,
 * status and wallet filters, pages of 20 loaded on demand, and 취소 on pending requests. `walletType`
 * fixes the wallet (the won screens); otherwise the member may pick one of `walletTypes`.
 */
export function DnwHistoryList({
  walletType,
  walletTypes,
  initialTab = 'deposit',
}: {
  walletType?: string;
  walletTypes?: readonly string[];
  initialTab?: DnwTab;
}) {
  const { api } = useServices();
  const site = useSite();
  // The period's days are fixed when the member chooses, not at every render, so the query key holds.
  const [{ choice, filter }, setState] = useState(() => {
    const initial: DnwHistoryChoice = {
      tab: initialTab,
      period: 'month',
      status: 'ALL',
      walletType: walletType ?? 'ALL',
    };
    return { choice: initial, filter: historyFilterToday(initial) };
  });
  const setChoice = (next: DnwHistoryChoice) => {
    setState({ choice: next, filter: historyFilterToday(next) });
  };
  const history = useInfiniteQuery(dnwHistoryQuery(api, filter));
  const rows = history.data?.pages.flatMap((page) => page.content) ?? [];
  const total = history.data?.pages[0]?.totalElements;

  return (
    <div className="flex flex-col">
      <div role="tablist" aria-label="입출금 구분" className="flex border-b border-line px-4">
        {tabs.map(({ tab, label }) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={choice.tab === tab}
            onClick={() => {
              setChoice({ ...choice, tab });
            }}
            className={cx(
              'h-11 flex-1 border-b-2 text-[15px] font-semibold outline-none focus-visible:bg-surface-2',
              choice.tab === tab ? 'border-accent text-text' : 'border-transparent text-text-dim',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <Filters
        choice={choice}
        onChange={setChoice}
        walletTypes={walletType === undefined ? walletTypes : undefined}
      />
      {total !== undefined && (
        <p className="px-4 pb-1 text-xs text-text-dim">
          총 <span className="font-semibold text-text tabular-nums">{total}</span>건
        </p>
      )}
      {history.isPending ? (
        <SkeletonList rows={5} label="입출금내역 불러오는 중" />
      ) : history.isError ? (
        <EmptyState
          message={history.error.message}
          action={{ label: '다시 시도', onClick: () => void history.refetch() }}
        />
      ) : rows.length === 0 ? (
        <EmptyState message={choice.tab === 'deposit' ? '입금내역이 없습니다.' : '출금내역이 없습니다.'} />
      ) : (
        <>
          <ul aria-label="입출금내역" className="flex flex-col divide-y divide-line">
            {rows.map((row) => (
              <DnwHistoryRow key={row.id} row={row} currency={walletCurrency(site, row.walletType)} />
            ))}
          </ul>
          {history.hasNextPage && (
            <button
              type="button"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
              className="mx-4 my-3 h-11 rounded-xl border border-line bg-surface text-sm font-semibold text-text outline-none active:bg-surface-2 disabled:opacity-50"
            >
              {history.isFetchingNextPage ? '불러오는 중…' : '더보기'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
