import type { ReactNode } from 'react';
import { useAppState } from '../app/services-context.tsx';
import type { ScreenRoute } from '../routes/route-types.ts';
import { BackToTopButton } from '../ui/back-to-top-button.tsx';
import { AppHeader } from './app-header.tsx';
import { FooterTabs } from './footer-tabs.tsx';
import { HomeHeader } from './home-header.tsx';
import { SignLayout } from './sign-layout.tsx';
import { TabStrip } from './tab-strip.tsx';
import type { StripTab } from './tab-strip.tsx';

/** Spec §2 search routes: the wallet-layout menus 빠른주문 and 입출금. */
const searchTabs: readonly StripTab[] = [
  { label: '빠른주문', path: '/search/oversea' },
  { label: '입출금', path: '/search/dnw' },
];

function useWalletTabs(): StripTab[] {
  const p2p = useAppState((state) => state.siteInfo?.features.p2p ?? false);
  return [
    { label: '자산현황', path: '/wallet/asset' },
    ...(p2p ? [{ label: 'P2P', path: '/wallet/p2p' }] : []),
    { label: '입출금내역', path: '/wallet/dnw_history' },
    { label: '거래내역', path: '/wallet/history' },
  ];
}

/** The page column: phone width, centred on a wide screen, room left for the footer tabs. */
function Column({ children, footer }: { children: ReactNode; footer: boolean }) {
  const scrollToTop = useAppState((state) => state.scrollToTop);
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-app flex-col bg-bg">
      {children}
      {footer && (
        <>
          <div
            aria-hidden="true"
            className="h-[calc(var(--spacing-footer)+env(safe-area-inset-bottom))] shrink-0"
          />
          <FooterTabs />
        </>
      )}
      <BackToTopButton scrollToTop={scrollToTop ?? undefined} />
    </div>
  );
}

function Main({ children }: { children: ReactNode }) {
  return <main className="flex flex-1 flex-col">{children}</main>;
}

function WalletLayout({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  const tabs = useWalletTabs();
  return (
    <Column footer>
      {route.header !== false && <AppHeader options={route.header} />}
      <TabStrip tabs={tabs} label="지갑 메뉴" />
      <Main>{children}</Main>
    </Column>
  );
}

/**
 * The layout a route names (spec §2): the header kind, tabs and footer around the screen. The trade
 * layouts share the fixed frame until the trade screens bring their stock headers.
 */
export function RouteLayout({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  switch (route.layout) {
    case 'default':
      return <>{children}</>;
    case 'sign':
      return <SignLayout header={route.header}>{children}</SignLayout>;
    case 'home':
      return (
        <Column footer>
          <HomeHeader options={route.header === false ? {} : route.header} />
          <Main>{children}</Main>
        </Column>
      );
    case 'search':
      return (
        <Column footer>
          <TabStrip tabs={searchTabs} label="검색 메뉴" />
          <Main>{children}</Main>
        </Column>
      );
    case 'wallet':
      return <WalletLayout route={route}>{children}</WalletLayout>;
    case 'fixed':
    case 'trade':
    case 'futuresTrade':
    case 'overseaTrade':
      return (
        <Column footer>
          {route.header !== false && <AppHeader options={route.header} />}
          <Main>{children}</Main>
        </Column>
      );
  }
}
