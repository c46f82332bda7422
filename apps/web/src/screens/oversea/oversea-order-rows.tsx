import type { OverseaOrder } from '@baro/contracts/routes/oversea';
import { formatPrice } from '../../market/price-format.ts';
import { formatKrw, krwOf } from '../../oversea/oversea-math.ts';
import { formatTickTime } from '../../rounds/tick-time.ts';
import { cx } from '../../ui/class-names.ts';
import { tickSourceLabel } from '../../market/tick-source.ts';

const MARKET_TYPE_LABELS: Record<OverseaOrder['marketType'], string> = {
  MARKET: '시장가',
  LIMIT: '지정가',
  STOPMARKET: 'MIT',
  STOPLIMIT: '스탑리밋',
  TAKEPROFIT: 'TP',
  STOPLOSS: 'SL',
  LIQUIDATION: '로스컷',
};

const STATUS_LABELS: Record<OverseaOrder['status'], string> = {
  OPEN: '대기',
  FILLED: '체결',
  CANCELLED: '취소',
};

function Head({ order }: { order: OverseaOrder }) {
  const long = order.tradeType === 'LONG';
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className={cx('text-xs font-bold', long ? 'text-up' : 'text-down')}>
        {long ? '매수' : '매도'}
      </span>
      <span className="font-semibold">{MARKET_TYPE_LABELS[order.marketType]}</span>
      <span className="text-xs text-text-dim">
        {order.stock} · {order.qty}계약
      </span>
    </div>
  );
}

/** A resting LIMIT or MIT order with its cancel button (none on a View page). */
export function OverseaOpenOrderRow(props: {
  order: OverseaOrder;
  precision: number;
  onCancel?: (order: OverseaOrder) => void;
}) {
  const { order, onCancel } = props;
  return (
    <li
      data-testid="oversea-open-order"
      className="flex items-center justify-between gap-2 border-b border-line px-4 py-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Head order={order} />
        <span className="text-xs text-text-dim tabular-nums">
          {order.price === null ? '시장가' : `가격 ${formatPrice(order.price, props.precision)}`} ·{' '}
          {formatTickTime(order.createdAt)}
        </span>
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
export function OverseaHistoryRow({ order, precision }: { order: OverseaOrder; precision: number }) {
  return (
    <li data-testid="oversea-history" className="flex flex-col gap-1 border-b border-line px-4 py-3">
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
        {order.fillTick === null
          ? formatTickTime(order.updatedAt)
          : `체결 ${formatPrice(order.fillTick.price, precision)} · ${formatTickTime(order.fillTick.at)} · 출처 ${tickSourceLabel(order.fillTick.source)}`}{' '}
        · 수수료 {formatKrw(krwOf(order.fee))}
      </span>
    </li>
  );
}
