import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from './multipart.ts';
import { buildSupportFixture } from './support-fixture.ts';
import type { SupportFixture, SupportToken } from './support-fixture.ts';

let f: SupportFixture;

beforeAll(async () => {
  f = await buildSupportFixture();
});
afterAll(() => f.t.close());

async function upload(token: SupportToken, path: '/admin/file' | '/file'): Promise<string> {
  const site = token === 'b' || token === 'opB' ? f.siteB : f.siteA;
  const body = multipart('chart.png', 'image/png', png);
  const res = await f.t.app.inject({
    method: 'POST',
    url: `/api${path}?siteInfoId=${site}`,
    payload: body.payload,
    headers: { ...body.headers, ...f.as(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

const withImage = (id: string) => `<p>차트</p><img src="/api/file/${id}" alt="차트" />`;

describe('POST /admin/file', () => {
  it("stores an operator's upload as a site file, owned by no member", async () => {
    const id = await upload('opA', '/admin/file');
    const row = await f.t.db.query(
      'SELECT site_id, owner_member_id, mime_type FROM stored_file WHERE id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ site_id: f.siteA, owner_member_id: null, mime_type: 'image/png' });
  });

  it('is for operators only', async () => {
    const body = multipart('x.png', 'image/png', png);
    const res = await f.t.app.inject({
      method: 'POST',
      url: `/api/admin/file?siteInfoId=${f.siteA}`,
      payload: body.payload,
      headers: { ...body.headers, ...f.as('a1') },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a site image', () => {
  it("loads for anyone by the post's own src (no token, no site), cacheable; a member's file does not", async () => {
    const id = await upload('opA', '/admin/file');
    const res = await f.t.app.inject({ url: `/api/file/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png)).toBe(true);

    // A guest learns nothing of anything but a site image: not whether it exists, nor where.
    const members = await upload('a1', '/file');
    for (const url of [
      `/api/file/${id}?siteInfoId=${f.siteB}`,
      `/api/file/${members}`,
      `/api/file/${members}?siteInfoId=${f.siteA}`,
      `/api/file/${randomUUID()}`,
    ]) {
      const refused = await f.t.app.inject({ url });
      expect([refused.statusCode, refused.json<{ code: string }>().code], url).toEqual([401, 'UNAUTHORIZED']);
    }
    // A member of the site still gets only their own files, and the site's images.
    const ownerReads = await f.t.app.inject({
      url: `/api/file/${id}?siteInfoId=${f.siteA}`,
      headers: f.as('a1'),
    });
    expect(ownerReads.statusCode).toBe(200);
  });
});

describe('images in posts and messages', () => {
  it("keep a site file of the operator's site", async () => {
    const id = await upload('opA', '/admin/file');
    const res = await f.post('opA', '/admin/content/create', {
      kind: 'STRATEGY',
      title: '차트',
      content: withImage(id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ content: withImage(id) });
    const sent = await f.post('opA', '/admin/message/send', {
      memberIds: [f.memberA1],
      title: '차트',
      content: withImage(id),
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it("refuse a member's upload, another site's file and an unknown id with CONTENT_IMAGE_NOT_FOUND", async () => {
    const members = await upload('a1', '/file');
    const otherSites = await upload('opB', '/admin/file');
    const ours = await upload('opA', '/admin/file');
    const existing = await f.post('opA', '/admin/content/create', {
      kind: 'FAQ',
      title: 'FAQ',
      content: '<p>x</p>',
    });
    const existingId = existing.json<{ id: number }>().id;
    for (const id of [members, otherSites, randomUUID()]) {
      const html = withImage(ours) + withImage(id);
      for (const [path, body] of [
        ['/admin/content/create', { kind: 'NOTICE', title: '공지', content: html }],
        ['/admin/content/update', { id: existingId, title: 'FAQ', content: html }],
        ['/admin/message/send', { memberIds: [f.memberA1], title: '메시지', content: html }],
      ] as const) {
        const res = await f.post('opA', path, body);
        expect(res.statusCode, `${path} ${id}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'CONTENT_IMAGE_NOT_FOUND' });
      }
    }
    const row = await f.t.db.query('SELECT content FROM content WHERE id = $1', [existingId]);
    expect(row.rows[0]).toEqual({ content: '<p>x</p>' });
  });
});
