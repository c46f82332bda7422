import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { multipart, png, samples } from '../support/multipart.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import {
  authenticateTokens,
  bearer,
  buildTestApp,
  memberCaller,
  operatorCaller,
} from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

const uploadMaxBytes = 64 * 1024;

let db: Database;
let t: TestApp;
let siteA: Site;
let siteB: Site;
let owner: number;

beforeAll(async () => {
  db = await openTestDatabase();
  siteA = await insertSite(db);
  siteB = await insertSite(db);
  owner = await insertMember(db, siteA.id);
  const neighbour = await insertMember(db, siteA.id);
  const stranger = await insertMember(db, siteB.id);
  t = await buildTestApp({
    db,
    env: { FILE_UPLOAD_MAX_BYTES: String(uploadMaxBytes) },
    authenticate: authenticateTokens({
      owner: memberCaller(siteA.id, owner),
      neighbour: memberCaller(siteA.id, neighbour),
      operator: operatorCaller(siteA.id, 1),
      stranger: memberCaller(siteB.id, stranger),
    }),
  });
});
afterAll(async () => {
  await t.close();
  await db.close();
});

function upload(
  token: string | null,
  filename: string,
  contentType: string,
  content: Buffer,
  siteId = siteA.id,
) {
  const body = multipart(filename, contentType, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/file?siteInfoId=${siteId}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token === null ? {} : bearer(token)) },
  });
}

function download(token: string | null, id: string, siteId = siteA.id) {
  return t.app.inject({
    url: `/api/file/${id}?siteInfoId=${siteId}`,
    headers: token === null ? {} : bearer(token),
  });
}

interface Uploaded {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  url: string;
}

async function uploaded(token: string, filename: string, content: Buffer): Promise<Uploaded> {
  const res = await upload(token, filename, 'application/octet-stream', content);
  expect(res.statusCode).toBe(200);
  return res.json<Uploaded>();
}

async function filesOnDisk(): Promise<string[]> {
  const root = join(t.ctx.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('POST /file', () => {
  it.each(Object.entries(samples))(
    'accepts %s judged by its content, whatever the client declared',
    async (mimeType, content) => {
      const res = await upload('owner', '첨부 파일.bin', 'text/plain', content);
      expect(res.statusCode).toBe(200);
      const body = res.json<Uploaded>();
      expect(body).toMatchObject({ size: content.length, mimeType, url: `/api/file/${body.id}` });
      expect(body.name.startsWith('첨부 파일.bin.')).toBe(true);
    },
  );

  it('stores the bytes under files/<site>/<sha256 prefix>/<id> and records the row', async () => {
    const body = await uploaded('owner', '../../evil/입금.png', png);
    expect(body.name).toBe('입금.png');
    const rows = await db.query<{
      site_id: number;
      owner_member_id: number;
      sha256: string;
      storage_path: string;
    }>('SELECT site_id, owner_member_id, sha256, storage_path FROM stored_file WHERE id = $1', [body.id]);
    const row = rows.rows[0]!;
    expect(row).toMatchObject({ site_id: siteA.id, owner_member_id: owner });
    expect(row.storage_path).toBe(`${siteA.id}/${row.sha256.slice(0, 2)}/${body.id}`);
    const onDisk = await readFile(join(t.ctx.config.dataDir, 'files', row.storage_path));
    expect(onDisk.equals(png)).toBe(true);
  });

  it.each([
    [
      'HTML named and declared as a PNG',
      'x.png',
      'image/png',
      Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    [
      'SVG declared as an image',
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['an executable named .pdf', 'x.pdf', 'application/pdf', Buffer.from('MZ\x90\x00rest-of-an-exe')],
    ['an empty file', 'x.gif', 'image/gif', Buffer.alloc(0)],
  ])('refuses %s with FILE_TYPE_NOT_ALLOWED and keeps nothing', async (_name, filename, type, content) => {
    const before = await filesOnDisk();
    const res = await upload('owner', filename, type, content);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a file over the configured size with FILE_TOO_LARGE and keeps nothing', async () => {
    const before = await filesOnDisk();
    const res = await upload(
      'owner',
      'big.png',
      'image/png',
      Buffer.concat([png, Buffer.alloc(uploadMaxBytes)]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', data: { maxBytes: uploadMaxBytes } });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('accepts a file of exactly the configured size', async () => {
    const content = Buffer.concat([png, Buffer.alloc(uploadMaxBytes - png.length)]);
    expect((await upload('owner', 'max.png', 'image/png', content)).statusCode).toBe(200);
  });

  it('answers INVALID_INPUT for a form without a file, and for a body that is not multipart', async () => {
    const boundary = 'xyz';
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/file?siteInfoId=${siteA.id}`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer('owner') },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/file?siteInfoId=${siteA.id}`,
      payload: { file: 'x' },
      headers: bearer('owner'),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('refuses guests with UNAUTHORIZED and operators with FORBIDDEN', async () => {
    expect((await upload(null, 'a.png', 'image/png', png)).json()).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect((await upload('operator', 'a.png', 'image/png', png)).json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});

describe('GET /file/:id', () => {
  it('serves the owner the same bytes with the stored type, as a download, nosniff and uncached', async () => {
    const file = await uploaded('owner', '입금 확인.pdf', samples['application/pdf']);
    const res = await download('owner', file.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samples['application/pdf'])).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ __.pdf"; filename*=UTF-8''${encodeURIComponent('입금 확인.pdf')}`,
    );
  });

  it("serves an operator any file of the operator's site", async () => {
    const file = await uploaded('owner', 'a.gif', samples['image/gif']);
    const res = await download('operator', file.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
  });

  it('answers FILE_NOT_FOUND to another member of the same site and to a member of another site', async () => {
    const file = await uploaded('owner', 'a.png', png);
    for (const [token, siteId] of [
      ['neighbour', siteA.id],
      ['stranger', siteB.id],
    ] as const) {
      const res = await download(token, file.id, siteId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
    }
  });

  it("answers SITE_MISMATCH to another site's member who names the file's site", async () => {
    const file = await uploaded('owner', 'a.png', png);
    const res = await download('stranger', file.id, siteA.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SITE_MISMATCH' });
  });

  it('answers UNAUTHORIZED to a guest, FILE_NOT_FOUND for an unknown id and INVALID_INPUT for a malformed one', async () => {
    const file = await uploaded('owner', 'a.png', png);
    expect((await download(null, file.id)).json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const unknown = await download('owner', '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toMatchObject({ status: 404, code: 'FILE_NOT_FOUND' });
    const malformed = await download('owner', '..%2F..%2Fetc%2Fpasswd');
    expect(malformed.json()).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });
});
