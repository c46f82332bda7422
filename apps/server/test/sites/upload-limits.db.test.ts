import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { multipart, png } from '../support/multipart.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

// A site with a small upload quota, so the test reaches it with a few files: 3 files or 1,000 bytes
// per member per rolling hour.
const quota = { maxFilesPerHour: 3, maxBytesPerHour: 1000 };

let db: Database;
let t: TestApp;
let site: Site;
let ids: { first: number; second: number; third: number; fourth: number };

beforeAll(async () => {
  db = await openTestDatabase();
  site = await insertSite(db, { settings: { uploads: quota } });
  ids = {
    first: await insertMember(db, site.id),
    second: await insertMember(db, site.id),
    third: await insertMember(db, site.id),
    fourth: await insertMember(db, site.id),
  };
  t = await buildTestApp({
    db,
    authenticate: authenticateTokens({
      first: memberCaller(site.id, ids.first),
      second: memberCaller(site.id, ids.second),
      third: memberCaller(site.id, ids.third),
      fourth: memberCaller(site.id, ids.fourth),
    }),
  });
});
afterAll(async () => {
  await t.close();
  await db.close();
});

function post(token: string, body: { payload: Buffer | string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/file?siteInfoId=${site.id}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const upload = (token: string, content: Buffer = png) =>
  post(token, multipart('a.png', 'image/png', content));

async function filesOnDisk(): Promise<string[]> {
  const root = join(t.ctx.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function rowsOf(memberId: number): Promise<number> {
  const found = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM stored_file WHERE owner_member_id = $1',
    [memberId],
  );
  return found.rows[0]!.n;
}

describe('a truncated multipart body on POST /file', () => {
  it.each([
    ['cut inside the file', (full: Buffer) => full.subarray(0, full.length - 60)],
    ['cut before its closing boundary', (full: Buffer) => full.subarray(0, full.length - 8)],
    ['cut inside the part headers', (full: Buffer) => full.subarray(0, 40)],
  ])('answers UPLOAD_INCOMPLETE when %s, and stores nothing', async (_name, cut) => {
    const body = multipart('cut.png', 'image/png', png);
    const before = await filesOnDisk();
    const res = await post('third', { payload: cut(body.payload), headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_INCOMPLETE',
      message: '파일 전송이 완료되지 않았습니다. 다시 올려주세요.',
    });
    expect(await rowsOf(ids.third)).toBe(0);
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe('the upload quota per member and rolling hour', () => {
  it('refuses the file after the hourly count with UPLOAD_QUOTA_EXCEEDED and stores nothing', async () => {
    for (let i = 0; i < quota.maxFilesPerHour; i += 1) expect((await upload('first')).statusCode).toBe(200);
    const before = await filesOnDisk();
    const refused = await upload('first');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: '1시간에 올릴 수 있는 파일은 3개, 1,000바이트까지입니다. 잠시 후 다시 시도해주세요.',
    });
    expect(await rowsOf(ids.first)).toBe(quota.maxFilesPerHour);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('leaves another member of the site unaffected', async () => {
    expect((await upload('second')).statusCode).toBe(200);
  });

  it('counts bytes too: a file that takes the hour past its bytes is refused, one that reaches them is not', async () => {
    expect((await upload('fourth')).statusCode).toBe(200);
    const room = quota.maxBytesPerHour - png.length;
    const over = await upload('fourth', Buffer.concat([png, Buffer.alloc(room - png.length + 1)]));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(await rowsOf(ids.fourth)).toBe(1);
    expect((await upload('fourth', Buffer.concat([png, Buffer.alloc(room - png.length)]))).statusCode).toBe(
      200,
    );
  });

  it('counts uploads of the last hour only, from the stored rows', async () => {
    await db.query(
      `UPDATE stored_file SET created_at = now() - interval '61 minutes' WHERE owner_member_id = $1`,
      [ids.first],
    );
    expect((await upload('first')).statusCode).toBe(200);
  });

  it('lets concurrent uploads past the count only up to the quota', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => upload('third')));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect(await rowsOf(ids.third)).toBe(3);
  });
});
