import type { Bet, TradeOption, TradeRound } from '@baro/contracts/routes/binary';
import * as binary from '@baro/contracts/manifest/binary';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { betAcceptedMessage } from '../../rounds/bet-result.ts';
import { playBetSound } from '../../rounds/bet-sounds.ts';
import { myOptionBetsQuery } from '../../rounds/round-queries.ts';
import type { BettingPhase } from '../../rounds/round-clock.ts';
import { expectedReturn, groupWon, stakeOf, stakeProblem, stakeRoom } from '../../rounds/stake.ts';
import { cx } from '../../ui/class-names.ts';
import { NumericInput } from '../../ui/numeric-input.tsx';
import { ORDER_TOAST_MS } from '../../ui/toast-durations.ts';
import { toastQueue } from '../../ui/toast-queue.ts';
import { AmountPresets } from '../../wallet/amount-presets.tsx';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';
import { refreshAfterMoneyCall } from '../../wallet/wallet-cache.ts';
import { useWalletTarget } from '../../wallet/wallet-hooks.ts';

function sideTotal(bets: readonly Bet[], roundId: number | undefined, side: 'B' | 'S'): bigint {
  return bets
    .filter((bet) => bet.tradeRoundId === roundId && bet.type === side)
    .reduce((sum, bet) => sum + stakeOf(bet.point), 0n);
}

/** The member's stake per side on one round, as the panel shows it under the buttons. */
function StakeRow(props: { label: string; bets: readonly Bet[]; round: TradeRound | null; testId: string }) {
  const up = sideTotal(props.bets, props.round?.id, 'B');
  const down = sideTotal(props.bets, props.round?.id, 'S');
  return (
    <div data-testid={props.testId} className="flex items-center justify-between text-xs tabular-nums">
      <span className="text-text-dim">
        {props.label}
        {props.round !== null && ` #${props.round.roundNo}`}
      </span>
      <span>
        <span className="text-up">상승 {groupWon(up)}</span>
        <span className="mx-1.5 text-text-dim">·</span>
        <span className="text-down">하락 {groupWon(down)}</span>
      </span>
    </div>
  );
}

export interface BetPanelProps {
  option: TradeOption;
  current: TradeRound | null;
  live: TradeRound | null;
  phase: BettingPhase;
  bets: readonly Bet[];
  /** The BINARY wallet's available balance (wire string), when known. */
  balance: string | undefined;
}

/**
 * The stake field with its presets, the expected return, and the two big buttons 매수(상승) /
 * 매도(하락). The buttons are off outside the betting phase (the last 3 s before lock are the server's
 * cut-off); a bet the server refuses anyway shows the catalogued message. An accepted bet is
 * confirmed with a toast (side, stake, round) and rings the order-complete sound (SUCCESS) when the
 * member's settings have it on.
 */
export function BetPanel(props: BetPanelProps) {
  const services = useServices();
  const queryClient = useQueryClient();
  const walletTarget = useWalletTarget();
  const requestIds = useRequestIds();
  const sounds = useAppState((state) => state.settings.sounds);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const stake = stakeOf(text);
  const roundId = props.current?.id;
  const already = sideTotal(props.bets, roundId, 'B') + sideTotal(props.bets, roundId, 'S');
  const limits = {
    minPoint: props.option.minPoint,
    maxPoint: props.option.maxPoint,
    alreadyStaked: already,
    balance: props.balance === undefined ? undefined : stakeOf(props.balance.split('.')[0] ?? '0'),
  };
  const open = props.phase.kind === 'betting' && props.current !== null;
  const problem = stakeProblem(stake, limits);

  async function place(side: 'B' | 'S') {
    if (props.current === null) return;
    const body = { point: String(stake), tradeRoundId: props.current.id, type: side };
    setSending(true);
    const result = await callWithRequestId(requestIds, body, (requestId) =>
      services.api.call(binary.placeBet, { body: { ...body, requestId } }),
    );
    setSending(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    // The confirmation shows whatever the sound settings are; only the sound follows SUCCESS.
    toastQueue.show({
      tone: 'success',
      message: betAcceptedMessage(result.data),
      durationMs: ORDER_TOAST_MS,
    });
    playBetSound('SUCCESS', sounds);
    queryClient.setQueryData(myOptionBetsQuery(services.api, props.option.id).queryKey, (bets) => [
      result.data,
      ...(bets ?? []).filter((bet) => bet.id !== result.data.id),
    ]);
    refreshAfterMoneyCall(walletTarget);
  }

  const disabled = !open || sending || problem !== null;
  const button =
    'flex h-14 flex-1 flex-col items-center justify-center rounded-xl font-bold text-white outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-40';
  return (
    <section aria-label="투자" className="mx-4 flex flex-col gap-2.5">
      <div className="flex items-center justify-between text-xs text-text-dim">
        <span>
          보유{' '}
          <span data-testid="binary-balance" className="font-semibold text-text tabular-nums">
            {props.balance === undefined ? '-' : groupWon(stakeOf(props.balance.split('.')[0] ?? '0'))}
          </span>
          원
        </span>
        <span className="tabular-nums">
          배당 x{props.option.payout} · {groupWon(stakeOf(props.option.minPoint))}~
          {groupWon(stakeOf(props.option.maxPoint))}
        </span>
      </div>
      <NumericInput
        aria-label="투자 금액"
        placeholder="투자 금액"
        outputType="string"
        min={0}
        value={text}
        onValueChange={setText}
      />
      <AmountPresets asset="KRW" value={text} onValueChange={setText} available={String(stakeRoom(limits))} />
      <p className="text-xs text-text-dim">
        적중 시 예상 지급{' '}
        <span data-testid="expected-return" className="font-semibold text-text tabular-nums">
          {groupWon(expectedReturn(stake, props.current?.payout ?? props.option.payout))}원
        </span>
        {stake > 0n && problem !== null && <span className="ml-2 text-danger">{problem}</span>}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={disabled}
          aria-label="매수 상승"
          onClick={() => void place('B')}
          className={cx(button, 'bg-up')}
        >
          <span className="text-lg">매수</span>
          <span className="text-xs font-medium">상승 ▲</span>
        </button>
        <button
          type="button"
          disabled={disabled}
          aria-label="매도 하락"
          onClick={() => void place('S')}
          className={cx(button, 'bg-down')}
        >
          <span className="text-lg">매도</span>
          <span className="text-xs font-medium">하락 ▼</span>
        </button>
      </div>
      {props.phase.kind === 'cutoff' && (
        <p role="status" className="text-center text-xs font-semibold text-danger">
          투자 시간이 마감되었습니다.
        </p>
      )}
      <div className="flex flex-col gap-1 rounded-lg bg-surface-2 px-3 py-2">
        <StakeRow label="투자 중 회차" bets={props.bets} round={props.current} testId="stake-current" />
        <StakeRow label="진행 중 회차" bets={props.bets} round={props.live} testId="stake-live" />
      </div>
    </section>
  );
}
