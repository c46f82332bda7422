import type { Trader, TraderFollower } from '@baro/contracts/routes/copytrade';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { kstMinute, percentText, signClass, usdtText } from '../../copytrade/copy-figures.ts';
import {
  followerCopiesQuery,
  myFollowersQuery,
  myTraderProfileQuery,
  profitSharesQuery,
} from '../../copytrade/copytrade-queries.ts';
import { toUnits, unitsText, USDT_SCALE } from '../../futures/futures-math.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-list.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { useCopyActions } from './copy-actions.ts';
import { CopyTabs } from './copy-tabs.tsx';
import { FigureCell } from './figure-cell.tsx';
import { OpenCopyRow } from './open-copy-row.tsx';
import { FollowerBadge, TraderAvatar } from './trader-avatar.tsx';
import { useCopyEvents } from './use-copy-events.ts';
import { useMarkPrices } from './use-mark-prices.ts';

function Section(props: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col border-t-8 border-surface-2">
      <div className="flex items-center justify-between px-4 pt-4 pb-2">
        <h2 className="text-[15px] font-bold">{props.title}</h2>
        {props.aside}
      </div>
      {props.children}
    </section>
  );
}

function ProfileCard({ trader }: { trader: Trader }) {
  return (
    <div className="mx-4 my-4 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center gap-3">
        <TraderAvatar nick={trader.nick} />
        <div className="flex min-w-0 flex-col gap-1">
          <span className="truncate text-[15px] font-bold">{trader.nick}</span>
          <FollowerBadge count={trader.followerCount} max={trader.followerMax} full={trader.isFull} />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <FigureCell label="운용자산" value={usdtText(trader.aum)} />
        <FigureCell label="수익 분배율" value={percentText(trader.profitSharePercent)} />
        <FigureCell label="모집" value={trader.isActive ? '모집 중' : '모집 중단'} />
      </div>
    </div>
  );
}

function FollowerRow({ follower }: { follower: TraderFollower }) {
  const actions = useCopyActions();
  return (
    <li data-testid="follower" className="flex items-center gap-3 border-b border-line px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate text-sm font-semibold">
          {follower.followerNick}{' '}
          <span className="text-[11px] font-normal text-text-dim tabular-nums">
            {kstMinute(follower.createdAt).slice(0, 10)}부터
          </span>
        </span>
        <span className="truncate text-[11px] text-text-dim tabular-nums">
          비율 {follower.multiplyPer}% · 사용 {usdtText(follower.usedBet)}
        </span>
      </div>
      <span className={`text-xs font-semibold tabular-nums ${signClass(follower.realizedPnl)}`}>
        {usdtText(follower.realizedPnl, true)}
      </span>
      <button
        type="button"
        onClick={() => void actions.removeFollower(follower.id, follower.followerNick)}
        className="h-8 shrink-0 rounded-md bg-surface-2 px-2.5 text-xs font-semibold text-danger"
      >
        팔로워 해제
      </button>
    </li>
  );
}

/** The total of the listed profit shares, exact in USDT minor units. */
function totalOf(amounts: readonly string[]): string {
  return unitsText(
    amounts.reduce((sum, amount) => sum + (toUnits(amount, USDT_SCALE) ?? 0n), 0n),
    USDT_SCALE,
  );
}

function Followers() {
  const { api } = useServices();
  const followers = useQuery({ ...myFollowersQuery(api), select: (page) => page.content });
  return (
    <Section title="팔로워">
      <QueryList query={followers} empty="아직 팔로워가 없습니다.">
        {(rows) => rows.map((follower) => <FollowerRow key={follower.id} follower={follower} />)}
      </QueryList>
    </Section>
  );
}

function FollowerCopies() {
  const { api } = useServices();
  const copies = useQuery(followerCopiesQuery(api));
  const marks = useMarkPrices((copies.data?.length ?? 0) > 0);
  return (
    <Section title="팔로워 카피 포지션">
      <QueryList query={copies} empty="팔로워의 진행 중인 카피가 없습니다.">
        {(rows) =>
          rows.map((copy) => (
            <OpenCopyRow
              key={copy.futuresFollowerOrderId}
              copy={copy}
              who={copy.followerNick}
              mark={marks.get(copy.futuresOptionId)}
            />
          ))
        }
      </QueryList>
    </Section>
  );
}

function ProfitShares() {
  const { api } = useServices();
  const shares = useQuery({ ...profitSharesQuery(api), select: (page) => page.content });
  const total = shares.data === undefined ? null : totalOf(shares.data.map((share) => share.amount));
  return (
    <Section
      title="수익 분배 수령"
      aside={
        total === null ? undefined : (
          <span data-testid="profit-share-total" className="text-sm font-bold text-up tabular-nums">
            {usdtText(total, true)}
          </span>
        )
      }
    >
      <QueryList query={shares} empty="받은 수익 분배가 없습니다.">
        {(rows) =>
          rows.map((share) => (
            <li
              key={share.id}
              className="flex items-center justify-between border-b border-line px-4 py-3 text-sm"
            >
              <div className="flex flex-col gap-0.5">
                <span className="font-semibold">{share.followerNick}</span>
                <span className="text-[11px] text-text-dim tabular-nums">{kstMinute(share.createdAt)}</span>
              </div>
              <span className="font-semibold text-up tabular-nums">{usdtText(share.amount, true)}</span>
            </li>
          ))
        }
      </QueryList>
    </Section>
  );
}

/**
 * /copytrade/dashboard: the trader's own page (issue 17 §2), for a member whose
 * GET /copytrade/trader answers a profile: the followers (nicks masked by the server) with 팔로워
 * 해제, their open copies, and the profit share earned.
 */
export function DashboardScreen() {
  const { api } = useServices();
  const profile = useQuery(myTraderProfileQuery(api));
  useCopyEvents();
  let body: ReactNode;
  if (profile.isPending) body = <SkeletonList rows={3} />;
  else if (profile.isError) {
    body = (
      <EmptyState
        message={profile.error.message}
        action={{ label: '다시 시도', onClick: () => void profile.refetch() }}
      />
    );
  } else if (profile.data === null) {
    body = <EmptyState icon={ShieldAlert} message="트레이더만 이용할 수 있습니다." />;
  } else {
    body = (
      <>
        <ProfileCard trader={profile.data} />
        <ProfitShares />
        <Followers />
        <FollowerCopies />
      </>
    );
  }
  return (
    <div className="flex flex-col">
      <CopyTabs />
      {body}
    </div>
  );
}
