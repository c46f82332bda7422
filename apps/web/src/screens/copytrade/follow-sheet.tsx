import * as copytrade from '@baro/contracts/manifest/copytrade';
import type { Trader } from '@baro/contracts/routes/copytrade';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { percentText } from '../../copytrade/copy-figures.ts';
import { refreshCopyTrade } from '../../copytrade/copytrade-queries.ts';
import { followProblem } from '../../copytrade/follow-form.ts';
import { messageOf } from '../../i18n/i18n.ts';
import { futuresOptionsQuery } from '../../market/queries.ts';
import { cx } from '../../ui/class-names.ts';
import { DialogActions, DialogFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/dialog-frame.tsx';
import { INPUT_CLASS } from '../../ui/input-style.ts';
import { AmountInput } from '../../wallet/amount-input.tsx';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';

/** The ratio a new follow starts at. */
const DEFAULT_RATIO = 50;

function PairChips(props: {
  pairs: readonly string[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const all = props.pairs.length > 0 && props.pairs.every((pair) => props.chosen.includes(pair));
  const chip = (on: boolean) =>
    cx(
      'h-7 rounded-full border px-2.5 text-xs font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
      on ? 'border-accent bg-accent/15 text-accent' : 'border-line text-text-dim',
    );
  return (
    <div role="group" aria-label="거래 페어" className="flex flex-wrap gap-1.5">
      <button
        type="button"
        aria-pressed={all}
        className={chip(all)}
        onClick={() => {
          props.onChange(all ? [] : [...props.pairs]);
        }}
      >
        전체
      </button>
      {props.pairs.map((pair) => {
        const on = props.chosen.includes(pair);
        return (
          <button
            key={pair}
            type="button"
            aria-pressed={on}
            className={chip(on)}
            onClick={() => {
              props.onChange(on ? props.chosen.filter((item) => item !== pair) : [...props.chosen, pair]);
            }}
          >
            {pair}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The follow sheet (issue 17 §2): the ratio of the trader's margin each copy takes (0–100 %, step 1),
 * the cap on all copies' margin and on one copy (≥ 10 USDT each), the pairs to copy, and what copying
 * means in plain Korean. The checks are the server's, with its messages; a refusal shows the server's.
 */
export function FollowSheet(props: { trader: Trader; onClose: () => void; onFollowed: () => void }) {
  const { api, i18n } = useServices();
  const queryClient = useQueryClient();
  const titleId = useId();
  const ratioId = useId();
  const maxBetId = useId();
  const oneMaxBetId = useId();
  const options = useQuery(futuresOptionsQuery(api));
  const pairs = options.data?.map((option) => option.stock) ?? [];
  const [chosen, setChosen] = useState<string[] | null>(null);
  const followStock = chosen ?? pairs;
  const [multiplyPer, setMultiplyPer] = useState(DEFAULT_RATIO);
  const [maxBet, setMaxBet] = useState('');
  const [oneMaxBet, setOneMaxBet] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const requestIds = useRequestIds();

  async function submit() {
    const draft = { followStock, multiplyPer, maxBet, oneMaxBet };
    const code = followProblem(draft);
    if (code !== null) {
      setProblem(messageOf(i18n, code));
      return;
    }
    setProblem(null);
    setSending(true);
    const body = { ...draft, followStock: [...followStock], traderId: props.trader.id };
    const result = await callWithRequestId(requestIds, body, (requestId) =>
      api.call(copytrade.followTrader, { body: { ...body, requestId } }),
    );
    setSending(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    refreshCopyTrade(queryClient);
    props.onFollowed();
  }

  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      panelClassName="w-[400px] max-w-[94vw]"
      onEscape={props.onClose}
      onBackdropClick={props.onClose}
    >
      <h2 id={titleId} className="px-5 pt-5 text-base font-bold">
        {props.trader.nick} 팔로우
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4 overflow-y-auto px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <label htmlFor={ratioId} className="text-[13px] font-semibold">
              카피 비율
            </label>
            <span data-testid="ratio-value" className="text-sm font-bold text-accent tabular-nums">
              {multiplyPer}%
            </span>
          </div>
          <input
            id={ratioId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={multiplyPer}
            onChange={(event) => {
              setMultiplyPer(Number(event.target.value));
            }}
            className="w-full accent-accent"
          />
          <p className="text-[11px] text-text-dim">
            트레이더 증거금의 {multiplyPer}%로 같은 주문을 넣습니다.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={maxBetId} className="text-[13px] font-semibold">
              최대 투자금 (USDT)
            </label>
            <AmountInput
              id={maxBetId}
              asset="USDT"
              value={maxBet}
              onValueChange={setMaxBet}
              placeholder="10 이상"
              className={INPUT_CLASS}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={oneMaxBetId} className="text-[13px] font-semibold">
              1회 최대 (USDT)
            </label>
            <AmountInput
              id={oneMaxBetId}
              asset="USDT"
              value={oneMaxBet}
              onValueChange={setOneMaxBet}
              placeholder="10 이상"
              className={INPUT_CLASS}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-[13px] font-semibold">거래 페어</span>
          {options.isError ? (
            <p className="text-[13px] text-danger">{options.error.message}</p>
          ) : (
            <PairChips pairs={pairs} chosen={followStock} onChange={setChosen} />
          )}
        </div>
        <div
          data-testid="risk-note"
          className="flex flex-col gap-1 rounded-lg bg-surface-2 p-3 text-xs break-keep text-text-dim"
        >
          <p className="font-semibold text-text">카피 트레이딩 유의사항</p>
          <p>· 트레이더의 주문이 체결되면 같은 가격, 같은 레버리지로 내 선물 지갑에서 주문이 들어갑니다.</p>
          <p>· 카피 주문의 손실은 모두 본인이 부담하며, 원금을 잃을 수 있습니다.</p>
          <p>
            · 카피로 낸 누적 수익이 이전 최고치를 넘어선 부분에 대해서만, 그{' '}
            {percentText(props.trader.profitSharePercent)}를 트레이더에게 수익 분배로 지급합니다.
          </p>
          <p>· 한도나 잔액이 부족하면 카피 주문이 실행되지 않으며, 그 사유는 내 카피에서 볼 수 있습니다.</p>
        </div>
      </form>
      {problem !== null && (
        <p
          role="alert"
          data-testid="follow-problem"
          className="border-t border-line px-5 pt-3 text-[13px] font-semibold break-keep text-danger"
        >
          {problem}
        </p>
      )}
      <DialogActions>
        <button type="button" className={SECONDARY_BUTTON} onClick={props.onClose}>
          취소
        </button>
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={sending}
          onClick={() => {
            void submit();
          }}
        >
          팔로우
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
