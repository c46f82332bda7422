import { ChevronLeft, Menu, X } from 'lucide-react';
import { useLocation } from '../routes/router/index.ts';
import { useAppState } from '../app/services-context.tsx';
import { backTarget } from '../routes/navigation-memory.ts';
import type { HeaderOptions } from '../routes/route-types.ts';
import { HeaderButton } from './header-button.tsx';

/**
 * The 48 px header of spec §2: a back arrow to the first path segment (or the menu when there is no
 * way back), the title, and a close icon to the route's back URL. A page may set its own title, which
 * the next route change clears.
 */
export function AppHeader({ options }: { options: HeaderOptions }) {
  const { pathname } = useLocation();
  const pageTitle = useAppState((state) => state.pageTitle);
  const openMenu = useAppState((state) => state.setMenuOpen);
  const title = pageTitle ?? options.title ?? '';
  return (
    <header className="sticky top-0 z-20 flex h-header shrink-0 items-center gap-1 border-b border-line bg-bg/95 px-1 backdrop-blur">
      {options.leftBack === undefined ? (
        <HeaderButton
          label="메뉴"
          onClick={() => {
            openMenu(true);
          }}
        >
          <Menu aria-hidden="true" className="size-5.5" />
        </HeaderButton>
      ) : (
        <HeaderButton label="뒤로" to={backTarget(pathname, options.leftBack)}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </HeaderButton>
      )}
      <h1 className="min-w-0 flex-1 truncate text-center text-[17px] font-bold">{title}</h1>
      {options.rightClose === undefined ? (
        <span aria-hidden="true" className="size-11 shrink-0" />
      ) : (
        <HeaderButton label="닫기" to={options.rightClose}>
          <X aria-hidden="true" className="size-5.5" />
        </HeaderButton>
      )}
    </header>
  );
}
