import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, buildSupportFixture } from './support-fixture.ts';
import type { SupportFixture } from './support-fixture.ts';

let f: SupportFixture;

beforeAll(async () => {
  f = await buildSupportFixture();
});
afterAll(() => f.t.close());

async function ask(token: 'a1' | 'a2' | 'b', question: string): Promise<number> {
  const res = await f.post(token, '/contact/create', { question });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

async function unread(token: 'a1' | 'a2'): Promise<number> {
  return (await f.get('/contact/my_unread_count', {}, token)).json<{ count: number }>().count;
}

describe('a member asking', () => {
  it('gets the inquiry back waiting, counted as read (nothing to read yet)', async () => {
    const res = await f.post('a1', '/contact/create', { question: '  입금이 안 됐어요  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      question: '입금이 안 됐어요',
      answer: null,
      isAnswer: false,
      isRead: true,
    });
  });

  it('is refused an empty question, NUL and 2001 characters, each with its code', async () => {
    const empty = await f.post('a1', '/contact/create', { question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CONTACT_QUESTION_REQUIRED' });
    const nul = await f.post('a1', '/contact/create', { question: '질문\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'TEXT_NOT_ALLOWED' });
    const long = await f.post('a1', '/contact/create', { question: '가'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'CONTACT_QUESTION_TOO_LONG',
      message: '문의 내용은 2000자 이하로 입력해주세요.',
    });
    expect((await f.post('a1', '/contact/create', { question: '가'.repeat(2000) })).statusCode).toBe(200);
  });
});

describe('an answer', () => {
  it("is the operator's, once: a second answer is CONTACT_ALREADY_ANSWERED and the first stands", async () => {
    const id = await ask('a1', '출금은 언제 되나요?');
    const before = await auditCount(f.t.db, f.siteA, 'CONTACT_ANSWER');
    const first = await f.post('opA', '/admin/contact/answer', { id, answer: '30분 안에 처리됩니다.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id,
      memberId: f.memberA1,
      answer: '30분 안에 처리됩니다.',
      isAnswer: true,
    });
    const second = await f.post('opA', '/admin/contact/answer', { id, answer: '덮어쓰기' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONTACT_ALREADY_ANSWERED' });
    expect(await auditCount(f.t.db, f.siteA, 'CONTACT_ANSWER')).toBe(before + 1);
    const read = await f.get('/contact/read', { id }, 'a1');
    expect(read.json()).toMatchObject({ answer: '30분 안에 처리됩니다.' });
  });

  it('given by two operators at once is one answer: the other is CONTACT_ALREADY_ANSWERED', async () => {
    const id = await ask('a1', '동시에 답변되나요?');
    const answers = await Promise.all(
      ['첫째 답변', '둘째 답변'].map((answer) => f.post('opA', '/admin/contact/answer', { id, answer })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json<{ answer: string }>().answer;
    const row = await f.t.db.query('SELECT answer FROM contact WHERE id = $1', [id]);
    expect(row.rows[0]).toEqual({ answer: winner });
  });

  it("of another site's inquiry is CONTACT_NOT_FOUND", async () => {
    const theirs = await ask('b', '다른 사이트 문의');
    const res = await f.post('opA', '/admin/contact/answer', { id: theirs, answer: '답변' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CONTACT_NOT_FOUND' });
    const row = await f.t.db.query('SELECT answer FROM contact WHERE id = $1', [theirs]);
    expect(row.rows[0]).toEqual({ answer: null });
  });
});

describe('reading', () => {
  it("another member's inquiry is CONTACT_NOT_FOUND and marks nothing", async () => {
    const id = await ask('a2', '내 문의');
    await f.post('opA', '/admin/contact/answer', { id, answer: '답변' });
    const res = await f.get('/contact/read', { id }, 'a1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CONTACT_NOT_FOUND' });
    expect(await unread('a2')).toBe(1);
    const fromOtherSite = await f.get('/contact/read', { id }, 'b');
    expect(fromOtherSite.statusCode).toBe(404);
  });

  it('counts unread answers down after read and read_all, touching only the caller', async () => {
    const ids = [await ask('a1', '하나'), await ask('a1', '둘'), await ask('a1', '셋')];
    const a2Before = await unread('a2');
    const a1Before = await unread('a1');
    for (const id of ids) await f.post('opA', '/admin/contact/answer', { id, answer: '네' });
    expect(await unread('a1')).toBe(a1Before + 3);
    const read = await f.get('/contact/read', { id: ids[0]! }, 'a1');
    expect(read.json()).toMatchObject({ isRead: true, isAnswer: true });
    expect(await unread('a1')).toBe(a1Before + 2);
    const unreadList = await f.get('/contact/list', { isReadStrs: '0' }, 'a1');
    expect(unreadList.json<{ content: { id: number }[] }>().content.map((row) => row.id)).toEqual(
      expect.arrayContaining([ids[1], ids[2]]),
    );
    const all = await f.post('a1', '/contact/read_all');
    expect(all.json()).toEqual({ count: a1Before + 2 });
    expect(await unread('a1')).toBe(0);
    expect(await unread('a2')).toBe(a2Before);
  });

  it('lists only the caller’s inquiries, newest first, by answered flag', async () => {
    const list = await f.get('/contact/list', { isAnswerStrs: '0', size: 100 }, 'a1');
    const rows = list.json<{ content: { id: number; isAnswer: boolean }[] }>().content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.isAnswer)).toBe(true);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const owners = await f.t.db.query<{ member_id: number }>(
      'SELECT DISTINCT member_id FROM contact WHERE id = ANY($1::int[])',
      [ids],
    );
    expect(owners.rows).toEqual([{ member_id: f.memberA1 }]);
  });
});

describe('the operators’ list', () => {
  it('shows the site’s waiting inquiries first, oldest first, and none of another site', async () => {
    const list = await f.get('/admin/contact/list', { size: 100 }, 'opA');
    const rows = list.json<{ content: { id: number; isAnswer: boolean; memberId: number }[] }>().content;
    const waiting = rows.filter((row) => !row.isAnswer).map((row) => row.id);
    expect(rows.slice(0, waiting.length).every((row) => !row.isAnswer)).toBe(true);
    expect(waiting).toEqual([...waiting].sort((a, b) => a - b));
    expect(rows.some((row) => row.memberId === f.memberB)).toBe(false);
    const member = await f.get('/admin/contact/list', {}, 'a1');
    expect(member.statusCode).toBe(403);
  });
});

describe('an inquiry an operator opens', () => {
  it('reaches the member unread, subject as question and message as answer, audited', async () => {
    const before = await unread('a1');
    const audits = await auditCount(f.t.db, f.siteA, 'CONTACT_CREATE');
    const res = await f.post('opA', '/admin/contact/create', {
      memberId: f.memberA1,
      subject: '  출금 계좌 확인 요청 ',
      message: '등록하신 계좌의 예금주를 확인해 주세요.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    expect(res.json()).toMatchObject({
      startedBy: 'OPERATOR',
      memberId: f.memberA1,
      question: '출금 계좌 확인 요청',
      answer: '등록하신 계좌의 예금주를 확인해 주세요.',
      isAnswer: true,
      isRead: false,
      answeredBy: f.operatorA,
    });
    expect(await unread('a1')).toBe(before + 1);
    expect(await auditCount(f.t.db, f.siteA, 'CONTACT_CREATE')).toBe(audits + 1);
    const listed = await f.get('/contact/list', { isReadStrs: '0' }, 'a1');
    expect(listed.json<{ content: { id: number; startedBy: string }[] }>().content).toContainEqual(
      expect.objectContaining({ id, startedBy: 'OPERATOR' }),
    );
    // Another member of the site does not see it; the member's own read marks it read.
    const theirs = await f.get('/contact/read', { id }, 'a2');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'CONTACT_NOT_FOUND' });
    const read = await f.get('/contact/read', { id }, 'a1');
    expect(read.json()).toMatchObject({ id, isRead: true, startedBy: 'OPERATOR' });
    expect(await unread('a1')).toBe(before);
    // An operator's inquiry is already answered: answering it again is refused.
    const again = await f.post('opA', '/admin/contact/answer', { id, answer: '추가 답변' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONTACT_ALREADY_ANSWERED' });
  });

  it("to another site's member, or no member, is MEMBER_NOT_FOUND and stores nothing", async () => {
    const count = async () =>
      (await f.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact')).rows[0]!.n;
    const before = await count();
    for (const memberId of [f.memberB, 999_999]) {
      const res = await f.post('opA', '/admin/contact/create', {
        memberId,
        subject: '제목',
        message: '내용',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    }
    expect(await count()).toBe(before);
  });

  it('is refused an empty subject or message and NUL, and is for operators only', async () => {
    const refusals: [object, string, string][] = [
      [{ subject: '  ', message: '내용' }, 'INVALID_INPUT', 'body.subject'],
      [{ subject: '제목', message: '' }, 'INVALID_INPUT', 'body.message'],
      [{ subject: '제목\u0000', message: '내용' }, 'TEXT_NOT_ALLOWED', 'body.subject'],
    ];
    for (const [body, code, path] of refusals) {
      const res = await f.post('opA', '/admin/contact/create', { memberId: f.memberA1, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code, data: { issues: [{ path }] } });
    }
    const member = await f.post('a1', '/admin/contact/create', {
      memberId: f.memberA2,
      subject: '제목',
      message: '내용',
    });
    expect(member.statusCode).toBe(403);
  });
});
