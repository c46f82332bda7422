import type { ReactNode } from 'react';
import { Link } from '../routes/router/index.ts';

const buttonClass =
  'relative flex size-11 shrink-0 items-center justify-center rounded-lg text-text outline-none active:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent';

/** A 44 px header control: a link when it has somewhere to go, else a button. */
export function HeaderButton({
  label,
  to,
  onClick,
  children,
}: {
  label: string;
  to?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (to !== undefined) {
    return (
      <Link to={to} aria-label={label} className={buttonClass}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" aria-label={label} onClick={onClick} className={buttonClass}>
      {children}
    </button>
  );
}

/** The count on an icon, capped by the shared formatter ('99+'); nothing when zero. */
export function CountBadge({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <span className="absolute top-1 right-0.5 min-w-4.5 rounded-full bg-up px-1 text-center text-[10px] leading-4.5 font-bold text-white tabular-nums">
      {text}
    </span>
  );
}
