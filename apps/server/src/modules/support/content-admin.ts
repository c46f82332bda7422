import { content, noticeTopicDestination } from '@baro/contracts';
import type { OperatorCaller } from '../../caller.ts';
import type { Clock } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { flagFilter, pageAnswer, pageWindow } from '../../db/paged-reads.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { recordOperatorAction } from './audit.ts';
import { checkContentImages } from './content-images.ts';
import { keywordFilter, keywordParam } from './content-reads.ts';
import type { ContentListQuery } from './content-reads.ts';
import { contentColumns, contentOrder, toAdminContent } from './content-rows.ts';
import type { ContentRow } from './content-rows.ts';
import { sanitiseContentHtml } from './html-sanitiser.ts';

type Ctx = { readonly db: Database; readonly bus: Bus; readonly clock: Clock };

export interface ContentFields {
  readonly category?: string | null | undefined;
  readonly title: string;
  readonly content: string;
  readonly sortOrder?: number | undefined;
  readonly openFrom?: string | null | undefined;
  readonly openUntil?: string | null | undefined;
}

/** A post's fields as they are stored: the HTML sanitised, the window checked, a static page keyed. */
interface CheckedFields {
  readonly category: string | null;
  readonly title: string;
  readonly html: string;
  readonly sortOrder: number;
  readonly openFrom: Date | null;
  readonly openUntil: Date | null;
}

/** The row a statement that always writes one returned; none is a bug, not a refusal. */
function writtenRow(result: { rows: ContentRow[] }): ContentRow {
  const row = result.rows[0];
  if (row === undefined) throw new Error('A content write returned no row.');
  return row;
}

function invalid(path: string, message: string): Rejection<'INVALID_INPUT'> {
  return reject('INVALID_INPUT', { data: { issues: [{ path, message }] } });
}

function checkFields(
  kind: content.ContentKind,
  fields: ContentFields,
): CheckedFields | Rejection<'INVALID_INPUT' | 'CONTENT_TOO_LONG'> {
  const category = fields.category ?? null;
  if (kind === 'STATIC' && category === null) return invalid('body.category', 'A static page needs its key.');
  const openFrom = fields.openFrom == null ? null : new Date(fields.openFrom);
  const openUntil = fields.openUntil == null ? null : new Date(fields.openUntil);
  if (openFrom !== null && openUntil !== null && openFrom >= openUntil) {
    return invalid('body.openUntil', 'The window must end after it starts.');
  }
  // Sanitising adds each link's rel and target, so the stored body is checked again, not only the input.
  const html = sanitiseContentHtml(fields.content);
  if (html.length > content.CONTENT_HTML_LENGTH_MAX) {
    return reject('CONTENT_TOO_LONG', { params: { max: content.CONTENT_HTML_LENGTH_MAX } });
  }
  return {
    category,
    title: fields.title,
    html,
    sortOrder: fields.sortOrder ?? 0,
    openFrom,
    openUntil,
  };
}

/**
 * A site keeps one open static page per key (the unique index content_static_key): opening one
 * closes the page it replaces, in the same transaction, so terms are never missing or doubled.
 */
async function closeOtherStaticPage(tx: Queryable, caller: OperatorCaller, category: string, keepId: number) {
  const closed = await tx.query<{ id: number }>(
    `UPDATE content SET is_open = false, updated_at = now()
     WHERE site_id = $1 AND kind = 'STATIC' AND category = $2 AND is_open AND id <> $3 RETURNING id`,
    [caller.siteId, category, keepId],
  );
  // Closed by the operator's action as surely as by a close call: audited as one.
  for (const { id } of closed.rows) {
    await recordOperatorAction(tx, caller, 'CONTENT_CLOSE', { kind: 'CONTENT', id }, { replacedBy: keepId });
  }
}

/** One of the operator's site's posts, locked for the change; undefined for any other id. */
async function lockOwnContent(
  tx: Queryable,
  caller: OperatorCaller,
  id: number,
): Promise<ContentRow | undefined> {
  const found = await tx.query<ContentRow>(
    `SELECT ${contentColumns} FROM content WHERE id = $1 AND site_id = $2 FOR UPDATE`,
    [id, caller.siteId],
  );
  return found.rows[0];
}

