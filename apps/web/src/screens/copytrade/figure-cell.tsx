import { cx } from '../../ui/class-names.ts';

/** A small label over its figure, as the cards and the detail's grid show them. */
export function FigureCell(props: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="truncate text-[11px] text-text-dim">{props.label}</span>
      <span
        data-testid={props.testId}
        className={cx('truncate text-[13px] font-semibold tabular-nums', props.className)}
      >
        {props.value}
      </span>
    </div>
  );
}
