import type { Database } from '../db/database.ts';
import { demoOperator } from './demo-data.ts';
import { demoFaqCategories, demoNoticeCategories, demoPosts } from './demo-content.ts';

/**
 * Seeds the demo site's posts and categories, on every start but only while the site has no posts
 * at all: a demo seeded before content existed gets them, and an operator's own edits are never
 * overwritten. One transaction, so a start killed half way leaves none.
 */
export async function seedDemoContent(db: Database, siteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Two nodes starting at once: the second waits here and then sees the first one's posts.
    await tx.query('SELECT id FROM site_info WHERE id = $1 FOR UPDATE', [siteId]);
    const existing = await tx.query('SELECT 1 FROM content WHERE site_id = $1 LIMIT 1', [siteId]);
    if (existing.rowCount > 0) return;
    const operator = await tx.query<{ id: number }>(
      'SELECT id FROM admin WHERE site_id = $1 AND username = $2',
      [siteId, demoOperator.username],
    );
    const adminId = operator.rows[0]?.id;
    if (adminId === undefined) throw new Error('The demo operator is missing: cannot seed the demo content.');
    const categories = [
      ...demoNoticeCategories.map((category) => ({ ...category, kind: 'NOTICE' })),
      ...demoFaqCategories.map((category) => ({ ...category, kind: 'FAQ' })),
    ];
    await tx.query(
      `INSERT INTO content_category (site_id, kind, key, label, sort_order)
       SELECT $1, c.kind, c.key, c.label, c.ord FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY
         AS c(kind, key, label, ord)`,
      [siteId, categories.map((c) => c.kind), categories.map((c) => c.key), categories.map((c) => c.label)],
    );
    // Listed oldest first, so the list's newest-first order is the order written here, reversed.
    await tx.query(
      `INSERT INTO content (site_id, kind, category, title, content, is_open, sort_order, created_by, created_at,
         updated_at)
       SELECT $1, p.kind, p.category, p.title, p.content, true, p.sort_order, $2,
         now() - make_interval(mins => (array_length($3::text[], 1) - p.ord)::int),
         now() - make_interval(mins => (array_length($3::text[], 1) - p.ord)::int)
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::int[]) WITH ORDINALITY
         AS p(kind, category, title, content, sort_order, ord)`,
      [
        siteId,
        adminId,
        demoPosts.map((post) => post.kind),
        demoPosts.map((post) => post.category),
        demoPosts.map((post) => post.title),
        demoPosts.map((post) => post.content),
        demoPosts.map((post) => post.sortOrder ?? 0),
      ],
    );
  });
}
