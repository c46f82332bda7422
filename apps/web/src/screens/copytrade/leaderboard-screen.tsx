import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { tradersQuery } from '../../copytrade/copytrade-queries.ts';
import type { TraderSort } from '../../copytrade/copytrade-queries.ts';
import { cx } from '../../ui/class-names.ts';
import { QueryList } from '../../ui/query-list.tsx';
import { ChoiceChips } from '../../ui/choice-chips.tsx';
import type { Choice } from '../../ui/choice-chips.tsx';
import { CopyTabs } from './copy-tabs.tsx';
import { TraderCard } from './trader-card.tsx';
import type { Period } from './trader-card.tsx';

type SortKind = 'roi' | 'pnl' | 'winRate' | 'followerCount' | 'aum';

const sortChoices: readonly Choice<SortKind>[] = [
  { value: 'roi', label: '수익률' },
  { value: 'pnl', label: '수익' },
  { value: 'winRate', label: '승률' },
  { value: 'followerCount', label: '팔로워' },
  { value: 'aum', label: '운용자산' },
];

const periodChoices: readonly Choice<Period>[] = [
  { value: '7', label: '7일' },
  { value: '30', label: '30일' },
  { value: '90', label: '90일' },
];

/** The contract's sort for a kind and period: ROI and pnl have one per period, the others one in all. */
export function sortOf(kind: SortKind, period: Period): TraderSort {
  if (kind === 'roi') return `roi${period}d`;
  if (kind === 'pnl') return `pnl${period}d`;
  return kind;
}

/** How long typing must pause before the name search is sent. */
const SEARCH_REST_MS = 300;

function useRestingValue(value: string): string {
  const [resting, setResting] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setResting(value);
    }, SEARCH_REST_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [value]);
  return resting;
}

/**
 * /copytrade: the leaderboard (issue 17 §2). Sort by ROI or pnl over 7, 30 or 90 days, win rate,
 * followers or assets under copy; search by name; hide the traders whose follower cap is full.
 */
export function LeaderboardScreen() {
  const { api } = useServices();
  const [kind, setKind] = useState<SortKind>('roi');
  const [period, setPeriod] = useState<Period>('30');
  const [search, setSearch] = useState('');
  const [hideFull, setHideFull] = useState(false);
  const name = useRestingValue(search);
  const traders = useQuery({
    ...tradersQuery(api, { sort: sortOf(kind, period), name, hideFull }),
    select: (page) => page.content,
  });
  return (
    <div className="flex flex-col">
      <CopyTabs />
      <div className="flex flex-col gap-3 px-4 pt-4 pb-3">
        <label className="flex h-10 items-center gap-2 rounded-lg bg-surface-2 px-3">
          <Search aria-hidden="true" className="size-4 text-text-dim" />
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            maxLength={40}
            placeholder="트레이더 이름 검색"
            aria-label="트레이더 이름 검색"
            className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-text-dim"
          />
        </label>
        <ChoiceChips label="정렬" choices={sortChoices} value={kind} onChange={setKind} />
        <div className="flex items-center justify-between gap-2">
          <ChoiceChips label="기간" choices={periodChoices} value={period} onChange={setPeriod} />
          <button
            type="button"
            role="switch"
            aria-checked={hideFull}
            onClick={() => {
              setHideFull(!hideFull);
            }}
            className="flex shrink-0 items-center gap-2 text-[13px] text-text-dim outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <span
              aria-hidden="true"
              className={cx(
                'flex h-5 w-9 items-center rounded-full p-0.5 transition-colors',
                hideFull ? 'bg-accent' : 'bg-surface-2',
              )}
            >
              <span
                className={cx(
                  'size-4 rounded-full bg-white transition-transform',
                  hideFull ? 'translate-x-4' : 'translate-x-0',
                )}
              />
            </span>
            마감 숨기기
          </button>
        </div>
      </div>
      <QueryList query={traders} empty="조건에 맞는 트레이더가 없습니다.">
        {(rows) => rows.map((trader) => <TraderCard key={trader.id} trader={trader} period={period} />)}
      </QueryList>
    </div>
  );
}
