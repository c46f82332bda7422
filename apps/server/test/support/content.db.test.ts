import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, buildSupportFixture } from './support-fixture.ts';
import type { SupportFixture, SupportToken } from './support-fixture.ts';

let f: SupportFixture;

beforeAll(async () => {
  f = await buildSupportFixture();
});
afterAll(() => f.t.close());

type Token = SupportToken;

const post = (token: Token, path: string, body: object) => f.post(token, path, body);
const get = (path: string, query: Record<string, string | number> = {}, token?: Token) =>
  f.get(path, query, token);

async function create(body: Record<string, unknown>, token: Token = 'opA'): Promise<number> {
  const res = await post(token, '/admin/content/create', { isOpen: true, content: '<p>본문</p>', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('content reads', () => {
  let pinned: number;
  let closed: number;
  let faq: number;
  let otherSite: number;

  beforeAll(async () => {
    for (const title of ['공지 1', '공지 2', '공지 3'])
      await create({ kind: 'NOTICE', category: 'notice', title });
    await create({ kind: 'NOTICE', category: 'event', title: '100% 당첨 이벤트' });
    await create({ kind: 'NOTICE', category: 'event', title: '100 보너스 a_b' });
    await create({ kind: 'NOTICE', category: 'event', title: '100x 보너스 axb' });
    pinned = await create({ kind: 'NOTICE', category: 'notice', title: '고정 공지', sortOrder: 5 });
    closed = await create({ kind: 'NOTICE', category: 'notice', title: '초안', isOpen: false });
    faq = await create({ kind: 'FAQ', category: 'dnw', title: '입금 FAQ' });
    otherSite = await create({ kind: 'NOTICE', category: 'notice', title: '다른 사이트' }, 'opB');
    await f.t.db.query(
      `INSERT INTO content_category (site_id, kind, key, label, sort_order)
       VALUES ($1, 'NOTICE', 'notice', '공지', 1), ($1, 'NOTICE', 'event', '이벤트', 2), ($2, 'NOTICE', 'x', 'x', 1)`,
      [f.siteA, f.siteB],
    );
  });

  it('answers guests a page, pinned first then newest, with the totals', async () => {
    const first = await get('/content/notice/list', { size: 3 });
    expect(first.statusCode).toBe(200);
    const page = first.json<{
      content: { id: number; title: string }[];
      totalElements: number;
      totalPages: number;
    }>();
    expect(page.totalElements).toBe(7);
    expect(page.totalPages).toBe(3);
    expect(page.content.map((row) => row.title)).toEqual(['고정 공지', '100x 보너스 axb', '100 보너스 a_b']);
    expect(page.content[0]!.id).toBe(pinned);
    const last = await get('/content/notice/list', { size: 3, page: 3 });
    expect(last.json<{ content: { title: string }[] }>().content.map((row) => row.title)).toEqual(['공지 1']);
  });

  it('finds % and _ as letters, not patterns', async () => {
    const titles = async (keyword: string) =>
      (await get('/content/notice/list', { keyword }))
        .json<{ content: { title: string }[] }>()
        .content.map((r) => r.title);
    expect(await titles('100%')).toEqual(['100% 당첨 이벤트']);
    expect(await titles('a_b')).toEqual(['100 보너스 a_b']);
    expect(await titles('본문')).toHaveLength(7);
  });

  it('filters by category, and isOpenStrs=0 alone answers members nothing', async () => {
    const events = await get('/content/notice/list', { category: 'event' });
    expect(events.json<{ totalElements: number }>().totalElements).toBe(3);
    const drafts = await get('/content/notice/list', { isOpenStrs: '0' }, 'a1');
    expect(drafts.json<{ content: unknown[] }>().content).toEqual([]);
  });

  it('answers one open post, and CONTENT_NOT_FOUND for a closed one, another kind or another site', async () => {
    const found = await get('/content/notice', { contentId: pinned });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: pinned,
      title: '고정 공지',
      category: 'notice',
      content: '<p>본문</p>',
    });
    for (const contentId of [closed, faq, otherSite, 999_999]) {
      const missing = await get('/content/notice', { contentId }, 'a1');
      expect(missing.statusCode, String(contentId)).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    }
    expect((await get('/content/faq', { contentId: faq })).statusCode).toBe(200);
  });

  it('lists the notice tabs of the site in order', async () => {
    expect((await get('/content/notice/categories')).json()).toEqual(['notice', 'event']);
  });

  it('shows a popup only within its window', async () => {
    const now = Date.now();
    await create({ kind: 'POPUP', title: '지금', openFrom: new Date(now - 60_000).toISOString() });
    await create({ kind: 'POPUP', title: '끝남', openUntil: new Date(now - 60_000).toISOString() });
    await create({ kind: 'POPUP', title: '나중', openFrom: new Date(now + 3_600_000).toISOString() });
    const popups = await get('/content/popup/list');
    expect(popups.json<{ content: { title: string }[] }>().content.map((row) => row.title)).toEqual(['지금']);
  });

  it('answers the open static page of a key; opening a new one replaces it', async () => {
    const first = await create({ kind: 'STATIC', category: 'terms', title: '약관 v1' });
    expect((await get('/content/static', { category: 'terms' })).json()).toMatchObject({ id: first });
    const second = await create({ kind: 'STATIC', category: 'terms', title: '약관 v2' });
    expect((await get('/content/static', { category: 'terms' })).json()).toMatchObject({ id: second });
    const replaced = await f.t.db.query(
      `SELECT action, detail FROM operator_audit WHERE target_kind = 'CONTENT' AND target_id = $1 ORDER BY id`,
      [first],
    );
    expect(replaced.rows.map((row) => row.action)).toEqual([
      'CONTENT_CREATE',
      'CONTENT_OPEN',
      'CONTENT_CLOSE',
    ]);
    expect(replaced.rows[2]).toMatchObject({ detail: { replacedBy: second } });
    const missing = await get('/content/static', { category: 'privacy' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
  });
});

describe('operator content calls', () => {
  it('sanitise the HTML they store and audit the creation', async () => {
    const before = await auditCount(f.t.db, f.siteA, 'CONTENT_CREATE');
    const res = await post('opA', '/admin/content/create', {
      kind: 'STRATEGY',
      title: '전략',
      content:
        '<p onclick="alert(1)">분할 매수<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'STRATEGY',
      isOpen: false,
      content: '<p>분할 매수</p><a rel="noopener noreferrer" target="_blank">x</a>',
    });
    expect(await auditCount(f.t.db, f.siteA, 'CONTENT_CREATE')).toBe(before + 1);
  });

  it('update, open, close and order, each with its audit row, and list drafts to operators', async () => {
    const id = await create({ kind: 'FAQ', category: 'round', title: '라운드', isOpen: false });
    const other = await create({ kind: 'FAQ', category: 'round', title: '라운드 2' });
    const counts = async () =>
      Promise.all(
        ['CONTENT_UPDATE', 'CONTENT_OPEN', 'CONTENT_CLOSE', 'CONTENT_ORDER'].map((a) =>
          auditCount(f.t.db, f.siteA, a),
        ),
      );
    const before = await counts();
    const updated = await post('opA', '/admin/content/update', {
      id,
      title: '라운드 마감',
      content: '<b>마감</b>',
    });
    expect(updated.json()).toMatchObject({ id, title: '라운드 마감', content: '<b>마감</b>', isOpen: false });
    expect((await post('opA', '/admin/content/open', { id, isOpen: true })).json()).toMatchObject({
      isOpen: true,
    });
    expect((await post('opA', '/admin/content/open', { id: other, isOpen: false })).json()).toMatchObject({
      isOpen: false,
    });
    expect((await post('opA', '/admin/content/order', { ids: [other, id] })).json()).toEqual({ count: 2 });
    expect(await counts()).toEqual(before.map((count) => count + 1));
    const list = await get('/admin/content/list', { kind: 'FAQ', category: 'round' }, 'opA');
    expect(list.json<{ content: { id: number; isOpen: boolean }[] }>().content.map((row) => row.id)).toEqual([
      other,
      id,
    ]);
    const drafts = await get('/admin/content/list', { kind: 'FAQ', isOpenStrs: '0' }, 'opA');
    expect(drafts.json<{ content: { id: number }[] }>().content.map((row) => row.id)).toEqual([other]);
  });

  it("refuse another site's post with CONTENT_NOT_FOUND and write nothing", async () => {
    const theirs = await create({ kind: 'NOTICE', category: 'notice', title: 'B 공지' }, 'opB');
    const before = await f.t.db.query(
      'SELECT count(*)::int AS count FROM operator_audit WHERE site_id = $1',
      [f.siteA],
    );
    for (const [path, body] of [
      ['/admin/content/update', { id: theirs, title: '탈취', content: '<p>x</p>' }],
      ['/admin/content/open', { id: theirs, isOpen: false }],
      ['/admin/content/order', { ids: [theirs] }],
    ] as const) {
      const res = await post('opA', path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    }
    const after = await f.t.db.query('SELECT count(*)::int AS count FROM operator_audit WHERE site_id = $1', [
      f.siteA,
    ]);
    expect(after.rows).toEqual(before.rows);
    const row = await f.t.db.query('SELECT title, is_open FROM content WHERE id = $1', [theirs]);
    expect(row.rows[0]).toEqual({ title: 'B 공지', is_open: true });
  });

  it('are for operators only: a member is FORBIDDEN, a guest UNAUTHORIZED', async () => {
    const member = await post('a1', '/admin/content/create', { kind: 'NOTICE', title: 'x', content: 'x' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'FORBIDDEN' });
    const guest = await f.t.app.inject({ url: `/api/admin/content/list?siteInfoId=${f.siteA}&kind=NOTICE` });
    expect(guest.statusCode).toBe(401);
  });

  it('refuse a static page without a key and a window that ends before it starts', async () => {
    const keyless = await post('opA', '/admin/content/create', {
      kind: 'STATIC',
      title: '약관',
      content: 'x',
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const backwards = await post('opA', '/admin/content/create', {
      kind: 'POPUP',
      title: '팝업',
      content: 'x',
      openFrom: '2026-12-02T00:00:00Z',
      openUntil: '2026-12-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
  });
});
