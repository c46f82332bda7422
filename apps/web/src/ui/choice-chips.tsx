import { cx } from './class-names.ts';

export interface Choice<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/** The look of one pill, chosen or not; also for pills that toggle on their own (the calendar's countries). */
export function chipClassName(chosen: boolean, className?: string): string {
  return cx(
    'h-8 shrink-0 rounded-full px-3 text-[13px] font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
    chosen ? 'bg-text text-bg' : 'bg-surface-2 text-text-dim',
    className,
  );
}

/** A row of pill buttons of which one is chosen (the leaderboard's sorts, the chart's periods). */
export function ChoiceChips<Value extends string>(props: {
  label: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="flex gap-1.5 overflow-x-auto">
      {props.choices.map((choice) => {
        const chosen = choice.value === props.value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={chosen}
            onClick={() => {
              props.onChange(choice.value);
            }}
            className={chipClassName(chosen)}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
