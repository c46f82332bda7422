import type { FuturesOption } from '@baro/contracts/routes/futures';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { maxQtyQuery } from '../../futures/futures-queries.ts';
import {
  formatUsdt as usdt,
  shareOfMax,
  toUnits,
  unitsText,
  USDT_SCALE,
} from '../../futures/futures-math.ts';
import type { Side } from '../../futures/futures-math.ts';
import { formatPrice } from '../../market/price-format.ts';
import { cx } from '../../ui/class-names.ts';
import { AmountInput } from '../../wallet/amount-input.tsx';
import { entryOf, formProblem, needsPrice, needsStopPrice, preTrade } from './order-form.ts';
import type { OrderForm, OrderTab } from './order-form.ts';
import { TriggerSwitch } from './trigger-switch.tsx';
import { optionTermsOf } from '../../futures/option-terms.ts';

const TABS: readonly { tab: OrderTab; label: string }[] = [
  { tab: 'MARKET', label: '시장가' },
  { tab: 'LIMIT', label: '지정가' },
  { tab: 'STOP', label: '스탑' },
];
const SHARES = [25, 50, 75, 100] as const;

export interface OrderPanelProps {
  option: FuturesOption;
  lastPrice: string | undefined;
  leverage: number;
  marginType: 'ISOLATED' | 'CROSS';
  /** The FUTURES wallet's balance, when known. */
  balance: string | undefined;
  form: OrderForm;
  onFormChange: (form: OrderForm) => void;
  onLeverage: () => void;
  onMarginType: () => void;
  /** The member pressed 롱 or 숏 with a form that passes its checks. */
  onSubmit: (side: Side) => void;
  busy: boolean;
}

function Row(props: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between text-xs">
      <span className="text-text-dim">{props.label}</span>
      <span data-testid={props.testId} className="font-semibold tabular-nums">
        {props.value}
      </span>
    </div>
  );
}

/** A USDT amount field of the form, one line in the column. */
function UsdtField(props: {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col">
      <AmountInput
        asset="USDT"
        aria-label={props.label}
        placeholder={props.placeholder}
        value={props.value}
        onValueChange={props.onValueChange}
      />
    </label>
  );
}

/** The 롱 or 숏 button under the form; the side's colour tells them apart. */
function SideButton(props: { label: string; long: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      onClick={props.onClick}
      className={cx(
        'h-12 flex-1 rounded-xl font-bold text-white outline-none active:opacity-80 disabled:opacity-40',
        props.long ? 'bg-up' : 'bg-down',
      )}
    >
      {props.label}
    </button>
  );
}

/**
 * The order form (issue 15 §3): margin type and leverage, 시장가 / 지정가 / 스탑 (스탑마켓 or
 * 스탑리밋), prices, the quantity in USDT with 25–100 % of qty_per, TP/SL at entry, then the cost
 * and the estimated liquidation price of each side before the 롱 / 숏 buttons, which open the
 * confirmation.
 */
