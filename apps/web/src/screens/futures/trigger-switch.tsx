import { useId } from 'react';
import { cx } from '../../ui/class-names.ts';

/**
 * Mark or last price for a TP or SL (`isMarkTp` / `isMarkSl`): in the position's TP/SL dialog and in
 * the order panel's TP/SL at entry. Its own file so the order panel does not pull in the lazily
 * loaded dialogs.
 */
export function TriggerSwitch(props: { label: string; mark: boolean; onChange: (mark: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between text-xs">
      <span id={id} className="text-text-dim">
        {props.label} 기준
      </span>
      <div role="group" aria-labelledby={id} className="flex gap-1">
        {[true, false].map((mark) => (
          <button
            key={String(mark)}
            type="button"
            aria-pressed={props.mark === mark}
            onClick={() => {
              props.onChange(mark);
            }}
            className={cx(
              'h-7 rounded-md px-2 font-semibold',
              props.mark === mark ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text-dim',
            )}
          >
            {mark ? '마크가격' : '최종가격'}
          </button>
        ))}
      </div>
    </div>
  );
}
