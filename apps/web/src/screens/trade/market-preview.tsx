import { ChevronDown } from 'lucide-react';
import { changeTextClass } from '../../format/percent-change.ts';
import { formatChangePercent, formatPrice } from '../../market/price-format.ts';
import { cx } from '../../ui/class-names.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

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
