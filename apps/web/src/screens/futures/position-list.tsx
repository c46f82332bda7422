import type { FuturesPosition } from '@baro/contracts/routes/futures';
import { cx } from '../../ui/class-names.ts';
import {
  formatPnl,
  formatRoe,
  PRICE_SCALE,
  roeHundredths,
  toUnits,
  unrealizedPnl,
  USDT_SCALE,
  formatUnits,
} from '../../futures/futures-math.ts';
import { formatPrice } from '../../market/price-format.ts';

/** uPnL and ROE of a position at `mark` (DOMAIN.md §3), or the server's figures when it is unknown. */
export function livePnl(position: FuturesPosition, mark: string | undefined): { pnl: bigint; roe: bigint } {
  const qty = toUnits(position.qty, USDT_SCALE) ?? 0n;
  const entry = toUnits(position.entryPrice, PRICE_SCALE) ?? 0n;
  const markUnits = toUnits(mark ?? position.markPrice, PRICE_SCALE) ?? entry;
  const pnl = unrealizedPnl(position.tradeType, qty, entry, markUnits);
  return { pnl, roe: roeHundredths(pnl, toUnits(position.margin, USDT_SCALE) ?? 0n) };
}

function Cell(props: { label: string; value: string; testId?: string; className?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="text-[11px] text-text-dim">{props.label}</span>
      <span data-testid={props.testId} className={cx('text-xs font-semibold tabular-nums', props.className)}>
        {props.value}
      </span>
    </div>
  );
}

/** Red for a gain, blue for a loss (the Korean convention the spec's drawer uses), plain at zero. */
export function signClass(value: bigint): string {
  if (value > 0n) return 'text-up';
  if (value < 0n) return 'text-down';
  return 'text-text';
}

export interface PositionCardProps {
  position: FuturesPosition;
  /** The live mark price of the option; the position's own until one arrives. */
  mark: string | undefined;
  precision: number;
  /** Absent on a View page: no buttons. */
  actions?: {
    onClose: (position: FuturesPosition) => void;
    onTpsl: (position: FuturesPosition) => void;
    onMargin: (position: FuturesPosition) => void;
  };
}

/** One open position with its live uPnL and ROE on the mark price, and its buttons. */
export function PositionCard({ position, mark, precision, actions }: PositionCardProps) {
  const { pnl, roe } = livePnl(position, mark);
  const price = (value: string | null) => (value === null ? '-' : formatPrice(value, precision));
  const long = position.tradeType === 'LONG';
  return (
    <li data-testid="position" className="flex flex-col gap-2 border-b border-line px-4 py-3">
      <div className="flex items-center gap-2 text-sm">
        <span
          className={cx('rounded px-1.5 py-0.5 text-xs font-bold text-white', long ? 'bg-up' : 'bg-down')}
        >
          {long ? '롱' : '숏'}
        </span>
        <span className="font-bold">{position.stock}</span>
        <span className="text-xs text-text-dim">
          {position.marginType === 'CROSS' ? '교차' : '격리'} {position.leverage}x
        </span>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Cell
          label="미실현손익 (USDT)"
          value={formatPnl(pnl)}
          testId="position-pnl"
          className={signClass(pnl)}
        />
        <Cell label="ROE" value={formatRoe(roe)} testId="position-roe" className={signClass(roe)} />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Cell
          label="수량 (USDT)"
          value={formatUnits(toUnits(position.qty, USDT_SCALE) ?? 0n, USDT_SCALE, 2)}
        />
        <Cell label="진입가" value={price(position.entryPrice)} />
        <Cell label="마크가격" value={price(mark ?? position.markPrice)} />
        <Cell
          label="청산가"
          value={price(position.liquidationPrice)}
          testId="position-liq"
          className="text-warning"
        />
        <Cell label="증거금" value={formatUnits(toUnits(position.margin, USDT_SCALE) ?? 0n, USDT_SCALE, 4)} />
        <Cell
          label="TP / SL"
          value={`${price(position.takeProfit)} / ${price(position.stopLoss)}`}
          testId="position-tpsl"
        />
      </div>
      {actions !== undefined && (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => {
              actions.onTpsl(position);
            }}
            className="h-8 flex-1 rounded-md bg-surface-2 text-xs font-semibold"
          >
            TP/SL
          </button>
          {position.marginType === 'ISOLATED' && (
            <button
              type="button"
              onClick={() => {
                actions.onMargin(position);
              }}
              className="h-8 flex-1 rounded-md bg-surface-2 text-xs font-semibold"
            >
              증거금 조정
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              actions.onClose(position);
            }}
            className="h-8 flex-1 rounded-md bg-surface-2 text-xs font-semibold text-danger"
          >
            시장가 종료
          </button>
        </div>
      )}
    </li>
  );
}
