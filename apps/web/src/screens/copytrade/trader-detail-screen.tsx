import type { Trader } from '@baro/contracts/routes/copytrade';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { percentText, signClass, signedPercentText, usdtText } from '../../copytrade/copy-figures.ts';
import {
  myFollowQuery,
  traderChartQuery,
  traderPositionsQuery,
  traderQuery,
} from '../../copytrade/copytrade-queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-list.tsx';
import { Skeleton, SkeletonList } from '../../ui/skeleton.tsx';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import type { Choice } from '../../ui/choice-chips.tsx';
import { OpenFigures, PositionHead } from './copy-rows.tsx';
import { FigureCell } from './figure-cell.tsx';
import { FollowSheet } from './follow-sheet.tsx';
import { FollowerBadge, TraderAvatar } from './trader-avatar.tsx';
import { periodFigures } from './trader-card.tsx';
import type { Period } from './trader-card.tsx';
import { TraderChart } from './trader-chart.tsx';

const periodChoices: readonly Choice<Period>[] = [
  { value: '7', label: '7일' },
  { value: '30', label: '30일' },
  { value: '90', label: '90일' },
];

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t-8 border-surface-2 px-4 py-4">
      <h2 className="text-[15px] font-bold">{props.title}</h2>
      {props.children}
    </section>
  );
}

function Performance({ trader }: { trader: Trader }) {
  const { api } = useServices();
  const [period, setPeriod] = useState<Period>('30');
  const chart = useQuery(traderChartQuery(api, trader.id, period));
  const { roi, pnl } = periodFigures(trader, period);
  return (
    <Section title="수익 현황">
      <ChoiceChips label="기간" choices={periodChoices} value={period} onChange={setPeriod} />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-0.5">
          <span className="text-[11px] text-text-dim">수익률</span>
          <span data-testid="detail-roi" className={`text-2xl font-bold tabular-nums ${signClass(roi)}`}>
            {signedPercentText(roi)}
          </span>
        </div>
        <div className="flex flex-col gap-0.5">
          <span className="text-[11px] text-text-dim">수익</span>
          <span className={`text-lg font-bold tabular-nums ${signClass(pnl)}`}>{usdtText(pnl, true)}</span>
        </div>
      </div>
      {chart.isPending && <Skeleton className="h-44 w-full" />}
      {chart.isError && (
        <EmptyState
          message={chart.error.message}
          action={{ label: '다시 시도', onClick: () => void chart.refetch() }}
        />
      )}
      {chart.isSuccess &&
        (chart.data.length === 0 ? (
          <EmptyState message="아직 거래 기록이 없습니다." />
        ) : (
          <TraderChart points={chart.data} />
        ))}
      <div className="grid grid-cols-3 gap-3 rounded-xl bg-surface p-3">
        <FigureCell label="승률" value={percentText(trader.winRate)} />
        <FigureCell label="최대 낙폭" value={percentText(trader.maxDrawdown)} />
        <FigureCell label="운용자산" value={usdtText(trader.aum)} />
        <FigureCell
          label="팔로워 수익률 (30일)"
          value={signedPercentText(trader.followerRoi30d)}
          className={signClass(trader.followerRoi30d)}
        />
        <FigureCell label="카피 미체결 (30일)" value={percentText(trader.skippedPercent30d)} />
        <FigureCell label="수익 분배" value={percentText(trader.profitSharePercent)} />
      </div>
      <p className="text-[11px] break-keep text-text-dim">
        팔로워 수익률은 팔로워들이 이 트레이더를 따라 낸 실현 수익률(수익 분배 후)이고, 카피 미체결은 한도나
        잔액 때문에 실행되지 않은 카피 주문의 비율입니다.
      </p>
    </Section>
  );
}

