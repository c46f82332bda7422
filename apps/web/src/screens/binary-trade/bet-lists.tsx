import type { Bet } from '@baro/contracts/routes/binary';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { gameTypeLabel } from '../../market/game-type-label.ts';
import { myBetHistoryQuery, recentBetsOfAllQuery } from '../../rounds/round-queries.ts';
import { groupWon, stakeOf } from '../../rounds/stake.ts';
import { formatTickTime } from '../../rounds/tick-time.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { BACK_TO_TOP_GUTTER_CLASS } from './use-back-to-top.ts';

/** Bet statuses (DOMAIN.md §2): 1 realized (won), 2 disqualified (lost), 3 void (refunded). */
const STATUS_TEXT: Record<number, string> = { 0: '진행중', 1: '적중', 2: '미적중', 3: '무효' };

function resultText(bet: Bet): { text: string; tone: string } {
  if (bet.status === 0) return { text: '진행중', tone: 'text-text-dim' };
  if (bet.status === 3) return { text: `환불 ${groupWon(stakeOf(bet.resultPoint))}`, tone: 'text-warning' };
  if (bet.status === 1) return { text: `+${groupWon(stakeOf(bet.resultPoint))}`, tone: 'text-up' };
  return { text: `-${groupWon(stakeOf(bet.point))}`, tone: 'text-down' };
}

/** A list row's right padding: room for the back-to-top button where the page has one. */
function rowEnd(gutter: boolean | undefined): string {
  return gutter === true ? BACK_TO_TOP_GUTTER_CLASS : 'pr-4';
}

/**
 * One bet of the member: side, stake, round, outcome; tapping opens the round's detail. `gutter`
 * keeps the right column clear of the trade page's back-to-top button.
 */
export function BetRow({
  bet,
  onOpen,
  gutter,
}: {
  bet: Bet;
  onOpen: (roundId: number) => void;
  gutter?: boolean;
}) {
  const result = resultText(bet);
  return (
    <li>
      <button
        type="button"
        data-testid="bet-history-row"
        onClick={() => {
          onOpen(bet.tradeRoundId);
        }}
        className={cx(
          'flex w-full items-center justify-between gap-2 border-b border-line py-2.5 pl-4 text-left text-sm',
          rowEnd(gutter),
        )}
      >
        <span className="flex flex-col">
          <span>
            <span className={cx('font-bold', bet.type === 'B' ? 'text-up' : 'text-down')}>
              {bet.type === 'B' ? '매수' : '매도'}
            </span>{' '}
            {bet.stock} {gameTypeLabel(bet.tradeType)} #{bet.roundNo}
          </span>
          <span className="text-xs text-text-dim tabular-nums">
            {formatTickTime(bet.createdAt).slice(0, 19)}
          </span>
        </span>
        <span data-testid="bet-row-figures" className="flex flex-col items-end tabular-nums">
          <span>{groupWon(stakeOf(bet.point))}원</span>
          <span className={cx('text-xs font-semibold', result.tone)}>
            {STATUS_TEXT[bet.status]} {bet.status === 0 ? '' : result.text}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The member's bets, newest first, paged: of one option, or of every option without one. */
export function MyHistory(props: {
  optionId: number | undefined;
  onOpen: (roundId: number) => void;
  /** Rows keep room for the back-to-top button (the trade page). */
  gutter?: boolean;
}) {
  const { api } = useServices();
  const history = useInfiniteQuery(myBetHistoryQuery(api, props.optionId));
  if (history.isPending) return <SkeletonList rows={3} />;
  if (history.isError) return <EmptyState message={history.error.message} />;
  const bets = history.data.pages.flatMap((page) => page.content);
  if (bets.length === 0) return <EmptyState message="거래내역이 없습니다." />;
  return (
    <div>
      <ul>
        {bets.map((bet) => (
          <BetRow key={bet.id} bet={bet} onOpen={props.onOpen} gutter={props.gutter} />
        ))}
      </ul>
      {history.hasNextPage && (
        <button
          type="button"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          className="h-11 w-full text-sm text-text-dim"
        >
          더 보기
        </button>
      )}
    </div>
  );
}

function LiveBets({ optionId, gutter }: { optionId: number; gutter: boolean }) {
  const { api } = useServices();
  const recent = useQuery(recentBetsOfAllQuery(api, optionId));
  if (recent.isPending) return <SkeletonList rows={3} />;
  if (recent.isError) return <EmptyState message={recent.error.message} />;
  if (recent.data.length === 0) return <EmptyState message="최근 거래가 없습니다." />;
  return (
    <ul>
      {recent.data.map((bet, index) => (
        <li
          key={`${bet.tradeRoundId}-${bet.createdAt}-${index}`}
          data-testid="live-bet-row"
          className={cx(
            'flex justify-between border-b border-line py-2 pl-4 text-sm tabular-nums',
            rowEnd(gutter),
          )}
        >
          <span>
            {bet.maskedNick} <span className="text-text-dim">#{bet.roundNo}</span>
          </span>
          <span className={bet.type === 'B' ? 'text-up' : 'text-down'}>
            {bet.type === 'B' ? '상승' : '하락'} {groupWon(stakeOf(bet.point))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The tabs under the bet panel: 내 거래내역 (members only) and 실시간 (everyone's, masked). The trade
 * page's back-to-top button floats over them, so their rows keep room for it.
 */
export function BetTabs(props: { optionId: number; member: boolean; onOpen: (roundId: number) => void }) {
  const [tab, setTab] = useState<'mine' | 'live'>(props.member ? 'mine' : 'live');
  const tabs = props.member
    ? ([
        ['mine', '내 거래내역'],
        ['live', '실시간'],
      ] as const)
    : ([['live', '실시간']] as const);
  return (
    <section className="mt-2 border-t border-line">
      <div role="tablist" className="flex">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => {
              setTab(key);
            }}
            className={cx(
              'h-11 flex-1 border-b-2 text-sm font-semibold',
              tab === key ? 'border-accent text-text' : 'border-transparent text-text-dim',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'mine' && props.member ? (
          <MyHistory optionId={props.optionId} onOpen={props.onOpen} gutter />
        ) : (
          <LiveBets optionId={props.optionId} gutter />
        )}
      </div>
    </section>
  );
}
