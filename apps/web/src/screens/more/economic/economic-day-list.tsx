import { actualVersusForecast, daysOfIsoDate, kstClockOf, kstDateOf, weekdayOfDays } from '@baro/domain';
import type { EconomicEvent } from '@baro/contracts/routes/content';
import { cx } from '../../../ui/class-names.ts';
import { CountryFlag } from './country-flag.tsx';
import { ImportanceStars } from './importance-stars.tsx';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** `2026-03-06` as "3월 6일 (금)". */
export function kstDayTitle(date: string): string {
  const days = daysOfIsoDate(date);
  const [, month, day] = date.split('-').map(Number);
  const weekday = days === null ? '' : ` (${WEEKDAYS[weekdayOfDays(days)]})`;
  return `${String(month)}월 ${String(day)}일${weekday}`;
}

/** The events grouped by their KST day, days and events in time order (the server sends them so). */
export function groupByKstDay(events: readonly EconomicEvent[]): [string, EconomicEvent[]][] {
  const days = new Map<string, EconomicEvent[]>();
  for (const event of events) {
    const date = kstDateOf(Date.parse(event.scheduledAt));
    const list = days.get(date);
    if (list === undefined) days.set(date, [event]);
    else list.push(event);
  }
  return [...days];
}

/** The actual's colour against the forecast: above red, below blue (the app's up/down colours). */
const actualClass = { above: 'text-up', below: 'text-down', equal: 'text-text' } as const;

function Figure(props: { label: string; value: string | null; className?: string; testId?: string }) {
  return (
    <span className="flex min-w-0 items-baseline gap-1">
      <span className="shrink-0 text-[11px] text-text-dim">{props.label}</span>
      <span data-testid={props.testId} className={cx('truncate text-[13px] tabular-nums', props.className)}>
        {props.value ?? '-'}
      </span>
    </span>
  );
}

function EventRow({ event }: { event: EconomicEvent }) {
  const versus = actualVersusForecast(event.actual, event.forecast);
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="economic-event">
      <time
        dateTime={event.scheduledAt}
        className="w-11 shrink-0 pt-0.5 text-[13px] tabular-nums text-text-dim"
      >
        {kstClockOf(Date.parse(event.scheduledAt))}
      </time>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-center gap-2">
          <CountryFlag country={event.country} />
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-text">{event.title}</span>
          <ImportanceStars importance={event.importance} />
        </div>
        <div className="grid grid-cols-3 gap-2">
          <Figure
            label="실제"
            value={event.actual}
            testId="economic-actual"
            className={cx('font-semibold', versus === null ? 'text-text-dim' : actualClass[versus])}
          />
          <Figure label="예상" value={event.forecast} className="text-text" />
          <Figure label="이전" value={event.previous} className="text-text-dim" />
        </div>
      </div>
    </li>
  );
}

/** The calendar day by day: a heading per KST day ("오늘" on today's), then its releases. */
export function EconomicDayList(props: { events: readonly EconomicEvent[]; today: string }) {
  return (
    <div className="flex flex-col">
      {groupByKstDay(props.events).map(([date, events]) => (
        <section key={date} aria-label={kstDayTitle(date)}>
          <h2 className="sticky top-0 z-[1] flex items-center gap-2 border-b border-line bg-surface px-4 py-2 text-[13px] font-semibold text-text">
            {kstDayTitle(date)}
            {date === props.today && (
              <span className="rounded-full bg-accent px-2 py-0.5 text-[11px] text-accent-text">오늘</span>
            )}
          </h2>
          <ul className="divide-y divide-line">
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
