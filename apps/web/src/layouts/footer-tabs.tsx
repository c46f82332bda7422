import { ArrowLeftRight, ChartCandlestick, LayoutGrid, Search } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from '../routes/router/index.ts';
import { useAppState } from '../app/services-context.tsx';
import { tradeTabPath } from '../routes/navigation-memory.ts';
import { isSignedIn } from '../state/app-store.ts';
import { cx } from '../ui/class-names.ts';

interface FooterTab {
  readonly label: string;
  readonly path: string;
  readonly icon: LucideIcon;
  /** Paths that belong to the tab, so it stays lit inside its area. */
  readonly area: readonly string[];
  readonly trade?: boolean;
}

/** Spec §2 footer tabs: quick order, deposit/withdraw, search, more. */
export const footerTabs: readonly FooterTab[] = [
  {
    label: '빠른주문',
    path: '/oversea',
    icon: ChartCandlestick,
    area: ['/oversea', '/overseaView'],
    trade: true,
  },
  { label: '입출금', path: '/dnw', icon: ArrowLeftRight, area: ['/dnw', '/wallet', '/balances'] },
  { label: '검색', path: '/search', icon: Search, area: ['/search'] },
  { label: '더보기', path: '/more', icon: LayoutGrid, area: ['/more', '/support', '/service'] },
];

function inArea(pathname: string, area: readonly string[]): boolean {
  return area.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The bottom tab bar. The trade tab opens the view-only page for a guest; the others need a signed-in
 * member, and the route guard sends a guest to sign in (and back here afterwards).
 */
export function FooterTabs() {
  const { pathname } = useLocation();
  const signedIn = useAppState(isSignedIn);
  return (
    <nav
      aria-label="주요 메뉴"
      className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-app border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid h-footer grid-cols-4">
        {footerTabs.map((tab) => {
          const active = inArea(pathname, tab.area);
          const Icon = tab.icon;
          return (
            <li key={tab.path}>
              <NavLink
                to={tab.trade === true ? tradeTabPath(tab.path, signedIn) : tab.path}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium outline-none focus-visible:bg-surface-2',
                  active ? 'text-accent' : 'text-text-dim',
                )}
              >
                <Icon aria-hidden="true" className="size-5.5" strokeWidth={active ? 2.25 : 1.75} />
                {tab.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
