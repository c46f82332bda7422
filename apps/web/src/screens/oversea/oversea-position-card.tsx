import type { OverseaOption, OverseaPosition } from '@baro/contracts/routes/oversea';
import { useState } from 'react';
import { formatPrice } from '../../market/price-format.ts';
import { formatKrw, krwOf, livePositionPnl, overnightMargin } from '../../oversea/oversea-math.ts';
import { cx } from '../../ui/class-names.ts';
import { INPUT_CLASS } from '../../ui/input-style.ts';
import { NumericInput } from '../../ui/numeric-input.tsx';

export interface PositionActions {
  onClose: (position: OverseaPosition) => void;
  onTpsl: (position: OverseaPosition, tpTick: number, slTick: number) => Promise<boolean>;
  onRemoveTpsl: (position: OverseaPosition, value: 'TP' | 'SL') => void;
  onOvernight: (position: OverseaPosition, isActive: boolean) => void;
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

function signClass(value: bigint): string {
  return value > 0n ? 'text-up' : value < 0n ? 'text-down' : 'text-text';
}

/** TP / SL distances in ticks, edited in place; 저장 sends both. */
function TpslEditor(props: {
  position: OverseaPosition;
  defaults: { tp: number; sl: number };
  onSave: (tpTick: number, slTick: number) => Promise<boolean>;
  onDone: () => void;
}) {
  const [tp, setTp] = useState(props.position.tpTick ?? props.defaults.tp);
  const [sl, setSl] = useState(props.position.slTick ?? props.defaults.sl);
  const field = (label: string, value: number, set: (ticks: number) => void) => (
    <label className="flex flex-1 flex-col gap-1 text-[11px] text-text-dim">
      {label}
      <NumericInput
        aria-label={label}
        value={value}
        min={1}
        max={10_000}
        onValueChange={set}
        className={cx(INPUT_CLASS, 'h-9 text-center')}
      />
    </label>
  );
  return (
    <div className="flex items-end gap-2">
      {field('TP 틱', tp, setTp)}
      {field('SL 틱', sl, setSl)}
      <button
        type="button"
        onClick={() => {
          void props.onSave(tp, sl).then((saved) => {
            if (saved) props.onDone();
          });
        }}
        className="h-9 rounded-md bg-accent px-3 text-xs font-semibold text-white"
      >
        저장
      </button>
    </div>
  );
}

/**
 * One open position: live PnL in won and in ticks (oversea-math `livePositionPnl`), entry, TP/SL,
 * margin; on a member's page its 청산, TP/SL edit and removal, and the overnight switch with the
 * margin holding it overnight needs.
 */
export function OverseaPositionCard(props: {
  option: OverseaOption;
  position: OverseaPosition;
  lastPrice: string | undefined;
  tpslDefaults: { tp: number; sl: number };
  /** GET /oversea/overnight's required margin for this position, when read; else 2 × margin per lot × lots. */
  overnightRequired: string | undefined;
  actions?: PositionActions;
}) {
  const { option, position, actions } = props;
  const [editing, setEditing] = useState(false);
  const { pnl, ticks } = livePositionPnl(option, position, props.lastPrice);
  const price = (value: string | null) => (value === null ? '-' : formatPrice(value, option.precision));
  const long = position.tradeType === 'LONG';
  const button = 'h-8 flex-1 rounded-md bg-surface-2 text-xs font-semibold';
  return (
    <li data-testid="oversea-position" className="flex flex-col gap-2 border-b border-line px-4 py-3">
      <div className="flex items-center gap-2 text-sm">
        <span
          className={cx('rounded px-1.5 py-0.5 text-xs font-bold text-white', long ? 'bg-up' : 'bg-down')}
        >
          {long ? '매수' : '매도'}
        </span>
        <span className="font-bold">{position.stock}</span>
        <span className="text-xs text-text-dim">{position.qty}계약</span>
        {position.isOvernight && <span className="ml-auto text-[11px] text-accent">오버나잇</span>}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Cell
          label="평가손익 (원)"
          value={formatKrw(pnl, true)}
          testId="position-pnl"
          className={signClass(pnl)}
        />
        <Cell
          label="틱"
          value={`${ticks > 0n ? '+' : ''}${ticks}틱`}
          testId="position-ticks"
          className={signClass(ticks)}
        />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Cell label="진입가" value={price(position.entryPrice)} />
        <Cell label="현재가" value={price(props.lastPrice ?? position.lastPrice)} />
        <Cell label="증거금" value={formatKrw(krwOf(position.margin))} />
        <Cell
          label={`TP (${position.tpTick ?? '-'}틱)`}
          value={price(position.tpPrice)}
          testId="position-tp"
          className="text-success"
        />
        <Cell
          label={`SL (${position.slTick ?? '-'}틱)`}
          value={price(position.slPrice)}
          testId="position-sl"
          className="text-warning"
        />
      </div>
      {actions !== undefined && (
        <>
          <label className="flex items-center justify-between text-xs">
            <span>
              오버나잇{' '}
              <span className="text-text-dim">
                (필요 증거금{' '}
                {formatKrw(
                  props.overnightRequired === undefined
                    ? overnightMargin(option, position.qty)
                    : krwOf(props.overnightRequired),
                )}
                )
              </span>
            </span>
            <input
              type="checkbox"
              aria-label="오버나잇"
              checked={position.isOvernight}
              onChange={(event) => {
                actions.onOvernight(position, event.target.checked);
              }}
              className="h-4 w-4 accent-accent"
            />
          </label>
          {editing && (
            <TpslEditor
              position={position}
              defaults={props.tpslDefaults}
              onSave={(tp, sl) => actions.onTpsl(position, tp, sl)}
              onDone={() => {
                setEditing(false);
              }}
            />
          )}
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => {
                setEditing(!editing);
              }}
              className={button}
            >
              TP/SL 설정
            </button>
            {position.tpTick !== null && (
              <button
                type="button"
                onClick={() => {
                  actions.onRemoveTpsl(position, 'TP');
                }}
                className={button}
              >
                TP 삭제
              </button>
            )}
            {position.slTick !== null && (
              <button
                type="button"
                onClick={() => {
                  actions.onRemoveTpsl(position, 'SL');
                }}
                className={button}
              >
                SL 삭제
              </button>
            )}
            <button
              type="button"
              onClick={() => {
                actions.onClose(position);
              }}
              className={cx(button, 'text-danger')}
            >
              청산
            </button>
          </div>
        </>
      )}
    </li>
  );
}
