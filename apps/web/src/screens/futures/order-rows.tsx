import type { FuturesOrder } from '@baro/contracts/routes/futures';
import { formatPnl, formatUnits, formatUsdt, toUnits, USDT_SCALE } from '../../futures/futures-math.ts';
import { formatPrice } from '../../market/price-format.ts';
import { formatTickTime } from '../../rounds/tick-time.ts';
import { cx } from '../../ui/class-names.ts';
import { tickSourceLabel } from '../../market/tick-source.ts';

export const MARKET_TYPE_LABELS: Record<FuturesOrder['marketType'], string> = {
  MARKET: '시장가',
  LIMIT: '지정가',
  STOPMARKET: '스탑마켓',
  STOPLIMIT: '스탑리밋',
  TAKEPROFIT: 'TP',
  STOPLOSS: 'SL',
  LIQUIDATION: '청산',
};

const STATUS_LABELS: Record<FuturesOrder['status'], string> = {
  OPEN: '대기',
  FILLED: '체결',
  CANCELLED: '취소',
};

function Head({ order }: { order: FuturesOrder }) {
  const long = order.tradeType === 'LONG';
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className={cx('text-xs font-bold', long ? 'text-up' : 'text-down')}>{long ? '롱' : '숏'}</span>
      <span className="font-semibold">{MARKET_TYPE_LABELS[order.marketType]}</span>
      <span className="text-xs text-text-dim">
        {order.stock} · {order.leverage}x
      </span>
    </div>
  );
}

function priceText(order: FuturesOrder, precision: number): string {
  const parts: string[] = [];
  if (order.stopPrice !== null) parts.push(`발동 ${formatPrice(order.stopPrice, precision)}`);
  if (order.price !== null) parts.push(`가격 ${formatPrice(order.price, precision)}`);
  return parts.length === 0 ? '시장가' : parts.join(' · ');
}

function qtyText(order: FuturesOrder): string {
  return formatUsdt(toUnits(order.qty, USDT_SCALE) ?? 0n);
}

/** A resting order with its cancel button (none on a View page). */
export function OpenOrderRow(props: {
  order: FuturesOrder;
  precision: number;
  onCancel?: (order: FuturesOrder) => void;
}) {
  const { order, onCancel } = props;
  return (
    <li
      data-testid="open-order"
      className="flex items-center justify-between gap-2 border-b border-line px-4 py-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Head order={order} />
        <span className="text-xs text-text-dim tabular-nums">
          {priceText(order, props.precision)} · {qtyText(order)}
        </span>
        <span className="text-[11px] text-text-dim tabular-nums">{formatTickTime(order.createdAt)}</span>
      </div>
      {onCancel !== undefined && (
        <button
          type="button"
          onClick={() => {
            onCancel(order);
          }}
          className="h-8 shrink-0 rounded-md bg-surface-2 px-3 text-xs font-semibold"
        >
          취소
        </button>
      )}
    </li>
  );
}

/** A finished order with the tick that decided its fill (DOMAIN.md §0: source, time, price). */
export function HistoryRow({ order, precision }: { order: FuturesOrder; precision: number }) {
  // What a fill that reduced or closed a position realised, before fees; an opening fill has none.
  const realized = order.realizedPnl === null ? 0n : (toUnits(order.realizedPnl, USDT_SCALE) ?? 0n);
  return (
    <li data-testid="history-order" className="flex flex-col gap-1 border-b border-line px-4 py-3">
      <div className="flex items-center justify-between">
        <Head order={order} />
        <span
          className={cx(
            'text-xs font-semibold',
            order.status === 'FILLED' ? 'text-success' : 'text-text-dim',
          )}
        >
          {STATUS_LABELS[order.status]}
        </span>
      </div>
      <span className="text-xs text-text-dim tabular-nums">
        {priceText(order, precision)} · {qtyText(order)} · 수수료{' '}
        {formatUnits(toUnits(order.fee, USDT_SCALE) ?? 0n, USDT_SCALE, 8)}
      </span>
      {realized !== 0n && (
        <span className="text-xs text-text-dim tabular-nums">
          실현손익{' '}
          <span
            data-testid="realized-pnl"
            className={cx('font-semibold', realized > 0n ? 'text-up' : 'text-down')}
          >
            {formatPnl(realized)}
          </span>
        </span>
      )}
      {order.fillTick !== null ? (
        <span data-testid="fill-tick" className="text-[11px] text-text-dim tabular-nums">
          체결 {formatPrice(order.fillTick.price, precision)} · {formatTickTime(order.fillTick.at)} · 출처{' '}
          {tickSourceLabel(order.fillTick.source)}
        </span>
      ) : (
        <span className="text-[11px] text-text-dim tabular-nums">{formatTickTime(order.updatedAt)}</span>
      )}
    </li>
  );
}
