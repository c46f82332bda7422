import type { CopyOrder } from '@baro/contracts/routes/copytrade';
import {
  formatRoe,
  PRICE_SCALE,
  roeHundredths,
  toUnits,
  unrealizedPnl,
  unitsText,
  USDT_SCALE,
} from '../../futures/futures-math.ts';
import { signClass, usdtText } from '../../copytrade/copy-figures.ts';
import { OpenFigures, PositionHead } from './copy-rows.tsx';
import { FigureCell } from './figure-cell.tsx';

/** A copy's uPnL and ROE at `mark` (DOMAIN.md §3), or null while no mark price is known. */
export function copyPnl(copy: CopyOrder, mark: string | undefined): { pnl: string; roe: bigint } | null {
  if (mark === undefined) return null;
  const markUnits = toUnits(mark, PRICE_SCALE);
  const entry = toUnits(copy.openPrice, PRICE_SCALE);
  if (markUnits === null || entry === null) return null;
  const pnl = unrealizedPnl(copy.tradeType, toUnits(copy.qty, USDT_SCALE) ?? 0n, entry, markUnits);
  return { pnl: unitsText(pnl, USDT_SCALE), roe: roeHundredths(pnl, toUnits(copy.margin, USDT_SCALE) ?? 0n) };
}

/**
 * One open copy: the pair, its margin and entry, its live pnl at the mark price, and 종료 (close it
 * now) when `onClose` is given; the trader's dashboard lists its followers' copies without it.
 */
export function OpenCopyRow(props: {
  copy: CopyOrder;
  mark: string | undefined;
  who: string;
  onClose?: (copy: CopyOrder) => void;
}) {
  const { copy, onClose } = props;
  const live = copyPnl(copy, props.mark);
  return (
    <li data-testid="open-copy" className="flex flex-col gap-2 border-b border-line px-4 py-3">
      <PositionHead
        stock={copy.stock}
        tradeType={copy.tradeType}
        leverage={copy.leverage}
        aside={<span className="text-[11px] text-text-dim">{props.who}</span>}
      />
      <div className="grid grid-cols-2 gap-2">
        <FigureCell
          label="미실현손익"
          testId="copy-pnl"
          value={live === null ? '-' : usdtText(live.pnl, true)}
          className={live === null ? undefined : signClass(live.pnl)}
        />
        <FigureCell
          label="ROE"
          value={live === null ? '-' : formatRoe(live.roe)}
          className={live === null ? undefined : signClass(live.pnl)}
        />
      </div>
      <OpenFigures margin={copy.margin} openPrice={copy.openPrice} openedAt={copy.openedAt} />
      {onClose !== undefined && (
        <button
          type="button"
          onClick={() => {
            onClose(copy);
          }}
          className="h-8 rounded-md bg-surface-2 text-xs font-semibold text-danger"
        >
          종료
        </button>
      )}
    </li>
  );
}
