import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { formatKrw, krwOf } from '../../oversea/oversea-math.ts';
import { overseaDailyProfitQuery } from '../../oversea/oversea-queries.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';

const CHART_WIDTH = 320;
const CHART_HEIGHT = 96;
/** A bar is never wider than this, so a single day does not fill the chart. */
const MAX_BAR_WIDTH = 24;

/**
 * Bar heights for the days' net pnl, oldest on the left, around a zero line in the middle: a bar's
 * height is its share of the largest magnitude (drawing only; the figures shown are exact).
 */
export function profitBars(nets: readonly bigint[]): { x: number; y: number; height: number; up: boolean }[] {
  const largest = nets.reduce(
    (most, net) => ((net < 0n ? -net : net) > most ? (net < 0n ? -net : net) : most),
    0n,
  );
  const half = CHART_HEIGHT / 2;
  const slot = CHART_WIDTH / Math.max(nets.length, 1);
  return nets.map((net, index) => {
    const magnitude = net < 0n ? -net : net;
    const height = largest === 0n ? 0 : Number((magnitude * BigInt(Math.round(half * 100))) / largest) / 100;
    return { x: index * slot + slot * 0.2, y: net < 0n ? half : half - height, height, up: net >= 0n };
  });
}

/** 일별손익: the realised pnl, fees and net of each KST trading day, with a bar chart of the net. */
export function DailyProfit() {
  const { api } = useServices();
  const query = useQuery(overseaDailyProfitQuery(api));
  if (query.isPending) return <SkeletonList rows={2} />;
  if (query.isError) {
    return (
      <EmptyState
        message={query.error.message}
        action={{ label: '다시 시도', onClick: () => void query.refetch() }}
      />
    );
  }
  const days = query.data.content;
  if (days.length === 0) return <EmptyState message="손익 내역이 없습니다." />;
  const oldestFirst = [...days].reverse();
  const bars = profitBars(oldestFirst.map((day) => krwOf(day.netPnl)));
  const slot = CHART_WIDTH / Math.max(bars.length, 1);
  return (
    <div className="flex flex-col">
      <svg
        role="img"
        aria-label="일별 순손익 차트"
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        className="mx-4 my-3 h-24"
      >
        <line x1={0} x2={CHART_WIDTH} y1={CHART_HEIGHT / 2} y2={CHART_HEIGHT / 2} className="stroke-line" />
        {bars.map((bar, index) => (
          <rect
            key={oldestFirst[index]?.date}
            x={bar.x}
            y={bar.y}
            width={Math.min(slot * 0.6, MAX_BAR_WIDTH)}
            height={Math.max(bar.height, 0.5)}
            className={bar.up ? 'fill-up' : 'fill-down'}
          />
        ))}
      </svg>
      <ul>
        {days.map((day) => {
          const net = krwOf(day.netPnl);
          return (
            <li
              key={`${day.date}-${day.overseaOptionId ?? 'all'}`}
              data-testid="daily-profit"
              className="flex items-center justify-between border-b border-line px-4 py-2 text-xs"
            >
              <div className="flex flex-col">
                <span className="font-semibold tabular-nums">{day.date}</span>
                <span className="text-text-dim">
                  {day.tradeCount}건 · 손익 {formatKrw(krwOf(day.realizedPnl), true)} · 수수료{' '}
                  {formatKrw(krwOf(day.fee))}
                </span>
              </div>
              <span
                className={cx('font-bold tabular-nums', net > 0n ? 'text-up' : net < 0n ? 'text-down' : '')}
              >
                {formatKrw(net, true)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
