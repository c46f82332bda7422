import { ECONOMIC_COUNTRIES } from '@baro/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { chipClassName, ChoiceChips } from '../../../ui/choice-chips.tsx';
import type { Choice } from '../../../ui/choice-chips.tsx';
import { COUNTRY_NAMES, CountryFlag } from './country-flag.tsx';
import { kstDayTitle } from './economic-day-list.tsx';

export type MinImportance = 1 | 2 | 3;

const importanceChoices: readonly Choice<'1' | '2' | '3'>[] = [
  { value: '1', label: '전체' },
  { value: '2', label: '★★ 이상' },
  { value: '3', label: '★★★' },
];

/** The shown week with buttons to the week before and after, each off where the calendar ends. */
export function WeekStepper(props: {
  fromDate: string;
  toDate: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onStep: (weeks: -1 | 1) => void;
}) {
  const button =
    'flex size-9 items-center justify-center rounded-full text-text-dim outline-none active:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-30';
  return (
    <div className="flex items-center justify-between">
      <button
        type="button"
        aria-label="이전 주"
        className={button}
        disabled={!props.canGoBack}
        onClick={() => {
          props.onStep(-1);
        }}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <span className="text-sm font-semibold text-text" data-testid="economic-week">
        {kstDayTitle(props.fromDate)} ~ {kstDayTitle(props.toDate)}
      </span>
      <button
        type="button"
        aria-label="다음 주"
        className={button}
        disabled={!props.canGoForward}
        onClick={() => {
          props.onStep(1);
        }}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/** Country toggles (none on means every country) and the least importance to show. */
export function EconomicFilters(props: {
  countries: readonly string[];
  onCountries: (countries: string[]) => void;
  minImportance: MinImportance;
  onMinImportance: (importance: MinImportance) => void;
}) {
  const toggle = (country: string) => {
    const on = props.countries.includes(country);
    props.onCountries(on ? props.countries.filter((c) => c !== country) : [...props.countries, country]);
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="국가" className="flex flex-wrap gap-1.5">
        {ECONOMIC_COUNTRIES.map((country) => {
          const on = props.countries.includes(country);
          return (
            <button
              key={country}
              type="button"
              aria-pressed={on}
              onClick={() => {
                toggle(country);
              }}
              className={chipClassName(on, 'flex items-center gap-1.5')}
            >
              <CountryFlag country={country} />
              {COUNTRY_NAMES[country]}
            </button>
          );
        })}
      </div>
      <ChoiceChips
        label="중요도"
        choices={importanceChoices}
        value={String(props.minImportance) as '1' | '2' | '3'}
        onChange={(value) => {
          props.onMinImportance(Number(value) as MinImportance);
        }}
      />
    </div>
  );
}
