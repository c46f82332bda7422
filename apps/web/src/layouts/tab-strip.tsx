import { NavLink } from '../routes/router/index.ts';
import { cx } from '../ui/class-names.ts';

export interface StripTab {
  readonly label: string;
  readonly path: string;
}

/** A row of page tabs under a header (wallet menus, search menus), the current one underlined. */
export function TabStrip({ tabs, label }: { tabs: readonly StripTab[]; label: string }) {
  return (
    <nav aria-label={label} className="sticky top-0 z-10 border-b border-line bg-bg">
      <ul className="flex overflow-x-auto px-2">
        {tabs.map((tab) => (
          <li key={tab.path} className="shrink-0">
            <NavLink
              to={tab.path}
              end
              className={({ isActive }) =>
                cx(
                  'flex h-11 items-center border-b-2 px-3 text-[15px] font-semibold outline-none focus-visible:bg-surface-2',
                  isActive ? 'border-accent text-text' : 'border-transparent text-text-dim',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
