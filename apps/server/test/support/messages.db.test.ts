import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, buildSupportFixture } from './support-fixture.ts';
import type { SupportFixture } from './support-fixture.ts';

let f: SupportFixture;

beforeAll(async () => {
  f = await buildSupportFixture();
});
afterAll(() => f.t.close());

async function send(body: object): Promise<{ id: number; recipientCount: number }> {
  const res = await f.post('opA', '/admin/message/send', { title: '안내', content: '<p>본문</p>', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function unread(token: 'a1' | 'a2' | 'b'): Promise<number> {
  return (await f.get('/message/my_unread_count', {}, token)).json<{ count: number }>().count;
}

async function rowCounts(messageId: number) {
  const found = await f.t.db.query<{ bodies: number; recipients: number }>(
    `SELECT (SELECT count(*)::int FROM message WHERE id = $1) AS bodies,
       (SELECT count(*)::int FROM message_recipient WHERE message_id = $1) AS recipients`,
    [messageId],
  );
  return found.rows[0];
}

describe('sending', () => {
  it('to one member writes one body and one recipient row, sanitised and audited', async () => {
    const audits = await auditCount(f.t.db, f.siteA, 'MESSAGE_SEND');
    const sent = await send({
      memberIds: [f.memberA1],
      content: '<p onclick="x()">안녕<script>x()</script></p>',
    });
    expect(sent.recipientCount).toBe(1);
    expect(await rowCounts(sent.id)).toEqual({ bodies: 1, recipients: 1 });
    expect(await auditCount(f.t.db, f.siteA, 'MESSAGE_SEND')).toBe(audits + 1);
    const list = await f.get('/message/list', {}, 'a1');
    expect(list.json<{ content: unknown[] }>().content[0]).toMatchObject({
      id: sent.id,
      title: '안내',
      content: '<p>안녕</p>',
      isRead: false,
    });
    expect(await unread('a2')).toBe(0);
  });

  it("to a filter reaches the site's matching members only: one body, N recipient rows", async () => {
    const everyone = await send({ filter: {} });
    expect(everyone.recipientCount).toBe(2);
    expect(await rowCounts(everyone.id)).toEqual({ bodies: 1, recipients: 2 });
    expect(await unread('b')).toBe(0);
    await f.t.db.query(`UPDATE member SET status = 'DENY' WHERE id = $1`, [f.memberA2]);
    const denied = await send({ filter: { status: 'DENY' } });
    expect(denied.recipientCount).toBe(1);
    const recipients = await f.t.db.query('SELECT member_id FROM message_recipient WHERE message_id = $1', [
      denied.id,
    ]);
    expect(recipients.rows).toEqual([{ member_id: f.memberA2 }]);
    await f.t.db.query(`UPDATE member SET status = 'NORMAL' WHERE id = $1`, [f.memberA2]);
  });

  it('refuses an empty audience, another site’s member and both a list and a filter, writing nothing', async () => {
    const before = await f.t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM message');
    const empty = await f.post('opA', '/admin/message/send', {
      filter: { joinedFrom: '2099-01-01T00:00:00Z' },
      title: 't',
      content: 'c',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'MESSAGE_AUDIENCE_EMPTY' });
    const foreign = await f.post('opA', '/admin/message/send', {
      memberIds: [f.memberA1, f.memberB],
      title: 't',
      content: 'c',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    const both = await f.post('opA', '/admin/message/send', {
      memberIds: [f.memberA1],
      filter: {},
      title: 't',
      content: 'c',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const after = await f.t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM message');
    expect(after.rows).toEqual(before.rows);
    expect(
      (await f.post('a1', '/admin/message/send', { filter: {}, title: 't', content: 'c' })).statusCode,
    ).toBe(403);
  });
});

describe("a member's box", () => {
  it('read_all marks only the caller’s messages', async () => {
    const a2Before = await unread('a2');
    expect(a2Before).toBeGreaterThan(0);
    const a1Before = await unread('a1');
    const all = await f.post('a1', '/message/read_all');
    expect(all.json()).toEqual({ count: a1Before });
    expect(await unread('a1')).toBe(0);
    expect(await unread('a2')).toBe(a2Before);
    const readOnes = await f.get('/message/list', { isReadStrs: '1' }, 'a1');
    expect(readOnes.json<{ totalElements: number }>().totalElements).toBe(a1Before);
    const unreadOnes = await f.get('/message/list', { isReadStrs: '0' }, 'a1');
    expect(unreadOnes.json<{ totalElements: number }>().totalElements).toBe(0);
  });

  it('delete removes the caller’s copy only; the body stays for the others', async () => {
    const sent = await send({ memberIds: [f.memberA1, f.memberA2] });
    const deleted = await f.post('a1', '/message/delete', { id: sent.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: sent.id });
    expect(await rowCounts(sent.id)).toEqual({ bodies: 1, recipients: 1 });
    const a2List = await f.get('/message/list', {}, 'a2');
    expect(a2List.json<{ content: { id: number }[] }>().content.map((row) => row.id)).toContain(sent.id);
    const again = await f.post('a1', '/message/delete', { id: sent.id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'MESSAGE_NOT_FOUND' });
  });

  it("another member's message is MESSAGE_NOT_FOUND and stays theirs", async () => {
    const sent = await send({ memberIds: [f.memberA2] });
    for (const token of ['a1', 'b'] as const) {
      const res = await f.post(token, '/message/delete', { id: sent.id });
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MESSAGE_NOT_FOUND' });
    }
    expect(await rowCounts(sent.id)).toEqual({ bodies: 1, recipients: 1 });
  });
});
