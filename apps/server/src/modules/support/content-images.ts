import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';

// The sanitiser writes every kept image as `<img src="/api/file/<uuid>" …>`; the ids are read back
// from that normalised form.
const imageSource = /<img [^>]*?src="\/api\/file\/([0-9a-f-]{36})"/g;

/** The file ids of the images in sanitised HTML, each once. */
export function contentImageIds(html: string): string[] {
  return [...new Set([...html.matchAll(imageSource)].map((match) => match[1] ?? ''))];
}

/**
 * Every image of a post or message must be a file of the operator's site that no member owns
 * (`POST /admin/file`): a member's upload (an inquiry attachment) or another site's file would
 * otherwise be shown to everyone. CONTENT_IMAGE_NOT_FOUND when one is not.
 */
export async function checkContentImages(
  db: Queryable,
  siteId: number,
  html: string,
): Promise<Rejection<'CONTENT_IMAGE_NOT_FOUND'> | undefined> {
  const ids = contentImageIds(html);
  if (ids.length === 0) return undefined;
  const found = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM stored_file
     WHERE site_id = $1 AND owner_member_id IS NULL AND id = ANY($2::uuid[])`,
    [siteId, ids],
  );
  return found.rows[0]?.count === ids.length ? undefined : reject('CONTENT_IMAGE_NOT_FOUND');
}
