import type { FuturesOption, FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import type { WalletEntry } from '@baro/contracts/routes/wallet';
import type { FuturesTicker } from '@baro/contracts/sockets/broadcast';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  formatFundingRate,
  formatPnl,
  formatPoints,
  toUnits,
  USDT_SCALE,
} from '../../futures/futures-math.ts';
import { useServices } from '../../app/services-context.tsx';
import { FUTURES_HISTORY_PAGE_SIZE, fundingHistoryQuery } from '../../futures/futures-queries.ts';
import { futuresSummary } from '../../futures/futures-summary.ts';
import type { FuturesSummary } from '../../futures/futures-summary.ts';
import type { FuturesCross } from '../../futures/use-futures-socket.ts';
import { formatTickTime } from '../../rounds/tick-time.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-list.tsx';
import { FundingHistory } from './funding-history.tsx';
import { OrderHistory } from './order-history.tsx';
import { OpenOrderRow } from './order-rows.tsx';
import { PositionCard } from './position-list.tsx';
import type { PositionCardProps } from './position-list.tsx';

type Tab = 'positions' | 'orders' | 'history' | 'funding';

export interface FuturesTabsProps {
  option: FuturesOption;
  info: FuturesTicker | undefined;
  /** Null for a visitor: the lists need a member. */
  positions: UseQueryResult<FuturesPosition[]> | null;
  orders: UseQueryResult<FuturesOrder[]> | null;
  cross: FuturesCross | null;
  /** The member's FUTURES wallet entry (`/wallet/my`), undefined until it has been read. */
  wallet: WalletEntry | undefined;
  /** Absent on a View page. */
  actions?: PositionCardProps['actions'] & {
    onCancel: (order: FuturesOrder) => void;
    onCancelAll: () => void;
  };
  onSignIn?: () => void;
}

/**
 * Funding now: the current rate, the next funding time and, for a member, what funding has done to
 * their wallet on this option in all (the funding history's `totalAmount`, what they paid, shown
 * with the wallet's sign like each payment below: −2.5 paid, +2.5 received, 0 when none), whether or
 * not a position is open now. Each payment is listed below it.
 * A funding time settled reads the history again (the cross push: futures/use-futures-socket.ts).
 */
function Funding(props: { info: FuturesTicker | undefined; optionId: number; guest: boolean }) {
  const { info } = props;
  const { api } = useServices();
  const history = useQuery({
    ...fundingHistoryQuery(api, props.optionId, FUTURES_HISTORY_PAGE_SIZE),
    enabled: !props.guest,
  });
  const paid = history.data === undefined ? null : (toUnits(history.data.totalAmount, USDT_SCALE) ?? 0n);
  return (
    <dl className="flex flex-col gap-2 px-4 py-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-text-dim">현재 펀딩비율</dt>
        <dd className="font-semibold tabular-nums">
          {info === undefined ? '-' : formatFundingRate(info.fundingRate)}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-text-dim">다음 펀딩 (KST)</dt>
        <dd className="font-semibold tabular-nums">
          {info === undefined ? '-' : formatTickTime(info.nextFundingAt).slice(0, 16)}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-text-dim">누적 펀딩 손익 (USDT)</dt>
        {/* The wallet's view, as each payment below shows it: paid is −, received +. */}
        <dd
          data-testid="funding-paid"
          className={cx(
            'font-semibold tabular-nums',
            paid !== null && paid > 0n ? 'text-down' : paid !== null && paid < 0n ? 'text-up' : '',
          )}
        >
          {paid === null ? '-' : formatPnl(-paid)}
        </dd>
      </div>
      <p className="text-xs text-text-dim">
        펀딩은 00:00, 08:00, 16:00 (UTC)에 마크가격 기준으로 정산됩니다.
      </p>
    </dl>
  );
}

/**
 * The FUTURES wallet's summary (futures/futures-summary.ts): the wallet balance with the margin held,
 * the uPnL at mark, and the equity, their sum; from the first render once the wallet has been read.
 */
function CrossSummary({ summary }: { summary: FuturesSummary }) {
  const { balance, pnl, equity } = summary;
  return (
    <div className="grid grid-cols-3 gap-2 border-b border-line px-4 py-2 text-[11px]">
      <div className="flex flex-col">
        <span className="text-text-dim">잔고</span>
        <span data-testid="cross-balance" className="font-semibold tabular-nums">
          {formatPoints(balance)}
        </span>
      </div>
      <div className="flex flex-col">
        <span className="text-text-dim">미실현손익</span>
        <span
          data-testid="cross-pnl"
          className={cx('font-semibold tabular-nums', pnl > 0n ? 'text-up' : pnl < 0n ? 'text-down' : '')}
        >
          {formatPnl(pnl)}
        </span>
      </div>
      <div className="flex flex-col">
        <span className="text-text-dim">평가자산</span>
        <span data-testid="cross-equity" className="font-semibold tabular-nums">
          {formatPoints(equity)}
        </span>
      </div>
    </div>
  );
}

/** 포지션 / 미체결 / 주문내역 / 펀딩 under the order panel. */
export function FuturesTabs(props: FuturesTabsProps) {
  const [tab, setTab] = useState<Tab>('positions');
  const count = (query: UseQueryResult<unknown[]> | null) =>
    query?.data === undefined ? '' : ` (${query.data.length})`;
  const tabs: readonly { id: Tab; label: string }[] = [
    { id: 'positions', label: `포지션${count(props.positions)}` },
    { id: 'orders', label: `미체결${count(props.orders)}` },
    { id: 'history', label: '주문내역' },
    { id: 'funding', label: '펀딩' },
  ];
  const guest = props.positions === null || props.orders === null;
  const signIn = (
    <EmptyState
      message="로그인 후 이용할 수 있습니다."
      action={props.onSignIn === undefined ? undefined : { label: '로그인', onClick: props.onSignIn }}
    />
  );
  const mark = props.info?.markPrice;
  const summary = futuresSummary(props.wallet, props.cross);
  let body: ReactNode;
  if (tab === 'funding') {
    body = (
      <>
        <Funding info={props.info} optionId={props.option.id} guest={guest} />
        {!guest && <FundingHistory optionId={props.option.id} />}
      </>
    );
  } else if (guest) body = signIn;
  else if (tab === 'positions' && props.positions !== null) {
    body = (
      <QueryList query={props.positions} empty="보유 포지션이 없습니다.">
        {(rows) =>
          rows.map((position) => (
            <PositionCard
              key={position.futuresPositionId}
              position={position}
              mark={mark}
              precision={props.option.precision}
              actions={props.actions}
            />
          ))
        }
      </QueryList>
    );
  } else if (tab === 'orders' && props.orders !== null) {
    const orders = props.orders;
    body = (
      <>
        {props.actions !== undefined && (orders.data?.length ?? 0) > 0 && (
          <div className="flex justify-end px-4 pt-2">
            <button
              type="button"
              onClick={props.actions.onCancelAll}
              className="h-8 rounded-md bg-surface-2 px-3 text-xs font-semibold"
            >
              전체 취소
            </button>
          </div>
        )}
        <QueryList query={orders} empty="미체결 주문이 없습니다.">
          {(rows) =>
            rows.map((order) => (
              <OpenOrderRow
                key={order.id}
                order={order}
                precision={props.option.precision}
                onCancel={props.actions?.onCancel}
              />
            ))
          }
        </QueryList>
      </>
    );
  } else body = <OrderHistory optionId={props.option.id} />;

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
      {summary !== null && tab !== 'funding' && !guest && <CrossSummary summary={summary} />}
      {body}
    </section>
  );
}
