import { cx } from '../../ui/class-names.ts';

/** An on/off switch row: the label on the left, the switch on the right, the whole row tappable. */
export function ToggleRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => {
        onChange(!checked);
      }}
      className="flex min-h-13 w-full items-center gap-3 py-2 text-left outline-none focus-visible:bg-surface-2"
    >
      <span className="flex flex-1 flex-col">
        <span className="text-[15px]">{label}</span>
        {description !== undefined && <span className="text-xs text-text-dim">{description}</span>}
      </span>
      <span
        aria-hidden="true"
        className={cx(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors',
          checked ? 'bg-accent' : 'bg-surface-2 ring-1 ring-line ring-inset',
        )}
      >
        <span
          className={cx(
            'absolute top-0.5 size-6 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  );
}
