import { ChevronDown, Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { changeTextClass } from '../../format/percent-change.ts';
import { formatChangePercent, formatPrice } from '../../market/price-format.ts';
import { cx } from '../../ui/class-names.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** Said under the chart until the order panels arrive with their own issues. */
export const ORDERS_PENDING_TEXT = '주문 기능은 준비 중입니다';

/** The button that opens a stock drawer: the instrument's name and a chevron. */
export function DrawerTrigger(props: { label: string; detail?: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={props.onOpen}
      className="flex h-10 min-w-0 items-center gap-1.5 rounded-lg px-2 outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <span className="truncate text-base font-bold">{props.label}</span>
      {props.detail !== undefined && (
        <span className="shrink-0 text-xs font-semibold text-text-dim">{props.detail}</span>
      )}
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-text-dim" />
    </button>
  );
}

export interface PriceHeadlineProps {
  /** A decimal string; undefined while no price has arrived. */
  lastPrice: string | undefined;
  changePercent: string | undefined;
  precision: number;
}

/** The instrument's live price, large, and its 24-hour change in the rise or fall colour. */
export function PriceHeadline({ lastPrice, changePercent, precision }: PriceHeadlineProps) {
  if (lastPrice === undefined) {
    return (
      <div role="status" aria-label="가격 불러오는 중" className="flex items-baseline gap-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-14" />
      </div>
    );
  }
  const colour = changePercent === undefined ? 'text-text' : changeTextClass(changePercent);
  return (
    <div className="flex items-baseline gap-2 tabular-nums">
      <span data-testid="last-price" className={cx('text-2xl font-bold', colour)}>
        {formatPrice(lastPrice, precision)}
      </span>
      {changePercent !== undefined && (
        <span className={cx('text-sm font-semibold', colour)}>{formatChangePercent(changePercent)}</span>
      )}
    </div>
  );
}

export interface MarketPreviewProps {
  /** The stock selector: a drawer trigger or the trade dropdown. */
  selector: ReactNode;
  /** Beside the selector, e.g. a 휴장 badge. */
  badge?: ReactNode;
  headline: ReactNode;
  chart: ReactNode;
  /** Drawers and other overlays the page owns. */
  children?: ReactNode;
}

/**
 * The shared body of the trade pages while only their market half exists: the selector, the live
 * price, the chart, and an honest note where the order panel will go.
 */
export function MarketPreview(props: MarketPreviewProps) {
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-1">
        {props.selector}
        {props.badge}
      </div>
      <div className="px-4 py-3">{props.headline}</div>
      {props.chart}
      <div className="mx-4 my-4 flex items-center gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-text-dim">
        <Construction aria-hidden="true" className="size-4 shrink-0" />
        <p>{ORDERS_PENDING_TEXT}</p>
      </div>
      {props.children}
    </div>
  );
}

/** Stands in for the whole page while its instrument list loads. */
export function MarketPreviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="불러오는 중" className="flex flex-col gap-3 p-4">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-7 w-32" />
      <Skeleton className="h-[300px] w-full" />
    </div>
  );
}
