import type { Overnight, OverseaOption, OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-list.tsx';
import { DailyProfit } from './daily-profit.tsx';
import { OverseaOrderHistory } from './oversea-history.tsx';
import { OverseaOpenOrderRow } from './oversea-order-rows.tsx';
import { OverseaPositionCard } from './oversea-position-card.tsx';
import type { PositionActions } from './oversea-position-card.tsx';

type Tab = 'positions' | 'orders' | 'history' | 'profit';

export interface OverseaTabsProps {
  option: OverseaOption;
  lastPrice: string | undefined;
  /** Null for a visitor: the lists need a member. */
  positions: UseQueryResult<OverseaPosition[]> | null;
  orders: UseQueryResult<OverseaOrder[]> | null;
  overnight: readonly Overnight[] | undefined;
  tpslDefaults: { tp: number; sl: number };
  /** Absent on a View page. */
  actions?: PositionActions & { onCancel: (order: OverseaOrder) => void; onCancelAll: () => void };
  onSignIn?: () => void;
}

/** 포지션 / 미체결 / 체결내역 / 일별손익 under the order panel. */
export function OverseaTabs(props: OverseaTabsProps) {
  const [tab, setTab] = useState<Tab>('positions');
  const count = (query: UseQueryResult<unknown[]> | null) =>
    query?.data === undefined ? '' : ` (${query.data.length})`;
  const tabs: readonly { id: Tab; label: string }[] = [
    { id: 'positions', label: `포지션${count(props.positions)}` },
    { id: 'orders', label: `미체결${count(props.orders)}` },
    { id: 'history', label: '체결내역' },
    { id: 'profit', label: '일별손익' },
  ];
  let body: ReactNode;
  if (props.positions === null || props.orders === null) {
    body = (
      <EmptyState
        message="로그인 후 이용할 수 있습니다."
        action={props.onSignIn === undefined ? undefined : { label: '로그인', onClick: props.onSignIn }}
      />
    );
  } else if (tab === 'positions') {
    body = (
      <QueryList query={props.positions} empty="보유 포지션이 없습니다.">
        {(rows) =>
          rows.map((position) => (
            <OverseaPositionCard
              key={position.overseaPositionId}
              option={props.option}
              position={position}
              lastPrice={props.lastPrice}
              tpslDefaults={props.tpslDefaults}
              overnightRequired={
                props.overnight?.find((row) => row.overseaPositionId === position.overseaPositionId)
                  ?.requiredMargin
              }
              actions={props.actions}
            />
          ))
        }
      </QueryList>
    );
  } else if (tab === 'orders') {
    const { actions } = props;
    body = (
      <>
        {actions !== undefined && (props.orders.data?.length ?? 0) > 0 && (
          <div className="flex justify-end px-4 pt-2">
            <button
              type="button"
              onClick={actions.onCancelAll}
              className="h-8 rounded-md bg-surface-2 px-3 text-xs font-semibold"
            >
              전체 취소
            </button>
          </div>
        )}
        <QueryList query={props.orders} empty="미체결 주문이 없습니다.">
          {(rows) =>
            rows.map((order) => (
              <OverseaOpenOrderRow
                key={order.id}
                order={order}
                precision={props.option.precision}
                onCancel={actions?.onCancel}
              />
            ))
          }
        </QueryList>
      </>
    );
  } else if (tab === 'history') body = <OverseaOrderHistory optionId={props.option.id} />;
  else body = <DailyProfit />;

  return (
    <section aria-label="내 거래" className="border-t-8 border-surface">
      <div role="tablist" aria-label="내 거래" className="flex border-b border-line px-2">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            aria-selected={tab === entry.id}
            onClick={() => {
              setTab(entry.id);
            }}
            className={cx(
              'h-11 border-b-2 px-2.5 text-sm font-semibold outline-none',
              tab === entry.id ? 'border-accent text-text' : 'border-transparent text-text-dim',
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
