import * as content from '@baro/contracts/manifest/content';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';

/** The content boards a member reads (spec §7 "Content"), each a list call and a by-id call. */
export type ContentBoard = 'notice' | 'strategy' | 'faq' | 'promotion';

const boardRoutes = {
  notice: { list: content.listNotices, one: content.getNotice },
  strategy: { list: content.listStrategies, one: content.getStrategy },
  faq: { list: content.listFaqs, one: content.getFaq },
  promotion: { list: content.listPromotions, one: content.getPromotion },
} as const;

/** Content is the site's, not the member's: it stays cached across sign-ins. */
const CONTENT_KEY = ['content'] as const;

export const CONTENT_PAGE_SIZE = 20;

/** What a member narrows a board by: words in the title or body and, for notices, a category. */
export interface ContentFilter {
  readonly keyword: string;
  readonly category: string | null;
}

/** A board's posts, newest (and pinned) first, 20 a page, loaded as the member scrolls. */
export function contentListQuery(api: ApiClient, board: ContentBoard, filter: ContentFilter) {
  return infiniteQueryOptions({
    queryKey: [...CONTENT_KEY, board, 'list', filter],
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.call(boardRoutes[board].list, {
          query: {
            resultType: 'PAGE',
            page: pageParam,
            size: CONTENT_PAGE_SIZE,
            ...(filter.keyword === '' ? {} : { keyword: filter.keyword }),
            ...(filter.category === null ? {} : { category: filter.category }),
          },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** One post by its id (spec §7: "Notice by id: a 200 sets it for display"). */
export function contentPostQuery(api: ApiClient, board: ContentBoard, contentId: number) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, board, 'post', contentId],
    queryFn: async ({ signal }) =>
      unwrap(await api.call(boardRoutes[board].one, { query: { contentId }, signal })),
  });
}

/** The keys of the notice tabs, in the operators' order. */
export function noticeCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'notice', 'categories'],
    queryFn: async ({ signal }) => unwrap(await api.call(content.listNoticeCategories, { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The popups the site shows on opening; the first page is all a member would click through. */
export function popupListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'popup', 'list'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(content.listPopups, {
          query: { resultType: 'PAGE', page: 1, size: CONTENT_PAGE_SIZE },
          signal,
        }),
      ).content,
    staleTime: 5 * 60_000,
  });
}

/**
 * A static page (terms, privacy) the operators published, or null when the site has none (404),
 * so the screen shows the built-in text; any other failure is an error the member can retry.
 */
export function staticPageQuery(api: ApiClient, category: string) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'static', category],
    queryFn: async ({ signal }) => {
      const result = await api.call(content.getStaticPage, { query: { category }, signal });
      if (!result.ok && result.status === 404) return null;
      return unwrap(result);
    },
    staleTime: 5 * 60_000,
  });
}
