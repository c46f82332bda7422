import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { chat } from '@baro/contracts';
import { errorCode } from '../support/accounts-fixture.ts';
import { memberMessage, openLivechatFixture } from './livechat-fixture.ts';
import type { LivechatFixture } from './livechat-fixture.ts';
import type { SignedInMember } from '../support/realtime-fixture.ts';

// Live chat over HTTP (issue 18; docs/support-design.md "live chat"): a member's conversation with
// the site's operators, in seq order, retry-safe, rate-limited, and closed to everyone else.

let f: LivechatFixture;
let operator: string;

beforeAll(async () => {
  f = await openLivechatFixture();
  operator = await f.operator();
});
afterAll(() => f.rt.close());

const send = (member: SignedInMember, body: Record<string, unknown>) =>
  f.rt.fx.post('/chat/send', body, { token: member.accessToken });
const history = (member: SignedInMember, query: Record<string, string> = {}) =>
  f.rt.fx.get('/chat/history', query, { token: member.accessToken });
const adminPost = (path: string, body: Record<string, unknown>, token = operator, siteId?: number) =>
  f.rt.fx.post(path, body, { token, ...(siteId === undefined ? {} : { siteId }) });
const adminGet = (path: string, query: Record<string, string>, token = operator, siteId?: number) =>
  f.rt.fx.get(path, query, { token, ...(siteId === undefined ? {} : { siteId }) });

async function messagesOf(member: SignedInMember): Promise<chat.ChatMessage[]> {
  const res = await history(member, { size: '100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<chat.ChatHistory>().messages;
}

describe('a member’s messages', () => {
  it('are numbered 1, 2, 3 in their conversation, and a retried send stores nothing twice', async () => {
    const member = await f.rt.signedIn();
    expect((await history(member)).json()).toEqual({ conversation: null, messages: [] });

    const first = memberMessage('입금이 아직 안 들어왔어요');
    const sent = await send(member, first);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      seq: 1,
      senderKind: 'MEMBER',
      body: first.body,
      clientId: first.clientId,
    });
    const again = await send(member, first);
    expect(again.json()).toEqual(sent.json());
    expect((await send(member, memberMessage('확인 부탁드립니다'))).json()).toMatchObject({ seq: 2 });

    const page = (await history(member)).json<chat.ChatHistory>();
    expect(page.messages.map((message) => message.seq)).toEqual([1, 2]);
    expect(page.conversation).toMatchObject({
      lastSeq: 2,
      memberReadSeq: 0,
      operatorReadSeq: 0,
      closed: false,
    });
    expect(page.conversation?.waitingSince).not.toBeNull();
  });

  it('store one message when the same send arrives twice at once (a retry racing the first try)', async () => {
    const member = await f.rt.signedIn();
    const message = memberMessage('동시에 두 번 보내진 메시지');
    const [a, b] = await Promise.all([send(member, message), send(member, message)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await messagesOf(member)).length).toBe(1);
  });

  it('page after a seq (catching up), before one (scrolling back), or the newest', async () => {
    const member = await f.rt.signedIn();
    for (const n of [1, 2, 3, 4]) await send(member, memberMessage(`메시지 ${n}`));
    f.rt.fx.clock.advanceMs(10_000);
    const seqs = async (query: Record<string, string>) =>
      (await history(member, query)).json<chat.ChatHistory>().messages.map((message) => message.seq);
    expect(await seqs({ afterSeq: '1', size: '2' })).toEqual([2, 3]);
    expect(await seqs({ beforeSeq: '4', size: '2' })).toEqual([2, 3]);
    expect(await seqs({ size: '2' })).toEqual([3, 4]);
    expect(await seqs({ afterSeq: '1', beforeSeq: '4' })).toEqual([2, 3]);
  });

  it('are refused when empty, overlong or holding control characters, with their own codes, and nothing is stored', async () => {
    const member = await f.rt.signedIn();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ clientId: randomUUID() }, 400, 'CHAT_EMPTY'],
      [memberMessage('   '), 400, 'CHAT_EMPTY'],
      // NUL is refused for every call before its schema (the server's own guard); other controls here.
      [memberMessage('a\u0000b'), 400, 'TEXT_NOT_ALLOWED'],
      [memberMessage('a\u0007b'), 400, 'CHAT_INVALID_CHARACTER'],
      [memberMessage('x'.repeat(1001)), 400, 'CHAT_BODY_TOO_LONG'],
      [{ clientId: 'not-a-uuid', body: '안녕하세요' }, 400, 'INVALID_INPUT'],
    ];
    for (const [body, status, code] of cases) {
      const res = await send(member, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(errorCode(res)).toBe(code);
    }
    const tooLong = await send(member, memberMessage('x'.repeat(1001)));
    expect(tooLong.json<{ message: string }>().message).toContain('1000');
    // 1,000 characters that are each two UTF-16 units still fit: the limit counts characters.
    expect((await send(member, memberMessage('😀'.repeat(1000)))).statusCode).toBe(200);
    expect((await messagesOf(member)).length).toBe(1);
  });

  it('are limited to five in ten seconds, counted from what is stored', async () => {
    const member = await f.rt.signedIn();
    for (let n = 1; n <= 5; n += 1) expect((await send(member, memberMessage(`${n}`))).statusCode).toBe(200);
    const sixth = await send(member, memberMessage('6'));
    expect(sixth.statusCode).toBe(429);
    expect(errorCode(sixth)).toBe('CHAT_RATE_LIMITED');
    expect((await messagesOf(member)).length).toBe(5);
    f.rt.fx.clock.advanceMs(10_001);
    expect((await send(member, memberMessage('6'))).statusCode).toBe(200);
  });

  it('may carry the member’s own uploaded image, and no one else’s file', async () => {
    const member = await f.rt.signedIn();
    const other = await f.rt.signedIn();
    const upload = (who: SignedInMember, type: 'image/png' | 'application/pdf') =>
      f.upload(who.accessToken, type);
    const own = await upload(member, 'image/png');
    const sent = await send(member, { clientId: randomUUID(), fileId: own });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ fileId: own, body: null });

    const theirs = await upload(other, 'image/png');
    const refused = await send(member, { clientId: randomUUID(), fileId: theirs });
    expect([refused.statusCode, errorCode(refused)]).toEqual([404, 'CHAT_FILE_NOT_FOUND']);
    const pdf = await upload(member, 'application/pdf');
    const notImage = await send(member, { clientId: randomUUID(), fileId: pdf });
    expect([notImage.statusCode, errorCode(notImage)]).toEqual([400, 'CHAT_FILE_NOT_IMAGE']);
    // An operator's image is the site's to send, not a member's.
    const siteImage = await f.upload(operator, 'image/png', { operator: true });
    const notTheirs = await send(member, { clientId: randomUUID(), fileId: siteImage });
    expect([notTheirs.statusCode, errorCode(notTheirs)]).toEqual([404, 'CHAT_FILE_NOT_FOUND']);
    expect((await messagesOf(member)).length).toBe(1);
  });
});

