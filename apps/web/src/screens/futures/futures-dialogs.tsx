import * as futures from '@baro/contracts/manifest/futures';
import type { FuturesOption, FuturesPosition } from '@baro/contracts/routes/futures';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { TriggerSwitch } from './trigger-switch.tsx';
import type { ApiClient } from '../../api/api-client.ts';
import { useServices } from '../../app/services-context.tsx';
import {
  formatPnl,
  formatRoe,
  formatUsdt,
  PRICE_SCALE,
  toUnits,
  unitsText,
  USDT_SCALE,
} from '../../futures/futures-math.ts';
import { optionTermsOf } from '../../futures/option-terms.ts';
import { lastLeverageQuery, maxQtyQuery, openPositionsQuery } from '../../futures/futures-queries.ts';
import { DialogActions, DialogFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/dialog-frame.tsx';
import { cx } from '../../ui/class-names.ts';
import { decimalsOf, formatPrice } from '../../market/price-format.ts';
import { AmountInput } from '../../wallet/amount-input.tsx';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';
import { marginPreview } from './margin-preview.ts';
import { tpslProblem } from './order-form.ts';
import { livePnl, signClass } from './position-list.tsx';

// The futures page's dialogs, in their own chunk: the page loads it on the first dialog opened, so
// the order panel shows without it.

/** How long the leverage slider must rest before its tier cap is read. */
const SLIDER_REST_MS = 250;

function Sheet(props: { title: string; children: ReactNode; actions: ReactNode; onClose: () => void }) {
  const titleId = useId();
  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      panelClassName="w-[360px] max-w-[92vw]"
      onEscape={props.onClose}
      onBackdropClick={props.onClose}
    >
      <h2 id={titleId} className="px-5 pt-5 text-base font-bold">
        {props.title}
      </h2>
      <div className="flex flex-col gap-3 overflow-y-auto px-5 py-4">{props.children}</div>
      <DialogActions>{props.actions}</DialogActions>
    </DialogFrame>
  );
}

function Line(props: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between text-sm">
      <span className="text-text-dim">{props.label}</span>
      <span data-testid={props.testId} className="font-semibold tabular-nums">
        {props.value}
      </span>
    </div>
  );
}

/**
 * What the position would gain or lose if it closed at a TP or SL price as typed (DOMAIN.md §3's
 * uPnL and ROE at that price, before the closing fee), as the exchanges show it beside the field,
 * so a member sees what the trigger is worth before setting it. Nothing while the field is empty or
 * not a price. The fill itself is at the price of the tick that crosses the trigger, so it may differ.
 */
function TriggerEstimate(props: { position: FuturesPosition; price: string; testId: string }) {
  const units = props.price === '' ? null : toUnits(props.price, PRICE_SCALE);
  if (units === null || units <= 0n) return null;
  const { pnl, roe } = livePnl(props.position, props.price);
  return (
    <div className="flex justify-between text-xs">
      <span className="text-text-dim">예상 손익 (수수료 제외)</span>
      <span data-testid={props.testId} className={cx('font-semibold tabular-nums', signClass(pnl))}>
        {formatPnl(pnl)} USDT ({formatRoe(roe)})
      </span>
    </div>
  );
}

/** 취소 and 확인 under a sheet; 확인 is held while `disabled`. */
function CancelConfirm(props: { onCancel: () => void; onConfirm: () => void; disabled: boolean }) {
  return (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={props.onCancel}>
        취소
      </button>
      <button type="button" className={PRIMARY_BUTTON} disabled={props.disabled} onClick={props.onConfirm}>
        확인
      </button>
    </>
  );
}

/** A price the server wrote ('100013.0') as the card shows it ('100,013.0'), its decimals kept. */
function shownPrice(text: string | null): string {
  if (text === null) return '-';
  return formatPrice(text, decimalsOf(text));
}

/** Puts a position the server returned in place of its old row in the option's open positions. */
function replaceOpenPosition(
  queryClient: QueryClient,
  api: ApiClient,
  futuresOptionId: number,
  updated: FuturesPosition,
): void {
  queryClient.setQueryData<FuturesPosition[]>(openPositionsQuery(api, futuresOptionId).queryKey, (rows) =>
    rows?.map((row) => (row.futuresPositionId === updated.futuresPositionId ? updated : row)),
  );
}

