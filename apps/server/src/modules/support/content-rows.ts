import type { content } from '@baro/contracts';

/** A `content` row (migration 0020) as the reads select it. */
export interface ContentRow {
  readonly id: number;
  readonly kind: content.ContentKind;
  readonly category: string | null;
  readonly title: string;
  readonly content: string;
  readonly is_open: boolean;
  readonly sort_order: number;
  readonly open_from: Date | null;
  readonly open_until: Date | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export const contentColumns =
  'id, kind, category, title, content, is_open, sort_order, open_from, open_until, created_at, updated_at';

/** The order members see a list in: pinned (higher `sort_order`) first, then newest. */
export const contentOrder = 'sort_order DESC, created_at DESC, id DESC';

/** A post as members read it. */
export function toContent(row: ContentRow): content.Content {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A post as operators read it: drafts, order and display window too. */
export function toAdminContent(row: ContentRow): content.AdminContent {
  return {
    ...toContent(row),
    kind: row.kind,
    isOpen: row.is_open,
    sortOrder: row.sort_order,
    openFrom: row.open_from?.toISOString() ?? null,
    openUntil: row.open_until?.toISOString() ?? null,
  };
}