/** GET /admin/content/list: the site's posts of one kind, drafts too, in the members' order. */
export async function listContentForOperator(
  db: Queryable,
  caller: OperatorCaller,
  kind: content.ContentKind,
  query: ContentListQuery,
) {
  const openFlags = flagFilter(query.isOpenStrs);
  const where = `site_id = $1 AND kind = $2 AND ($3::boolean[] IS NULL OR is_open = ANY($3::boolean[]))
    AND ${keywordFilter('$4')} AND ($5::text IS NULL OR category = $5)`;
  const params = [caller.siteId, kind, openFlags, keywordParam(query.keyword), query.category ?? null];
  const [rows, count] = await Promise.all([
    db.query<ContentRow>(
      `SELECT ${contentColumns} FROM content WHERE ${where} ORDER BY ${contentOrder} LIMIT $6 OFFSET $7`,
      [...params, ...pageWindow(query)],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM content WHERE ${where}`, params),
  ]);
  return pageAnswer(rows.rows.map(toAdminContent), query, count.rows[0]?.total ?? 0);
}

/** POST /admin/content/create: a new post of the operator's site, closed unless `isOpen`. */
export async function createContent(
  ctx: Ctx,
  caller: OperatorCaller,
  input: ContentFields & { readonly kind: content.ContentKind; readonly isOpen?: boolean | undefined },
): Promise<content.AdminContent | Rejection> {
  const fields = checkFields(input.kind, input);
  if (isRejection(fields)) return fields;
  const images = await checkContentImages(ctx.db, caller.siteId, fields.html);
  if (images !== undefined) return images;
  const isOpen = input.isOpen ?? false;
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx.query<ContentRow>(
      `INSERT INTO content (site_id, kind, category, title, content, is_open, sort_order, open_from, open_until,
         created_by)
       VALUES ($1, $2, $3, $4, $5, false, $6, $7, $8, $9) RETURNING ${contentColumns}`,
      [
        caller.siteId,
        input.kind,
        fields.category,
        fields.title,
        fields.html,
        fields.sortOrder,
        fields.openFrom,
        fields.openUntil,
        caller.adminId,
      ],
    );
    const row = writtenRow(inserted);
    await recordOperatorAction(
      tx,
      caller,
      'CONTENT_CREATE',
      { kind: 'CONTENT', id: row.id },
      { kind: input.kind },
    );
    if (!isOpen) return toAdminContent(row);
    return toAdminContent(await openContent(tx, caller, row, true));
  });
}

/** POST /admin/content/update: rewrites one of the site's posts; its kind and open flag stay. */
export async function updateContent(
  ctx: Ctx,
  caller: OperatorCaller,
  input: ContentFields & { readonly id: number },
): Promise<content.AdminContent | Rejection> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOwnContent(tx, caller, input.id);
    if (before === undefined) return reject('CONTENT_NOT_FOUND');
    // A field left out keeps its value; `null` clears it.
    const fields = checkFields(before.kind, {
      ...input,
      category: input.category === undefined ? before.category : input.category,
      sortOrder: input.sortOrder ?? before.sort_order,
      openFrom: input.openFrom === undefined ? before.open_from?.toISOString() : input.openFrom,
      openUntil: input.openUntil === undefined ? before.open_until?.toISOString() : input.openUntil,
    });
    if (isRejection(fields)) return fields;
    const images = await checkContentImages(tx, caller.siteId, fields.html);
    if (images !== undefined) return images;
    if (before.kind === 'STATIC' && before.is_open && fields.category !== null) {
      await closeOtherStaticPage(tx, caller, fields.category, before.id);
    }
    const updated = await tx.query<ContentRow>(
      `UPDATE content SET category = $3, title = $4, content = $5, sort_order = $6, open_from = $7, open_until = $8,
         updated_at = now()
       WHERE id = $1 AND site_id = $2 RETURNING ${contentColumns}`,
      [
        before.id,
        caller.siteId,
        fields.category,
        fields.title,
        fields.html,
        fields.sortOrder,
        fields.openFrom,
        fields.openUntil,
      ],
    );
    await recordOperatorAction(
      tx,
      caller,
      'CONTENT_UPDATE',
      { kind: 'CONTENT', id: before.id },
      {
        titleChanged: before.title !== fields.title,
        contentChanged: before.content !== fields.html,
        category: fields.category,
      },
    );
    return toAdminContent(writtenRow(updated));
  });
}

/** Sets a locked post's open flag and audits it (CONTENT_OPEN or CONTENT_CLOSE). */
export async function openContent(
  tx: Queryable,
  caller: OperatorCaller,
  row: ContentRow,
  isOpen: boolean,
): Promise<ContentRow> {
  if (isOpen && row.kind === 'STATIC' && row.category !== null) {
    await closeOtherStaticPage(tx, caller, row.category, row.id);
  }
  const updated = await tx.query<ContentRow>(
    `UPDATE content SET is_open = $3, updated_at = now() WHERE id = $1 AND site_id = $2 RETURNING ${contentColumns}`,
    [row.id, caller.siteId, isOpen],
  );
  await recordOperatorAction(tx, caller, isOpen ? 'CONTENT_OPEN' : 'CONTENT_CLOSE', {
    kind: 'CONTENT',
    id: row.id,
  });
  return writtenRow(updated);
}

/** POST /admin/content/open: opens one of the site's posts to members, or closes it. */
export async function setContentOpen(
  ctx: Ctx,
  caller: OperatorCaller,
  input: { readonly id: number; readonly isOpen: boolean },
): Promise<content.AdminContent | Rejection> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwnContent(tx, caller, input.id);
    if (row === undefined) return reject('CONTENT_NOT_FOUND');
    return toAdminContent(await openContent(tx, caller, row, input.isOpen));
  });
}

/**
 * POST /admin/content/order: the listed posts get descending `sort_order`s in one statement, so the
 * first id shows first. Every id must be the site's, or nothing changes.
 */
export async function orderContent(
  ctx: Ctx,
  caller: OperatorCaller,
  ids: readonly number[],
): Promise<{ count: number } | Rejection> {
  const [first] = ids;
  if (first === undefined) return invalid('body.ids', 'No post to order.');
  if (new Set(ids).size !== ids.length) return invalid('body.ids', 'An id is listed twice.');
  return ctx.db.transaction(async (tx) => {
    const owned = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM content WHERE site_id = $1 AND id = ANY($2::int[])',
      [caller.siteId, ids],
    );
    if (owned.rows[0]?.count !== ids.length) return reject('CONTENT_NOT_FOUND');
    const ordered = await tx.query(
      `UPDATE content c SET sort_order = $3 - x.ord, updated_at = now()
       FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)
       WHERE c.id = x.id AND c.site_id = $1`,
      [caller.siteId, ids, ids.length + 1],
    );
    await recordOperatorAction(tx, caller, 'CONTENT_ORDER', { kind: 'CONTENT', id: first }, { ids });
    return { count: ordered.rowCount };
  });
}

/**
 * POST /admin/content/publish_live: a notice of the operator's site opened (if it was closed) and
 * pushed to everyone on the site as FORCE_NOTICE after the commit; the web shows it as a popup at once.
 * Another kind of post is CONTENT_NOT_FOUND: only notices pop up.
 */
export async function publishLiveNotice(
  ctx: Ctx,
  caller: OperatorCaller,
  id: number,
): Promise<content.AdminContent | Rejection> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const locked = await lockOwnContent(tx, caller, id);
    if (locked?.kind !== 'NOTICE') return reject('CONTENT_NOT_FOUND');
    const row = locked.is_open ? locked : await openContent(tx, caller, locked, true);
    await recordOperatorAction(tx, caller, 'NOTICE_LIVE', { kind: 'CONTENT', id: row.id });
    events.publish(
      noticeTopicDestination,
      {
        type: 'FORCE_NOTICE',
        id: row.id,
        title: row.title,
        content: row.content,
        at: new Date(ctx.clock.nowMs()).toISOString(),
      },
      { kind: 'site', siteId: caller.siteId, params: { siteId: caller.siteId } },
    );
    return toAdminContent(row);
  });
}
