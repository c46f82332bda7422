import type { TradeOption } from '@baro/contracts/routes/binary';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { bettingPhase, livePhase } from '../../rounds/round-clock.ts';
import {
  currentRoundQuery,
  myOptionBetsQuery,
  recentRoundsQuery,
  roundQuery,
} from '../../rounds/round-queries.ts';
import { knownRound, ownRoundId, resultRound } from '../../rounds/round-result-clock.ts';
import { BetPanel } from './bet-panel.tsx';
import { BetTabs } from './bet-lists.tsx';
import { CountdownPanel } from './countdown-panel.tsx';
import { RecentStrip } from './recent-strip.tsx';
import { RoundDetailSheet } from './round-detail-sheet.tsx';
import { useBetEndAlarm } from './use-bet-end-alarm.ts';
import { useTradeBackToTop } from './use-back-to-top.ts';
import { useRoundEvents } from './use-round-events.ts';

/** Polling without a socket, or while a round event is overdue (a missed push). */
const POLL_MS = 2_000;

/**
 * Everything of the trade screen below the chart: the countdowns, the bet panel (members, not on View
 * pages), the recent results, the tabs and the round detail; it registers the page's back-to-top.
 */
export function RoundArea(props: { option: TradeOption; betting: boolean; serverNow: number | undefined }) {
  const { api } = useServices();
  const member = props.betting;
  const socket = useRoundEvents(props.option.id, member);
  const betArea = useRef<HTMLDivElement>(null);
  useTradeBackToTop(betArea);
  const alarmOn = useAppState((state) => state.settings.betEndAlarm);
  const balance = useAppState((state) => state.me?.money);
  const [detail, setDetail] = useState<number | null>(null);
  const now = props.serverNow ?? 0;
  const rounds = useQuery({
    ...currentRoundQuery(api, props.option.id),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!socket || data === undefined) return POLL_MS;
      const stale =
        bettingPhase(data.current, Date.now()).kind === 'locked' ||
        livePhase(data.live, Date.now()).kind === 'settling';
      return stale ? POLL_MS : false;
    },
  });
  const recent = useQuery({
    ...recentRoundsQuery(api, props.option.id),
    refetchInterval: socket ? false : 5_000,
  });
  const bets = useQuery({ ...myOptionBetsQuery(api, props.option.id), enabled: member });
  const current = rounds.data?.current ?? null;
  const live = rounds.data?.live ?? null;
  // The result clock counts for the member's own round (round-result-clock.ts says what they see
  // when). Their round is usually the betting or the live one; once the next round has locked it is
  // neither, and is read by id (round events keep that cache current too).
  const ownId = member ? ownRoundId(bets.data ?? []) : undefined;
  const ownKnown = knownRound(ownId, [live, current]);
  const ownRead = useQuery({
    ...roundQuery(api, ownId ?? 0),
    enabled: ownId !== undefined && ownKnown === undefined,
  });
  const resultFor = resultRound({ current, live, ownRound: ownKnown ?? ownRead.data });
  const betPhase = props.serverNow === undefined ? ({ kind: 'none' } as const) : bettingPhase(current, now);
  const resultClock = props.serverNow === undefined ? ({ kind: 'none' } as const) : livePhase(resultFor, now);
  useBetEndAlarm(current?.id, betPhase, member && alarmOn);

  return (
    <div className="flex flex-col gap-3 pb-6">
      <RecentStrip
        rounds={recent.data ?? []}
        onOpen={(round) => {
          setDetail(round.id);
        }}
      />
      <CountdownPanel
        betting={betPhase}
        result={resultClock}
        bettingRoundNo={current?.roundNo}
        resultRoundNo={resultFor?.roundNo}
      />
      {member && (
        <div ref={betArea}>
          <BetPanel
            option={props.option}
            current={current}
            live={live}
            phase={betPhase}
            bets={bets.data ?? []}
            balance={balance}
          />
        </div>
      )}
      <BetTabs optionId={props.option.id} member={member} onOpen={setDetail} />
      <RoundDetailSheet
        roundId={detail}
        onClose={() => {
          setDetail(null);
        }}
      />
    </div>
  );
}
