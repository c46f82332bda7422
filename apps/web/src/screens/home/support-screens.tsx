import type { ReactNode } from 'react';
import { usePageTitle } from '../../layouts/use-page-chrome.ts';
import { TabStrip } from '../../layouts/tab-strip.tsx';
import type { StripTab } from '../../layouts/tab-strip.tsx';
import type { ContentBoard as Board } from '../../queries/content-queries.ts';
import { useParams } from '../../routes/router/index.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ContentBoard } from './content-board.tsx';
import { boardTexts } from './content-labels.ts';
import { HomePopups } from './home-popups.tsx';

/** Spec §2: the support pages' header links, the boards beyond notices under /support/more/{x}. */
const supportTabs: readonly StripTab[] = [
  { label: '공지사항', path: '/support/notice' },
  { label: '투자정보', path: '/support/invest_info' },
  { label: 'FAQ', path: '/support/more/faq' },
  { label: '이벤트', path: '/support/more/promotion' },
];

/** The boards /support/more/{section} opens, by section key. */
const sectionBoards: Readonly<Record<string, Board>> = { faq: 'faq', promotion: 'promotion' };

function SupportFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <TabStrip tabs={supportTabs} label="고객지원 메뉴" />
      <HomePopups />
      {children}
    </>
  );
}

/** /support/notice: the site's notices under their category tabs; a row opens the notice dialog. */
export function SupportNoticeScreen() {
  return (
    <SupportFrame>
      <ContentBoard board="notice" withCategories />
    </SupportFrame>
  );
}

/** /support/invest_info (투자정보): the site's strategy posts. */
export function SupportInvestInfoScreen() {
  return (
    <SupportFrame>
      <ContentBoard board="strategy" />
    </SupportFrame>
  );
}

/** /support/more/{section}: FAQ or events, titled after the board. */
export function SupportMoreScreen() {
  const section = useParams().section ?? '';
  const board = Object.hasOwn(sectionBoards, section) ? sectionBoards[section] : undefined;
  usePageTitle(board === undefined ? null : boardTexts[board].title);
  return (
    <SupportFrame>
      {board === undefined ? (
        <EmptyState message="없는 메뉴입니다. 공지사항에서 안내를 확인해 주세요." />
      ) : (
        <ContentBoard key={board} board={board} withCategories={false} />
      )}
    </SupportFrame>
  );
}
