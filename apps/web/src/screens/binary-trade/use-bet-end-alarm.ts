import { useEffect, useRef } from 'react';
import { ringBetEndAlarm } from '../../rounds/bet-alarm.ts';
import type { BettingPhase } from '../../rounds/round-clock.ts';

/** Rings once per round when its betting enters the last seconds, if the member's setting allows. */
export function useBetEndAlarm(roundId: number | undefined, phase: BettingPhase, enabled: boolean): void {
  const rung = useRef<number | undefined>(undefined);
  const due = enabled && roundId !== undefined && phase.kind === 'betting' && phase.alarm;
  useEffect(() => {
    if (!due || rung.current === roundId) return;
    rung.current = roundId;
    ringBetEndAlarm();
  }, [due, roundId]);
}