describe('the operators of the site', () => {
  it('see the waiting conversation first, answer it, and each side’s read mark moves only forward', async () => {
    const member = await f.rt.signedIn();
    await send(member, memberMessage('출금 문의드립니다'));
    await send(member, memberMessage('언제 처리되나요?'));
    const queue = await adminGet('/admin/chat/queue', {});
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = queue
      .json<{ content: chat.ChatQueueEntry[] }>()
      .content.find((candidate) => candidate.memberId === member.id);
    expect(entry).toMatchObject({ unread: 2, lastSeq: 2, assignedAdminId: null });
    expect(entry?.nickname).toMatch(/^nick\d+$/);
    const conversationId = entry!.id;

    const answer = await adminPost('/admin/chat/send', {
      conversationId,
      clientId: randomUUID(),
      body: '확인 후 바로 처리해드리겠습니다.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ seq: 3, senderKind: 'OPERATOR' });
    const after = (await history(member)).json<chat.ChatHistory>();
    expect(after.conversation).toMatchObject({ waitingSince: null, operatorReadSeq: 3, lastSeq: 3 });
    expect(after.messages.map((message) => message.senderKind)).toEqual(['MEMBER', 'MEMBER', 'OPERATOR']);

    const read = await f.rt.fx.post('/chat/read', { seq: 99 }, { token: member.accessToken });
    expect(read.json()).toMatchObject({ memberReadSeq: 3 });
    const back = await f.rt.fx.post('/chat/read', { seq: 1 }, { token: member.accessToken });
    expect(back.json()).toMatchObject({ memberReadSeq: 3 });
    const claimed = await adminPost('/admin/chat/claim', { conversationId });
    expect(claimed.json<chat.ChatQueueEntry>().assignedAdminId).not.toBeNull();
    await adminPost('/admin/chat/close', { conversationId });
    const audit = await f.rt.fx.db.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM operator_audit WHERE target_kind = 'CHAT' AND target_id = $1 ORDER BY id`,
      [conversationId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['CHAT_REPLY', 'CHAT_CLAIM', 'CHAT_CLOSE']);
    expect(audit.rows[0]?.detail).toMatchObject({ seq: 3 });
  });

  it('close a conversation, which the member’s next message opens again', async () => {
    const member = await f.rt.signedIn();
    await send(member, memberMessage('감사합니다'));
    const conversationId = (await history(member)).json<chat.ChatHistory>().conversation!.id;
    expect((await adminPost('/admin/chat/close', { conversationId })).json()).toMatchObject({ closed: true });
    const late = await adminPost('/admin/chat/send', {
      conversationId,
      clientId: randomUUID(),
      body: '늦은 답변',
    });
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'CHAT_CLOSED']);
    await send(member, memberMessage('하나 더 여쭤볼게요'));
    expect((await history(member)).json<chat.ChatHistory>().conversation).toMatchObject({ closed: false });
  });
});

describe('an operator’s image', () => {
  async function openConversation(member: SignedInMember): Promise<number> {
    await send(member, memberMessage('사진으로 안내해 주실 수 있나요?'));
    return (await history(member)).json<chat.ChatHistory>().conversation!.id;
  }

  it('is a site file the operator uploaded, sent alone or with text, which the member loads', async () => {
    const member = await f.rt.signedIn();
    const conversationId = await openConversation(member);
    const image = await f.upload(operator, 'image/png', { operator: true });
    const imageOnly = { conversationId, clientId: randomUUID(), fileId: image };
    const sent = await adminPost('/admin/chat/send', imageOnly);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ seq: 2, senderKind: 'OPERATOR', body: null, fileId: image });
    expect((await adminPost('/admin/chat/send', imageOnly)).json()).toEqual(sent.json());
    const withText = await adminPost('/admin/chat/send', {
      conversationId,
      clientId: randomUUID(),
      body: '위 화면에서 입금 버튼을 눌러주세요.',
      fileId: image,
    });
    expect(withText.json()).toMatchObject({
      seq: 3,
      body: '위 화면에서 입금 버튼을 눌러주세요.',
      fileId: image,
    });

    const shown = await messagesOf(member);
    expect(shown.map((message) => [message.senderKind, message.fileId])).toEqual([
      ['MEMBER', null],
      ['OPERATOR', image],
      ['OPERATOR', image],
    ]);
    // The member's screen loads it with the member's token, as it loads the member's own images.
    const loaded = await f.rt.fx.get(`/file/${image}`, {}, { token: member.accessToken });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['content-type']).toBe('image/png');
    const audit = await f.rt.fx.db.query<{ action: string }>(
      `SELECT action FROM operator_audit WHERE target_kind = 'CHAT' AND target_id = $1 ORDER BY id`,
      [conversationId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['CHAT_REPLY', 'CHAT_REPLY']);
  });

  it('may not be a member’s file, another site’s file or a file that is no image, and nothing is stored', async () => {
    const member = await f.rt.signedIn();
    const conversationId = await openConversation(member);
    const membersOwn = await f.upload(member.accessToken, 'image/png');
    const otherSiteImage = await f.upload(await f.otherOperator(), 'image/png', {
      operator: true,
      siteId: f.otherSite.id,
    });
    const sitePdf = await f.upload(operator, 'application/pdf', { operator: true });
    const cases: [string, number, string][] = [
      [membersOwn, 404, 'CHAT_FILE_NOT_FOUND'],
      [otherSiteImage, 404, 'CHAT_FILE_NOT_FOUND'],
      [randomUUID(), 404, 'CHAT_FILE_NOT_FOUND'],
      [sitePdf, 400, 'CHAT_FILE_NOT_IMAGE'],
    ];
    for (const [fileId, status, code] of cases) {
      const res = await adminPost('/admin/chat/send', { conversationId, clientId: randomUUID(), fileId });
      expect([res.statusCode, errorCode(res)], fileId).toEqual([status, code]);
    }
    const empty = await adminPost('/admin/chat/send', { conversationId, clientId: randomUUID(), body: '' });
    expect([empty.statusCode, errorCode(empty)]).toEqual([400, 'CHAT_EMPTY']);
    expect((await messagesOf(member)).length).toBe(1);
    const audit = await f.rt.fx.db.query(
      `SELECT 1 FROM operator_audit WHERE target_kind = 'CHAT' AND target_id = $1`,
      [conversationId],
    );
    expect(audit.rows).toEqual([]);
  });
});

describe('a member’s attachment', () => {
  it('is seen by the operators of the member’s site, and by no other site’s operator', async () => {
    const member = await f.rt.signedIn();
    const image = await f.upload(member.accessToken, 'image/jpeg');
    expect((await send(member, { clientId: randomUUID(), fileId: image })).statusCode).toBe(200);
    const seen = await adminGet(`/file/${image}`, {});
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toBe('private, no-store');

    const other = await f.otherOperator();
    const fromOtherSite = await adminGet(`/file/${image}`, {}, other, f.otherSite.id);
    expect([fromOtherSite.statusCode, errorCode(fromOtherSite)]).toEqual([404, 'FILE_NOT_FOUND']);
    // Without a siteInfoId the operator's own site is the one searched.
    const bare = await f.rt.fx.app.inject({
      url: `/api/file/${image}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect([bare.statusCode, errorCode(bare)]).toEqual([404, 'FILE_NOT_FOUND']);
    const namingTheSite = await adminGet(`/file/${image}`, {}, other, f.rt.fx.site.id);
    expect([namingTheSite.statusCode, errorCode(namingTheSite)]).toEqual([403, 'SITE_MISMATCH']);
  });
});

describe('access', () => {
  it('keeps a conversation from another site’s operators and from members', async () => {
    const member = await f.rt.signedIn();
    await send(member, memberMessage('다른 사이트에서는 보이면 안 됩니다'));
    const conversationId = String((await history(member)).json<chat.ChatHistory>().conversation!.id);
    const other = await f.otherOperator();
    const site = f.otherSite.id;
    const queue = await adminGet('/admin/chat/queue', {}, other, site);
    expect(queue.json<{ content: unknown[] }>().content).toEqual([]);
    for (const res of [
      await adminGet('/admin/chat/history', { conversationId }, other, site),
      await adminPost(
        '/admin/chat/send',
        { conversationId: Number(conversationId), clientId: randomUUID(), body: 'x' },
        other,
        site,
      ),
      await adminPost('/admin/chat/read', { conversationId: Number(conversationId), seq: 1 }, other, site),
      await adminPost('/admin/chat/close', { conversationId: Number(conversationId) }, other, site),
      await adminPost('/admin/chat/claim', { conversationId: Number(conversationId) }, other, site),
      await adminPost('/admin/chat/typing', { conversationId: Number(conversationId) }, other, site),
    ]) {
      expect([res.statusCode, errorCode(res)]).toEqual([404, 'CHAT_NOT_FOUND']);
    }
    const asMember = await f.rt.fx.get(
      '/admin/chat/history',
      { conversationId },
      { token: member.accessToken },
    );
    expect(asMember.statusCode).toBe(403);
    const guest = await f.rt.fx.get('/chat/history', {});
    expect(guest.statusCode).toBe(401);
  });

  it("refuses an operator's answer on a site that has live chat off, and still shows the conversation", async () => {
    const member = await f.rt.signedIn();
    expect((await send(member, memberMessage('아직 열려 있나요?'))).statusCode).toBe(200);
    const queue = await adminGet('/admin/chat/queue', { size: '100' });
    const conversationId = queue
      .json<{ content: chat.ChatQueueEntry[] }>()
      .content.find((candidate) => candidate.memberId === member.id)!.id;
    await f.rt.fx.db.query(`UPDATE site_info SET settings = '{}' WHERE id = $1`, [f.rt.fx.site.id]);
    try {
      const refused = await adminPost('/admin/chat/send', {
        conversationId,
        clientId: randomUUID(),
        body: '답변드립니다.',
      });
      expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'CHAT_DISABLED']);
      const shown = await adminGet('/admin/chat/history', { conversationId: String(conversationId) });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json<chat.ChatHistory>().messages.map((message) => message.senderKind)).toEqual([
        'MEMBER',
      ]);
    } finally {
      await f.rt.fx.db.query('UPDATE site_info SET settings = $2 WHERE id = $1', [
        f.rt.fx.site.id,
        JSON.stringify({ livechat: { enabled: true } }),
      ]);
    }
  });

  it('refuses every member call on a site that has live chat off', async () => {
    // The fixture's site has it on; the check reads the caller's site, so switch it off there for a moment.
    await f.rt.fx.db.query(`UPDATE site_info SET settings = '{}' WHERE id = $1`, [f.rt.fx.site.id]);
    try {
      const member = await f.rt.signedIn();
      for (const res of [
        await history(member),
        await send(member, memberMessage('안녕하세요')),
        await f.rt.fx.post('/chat/read', { seq: 1 }, { token: member.accessToken }),
        await f.rt.fx.post('/chat/typing', {}, { token: member.accessToken }),
      ]) {
        expect([res.statusCode, errorCode(res)]).toEqual([403, 'CHAT_DISABLED']);
      }
    } finally {
      await f.rt.fx.db.query('UPDATE site_info SET settings = $2 WHERE id = $1', [
        f.rt.fx.site.id,
        JSON.stringify({ livechat: { enabled: true } }),
      ]);
    }
  });
});
