import type { BettingPhase, LivePhase } from '../../rounds/round-clock.ts';
import { countdownText, remainingShare } from '../../rounds/round-clock.ts';
import { cx } from '../../ui/class-names.ts';

function Bar({ share, tone }: { share: number; tone: string }) {
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
      <div
        className={cx('h-full rounded-full transition-[width] duration-200', tone)}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}

function bettingText(phase: BettingPhase): { label: string; time: string; share: number; tone: string } {
  switch (phase.kind) {
    case 'upcoming':
      return {
        label: '다음 회차 시작까지',
        time: countdownText(phase.msLeft),
        share: 1,
        tone: 'bg-text-dim',
      };
    case 'betting':
      return {
        label: '투자 마감까지',
        time: countdownText(phase.msLeft),
        share: remainingShare(phase.msLeft, phase.totalMs),
        tone: phase.alarm ? 'bg-warning' : 'bg-accent',
      };
    case 'cutoff':
      return {
        label: '마감 · 시작가 확정까지',
        time: countdownText(phase.msLeft),
        share: remainingShare(phase.msLeft, phase.totalMs),
        tone: 'bg-danger',
      };
    case 'locked':
      return { label: '다음 회차 준비 중', time: '-', share: 0, tone: 'bg-text-dim' };
    case 'none':
      return { label: '진행 중인 회차가 없습니다', time: '-', share: 0, tone: 'bg-text-dim' };
  }
}

function RoundNo({ no }: { no: number | undefined }) {
  return no === undefined ? null : <span className="ml-1 tabular-nums">#{no}</span>;
}

/**
 * The two clocks of the screen, each with its round's number within the option: betting closes in
 * (the round taking bets), and the result in (the member's own round, else the round taking bets:
 * `resultRound` in rounds/round-result-clock.ts, which also says what the member sees when).
 */
export function CountdownPanel(props: {
  betting: BettingPhase;
  result: LivePhase;
  bettingRoundNo: number | undefined;
  resultRoundNo: number | undefined;
}) {
  const bet = bettingText(props.betting);
  const alarm = props.betting.kind === 'betting' && props.betting.alarm;
  return (
    <section
      aria-label="회차 카운트다운"
      className="mx-4 grid grid-cols-2 gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <span data-testid="betting-label" className="truncate text-xs text-text-dim">
          {bet.label}
          <RoundNo no={props.bettingRoundNo} />
        </span>
        <span
          data-testid="betting-countdown"
          data-phase={props.betting.kind}
          className={cx(
            'text-2xl font-bold tabular-nums',
            props.betting.kind === 'cutoff' ? 'text-danger' : alarm ? 'text-warning' : 'text-text',
          )}
        >
          {bet.time}
        </span>
        <Bar share={bet.share} tone={bet.tone} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <span data-testid="result-label" className="truncate text-xs text-text-dim">
          {props.result.kind === 'settling' ? '결과 집계 중' : '결과 발표까지'}
          {props.result.kind !== 'none' && <RoundNo no={props.resultRoundNo} />}
        </span>
        <span data-testid="result-countdown" className="text-2xl font-bold tabular-nums text-text-dim">
          {props.result.kind === 'live' ? countdownText(props.result.msLeft) : '-'}
        </span>
        <Bar
          share={props.result.kind === 'live' ? remainingShare(props.result.msLeft, props.result.totalMs) : 0}
          tone="bg-text-dim"
        />
      </div>
    </section>
  );
}