function Positions({ trader }: { trader: Trader }) {
  const { api } = useServices();
  const positions = useQuery({ ...traderPositionsQuery(api, trader.id), enabled: trader.sharesPositions });
  return (
    <Section title="보유 포지션">
      {trader.sharesPositions ? (
        <QueryList query={positions} empty="보유 중인 포지션이 없습니다.">
          {(rows) =>
            rows.map((row) => (
              <li key={row.futuresTraderOrderId} className="flex flex-col gap-2 border-b border-line py-3">
                <PositionHead stock={row.stock} tradeType={row.tradeType} leverage={row.leverage} />
                <OpenFigures margin={row.margin} openPrice={row.openPrice} openedAt={row.openedAt} />
              </li>
            ))
          }
        </QueryList>
      ) : (
        <p className="text-[13px] text-text-dim">트레이더가 포지션을 공개하지 않았습니다.</p>
      )}
    </Section>
  );
}

/** The follow button at the bottom: 팔로우, or why not (already following, full, not recruiting). */
function FollowBar({ trader, onFollow }: { trader: Trader; onFollow: () => void }) {
  const { api } = useServices();
  const navigate = useNavigate();
  const follow = useQuery(myFollowQuery(api));
  const followsThis = follow.data?.traderId === trader.id && follow.data.isActive;
  let label = '팔로우';
  let blocked = false;
  if (followsThis) label = '팔로우 중 · 내 카피 보기';
  else if (!trader.isActive) [label, blocked] = ['모집 중단', true];
  else if (trader.isFull) [label, blocked] = ['팔로우 마감', true];
  return (
    <div className="sticky bottom-[calc(var(--spacing-footer)+env(safe-area-inset-bottom))] border-t border-line bg-bg/95 px-4 py-3 backdrop-blur">
      <button
        type="button"
        disabled={blocked}
        onClick={() => {
          if (followsThis) void navigate('/copytrade/my');
          else onFollow();
        }}
        className="h-12 w-full rounded-xl bg-accent text-[15px] font-bold text-accent-text outline-none active:opacity-80 disabled:bg-surface-2 disabled:text-text-dim"
      >
        {label}
      </button>
    </div>
  );
}

/**
 * /copytrade/trader/:id: a trader's profile, ROI and pnl over 7, 30 or 90 days with the chart, win
 * rate, drawdown, assets under copy, the followers' ROI and the share of copies skipped (B5), their
 * open positions if they share them, and the follow sheet.
 */
export function TraderDetailScreen() {
  const { api } = useServices();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const trader = useQuery(traderQuery(api, id));
  const [following, setFollowing] = useState(false);
  if (trader.isPending) return <SkeletonList rows={4} />;
  if (trader.isError) {
    return (
      <EmptyState
        message={trader.error.message}
        action={{ label: '다시 시도', onClick: () => void trader.refetch() }}
      />
    );
  }
  if (trader.data === null) return <EmptyState message="존재하지 않는 트레이더입니다." />;
  const profile = trader.data;
  return (
    <div className="flex flex-1 flex-col">
      <section className="flex flex-col gap-3 px-4 py-4">
        <div className="flex items-center gap-3">
          <TraderAvatar nick={profile.nick} size="lg" />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 data-testid="trader-nick" className="truncate text-lg font-bold">
              {profile.nick}
            </h2>
            <FollowerBadge count={profile.followerCount} max={profile.followerMax} full={profile.isFull} />
          </div>
        </div>
        <p className="text-[13px] break-keep whitespace-pre-line text-text-dim">
          {profile.introduction ?? '소개가 없습니다.'}
        </p>
      </section>
      <Performance trader={profile} />
      <Positions trader={profile} />
      <div className="flex-1" />
      <FollowBar
        trader={profile}
        onFollow={() => {
          setFollowing(true);
        }}
      />
      {following && (
        <FollowSheet
          trader={profile}
          onClose={() => {
            setFollowing(false);
          }}
          onFollowed={() => {
            setFollowing(false);
            void navigate('/copytrade/my');
          }}
        />
      )}
    </div>
  );
}
