import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPosts } from '../../src/demo/demo-content.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { buildTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

let t: TestApp;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  siteId = (await seedDemo(t.ctx)).siteId;
});
afterAll(() => t.close());

async function countsByKind(): Promise<Record<string, number>> {
  const found = await t.db.query<{ kind: string; count: number }>(
    'SELECT kind, count(*)::int AS count FROM content WHERE site_id = $1 AND is_open GROUP BY kind',
    [siteId],
  );
  return Object.fromEntries(found.rows.map((row) => [row.kind, row.count]));
}

describe('the demo content', () => {
  it('holds notices, FAQ, strategy posts, a promotion, a popup, terms and privacy', async () => {
    expect(await countsByKind()).toEqual({
      NOTICE: 5,
      FAQ: 6,
      STRATEGY: 3,
      PROMOTION: 1,
      POPUP: 1,
      STATIC: 2,
    });
    const notices = await t.db.query<{ category: string }>(
      `SELECT DISTINCT category FROM content WHERE site_id = $1 AND kind = 'NOTICE' ORDER BY category`,
      [siteId],
    );
    expect(notices.rows.map((row) => row.category)).toEqual(['event', 'notice']);
    const faq = await t.db.query<{ category: string }>(
      `SELECT DISTINCT category FROM content WHERE site_id = $1 AND kind = 'FAQ' ORDER BY category`,
      [siteId],
    );
    expect(faq.rows.map((row) => row.category)).toEqual(['dnw', 'futures', 'round']);
  });

  it('is seeded once: a second start adds nothing', async () => {
    await seedDemo(t.ctx);
    const total = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM content WHERE site_id = $1',
      [siteId],
    );
    expect(total.rows[0]!.count).toBe(demoPosts.length);
  });
});
