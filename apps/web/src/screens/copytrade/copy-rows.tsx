import type { CopyOrder } from '@baro/contracts/routes/copytrade';
import type { ReactNode } from 'react';
import { kstMinute, signClass, usdtText } from '../../copytrade/copy-figures.ts';
import { skipReasonLabel } from '../../copytrade/copy-labels.ts';
import { decimalsOf, formatPrice } from '../../market/price-format.ts';
import { cx } from '../../ui/class-names.ts';
import { FigureCell } from './figure-cell.tsx';

/** A price as the server wrote it, its decimals kept and thousands grouped. */
export function priceText(value: string | null): string {
  return value === null ? '-' : formatPrice(value, decimalsOf(value));
}

/** The pair, the side and the leverage, as every copy-trading row starts. */
export function PositionHead(props: {
  stock: string;
  tradeType: 'LONG' | 'SHORT';
  leverage: number;
  aside?: ReactNode;
}) {
  const long = props.tradeType === 'LONG';
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className={cx('rounded px-1.5 py-0.5 text-xs font-bold text-white', long ? 'bg-up' : 'bg-down')}>
        {long ? '롱' : '숏'}
      </span>
      <span className="font-bold">{props.stock}</span>
      <span className="text-xs text-text-dim">{props.leverage}x</span>
      <span className="flex-1" />
      {props.aside}
    </div>
  );
}

/** A trader order or a copy: margin, open price and when it opened. */
export function OpenFigures(props: { margin: string; openPrice: string; openedAt: string }) {
  return (
    <div className="grid grid-cols-3 gap-2">
      <FigureCell label="증거금" value={usdtText(props.margin)} />
      <FigureCell label="진입가" value={priceText(props.openPrice)} />
      <FigureCell label="진입 시각" value={kstMinute(props.openedAt).slice(5)} />
    </div>
  );
}

/** A closed copy: its realised pnl, the profit share paid from it and the close price. */
export function ClosedCopyRow({ copy }: { copy: CopyOrder }) {
  const pnl = copy.realizedPnl ?? '0';
  return (
    <li data-testid="closed-copy" className="flex flex-col gap-2 border-b border-line px-4 py-3">
      <PositionHead
        stock={copy.stock}
        tradeType={copy.tradeType}
        leverage={copy.leverage}
        aside={<span className="text-[11px] text-text-dim">{copy.traderNick}</span>}
      />
      <div className="grid grid-cols-3 gap-2">
        <FigureCell label="실현손익" value={usdtText(pnl, true)} className={signClass(pnl)} />
        <FigureCell label="수익 분배" value={usdtText(copy.profitShare ?? '0')} />
        <FigureCell label="종료가" value={priceText(copy.closePrice)} />
      </div>
      <span className="text-[11px] text-text-dim tabular-nums">
        {kstMinute(copy.openedAt)} ~ {copy.closedAt === null ? '' : kstMinute(copy.closedAt)}
      </span>
    </li>
  );
}

/** A copy that could not be placed, with the reason in Korean (B5: nothing is dropped silently). */
export function SkippedCopyRow({ copy }: { copy: CopyOrder }) {
  return (
    <li data-testid="skipped-copy" className="flex flex-col gap-1.5 border-b border-line px-4 py-3">
      <PositionHead
        stock={copy.stock}
        tradeType={copy.tradeType}
        leverage={copy.leverage}
        aside={<span className="text-[11px] text-text-dim">{kstMinute(copy.openedAt)}</span>}
      />
      <p data-testid="skip-reason" className="text-[13px] break-keep text-warning">
        {skipReasonLabel(copy.skipReason)}
      </p>
      <span className="text-[11px] text-text-dim">
        {copy.traderNick} · 트레이더 진입가 {priceText(copy.openPrice)}
      </span>
    </li>
  );
}
