import { CircleUserRound, Mail, Menu } from 'lucide-react';
import { Link } from '../routes/router/index.ts';
import { useAppState } from '../app/services-context.tsx';
import { formatUnreadBadge } from '../format/unread-badge.ts';
import type { HeaderOptions } from '../routes/route-types.ts';
import { CountBadge, HeaderButton } from './header-button.tsx';

/**
 * The home layout's header (spec §2): the menu and the brand on the left, then the page title; the
 * profile and message icons on the right, the messages with the unread badge capped at 99+.
 */
export function HomeHeader({ options }: { options: HeaderOptions }) {
  const openMenu = useAppState((state) => state.setMenuOpen);
  const unread = useAppState((state) => state.unread.message);
  const pageTitle = useAppState((state) => state.pageTitle);
  const title = pageTitle ?? options.title;
  return (
    <header className="sticky top-0 z-20 flex h-header shrink-0 items-center gap-1 border-b border-line bg-bg/95 px-1 backdrop-blur">
      <HeaderButton
        label="메뉴"
        onClick={() => {
          openMenu(true);
        }}
      >
        <Menu aria-hidden="true" className="size-5.5" />
      </HeaderButton>
      <Link to="/more" className="text-lg font-extrabold tracking-tight text-accent">
        바로
      </Link>
      {title !== undefined && (
        <h1 className="ml-2 min-w-0 flex-1 truncate text-[15px] font-semibold text-text-dim">{title}</h1>
      )}
      <div className="ml-auto flex items-center">
        <HeaderButton label="내 정보" to="/more/mypage">
          <CircleUserRound aria-hidden="true" className="size-5.5" />
        </HeaderButton>
        <HeaderButton label={`메시지${unread > 0 ? ` ${unread}개 읽지 않음` : ''}`} to="/more/contact">
          <Mail aria-hidden="true" className="size-5.5" />
          <CountBadge text={formatUnreadBadge(unread)} />
        </HeaderButton>
      </div>
    </header>
  );
}
