import type { TradeOption } from '@baro/contracts/routes/binary';
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useLocation, useNavigate } from '../routes/router/index.ts';
import { cx } from '../ui/class-names.ts';
import { gameTypeLabel } from './game-type-label.ts';
import { groupByStock, isViewPath, tradePath } from './market-lists.ts';

/** Spec §9: the header dropdown is at least 268 px wide. */
export const TRADE_DROPDOWN_MIN_WIDTH_PX = 268;

export interface TradeStockDropdownProps {
  /** The site's trade options, in the server's order. */
  options: readonly TradeOption[];
  /** The trade option the page shows. */
  current: TradeOption | undefined;
}

/** Closes the panel on Escape or a press outside `root`. */
function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent): void {
      if (event.target instanceof Node && root.current?.contains(event.target) !== true) close();
    }
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key === 'Escape') close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, close]);
}

/**
 * The trade header's stock dropdown (spec §2): each stock with its game types — '바이너리', '{n}min',
 * '{60n}sec', bitball ones after '비트볼'. Choosing one opens /exchange/{id} (/exchangeView/{id} on
 * View pages).
 */
export function TradeStockDropdown({ options, current }: TradeStockDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  useDismiss(open, rootRef, close);
  const stocks = groupByStock(options);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((was) => !was);
        }}
        className="flex h-10 items-center gap-1.5 rounded-lg px-2 text-base font-bold outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <span>{current === undefined ? '종목 선택' : current.stock}</span>
        {current !== undefined && (
          <span className="text-xs font-semibold text-text-dim">{gameTypeLabel(current.type)}</span>
        )}
        <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div
          id={panelId}
          data-testid="trade-stock-dropdown"
          style={{ minWidth: TRADE_DROPDOWN_MIN_WIDTH_PX }}
          className="absolute top-full left-0 z-30 mt-1 max-h-[60vh] overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-2xl"
        >
          {stocks.length === 0 && (
            <p className="px-4 py-3 text-sm text-text-dim">거래 가능한 종목이 없습니다.</p>
          )}
          {stocks.map((group) => (
            <section key={group.stock} aria-label={group.stock} className="px-3 py-2">
              <h3 className="pb-1.5 text-sm font-bold">{group.stock}</h3>
              <ul className="flex flex-wrap gap-1.5">
                {group.options.map((option) => {
                  const selected = option.id === current?.id;
                  return (
                    <li key={option.id}>
                      <button
                        type="button"
                        aria-current={selected ? 'page' : undefined}
                        onClick={() => {
                          setOpen(false);
                          if (!selected)
                            void navigate(tradePath('exchange', option.id, isViewPath(pathname)));
                        }}
                        className={cx(
                          'h-8 rounded-md px-2.5 text-xs font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
                          selected
                            ? 'bg-accent text-accent-text'
                            : 'bg-surface-2 text-text active:opacity-80',
                        )}
                      >
                        {gameTypeLabel(option.type)}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
