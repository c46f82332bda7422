import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { FUTURES_HISTORY_PAGE_SIZE, fundingHistoryQuery } from '../../futures/futures-queries.ts';
import { formatFundingRate, formatPnl, toUnits, USDT_SCALE } from '../../futures/futures-math.ts';
import { decimalsOf, formatPrice } from '../../market/price-format.ts';
import { formatTickTime } from '../../rounds/tick-time.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { tickSourceLabel } from '../../market/tick-source.ts';

/**
 * The member's funding payments on one option, newest first: what each funding time took from (−) or
 * paid to (+) the FUTURES wallet, at which rate and mark price (the tick that decided it).
 */
export function FundingHistory({ optionId }: { optionId: number }) {
  const { api } = useServices();
  const history = useQuery(fundingHistoryQuery(api, optionId, FUTURES_HISTORY_PAGE_SIZE));
  if (history.isPending) return <SkeletonList rows={2} label="펀딩내역 불러오는 중" />;
  if (history.isError) {
    return (
      <EmptyState
        message={history.error.message}
        action={{ label: '다시 시도', onClick: () => void history.refetch() }}
      />
    );
  }
  const rows = history.data.content;
  if (rows.length === 0) return <EmptyState message="펀딩내역이 없습니다." />;
  return (
    <ul aria-label="펀딩내역">
      {rows.map((payment) => {
        // The wire's amount is what the member paid; the wallet's view is the opposite sign.
        const change = -(toUnits(payment.amount, USDT_SCALE) ?? 0n);
        return (
          <li
            key={payment.id}
            data-testid="funding-payment"
            className="flex items-center justify-between border-b border-line px-4 py-3"
          >
            <div className="flex flex-col gap-0.5">
              <span className="text-sm font-semibold">
                {payment.tradeType === 'LONG' ? '롱' : '숏'} · {formatFundingRate(payment.fundingRate)}
              </span>
              <span className="text-[11px] text-text-dim tabular-nums">
                {formatTickTime(payment.fundingAt).slice(0, 16)} · 마크{' '}
                {formatPrice(payment.markPrice, decimalsOf(payment.markPrice))} · 출처{' '}
                {tickSourceLabel(payment.markSource)}
              </span>
            </div>
            <span
              className={cx(
                'text-sm font-semibold tabular-nums',
                change < 0n ? 'text-down' : change > 0n ? 'text-up' : '',
              )}
            >
              {formatPnl(change)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
