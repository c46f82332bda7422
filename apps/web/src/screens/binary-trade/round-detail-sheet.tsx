import type { TradeRound } from '@baro/contracts/routes/binary';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { outcomeLabel } from '../../rounds/bet-result.ts';
import { formatTickTime } from '../../rounds/tick-time.ts';
import { roundQuery } from '../../rounds/round-queries.ts';
import { DrawerPanel } from '../../ui/drawer-panel.tsx';
import { tickSourceLabel } from '../../market/tick-source.ts';

const VOID_REASONS: Record<string, string> = {
  EQUAL_PRICES: '시작가와 종료가가 같아 무효',
  LOCK_TICK_MISSING: '시작 시점 시세 없음으로 무효',
  CLOSE_TICK_MISSING: '종료 시점 시세 없음으로 무효',
};

function TickRow(props: { label: string; tick: TradeRound['lockTick']; instant: string; testId: string }) {
  return (
    <div data-testid={props.testId} className="flex flex-col gap-1 rounded-lg bg-surface-2 p-3 text-sm">
      <div className="flex justify-between">
        <span className="text-text-dim">{props.label}</span>
        <span className="font-bold tabular-nums">{props.tick?.price ?? '시세 없음'}</span>
      </div>
      <div className="flex justify-between text-xs text-text-dim">
        <span>기준 시각 {formatTickTime(props.instant)}</span>
      </div>
      {props.tick !== null && (
        <div className="flex justify-between text-xs text-text-dim tabular-nums">
          <span>체결 {formatTickTime(props.tick.at)}</span>
          <span>출처 {tickSourceLabel(props.tick.source)}</span>
        </div>
      )}
    </div>
  );
}

function RoundBody({ round }: { round: TradeRound }) {
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-center justify-between">
        <span className="text-sm text-text-dim">
          {round.stock} · #{round.roundNo}
        </span>
        <span data-testid="round-outcome" className="text-base font-bold">
          {outcomeLabel(round)}
        </span>
      </div>
      <TickRow label="시작가 (Lock)" tick={round.lockTick} instant={round.lockAt} testId="lock-tick" />
      <TickRow label="종료가 (Close)" tick={round.closeTick} instant={round.closeAt} testId="close-tick" />
      {round.voidReason !== null && (
        <p className="text-xs text-warning">{VOID_REASONS[round.voidReason] ?? round.voidReason}</p>
      )}
      <p className="text-xs text-text-dim">
        종료가가 시작가보다 높으면 상승, 낮으면 하락, 같으면 무효(원금 환불)입니다. 배당 x{round.payout}
      </p>
    </div>
  );
}

/** A round's result with the ticks that decided it (DOMAIN.md §0: results are auditable). */
export function RoundDetailSheet(props: { roundId: number | null; onClose: () => void }) {
  const { api } = useServices();
  const round = useQuery({ ...roundQuery(api, props.roundId ?? 0), enabled: props.roundId !== null });
  return (
    <DrawerPanel
      open={props.roundId !== null}
      onClose={props.onClose}
      title="회차 상세"
      testId="round-detail"
      placement="inset-x-0 bottom-0 mx-auto max-w-app rounded-t-2xl border-t border-line pb-[env(safe-area-inset-bottom)]"
      hiddenTransform="translate-y-full"
      startingTransform="starting:translate-y-full"
    >
      {round.data === undefined ? (
        <p className="p-4 text-sm text-text-dim">{round.isError ? round.error.message : '불러오는 중'}</p>
      ) : (
        <RoundBody round={round.data} />
      )}
    </DrawerPanel>
  );
}
