import { addKstDays, kstDateOf } from '@baro/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { EconomicDayList } from './economic-day-list.tsx';
import { EconomicFilters, WeekStepper } from './economic-filters.tsx';
import type { MinImportance } from './economic-filters.tsx';
import { economicEventsQuery } from './economic-query.ts';

/** Days shown at once: a week, half of what one call may ask for. */
const DAYS_SHOWN = 7;

/**
 * How far the member may step, in weeks from today: the server keeps a week back and 30 days ahead
 * (docs/economic-calendar.md), so a week before or five weeks after would only ever be empty.
 */
const WEEKS_BACK_MAX = 1;
const WEEKS_AHEAD_MAX = 4;

/**
 * /more/economic (경제지표, issue 18 §2): the releases of a week from today, day by day in KST, with
 * country and importance filters and the actual coloured against the forecast. The built-in sample
 * calendar is labelled 샘플 데이터 so nobody trades on its made-up figures.
 */
export function EconomicScreen({ nowMs }: { nowMs?: number }) {
  const { api } = useServices();
  // Today is fixed when the screen opens, so the list does not jump at midnight under the member.
  const [today] = useState(() => kstDateOf(nowMs ?? Date.now()));
  const [week, setWeek] = useState(0);
  const fromDate = addKstDays(today, week * DAYS_SHOWN) ?? today;
  const [countries, setCountries] = useState<string[]>([]);
  const [minImportance, setMinImportance] = useState<MinImportance>(1);
  const toDate = addKstDays(fromDate, DAYS_SHOWN - 1) ?? fromDate;
  const calendar = useQuery(economicEventsQuery(api, { fromDate, toDate, countries, minImportance }));
  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-3 border-b border-line px-4 pt-3 pb-3">
        {calendar.data?.isSample === true && (
          <p role="note" className="rounded-lg bg-surface-2 px-3 py-2 text-[12px] break-keep text-text-dim">
            <span className="mr-1.5 rounded bg-warning px-1.5 py-0.5 text-[11px] font-bold text-bg">
              샘플 데이터
            </span>
            실제 발표 일정과 수치가 아닌 예시입니다. 투자 판단에 사용하지 마세요.
          </p>
        )}
        <WeekStepper
          fromDate={fromDate}
          toDate={toDate}
          canGoBack={week > -WEEKS_BACK_MAX}
          canGoForward={week < WEEKS_AHEAD_MAX}
          onStep={(weeks) => {
            setWeek(week + weeks);
          }}
        />
        <EconomicFilters
          countries={countries}
          onCountries={setCountries}
          minImportance={minImportance}
          onMinImportance={setMinImportance}
        />
      </div>
      {calendar.isPending ? (
        <SkeletonList rows={6} label="경제지표 불러오는 중" />
      ) : calendar.isError ? (
        <EmptyState
          message={calendar.error.message}
          action={{ label: '다시 시도', onClick: () => void calendar.refetch() }}
        />
      ) : calendar.data.events.length === 0 ? (
        <EmptyState icon={CalendarX2} message="이 기간에 예정된 경제지표가 없습니다." />
      ) : (
        <EconomicDayList events={calendar.data.events} today={today} />
      )}
    </div>
  );
}
