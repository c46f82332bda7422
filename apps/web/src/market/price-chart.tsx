import { useInfiniteQuery } from '@tanstack/react-query';
import { CandlestickChart } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useServices } from '../app/services-context.tsx';
import { cx } from '../ui/class-names.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { createCandleChart } from './candle-chart.ts';
import type { CandleChart, ChartPriceLine } from './candle-chart.ts';
import { barsOfPages, CHART_INTERVALS } from './chart-bars.ts';
import type { ChartBar, ChartInterval } from './chart-bars.ts';
import { chartCandlesQuery } from './queries.ts';

export type { ChartPriceLine } from './candle-chart.ts';

/** A live price for the chart: the socket's last price and when it was true (epoch ms). */
export interface ChartLivePrice {
  readonly lastPrice: string;
  readonly atMs: number;
}

export interface PriceChartProps {
  stock: string;
  /** Price decimals of the instrument. */
  precision: number;
  /** The latest price from the socket; each new one moves the last candle or starts the next. */
  live?: ChartLivePrice | null;
  /** Lines across the chart (orders, positions, a round's lock price), drawn in theme colours. */
  priceLines?: readonly ChartPriceLine[];
  /** Phone first: 300 px unless a screen needs another height. */
  heightPx?: number;
  defaultInterval?: ChartInterval;
}

export const PRICE_CHART_HEIGHT_PX = 300;
export const EMPTY_CHART_MESSAGE = '차트 데이터가 없습니다';
const NO_LINES: readonly ChartPriceLine[] = [];

/** The compact interval switcher above the chart. */
function IntervalSwitch(props: { value: ChartInterval; onChange: (next: ChartInterval) => void }) {
  return (
    <div role="radiogroup" aria-label="차트 간격" className="flex gap-0.5 overflow-x-auto px-2 py-1.5">
      {CHART_INTERVALS.map((interval) => (
        <button
          key={interval}
          type="button"
          role="radio"
          aria-checked={interval === props.value}
          onClick={() => {
            props.onChange(interval);
          }}
          className={cx(
            'h-7 min-w-9 shrink-0 rounded-md px-1.5 text-xs font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
            interval === props.value ? 'bg-surface-2 text-text' : 'text-text-dim active:bg-surface-2',
          )}
        >
          {interval}
        </button>
      ))}
    </div>
  );
}

interface ChartDrawing {
  containerRef: RefObject<HTMLDivElement | null>;
  bars: readonly ChartBar[];
  interval: ChartInterval;
  precision: number;
  heightPx: number;
  live: ChartLivePrice | null;
  priceLines: readonly ChartPriceLine[];
  onNearLeftEdge: () => void;
}

/**
 * Keeps a candle chart (candle-chart.ts) in the container while there are bars to draw. The chart is made
 * again when the interval or the instrument's precision changes; the effects after the one that makes
 * it list the same inputs, so they run again on a new chart and fill it.
 */
function useChartDrawing(drawing: ChartDrawing): void {
  const { containerRef, bars, interval, precision, heightPx, live, priceLines } = drawing;
  const chartRef = useRef<CandleChart | null>(null);
  const nearLeft = useRef(drawing.onNearLeftEdge);
  useEffect(() => {
    nearLeft.current = drawing.onNearLeftEdge;
  });
  const hasBars = bars.length > 0;

  useEffect(() => {
    const container = containerRef.current;
    if (!hasBars || container === null) return;
    const chart = createCandleChart(container, {
      interval,
      precision,
      heightPx,
      onNearLeftEdge: () => {
        nearLeft.current();
      },
    });
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [containerRef, hasBars, interval, precision, heightPx]);

  useEffect(() => {
    chartRef.current?.setBars(bars);
  }, [bars, hasBars, interval, precision, heightPx]);

  useEffect(() => {
    chartRef.current?.setPriceLines(priceLines);
  }, [priceLines, hasBars, interval, precision, heightPx]);

  const livePrice = live?.lastPrice;
  const liveAtMs = live?.atMs;
  useEffect(() => {
    if (livePrice === undefined || liveAtMs === undefined) return;
    chartRef.current?.pushPrice(Number(livePrice), liveAtMs);
  }, [livePrice, liveAtMs, bars, hasBars, interval, precision, heightPx]);
}

/**
 * A stock's candles with volume under them (Baro's canvas chart), an interval switcher, older candles
 * as the chart is scrolled left, the live price moving the last candle, and price lines on request.
 * Sized to its container's width.
 */
export function PriceChart(props: PriceChartProps) {
  const { api } = useServices();
  const heightPx = props.heightPx ?? PRICE_CHART_HEIGHT_PX;
  const [interval, setChartInterval] = useState<ChartInterval>(props.defaultInterval ?? '1m');
  const query = useInfiniteQuery(chartCandlesQuery(api, props.stock, interval));
  const bars = useMemo(() => barsOfPages(query.data?.pages ?? []), [query.data]);
  const containerRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useChartDrawing({
    containerRef,
    bars,
    interval,
    precision: props.precision,
    heightPx,
    live: props.live ?? null,
    priceLines: props.priceLines ?? NO_LINES,
    onNearLeftEdge: () => {
      // Asked again as the member keeps scrolling: one request at a time, none after the oldest page.
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
    },
  });

  const empty = query.isSuccess && bars.length === 0;
  return (
    <section aria-label={`${props.stock} 차트`} className="flex flex-col bg-bg">
      <IntervalSwitch value={interval} onChange={setChartInterval} />
      <div className="relative w-full" style={{ height: heightPx }}>
        <div ref={containerRef} data-testid="price-chart-canvas" className="absolute inset-0" />
        {query.isPending && (
          <div role="status" aria-busy="true" aria-label="차트 불러오는 중" className="absolute inset-0 p-3">
            <Skeleton className="size-full" />
          </div>
        )}
        {empty && (
          <EmptyState icon={CandlestickChart} message={EMPTY_CHART_MESSAGE} className="absolute inset-0" />
        )}
        {query.isError && bars.length === 0 && (
          <EmptyState
            icon={CandlestickChart}
            message={query.error.message}
            action={{
              label: '다시 시도',
              onClick: () => {
                void query.refetch();
              },
            }}
            className="absolute inset-0"
          />
        )}
        {isFetchingNextPage && (
          <div role="status" aria-label="이전 차트 불러오는 중" className="absolute top-2 left-2">
            <Skeleton className="h-1 w-12" />
          </div>
        )}
      </div>
    </section>
  );
}
