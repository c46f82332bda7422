import type { ReactNode } from 'react';

/** The line above a contact list: how many there are, then the list's actions. */
export function ListToolbar({ total, children }: { total: number | undefined; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 px-4 py-2.5">
      <p className="flex-1 text-xs text-text-dim">
        {total !== undefined && total > 0 && (
          <>
            총 <span className="font-semibold text-text tabular-nums">{total}</span>건
          </>
        )}
      </p>
      {children}
    </div>
  );
}

export const TOOLBAR_BUTTON =
  'h-8 rounded-lg border border-line bg-surface px-3 text-[13px] font-semibold text-text outline-none active:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-40';