/** The leverage slider, 1 to the option's maximum, with the tier table's cap on a position at the chosen leverage. */
export function LeverageDialog(props: { option: FuturesOption; leverage: number; onClose: () => void }) {
  const { api, dialogs } = useServices();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(props.leverage);
  const [busy, setBusy] = useState(false);
  // The cap is read once the slider rests, not for every step it passes while dragged.
  const [resting, setResting] = useState(props.leverage);
  useEffect(() => {
    const timer = setTimeout(() => {
      setResting(chosen);
    }, SLIDER_REST_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [chosen]);
  const cap = useQuery(maxQtyQuery(api, props.option.id, resting));
  const marks = [...new Set([1, 10, 25, 50, 100, props.option.maxLeverage])].filter(
    (mark) => mark <= props.option.maxLeverage,
  );
  const save = async () => {
    setBusy(true);
    const result = await api.call(futures.setLeverage, {
      body: { futuresOptionId: props.option.id, leverage: chosen },
    });
    setBusy(false);
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    queryClient.setQueryData(lastLeverageQuery(api, props.option.id).queryKey, result.data);
    props.onClose();
  };
  return (
    <Sheet
      title="레버리지 조정"
      onClose={props.onClose}
      actions={<CancelConfirm onCancel={props.onClose} onConfirm={() => void save()} disabled={busy} />}
    >
      <p data-testid="leverage-chosen" className="text-center text-2xl font-bold tabular-nums">
        {chosen}x
      </p>
      <input
        type="range"
        aria-label="레버리지"
        min={1}
        max={props.option.maxLeverage}
        step={1}
        value={chosen}
        onChange={(event) => {
          setChosen(Number(event.target.value));
        }}
        className="w-full accent-[var(--color-accent)]"
      />
      <div className="flex justify-between gap-1">
        {marks.map((mark) => (
          <button
            key={mark}
            type="button"
            onClick={() => {
              setChosen(mark);
            }}
            className={cx(
              'h-7 flex-1 rounded-md text-xs font-semibold',
              chosen === mark ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text-dim',
            )}
          >
            {mark}x
          </button>
        ))}
      </div>
      <Line
        label="이 레버리지의 최대 포지션"
        testId="tier-cap"
        value={
          cap.data === undefined || resting !== chosen
            ? cap.isError
              ? '조회 실패'
              : '-'
            : formatUsdt(toUnits(cap.data.maxPositionQty, USDT_SCALE) ?? 0n)
        }
      />
      {chosen >= 20 && <p className="text-xs text-warning">레버리지가 높을수록 청산 위험이 커집니다.</p>}
      <p className="text-xs text-text-dim">포지션이나 미체결 주문이 있으면 레버리지를 바꿀 수 없습니다.</p>
    </Sheet>
  );
}

export interface OrderSummary {
  readonly rows: readonly { label: string; value: string; testId?: string }[];
  readonly sideLabel: string;
  readonly long: boolean;
}

/** The order as it will be sent, with its cost and estimated liquidation price, before it is. */
export function OrderConfirmDialog(props: { summary: OrderSummary; onAnswer: (confirmed: boolean) => void }) {
  return (
    <Sheet
      title={`${props.summary.sideLabel} 주문 확인`}
      onClose={() => {
        props.onAnswer(false);
      }}
      actions={
        <>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => {
              props.onAnswer(false);
            }}
          >
            취소
          </button>
          <button
            type="button"
            className={cx(PRIMARY_BUTTON, props.summary.long ? 'bg-up' : 'bg-down')}
            onClick={() => {
              props.onAnswer(true);
            }}
          >
            주문하기
          </button>
        </>
      }
    >
      {props.summary.rows.map((row) => (
        <Line key={row.label} {...row} />
      ))}
    </Sheet>
  );
}

/** Sets or clears a position's TP and SL, each on the mark or the last price. */
export function TpslDialog(props: { position: FuturesPosition; onClose: () => void }) {
  const { api, dialogs } = useServices();
  const queryClient = useQueryClient();
  const { position } = props;
  const [takeProfit, setTakeProfit] = useState(position.takeProfit ?? '');
  const [stopLoss, setStopLoss] = useState(position.stopLoss ?? '');
  const [isMarkTp, setMarkTp] = useState(position.isMarkTp);
  const [isMarkSl, setMarkSl] = useState(position.isMarkSl);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const cleared = takeProfit === '' && stopLoss === '';
    const found = cleared ? null : tpslProblem(position.tradeType, position.entryPrice, takeProfit, stopLoss);
    setProblem(found);
    if (found !== null) return;
    setBusy(true);
    const result = await api.call(futures.setTpsl, {
      body: {
        futuresPositionId: position.futuresPositionId,
        takeProfit: takeProfit === '' ? null : takeProfit,
        stopLoss: stopLoss === '' ? null : stopLoss,
        isMarkTp,
        isMarkSl,
      },
    });
    setBusy(false);
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    replaceOpenPosition(queryClient, api, position.futuresOptionId, result.data);
    props.onClose();
  };
  return (
    <Sheet
      title="TP/SL 설정"
      onClose={props.onClose}
      actions={<CancelConfirm onCancel={props.onClose} onConfirm={() => void save()} disabled={busy} />}
    >
      <Line label="진입가" value={shownPrice(position.entryPrice)} />
      <label className="flex flex-col gap-1 text-xs text-text-dim">
        TP 가격 (비우면 해제)
        <AmountInput asset="USDT" aria-label="TP 가격" value={takeProfit} onValueChange={setTakeProfit} />
      </label>
      <TriggerEstimate position={position} price={takeProfit} testId="tp-estimate" />
      <TriggerSwitch label="TP" mark={isMarkTp} onChange={setMarkTp} />
      <label className="flex flex-col gap-1 text-xs text-text-dim">
        SL 가격 (비우면 해제)
        <AmountInput asset="USDT" aria-label="SL 가격" value={stopLoss} onValueChange={setStopLoss} />
      </label>
      <TriggerEstimate position={position} price={stopLoss} testId="sl-estimate" />
      <TriggerSwitch label="SL" mark={isMarkSl} onChange={setMarkSl} />
      {problem !== null && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
    </Sheet>
  );
}

/** Adds margin to an isolated position from the wallet, or takes some back. */
export function MarginDialog(props: {
  position: FuturesPosition;
  option: FuturesOption;
  /** The FUTURES wallet's free balance, when known. */
  available: string | undefined;
  onClose: () => void;
}) {
  const { api, dialogs } = useServices();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { position } = props;
  const [type, setType] = useState<'ADD' | 'REMOVE'>('ADD');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const preview = marginPreview({
    position,
    terms: optionTermsOf(props.option),
    precision: props.option.precision,
    type,
    amount,
    available: props.available,
  });
  const save = async () => {
    if (amount === '') return;
    const body = { amount, futuresPositionId: position.futuresPositionId, type };
    setBusy(true);
    const result = await callWithRequestId(requestIds, body, (requestId) =>
      api.call(futures.adjustMargin, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    replaceOpenPosition(queryClient, api, position.futuresOptionId, result.data);
    props.onClose();
  };
  return (
    <Sheet
      title="증거금 조정"
      onClose={props.onClose}
      actions={
        <CancelConfirm
          onCancel={props.onClose}
          onConfirm={() => void save()}
          disabled={busy || amount === ''}
        />
      }
    >
      <div className="flex gap-1">
        {(['ADD', 'REMOVE'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={type === kind}
            onClick={() => {
              setType(kind);
            }}
            className={cx(
              'h-9 flex-1 rounded-md text-sm font-semibold',
              type === kind ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text-dim',
            )}
          >
            {kind === 'ADD' ? '추가' : '감소'}
          </button>
        ))}
      </div>
      <Line label="현재 증거금" value={formatUsdt(toUnits(position.margin, USDT_SCALE) ?? 0n, 4)} />
      <Line
        label={type === 'ADD' ? '최대 추가 가능' : '최대 감소 가능'}
        value={preview.maxMinor === null ? '-' : formatUsdt(preview.maxMinor, 4)}
        testId="margin-max"
      />
      <AmountInput
        asset="USDT"
        aria-label="증거금 금액"
        placeholder="금액 (USDT)"
        value={amount}
        onValueChange={setAmount}
      />
      {preview.maxMinor !== null && (
        <button
          type="button"
          onClick={() => {
            setAmount(unitsText(preview.maxMinor ?? 0n, USDT_SCALE));
          }}
          className="self-end text-xs font-semibold text-accent"
        >
          최대
        </button>
      )}
      <Line label="현재 청산가" value={shownPrice(position.liquidationPrice)} />
      <Line
        label="변경 후 청산가"
        value={preview.liquidation === null ? '-' : formatPrice(preview.liquidation, props.option.precision)}
        testId="margin-new-liq"
      />
    </Sheet>
  );
}

/** Which dialog the page has open. */
export type FuturesDialogRequest =
  | { kind: 'leverage'; option: FuturesOption; leverage: number }
  | { kind: 'confirm'; summary: OrderSummary; onAnswer: (confirmed: boolean) => void }
  | { kind: 'tpsl'; position: FuturesPosition }
  | { kind: 'margin'; position: FuturesPosition; option: FuturesOption; available: string | undefined };

/** The open dialog; the one export the page loads lazily. */
export function FuturesDialog(props: { request: FuturesDialogRequest; onClose: () => void }) {
  const { request, onClose } = props;
  switch (request.kind) {
    case 'leverage':
      return <LeverageDialog option={request.option} leverage={request.leverage} onClose={onClose} />;
    case 'confirm':
      return (
        <OrderConfirmDialog
          summary={request.summary}
          onAnswer={(confirmed) => {
            onClose();
            request.onAnswer(confirmed);
          }}
        />
      );
    case 'tpsl':
      return <TpslDialog position={request.position} onClose={onClose} />;
    case 'margin':
      return (
        <MarginDialog
          position={request.position}
          option={request.option}
          available={request.available}
          onClose={onClose}
        />
      );
  }
}
