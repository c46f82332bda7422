import type { OverseaOption, OverseaPosition } from '@baro/contracts/routes/oversea';
import { useState } from 'react';
import type { Side } from '../../futures/futures-math.ts';
import { formatPrice } from '../../market/price-format.ts';
import { useServices } from '../../app/services-context.tsx';
import { messageOf } from '../../i18n/i18n.ts';
import { tpslPrices } from '../../oversea/oversea-math.ts';
import { cx } from '../../ui/class-names.ts';
import { INPUT_CLASS } from '../../ui/input-style.ts';
import { NumericInput } from '../../ui/numeric-input.tsx';
import { FigureRow, OverseaOrderCost } from './oversea-order-cost.tsx';
import { entryPriceOf, ORDER_TYPE_LABELS, overseaOrderProblem } from './oversea-order-form.ts';
import type { OverseaOrderForm, OverseaOrderType } from './oversea-order-form.ts';

const TYPES: readonly OverseaOrderType[] = ['MARKET', 'LIMIT', 'STOPMARKET'];

export interface OverseaOrderPanelProps {
  option: OverseaOption;
  lastPrice: string | undefined;
  /** The lot presets of the member's settings (spec §9: 1, 3, 5, 10). */
  lotPresets: readonly number[];
  form: OverseaOrderForm;
  /** The BINARY wallet's available point in won, once known: an order it cannot pay is refused here. */
  point: bigint | undefined;
  /** The member's open position on the option: an order against it closes it first. */
  position: OverseaPosition | undefined;
  onFormChange: (form: OverseaOrderForm) => void;
  /** The member pressed 매수 or 매도 with a form that passes its checks. */
  onSubmit: (side: Side) => void;
  busy: boolean;
}

function TickField(props: { label: string; value: number; onChange: (ticks: number) => void }) {
  return (
    <label className="flex flex-1 flex-col gap-1 text-[11px] text-text-dim">
      {props.label}
      <NumericInput
        aria-label={props.label}
        value={props.value}
        min={1}
        max={10_000}
        onValueChange={props.onChange}
        className={cx(INPUT_CLASS, 'h-9 text-center')}
      />
    </label>
  );
}

/**
 * The overseas order form (issue 16 §3): 시장가 / 지정가 / MIT, whole lots from the presets, TP/SL in
 * ticks with the prices they make, what the order costs (margin and opening fee; the closing fee
 * comes on close), then 매수 / 매도. A closed market says '{stock}종목이 현재 휴장중입니다.' and the
 * buttons stay off; an order the point cannot pay gets the server's message without being sent.
 */
export function OverseaOrderPanel(props: OverseaOrderPanelProps) {
  const { form, onFormChange, option } = props;
  const { i18n } = useServices();
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<OverseaOrderForm>) => {
    setProblem(null);
    onFormChange({ ...form, ...patch });
  };
  const entry = entryPriceOf(form, props.lastPrice);
  const shown = (price: string | null) => (price === null ? '-' : formatPrice(price, option.precision));
  const long = tpslPrices(option, 'LONG', entry, form.tpTick, form.slTick);
  const short = tpslPrices(option, 'SHORT', entry, form.tpTick, form.slTick);
  const closed = option.isRest;
  const submit = (side: Side) => {
    const reason = overseaOrderProblem(
      { form, option, side, lastPrice: props.lastPrice, point: props.point, position: props.position },
      messageOf(i18n, 'INSUFFICIENT_BALANCE'),
    );
    if (reason !== null) {
      setProblem(reason);
      return;
    }
    props.onSubmit(side);
  };
  return (
    <section aria-label="주문" className="flex flex-col gap-3 px-4 py-3">
      <div role="tablist" aria-label="주문 유형" className="flex gap-1 rounded-lg bg-surface-2 p-1">
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={form.type === type}
            onClick={() => {
              set({ type });
            }}
            className={cx(
              'h-8 flex-1 rounded-md text-sm font-semibold outline-none',
              form.type === type ? 'bg-surface text-text' : 'text-text-dim',
            )}
          >
            {ORDER_TYPE_LABELS[type]}
          </button>
        ))}
      </div>
      {form.type !== 'MARKET' && (
        <input
          aria-label={form.type === 'LIMIT' ? '지정가' : 'MIT 발동가'}
          placeholder={`${form.type === 'LIMIT' ? '지정가' : 'MIT 발동가'} (호가단위 ${option.tickSize})`}
          inputMode="decimal"
          value={form.price}
          onChange={(event) => {
            set({ price: event.target.value.replace(/[^\d.]/g, '') });
          }}
          className={INPUT_CLASS}
        />
      )}
      <div className="flex flex-col gap-1">
        <span className="text-[11px] text-text-dim">수량 (계약)</span>
        <div role="group" aria-label="수량" className="flex gap-1">
          {props.lotPresets.map((lots) => (
            <button
              key={lots}
              type="button"
              aria-pressed={form.lots === lots}
              onClick={() => {
                set({ lots });
              }}
              className={cx(
                'h-9 flex-1 rounded-md text-sm font-semibold tabular-nums outline-none',
                form.lots === lots ? 'bg-accent text-white' : 'bg-surface-2 text-text',
              )}
            >
              {lots}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-lg bg-surface-2/50 p-2">
        <label className="flex items-center justify-between text-xs font-semibold">
          TP/SL (틱)
          <input
            type="checkbox"
            checked={form.tpslOn}
            onChange={(event) => {
              set({ tpslOn: event.target.checked });
            }}
            className="h-4 w-4 accent-accent"
          />
        </label>
        {form.tpslOn && (
          <>
            <div className="flex gap-2">
              <TickField
                label="TP 틱"
                value={form.tpTick}
                onChange={(tpTick) => {
                  set({ tpTick });
                }}
              />
              <TickField
                label="SL 틱"
                value={form.slTick}
                onChange={(slTick) => {
                  set({ slTick });
                }}
              />
            </div>
            <FigureRow
              label="매수 TP / SL"
              value={`${shown(long.tp)} / ${shown(long.sl)}`}
              testId="long-tpsl"
            />
            <FigureRow
              label="매도 TP / SL"
              value={`${shown(short.tp)} / ${shown(short.sl)}`}
              testId="short-tpsl"
            />
          </>
        )}
      </div>
      <OverseaOrderCost option={option} lots={form.lots} point={props.point} />
      {closed && (
        <p role="status" className="text-center text-sm font-semibold text-warning">
          {option.stock}종목이 현재 휴장중입니다.
        </p>
      )}
      {problem !== null && !closed && (
        <p role="alert" className="text-center text-xs text-danger">
          {problem}
        </p>
      )}
      {/* Kept above the footer tabs while the form scrolls, so 매수 / 매도 are on a phone's first screen. */}
      <div
        data-testid="side-buttons"
        className="sticky bottom-[calc(var(--spacing-footer)+env(safe-area-inset-bottom))] z-10 -mx-4 flex gap-2 bg-bg px-4 py-2"
      >
        {(['LONG', 'SHORT'] as const).map((side) => (
          <button
            key={side}
            type="button"
            disabled={closed || props.busy}
            onClick={() => {
              submit(side);
            }}
            className={cx(
              'h-12 flex-1 rounded-xl font-bold text-white outline-none active:opacity-80 disabled:opacity-40',
              side === 'LONG' ? 'bg-up' : 'bg-down',
            )}
          >
            {side === 'LONG' ? '매수' : '매도'}
          </button>
        ))}
      </div>
    </section>
  );
}
