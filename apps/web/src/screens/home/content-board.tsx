import type { Content } from '@baro/contracts/routes/content';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ChevronRight, Search, X } from 'lucide-react';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { contentListQuery, contentPostQuery, noticeCategoriesQuery } from '../../queries/content-queries.ts';
import type { ContentBoard as Board, ContentFilter } from '../../queries/content-queries.ts';
import { Link } from '../../routes/router/index.ts';
import { cx } from '../../ui/class-names.ts';
import { showNotice } from '../../ui/dialog-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { formatKstDateTime } from '../../wallet/dnw-labels.ts';
import { LoadMore } from '../common/load-more.tsx';
import { TextRowsSkeleton } from '../common/text-rows-skeleton.tsx';
import { boardTexts, categoryLabel } from './content-labels.ts';
import { LoadFailure } from '../common/load-failure.tsx';

const KEYWORD_MAX = 100;

function SearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-center gap-2 px-4 pt-3 pb-2">
      <div className="relative flex-1">
        <input
          type="search"
          aria-label="검색어"
          placeholder="제목이나 내용으로 검색"
          maxLength={KEYWORD_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          className="h-10 w-full rounded-lg border border-line bg-surface-2 pr-9 pl-3 text-sm text-text outline-none placeholder:text-text-dim focus-visible:ring-2 focus-visible:ring-accent [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== '' && (
          <button
            type="button"
            aria-label="검색어 지우기"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute top-0 right-0 flex size-10 items-center justify-center text-text-dim"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <button
        type="submit"
        aria-label="검색"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-text outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <Search aria-hidden="true" className="size-4.5" />
      </button>
    </form>
  );
}

/** The notice tabs: 전체, then each category the operators use, in their order. */
function CategoryTabs({
  active,
  onChange,
}: {
  active: string | null;
  onChange: (key: string | null) => void;
}) {
  const { api } = useServices();
  const categories = useQuery(noticeCategoriesQuery(api));
  // Without categories (none yet, or the call failed) the board is one list and needs no tabs.
  const keys = categories.data ?? [];
  if (keys.length === 0) return null;
  const tabs: readonly { key: string | null; label: string }[] = [
    { key: null, label: '전체' },
    ...keys.map((key) => ({ key, label: categoryLabel(key) })),
  ];
  return (
    <div role="tablist" aria-label="분류" className="flex gap-1.5 overflow-x-auto px-4 pb-2">
      {tabs.map((tab) => (
        <button
          key={tab.key ?? ''}
          type="button"
          role="tab"
          aria-selected={active === tab.key}
          onClick={() => {
            onChange(tab.key);
          }}
          className={cx(
            'h-8 shrink-0 rounded-full border px-3.5 text-[13px] font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
            active === tab.key
              ? 'border-accent bg-accent/15 text-text'
              : 'border-line bg-surface-2 text-text-dim',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

function RowText({ post }: { post: Content }) {
  return (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="line-clamp-2 text-[15px] font-medium break-keep text-text">{post.title}</span>
        <span className="flex items-center gap-2 text-xs text-text-dim">
          {post.category !== null && (
            <span className="rounded bg-surface-2 px-1.5 py-0.5 text-[11px] font-semibold">
              {categoryLabel(post.category)}
            </span>
          )}
          <time dateTime={post.createdAt} className="tabular-nums">
            {formatKstDateTime(post.createdAt).slice(0, 10)}
          </time>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-text-dim" />
    </>
  );
}

const ROW_CLASS =
  'flex w-full items-center gap-3 px-4 py-3.5 text-left outline-none active:bg-surface-2 focus-visible:bg-surface-2';

/** A row that opens its post in the notice dialog, read by id first (spec §7). */
function DialogRow({ board, post }: { board: Board; post: Content }) {
  const { api, queryClient, dialogs } = useServices();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const full = await queryClient.query(contentPostQuery(api, board, post.id));
      void showNotice({ title: full.title, html: full.content });
    } catch (error) {
      await dialogs.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  };
  return (
    <button
      type="button"
      aria-busy={opening}
      disabled={opening}
      onClick={() => void open()}
      className={cx(ROW_CLASS, opening && 'opacity-60')}
    >
      <RowText post={post} />
    </button>
  );
}

export interface ContentBoardProps {
  board: Board;
  /** Notices are filed under categories, shown as tabs. */
  withCategories?: boolean;
  /** Where a row leads (a detail page); without it a row opens the post in the notice dialog. */
  linkTo?: (post: Content) => string;
}

/**
 * A content board (notices, 투자정보, FAQ, events): a search box, the category tabs for notices, and
 * the posts 20 at a time, the next page loading as the member scrolls down; skeleton rows while it
 * loads, the error with 다시 시도, and an empty state that says whether the search found nothing.
 */
export function ContentBoard({ board, withCategories = false, linkTo }: ContentBoardProps) {
  const { api } = useServices();
  const [filter, setFilter] = useState<ContentFilter>({ keyword: '', category: null });
  const posts = useInfiniteQuery(contentListQuery(api, board, filter));
  const rows = posts.data?.pages.flatMap((page) => page.content) ?? [];
  const texts = boardTexts[board];
  return (
    <div className="flex flex-col">
      <SearchBox
        onSearch={(keyword) => {
          setFilter((current) => ({ ...current, keyword }));
        }}
      />
      {withCategories && (
        <CategoryTabs
          active={filter.category}
          onChange={(category) => {
            setFilter((current) => ({ ...current, category }));
          }}
        />
      )}
      {posts.isPending ? (
        <TextRowsSkeleton label={`${texts.title} 불러오는 중`} />
      ) : posts.isError ? (
        <LoadFailure error={posts.error} retry={posts.refetch} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={filter.keyword === '' ? undefined : Search}
          message={filter.keyword === '' ? texts.empty : `'${filter.keyword}'에 대한 검색 결과가 없습니다.`}
        />
      ) : (
        <>
          <ul aria-label={texts.title} className="flex flex-col divide-y divide-line border-t border-line">
            {rows.map((post) => (
              <li key={post.id}>
                {linkTo === undefined ? (
                  <DialogRow board={board} post={post} />
                ) : (
                  <Link to={linkTo(post)} className={ROW_CLASS}>
                    <RowText post={post} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={posts.hasNextPage}
            isFetchingNextPage={posts.isFetchingNextPage}
            fetchNextPage={posts.fetchNextPage}
          />
        </>
      )}
    </div>
  );
}
