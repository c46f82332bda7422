import type { TraderFollower } from '@baro/contracts/routes/copytrade';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { amountText, signClass, usdtText } from '../../copytrade/copy-figures.ts';
import {
  copyHistoryQuery,
  followerSummaryQuery,
  myFollowQuery,
  openCopiesQuery,
} from '../../copytrade/copytrade-queries.ts';
import { toUnits, USDT_SCALE } from '../../futures/futures-math.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-list.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import type { Choice } from '../../ui/choice-chips.tsx';
import { useCopyActions } from './copy-actions.ts';
import { ClosedCopyRow, SkippedCopyRow } from './copy-rows.tsx';
import { CopyTabs } from './copy-tabs.tsx';
import { FigureCell } from './figure-cell.tsx';
import { OpenCopyRow } from './open-copy-row.tsx';
import { useCopyEvents } from './use-copy-events.ts';
import { useMarkPrices } from './use-mark-prices.ts';

function Summary() {
  const { api } = useServices();
  const summary = useQuery(followerSummaryQuery(api));
  if (summary.isPending) return <Skeleton className="mx-4 h-16" />;
  if (summary.isError) return null;
  const { realizedPnl, profitSharePaid, copyCount } = summary.data;
  return (
    <div className="mx-4 grid grid-cols-3 gap-3 rounded-2xl border border-line bg-surface p-4">
      <FigureCell
        label="카피 실현손익"
        value={usdtText(realizedPnl, true)}
        className={signClass(realizedPnl)}
      />
      <FigureCell label="지급한 수익 분배" value={usdtText(profitSharePaid)} testId="profit-share-paid" />
      <FigureCell label="카피 주문" value={`${copyCount}건`} />
    </div>
  );
}

/** How much of the follow's total limit open copies hold, as figures and a bar. */
function BetUsage(props: { used: string; max: string }) {
  const used = toUnits(props.used, USDT_SCALE) ?? 0n;
  const max = toUnits(props.max, USDT_SCALE) ?? 0n;
  const percent = max > 0n ? Number((used * 100n) / max) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-[11px] text-text-dim">
        <span>최대 투자금 사용</span>
        <span data-testid="bet-usage" className="font-semibold text-text tabular-nums">
          {amountText(props.used)} / {usdtText(props.max)}
        </span>
      </div>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-2">
        <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
    </div>
  );
}

function FollowCard({ follow }: { follow: TraderFollower }) {
  const actions = useCopyActions();
  return (
    <div
      data-testid="current-follow"
      className="mx-4 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="text-[11px] text-text-dim">팔로우 중인 트레이더</span>
          <Link
            to={`/copytrade/trader/${follow.traderId}`}
            className="truncate text-[15px] font-bold text-accent"
          >
            {follow.traderNick}
          </Link>
        </div>
        <button
          type="button"
          onClick={() => void actions.unfollow(follow.traderNick)}
          className="h-8 shrink-0 rounded-md bg-surface-2 px-3 text-xs font-semibold text-danger"
        >
          팔로우 해제
        </button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <FigureCell label="카피 비율" value={`${follow.multiplyPer}%`} />
        <FigureCell label="1회 최대" value={usdtText(follow.oneMaxBet)} />
      </div>
      <BetUsage used={follow.usedBet} max={follow.maxBet} />
      <div className="flex flex-wrap gap-1.5">
        {follow.followStock.map((stock) => (
          <span key={stock} className="rounded-full bg-surface-2 px-2 py-0.5 text-[11px] text-text-dim">
            {stock}
          </span>
        ))}
      </div>
    </div>
  );
}

function CurrentFollow() {
  const { api } = useServices();
  const navigate = useNavigate();
  const follow = useQuery(myFollowQuery(api));
  if (follow.isPending) return <Skeleton className="mx-4 h-32" />;
  if (follow.isError) {
    return (
      <EmptyState
        message={follow.error.message}
        action={{ label: '다시 시도', onClick: () => void follow.refetch() }}
      />
    );
  }
  if (follow.data === null || !follow.data.isActive) {
    return (
      <EmptyState
        message="팔로우 중인 트레이더가 없습니다."
        action={{ label: '트레이더 찾기', onClick: () => void navigate('/copytrade') }}
      />
    );
  }
  return <FollowCard follow={follow.data} />;
}

type CopyList = 'open' | 'closed' | 'skipped';

const listChoices: readonly Choice<CopyList>[] = [
  { value: 'open', label: '진행 중' },
  { value: 'closed', label: '종료 내역' },
  { value: 'skipped', label: '미체결 카피' },
];

function OpenCopies() {
  const { api } = useServices();
  const actions = useCopyActions();
  const copies = useQuery(openCopiesQuery(api));
  const marks = useMarkPrices((copies.data?.length ?? 0) > 0);
  return (
    <QueryList query={copies} empty="진행 중인 카피가 없습니다.">
      {(rows) =>
        rows.map((copy) => (
          <OpenCopyRow
            key={copy.futuresFollowerOrderId}
            copy={copy}
            who={copy.traderNick}
            mark={marks.get(copy.futuresOptionId)}
            onClose={(row) => void actions.closeCopy(row)}
          />
        ))
      }
    </QueryList>
  );
}

function PastCopies({ status }: { status: 'CLOSED' | 'SKIPPED' }) {
  const { api } = useServices();
  const copies = useQuery({
    ...copyHistoryQuery(api),
    select: (page) => page.content.filter((copy) => copy.status === status),
  });
  return (
    <QueryList
      query={copies}
      empty={status === 'CLOSED' ? '종료된 카피가 없습니다.' : '미체결 카피가 없습니다.'}
    >
      {(rows) =>
        rows.map((copy) =>
          status === 'CLOSED' ? (
            <ClosedCopyRow key={copy.futuresFollowerOrderId} copy={copy} />
          ) : (
            <SkippedCopyRow key={copy.futuresFollowerOrderId} copy={copy} />
          ),
        )
      }
    </QueryList>
  );
}

/**
 * /copytrade/my: the member as a follower (issue 17 §2): the copies' totals and the profit share paid,
 * the current follow with its settings and 팔로우 해제, then the open copies (live pnl, 종료), the closed
 * ones and the copies that could not be placed, each with its reason; kept current by the futures
 * queue's events.
 */
export function MyCopyScreen() {
  const [list, setList] = useState<CopyList>('open');
  useCopyEvents();
  return (
    <div className="flex flex-col">
      <CopyTabs />
      <div className="flex flex-col gap-3 py-4">
        <Summary />
        <CurrentFollow />
      </div>
      <div className="border-t-8 border-surface-2 px-4 py-3">
        <ChoiceChips label="카피 목록" choices={listChoices} value={list} onChange={setList} />
      </div>
      {list === 'open' && <OpenCopies />}
      {list === 'closed' && <PastCopies status="CLOSED" />}
      {list === 'skipped' && <PastCopies status="SKIPPED" />}
    </div>
  );
}
