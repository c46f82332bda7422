import type { OverseaOption } from '@baro/contracts/routes/oversea';
import { formatKrw, orderCost } from '../../oversea/oversea-math.ts';

/** A label and its figure on one line, as the order panel lists them. */
export function FigureRow(props: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className="flex justify-between text-xs">
      <span className="text-text-dim">{props.label}</span>
      <span
        data-testid={props.testId}
        className={props.strong === true ? 'font-bold tabular-nums' : 'font-semibold tabular-nums'}
      >
        {props.value}
      </span>
    </div>
  );
}

/**
 * What an order of `lots` costs before it is placed (DOMAIN.md §4), as the order panel and the quick
 * order sheet show it: the margin it holds and the opening fee, their sum taken from the point, and
 * what is available; the same fee again is charged when the lots close.
 */
export function OverseaOrderCost(props: { option: OverseaOption; lots: number; point: bigint | undefined }) {
  const cost = orderCost(props.option, props.lots);
  return (
    <div data-testid="order-cost-lines" className="flex flex-col gap-1">
      <FigureRow label={`증거금 (${props.lots}계약)`} value={formatKrw(cost.margin)} testId="order-margin" />
      <FigureRow label="진입 수수료" value={formatKrw(cost.fee)} testId="order-fee" />
      <FigureRow label="주문금액 (증거금+수수료)" value={formatKrw(cost.total)} testId="order-cost" strong />
      {props.point !== undefined && (
        <FigureRow label="주문가능" value={formatKrw(props.point)} testId="order-available" />
      )}
      <p data-testid="closing-fee-note" className="text-[11px] text-text-dim">
        청산 시 수수료 {formatKrw(cost.fee)}이 추가로 부과됩니다.
      </p>
    </div>
  );
}
