import type { content } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import { likePattern, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import type { PageQuery } from '../../db/paged-reads.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { contentColumns, contentOrder, toContent } from './content-rows.ts';
import type { ContentRow } from './content-rows.ts';

export interface ContentListQuery extends PageQuery {
  readonly isOpenStrs?: readonly string[] | undefined;
  readonly keyword?: string | undefined;
  readonly category?: string | undefined;
}

/**
 * What members may see of a kind: open posts of the site within their display window (popups and
 * promotions have one; other posts leave it empty). $1 site, $2 kind, $3 now.
 */
const visibleToMembers = `site_id = $1 AND kind = $2 AND is_open
  AND (open_from IS NULL OR open_from <= $3) AND (open_until IS NULL OR open_until > $3)`;

/** `title` or `content` holding the keyword (a pattern from `likePattern`, or null for any). */
export function keywordFilter(param: string): string {
  return `(${param}::text IS NULL OR title ILIKE ${param} OR content ILIKE ${param})`;
}

/** The keyword as an `ILIKE` parameter; an empty keyword filters nothing. */
export function keywordParam(keyword: string | undefined): string | null {
  return keyword === undefined || keyword === '' ? null : likePattern(keyword);
}

/**
 * GET /content/{kind}/list: a page of the site's open posts of one kind, pinned first then newest,
 * by keyword (title or body) and category. `isOpenStrs` can narrow but never widen what members see:
 * `0` alone answers an empty page, since closed posts are the operators' drafts.
 */
export async function listOpenContent(
  db: Queryable,
  siteId: number,
  kind: content.ContentKind,
  query: ContentListQuery,
  nowMs: number,
) {
  const wantsOpen = query.isOpenStrs === undefined || query.isOpenStrs.includes('1');
  const where = `${visibleToMembers} AND ${keywordFilter('$4')} AND ($5::text IS NULL OR category = $5) AND $6::boolean`;
  const params = [
    siteId,
    kind,
    new Date(nowMs),
    keywordParam(query.keyword),
    query.category ?? null,
    wantsOpen,
  ];
  const [rows, count] = await Promise.all([
    db.query<ContentRow>(
      `SELECT ${contentColumns} FROM content WHERE ${where} ORDER BY ${contentOrder} LIMIT $7 OFFSET $8`,
      [...params, ...pageWindow(query)],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM content WHERE ${where}`, params),
  ]);
  return pageAnswer(rows.rows.map(toContent), query, count.rows[0]?.total ?? 0);
}

/**
 * GET /content/{kind}?contentId=: one open post. A closed post, one of another kind or another site
 * is CONTENT_NOT_FOUND: an id alone shows nothing a list would not.
 */
export async function getOpenContent(
  db: Queryable,
  siteId: number,
  kind: content.ContentKind,
  contentId: number,
  nowMs: number,
): Promise<content.Content | Rejection<'CONTENT_NOT_FOUND'>> {
  const found = await db.query<ContentRow>(
    `SELECT ${contentColumns} FROM content WHERE ${visibleToMembers} AND id = $4`,
    [siteId, kind, new Date(nowMs), contentId],
  );
  const row = found.rows[0];
  return row === undefined ? reject('CONTENT_NOT_FOUND') : toContent(row);
}

/** GET /content/static?category=: the site's open static page of that key (terms, privacy, …). */
export async function getStaticPage(
  db: Queryable,
  siteId: number,
  category: string,
  nowMs: number,
): Promise<content.Content | Rejection<'CONTENT_NOT_FOUND'>> {
  const found = await db.query<ContentRow>(
    `SELECT ${contentColumns} FROM content WHERE ${visibleToMembers} AND category = $4`,
    [siteId, 'STATIC', new Date(nowMs), category],
  );
  const row = found.rows[0];
  return row === undefined ? reject('CONTENT_NOT_FOUND') : toContent(row);
}

/** GET /content/notice/categories: the keys of the site's notice tabs, in the site's order. */
export async function listContentCategories(
  db: Queryable,
  siteId: number,
  kind: content.ContentKind,
): Promise<string[]> {
  const found = await db.query<{ key: string }>(
    'SELECT key FROM content_category WHERE site_id = $1 AND kind = $2 ORDER BY sort_order, key',
    [siteId, kind],
  );
  return found.rows.map((row) => row.key);
}
