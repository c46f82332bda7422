import { ChevronRight, LogOut } from 'lucide-react';
import { Link, useNavigate } from '../routes/router/index.ts';
import { useAppState, useServices } from '../app/services-context.tsx';
import { formatUnreadBadge } from '../format/unread-badge.ts';
import { messageOf } from '../i18n/i18n.ts';
import { signOut } from '../session/session.ts';
import { isSignedIn } from '../state/app-store.ts';
import { LeftDrawer } from '../ui/left-drawer.tsx';
import { mainMenu } from './main-menu-entries.ts';
import type { MenuEntry } from './main-menu-entries.ts';

const rowClass =
  'flex h-12 w-full items-center gap-3 px-4 text-left text-[15px] text-text outline-none active:bg-surface-2 focus-visible:bg-surface-2';

/** The side drawer with the main menu of spec §2, opened from the header's menu button. */
export function MainMenu() {
  const services = useServices();
  const open = useAppState((state) => state.menuOpen);
  const setOpen = useAppState((state) => state.setMenuOpen);
  const me = useAppState((state) => state.me);
  const signedIn = useAppState(isSignedIn);
  const contactBadge = formatUnreadBadge(useAppState((state) => state.unread.contact));
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
  };

  function choose(entry: MenuEntry) {
    close();
    if (entry.path === undefined) {
      void services.dialogs.alert(messageOf(services.i18n, 'NOT_IMPLEMENTED'));
      return;
    }
    void navigate(entry.path);
  }

  return (
    <LeftDrawer open={open} onClose={close} title="메뉴">
      <div className="border-b border-line px-4 py-4">
        {signedIn && me !== null ? (
          <Link to="/more/mypage" onClick={close} className="flex items-center gap-3 outline-none">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent text-base font-bold text-accent-text">
              {(me.nick ?? me.name).slice(0, 1)}
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold">{me.nick ?? me.name}</span>
              <span className="truncate text-xs text-text-dim">{me.username}</span>
            </span>
          </Link>
        ) : (
          <Link
            to="/signin"
            onClick={close}
            className="flex h-10 items-center justify-center rounded-lg bg-accent text-sm font-semibold text-accent-text"
          >
            로그인
          </Link>
        )}
      </div>
      <nav aria-label="메인 메뉴" className="pb-4">
        {mainMenu.map((section) => (
          <section key={section.title} className="pt-3">
            <h3 className="px-4 pb-1 text-xs font-semibold text-text-dim">{section.title}</h3>
            <ul>
              {section.entries.map((entry) => {
                const Icon = entry.icon;
                return (
                  <li key={entry.label}>
                    <button
                      type="button"
                      className={rowClass}
                      onClick={() => {
                        choose(entry);
                      }}
                    >
                      <Icon aria-hidden="true" className="size-5 text-text-dim" strokeWidth={1.75} />
                      <span className="flex-1">{entry.label}</span>
                      {entry.badge === 'contact' && contactBadge !== null && (
                        <span className="rounded-full bg-up px-1.5 text-[11px] leading-5 font-bold text-white">
                          {contactBadge}
                        </span>
                      )}
                      <ChevronRight aria-hidden="true" className="size-4 text-text-dim" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {signedIn && (
          <button
            type="button"
            className={`${rowClass} mt-3 border-t border-line text-danger`}
            onClick={() => {
              close();
              void signOut(services);
            }}
          >
            <LogOut aria-hidden="true" className="size-5" strokeWidth={1.75} />
            로그아웃
          </button>
        )}
      </nav>
    </LeftDrawer>
  );
}