export function OrderPanel(props: OrderPanelProps) {
  const { api } = useServices();
  const { form, onFormChange } = props;
  const maxQty = useQuery(maxQtyQuery(api, props.option.id, props.leverage));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<OrderForm>) => {
    setProblem(null);
    onFormChange({ ...form, ...patch });
  };
  const entry = entryOf(form, props.lastPrice);
  const figures = (side: Side) =>
    preTrade({
      qty: form.qty,
      precision: props.option.precision,
      leverage: props.leverage,
      side,
      entry,
      marginType: props.marginType,
      balance: props.balance,
      terms: optionTermsOf(props.option),
    });
  const long = figures('LONG');
  const short = figures('SHORT');
  const liq = (value: string | null | undefined) =>
    value === null || value === undefined ? '-' : formatPrice(value, props.option.precision);
  const max = maxQty.data === undefined ? undefined : (toUnits(maxQty.data.maxQty, USDT_SCALE) ?? undefined);
  const available = props.balance === undefined ? null : toUnits(props.balance, USDT_SCALE);

  const submit = (side: Side) => {
    const found = formProblem(form, side, props.lastPrice, maxQty.data?.maxQty);
    setProblem(found);
    if (found === null) props.onSubmit(side);
  };

  return (
    <section aria-label="주문" className="flex flex-col gap-2.5 px-4 py-3">
      <div className="flex gap-2">
        <button
          type="button"
          onClick={props.onMarginType}
          data-testid="margin-type"
          className="h-9 flex-1 rounded-lg bg-surface-2 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {props.marginType === 'CROSS' ? '교차' : '격리'}
        </button>
        <button
          type="button"
          onClick={props.onLeverage}
          data-testid="leverage"
          aria-label={`레버리지 ${props.leverage}x`}
          className="h-9 flex-1 rounded-lg bg-surface-2 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {props.leverage}x
        </button>
      </div>
      <div role="tablist" aria-label="주문 유형" className="flex gap-4 border-b border-line text-sm">
        {TABS.map(({ tab, label }) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={form.tab === tab}
            onClick={() => {
              set({ tab });
            }}
            className={cx(
              '-mb-px border-b-2 pb-1.5 font-semibold outline-none',
              form.tab === tab ? 'border-accent text-text' : 'border-transparent text-text-dim',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {form.tab === 'STOP' && (
        <div className="flex gap-2 text-xs">
          {(['STOPMARKET', 'STOPLIMIT'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={form.stopKind === kind}
              onClick={() => {
                set({ stopKind: kind });
              }}
              className={cx(
                'h-8 flex-1 rounded-md font-semibold',
                form.stopKind === kind ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text-dim',
              )}
            >
              {kind === 'STOPMARKET' ? '스탑마켓' : '스탑리밋'}
            </button>
          ))}
        </div>
      )}
      {needsStopPrice(form) && (
        <UsdtField
          label="발동가"
          placeholder="발동가 (USDT)"
          value={form.stopPrice}
          onValueChange={(stopPrice) => {
            set({ stopPrice });
          }}
        />
      )}
      {needsPrice(form) && (
        <UsdtField
          label="지정가"
          placeholder="지정가 (USDT)"
          value={form.price}
          onValueChange={(price) => {
            set({ price });
          }}
        />
      )}
      {form.tab === 'MARKET' && (
        <p className="text-xs text-text-dim">최종 체결가(시장가)로 즉시 체결됩니다.</p>
      )}
      <UsdtField
        label="주문 수량"
        placeholder="수량 (USDT)"
        value={form.qty}
        onValueChange={(qty) => {
          set({ qty });
        }}
      />
      <div className="flex gap-1.5">
        {SHARES.map((share) => (
          <button
            key={share}
            type="button"
            disabled={max === undefined}
            onClick={() => {
              if (max !== undefined)
                set({ qty: unitsText(shareOfMax(max, share), USDT_SCALE).replace(/^0$/, '') });
            }}
            className="h-8 flex-1 rounded-md bg-surface-2 text-xs font-semibold text-text-dim outline-none active:opacity-80 disabled:opacity-40"
          >
            {share}%
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between text-xs">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.tpslOn}
            onChange={(event) => {
              set({ tpslOn: event.target.checked });
            }}
            className="size-4 accent-[var(--color-accent)]"
          />
          TP/SL
        </label>
        {/* What the wallet has free and the largest order it pays for at this leverage (fees in),
            as the exchanges show "Avbl" and "Max": the two differ by the leverage and the fee. */}
        <span className="flex flex-col items-end text-xs text-text-dim">
          <span>
            사용 가능{' '}
            <span data-testid="available" className="font-semibold text-text tabular-nums">
              {available === null ? '-' : usdt(available)}
            </span>
          </span>
          <span>
            최대 주문{' '}
            <span data-testid="max-qty" className="font-semibold text-text tabular-nums">
              {max === undefined ? (maxQty.isError ? '조회 실패' : '-') : usdt(max)}
            </span>
          </span>
        </span>
      </div>
      {form.tpslOn && (
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <AmountInput
              asset="USDT"
              aria-label="TP 가격"
              placeholder="TP 가격"
              value={form.takeProfit}
              onValueChange={(takeProfit) => {
                set({ takeProfit });
              }}
            />
            <AmountInput
              asset="USDT"
              aria-label="SL 가격"
              placeholder="SL 가격"
              value={form.stopLoss}
              onValueChange={(stopLoss) => {
                set({ stopLoss });
              }}
            />
          </div>
          <TriggerSwitch
            label="TP"
            mark={form.isMarkTp}
            onChange={(isMarkTp) => {
              set({ isMarkTp });
            }}
          />
          <TriggerSwitch
            label="SL"
            mark={form.isMarkSl}
            onChange={(isMarkSl) => {
              set({ isMarkSl });
            }}
          />
        </div>
      )}
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-surface-2 px-3 py-2">
        <Row label="롱 비용" value={long === null ? '-' : usdt(long.cost)} testId="cost-long" />
        <Row label="숏 비용" value={short === null ? '-' : usdt(short.cost)} testId="cost-short" />
        <Row label="롱 예상 청산가" value={liq(long?.liquidation)} testId="liq-long" />
        <Row label="숏 예상 청산가" value={liq(short?.liquidation)} testId="liq-short" />
      </div>
      {problem !== null && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
      {/* Sticky above the footer tabs (fixed, 56 px): 롱 / 숏 are on a 390×844 phone's first screen
          however long the form grows, as on Binance's and Bybit's mobile order forms. */}
      <div
        data-testid="side-buttons"
        className="sticky bottom-[calc(var(--spacing-footer)+env(safe-area-inset-bottom))] z-10 -mx-4 flex gap-2 bg-bg px-4 py-2"
      >
        <SideButton
          label="롱 (매수)"
          long
          disabled={props.busy}
          onClick={() => {
            submit('LONG');
          }}
        />
        <SideButton
          label="숏 (매도)"
          long={false}
          disabled={props.busy}
          onClick={() => {
            submit('SHORT');
          }}
        />
      </div>
    </section>
  );
}
