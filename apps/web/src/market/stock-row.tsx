import type { ReactNode } from 'react';
import { changeTextClass } from '../format/percent-change.ts';
import { cx } from '../ui/class-names.ts';
import { formatChangePercent } from './price-format.ts';

/**
 * A coin's mark. The app ships no coin logos yet, so it is a round badge with the coin's code; a
 * logo set can replace the inside later without changing the rows.
 */
export function CoinBadge({ code }: { code: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-[10px] font-bold tracking-tight text-text"
    >
      {code.slice(0, 4)}
    </span>
  );
}

export interface StockRowProps {
  leading?: ReactNode;
  name: string;
  /** A second line under the name (the symbol, the currency). */
  detail?: string;
  /** Already formatted; undefined while no price is known. */
  price: string | undefined;
  /** A decimal string such as '1.2345'; undefined while unknown. */
  changePercent: string | undefined;
  current: boolean;
  onSelect: () => void;
}

/** One instrument of a stock drawer: a tap target the full width of the drawer. */
export function StockRow(props: StockRowProps) {
  return (
    <li>
      <button
        type="button"
        aria-current={props.current ? 'page' : undefined}
        onClick={props.onSelect}
        className={cx(
          'flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left outline-none focus-visible:bg-surface-2 active:bg-surface-2',
          props.current && 'bg-surface-2',
        )}
      >
        {props.leading}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold">{props.name}</span>
          {props.detail !== undefined && (
            <span className="truncate text-xs text-text-dim">{props.detail}</span>
          )}
        </span>
        <span className="flex shrink-0 flex-col items-end tabular-nums">
          <span className="text-sm font-semibold">{props.price ?? '-'}</span>
          {props.changePercent === undefined ? (
            <span className="text-xs text-text-dim">-</span>
          ) : (
            <span className={cx('text-xs', changeTextClass(props.changePercent))}>
              {formatChangePercent(props.changePercent)}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
