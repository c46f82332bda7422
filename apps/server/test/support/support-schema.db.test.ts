import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { insertMember, insertSite } from './seed-site.ts';
import { openTestDatabase } from './test-database.ts';

// Migration 0020: the rules the tables keep by themselves, whatever code writes to them.
let db: Database;
let siteId: number;
let memberId: number;
let adminId: number;

beforeAll(async () => {
  db = await openTestDatabase();
  siteId = (await insertSite(db)).id;
  memberId = await insertMember(db, siteId);
  const admin = await db.query<{ id: number }>(
    `INSERT INTO admin (site_id, username, password_hash, name) VALUES ($1, 'op', 'not-a-hash', 'op') RETURNING id`,
    [siteId],
  );
  adminId = admin.rows[0]!.id;
});
afterAll(() => db.close());

async function insertContent(values: { kind: string; category?: string | null; isOpen?: boolean }) {
  return db.query<{ id: number }>(
    `INSERT INTO content (site_id, kind, category, title, content, is_open, created_by)
     VALUES ($1, $2, $3, '제목', '<p>본문</p>', $4, $5) RETURNING id`,
    [siteId, values.kind, values.category ?? null, values.isOpen ?? true, adminId],
  );
}

describe('content', () => {
  it('keeps one open static page per key, drafts beside it', async () => {
    await insertContent({ kind: 'STATIC', category: 'terms' });
    await insertContent({ kind: 'STATIC', category: 'terms', isOpen: false });
    await expect(insertContent({ kind: 'STATIC', category: 'terms' })).rejects.toThrow(/content_static_key/);
  });

  it('refuses a static page without a key, an unknown kind and a key with other characters', async () => {
    await expect(insertContent({ kind: 'STATIC', category: null })).rejects.toThrow(/check/i);
    await expect(insertContent({ kind: 'BLOG' })).rejects.toThrow(/check/i);
    await expect(insertContent({ kind: 'NOTICE', category: '공지' })).rejects.toThrow(/check/i);
  });
});

describe('contact', () => {
  it('refuses an answer without its operator and time, and a read mark without an answer', async () => {
    await expect(
      db.query(`INSERT INTO contact (site_id, member_id, question, answer) VALUES ($1, $2, '질문', '답변')`, [
        siteId,
        memberId,
      ]),
    ).rejects.toThrow(/check/i);
    await expect(
      db.query(
        `INSERT INTO contact (site_id, member_id, question, answer_read_at) VALUES ($1, $2, '질문', now())`,
        [siteId, memberId],
      ),
    ).rejects.toThrow(/check/i);
    await expect(
      db.query(`INSERT INTO contact (site_id, member_id, question) VALUES ($1, $2, '')`, [siteId, memberId]),
    ).rejects.toThrow(/check/i);
  });
});

describe('message_recipient', () => {
  it('names a real member and a real message', async () => {
    await expect(
      db.query('INSERT INTO message_recipient (member_id, message_id) VALUES ($1, 999999)', [memberId]),
    ).rejects.toThrow(/foreign key/i);
  });
});

describe('operator_audit', () => {
  it('is append-only: an update or a delete raises', async () => {
    const row = await db.query<{ id: number }>(
      `INSERT INTO operator_audit (site_id, admin_id, action, target_kind, target_id)
       VALUES ($1, $2, 'CONTENT_CREATE', 'CONTENT', 1) RETURNING id`,
      [siteId, adminId],
    );
    const id = row.rows[0]!.id;
    await expect(
      db.query(`UPDATE operator_audit SET action = 'CONTENT_UPDATE' WHERE id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM operator_audit WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    const kept = await db.query('SELECT 1 FROM operator_audit WHERE id = $1', [id]);
    expect(kept.rowCount).toBe(1);
  });

  it('refuses an action it does not know', async () => {
    await expect(
      db.query(
        `INSERT INTO operator_audit (site_id, admin_id, action, target_kind, target_id)
         VALUES ($1, $2, 'SOMETHING', 'CONTENT', 1)`,
        [siteId, adminId],
      ),
    ).rejects.toThrow(/check/i);
  });
});
