import {
  newMessageEventSchema,
  newMessageQueue,
  noticeTopic,
  noticeTopicEventSchema,
  operatorContactEventSchema,
  operatorContactQueue,
} from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, openStompClient, waitUntil } from './stomp-client.ts';
import type { StompTestClient } from './stomp-client.ts';
import { buildSupportFixture } from './support-fixture.ts';
import type { SupportFixture, SupportToken } from './support-fixture.ts';

// The support pushes through the real gateway and @stomp/stompjs clients (spec §4): MESSAGE,
// CONTACT_MESSAGE, CONTACT_ANSWER and UNREAD_COUNT on /user/queue/new_message with the member's own
// unread count, FORCE_NOTICE on the site's notice topic; each only after its action commits, and to no
// one else.

let f: SupportFixture;
let origin: string;
const clients: StompTestClient[] = [];

beforeAll(async () => {
  f = await buildSupportFixture();
  origin = await listenOnLoopback(f.t.app);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()));
});
afterAll(() => f.t.close());

async function subscribed(token: SupportToken, destination: string): Promise<StompTestClient> {
  const client = openStompClient({ origin, transport: 'websocket', token, subscriptions: [destination] });
  clients.push(client);
  await client.ready.next(() => true, `${token} subscribed`);
  return client;
}

const queue = newMessageQueue.destination;

function newMessages(client: StompTestClient) {
  return client.messages.items.map((message) => newMessageEventSchema.parse(JSON.parse(message.body)));
}

async function send(token: 'opA' | 'opB', body: object): Promise<number> {
  const res = await f.post(token, '/admin/message/send', { title: '알림', content: '<p>본문</p>', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('MESSAGE on /user/queue/new_message', () => {
  it("reaches each recipient with their own unread count, and no one else's", async () => {
    const a1 = await subscribed('a1', queue);
    const a2 = await subscribed('a2', queue);
    const b = await subscribed('b', queue);
    const first = await send('opA', { memberIds: [f.memberA1] });
    await a1.message(queue, (body) => body.messageId === first);
    const second = await send('opA', { filter: {} });
    await a1.message(queue, (body) => body.messageId === second);
    await a2.message(queue, (body) => body.messageId === second);
    expect(newMessages(a1)).toMatchObject([
      { type: 'MESSAGE', messageId: first, unreadCount: 1 },
      { type: 'MESSAGE', messageId: second, unreadCount: 2 },
    ]);
    expect(newMessages(a2)).toMatchObject([{ type: 'MESSAGE', messageId: second, unreadCount: 1 }]);
    // Site B's member hears of site B's message first: nothing of site A's came before it.
    const theirs = await send('opB', { filter: {} });
    await b.message(queue, (body) => body.messageId === theirs);
    expect(newMessages(b)).toMatchObject([{ type: 'MESSAGE', messageId: theirs, unreadCount: 1 }]);
  });

  it('is not published by a send that rolls back', async () => {
    const a1 = await subscribed('a1', queue);
    await f.t.db.query('DELETE FROM message_recipient WHERE member_id = $1', [f.memberA1]);
    // The commit itself fails (a deferred check), after the send has queued its events: a push made
    // before the commit would reach the member here.
    await f.t.db.exec(`
      CREATE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused at commit'; END $$;
      CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT ON message DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION fail_at_commit();`);
    try {
      const failed = await f.post('opA', '/admin/message/send', {
        memberIds: [f.memberA1],
        title: '롤백',
        content: 'x',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await f.t.db.exec('DROP TRIGGER fail_at_commit ON message; DROP FUNCTION fail_at_commit();');
    }
    const rolledBack = await f.t.db.query(`SELECT 1 FROM message WHERE title = '롤백'`);
    expect(rolledBack.rowCount).toBe(0);
    const next = await send('opA', { memberIds: [f.memberA1] });
    await a1.message(queue, (body) => body.messageId === next);
    expect(newMessages(a1)).toMatchObject([{ type: 'MESSAGE', messageId: next, unreadCount: 1 }]);
  });
});

describe('CONTACT_ANSWER on /user/queue/new_message', () => {
  it('reaches the asker with their unread answers, after the answer commits', async () => {
    await f.post('a1', '/contact/read_all');
    const a1 = await subscribed('a1', queue);
    const a2 = await subscribed('a2', queue);
    const ids: number[] = [];
    for (const question of ['첫 문의', '둘째 문의']) {
      ids.push((await f.post('a1', '/contact/create', { question })).json<{ id: number }>().id);
    }
    for (const id of ids) await f.post('opA', '/admin/contact/answer', { id, answer: '답변드립니다.' });
    await a1.message(queue, (body) => body.contactId === ids[1]);
    expect(newMessages(a1)).toMatchObject([
      { type: 'CONTACT_ANSWER', contactId: ids[0], unreadCount: 1 },
      { type: 'CONTACT_ANSWER', contactId: ids[1], unreadCount: 2 },
    ]);
    // A refused second answer commits nothing new and pushes nothing; the read that follows sets the
    // counter (UNREAD_COUNT), the next answer counts from there.
    await f.post('opA', '/admin/contact/answer', { id: ids[0], answer: '다시' });
    await f.get('/contact/read', { id: ids[0]! }, 'a1');
    const third = (await f.post('a1', '/contact/create', { question: '셋째' })).json<{ id: number }>().id;
    await f.post('opA', '/admin/contact/answer', { id: third, answer: '네' });
    await a1.message(queue, (body) => body.contactId === third);
    expect(newMessages(a1).slice(2)).toMatchObject([
      { type: 'UNREAD_COUNT', counter: 'contact', unreadCount: 1 },
      { type: 'CONTACT_ANSWER', contactId: third, unreadCount: 2 },
    ]);
    expect(newMessages(a2)).toEqual([]);
  });
});

describe('CONTACT_MESSAGE on /user/queue/new_message', () => {
  it("reaches the member an operator's inquiry is for, with their unread count, and no one else", async () => {
    await f.post('a1', '/contact/read_all');
    const a1 = await subscribed('a1', queue);
    const a2 = await subscribed('a2', queue);
    const res = await f.post('opA', '/admin/contact/create', {
      memberId: f.memberA1,
      subject: '본인 확인 안내',
      message: '신분증을 다시 올려 주세요.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    await a1.message(queue, (body) => body.contactId === id);
    expect(newMessages(a1)).toMatchObject([{ type: 'CONTACT_MESSAGE', contactId: id, unreadCount: 1 }]);
    // A refused one (another site's member) pushes nothing to anyone.
    const refused = await f.post('opA', '/admin/contact/create', {
      memberId: f.memberB,
      subject: '잘못',
      message: '잘못',
    });
    expect(refused.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    const next = await f.post('opA', '/admin/contact/create', {
      memberId: f.memberA2,
      subject: '안내',
      message: '확인 부탁드립니다.',
    });
    const nextId = next.json<{ id: number }>().id;
    await a2.message(queue, (body) => body.contactId === nextId);
    expect(newMessages(a2)).toMatchObject([{ type: 'CONTACT_MESSAGE', contactId: nextId }]);
    expect(newMessages(a1)).toHaveLength(1);
  });
});

describe('UNREAD_COUNT on /user/queue/new_message', () => {
  it("sets every device's badges after a read, a read-all or a delete on one, and only when a count changed", async () => {
    await f.post('a1', '/contact/read_all');
    await f.post('a1', '/message/read_all');
    const contacts: number[] = [];
    for (const subject of ['하나', '둘']) {
      const res = await f.post('opA', '/admin/contact/create', {
        memberId: f.memberA1,
        subject,
        message: '내용',
      });
      contacts.push(res.json<{ id: number }>().id);
    }
    const messages = [
      await send('opA', { memberIds: [f.memberA1] }),
      await send('opA', { memberIds: [f.memberA1] }),
    ];
    // The other device: it listens; the member acts through HTTP as from a phone.
    const tablet = await subscribed('a1', queue);
    const other = await subscribed('a2', queue);
    const settle = (count: number) =>
      waitUntil(() => tablet.messages.items.length >= count, `${count} pushes`);
    await f.get('/contact/read', { id: contacts[0]! }, 'a1');
    await settle(1);
    await f.get('/contact/read', { id: contacts[0]! }, 'a1'); // already read: no change, no push
    await f.post('a1', '/contact/read_all');
    await settle(2);
    await f.post('a1', '/message/delete', { id: messages[0] });
    await settle(3);
    await f.post('a1', '/message/read_all');
    await settle(4);
    await f.post('a1', '/message/delete', { id: messages[1] }); // read by now: no change, no push
    await f.post('a1', '/message/read_all'); // nothing left to read: no push
    // A marker after the no-change calls: had any of them pushed, it would stand before the marker.
    const marker = await send('opA', { memberIds: [f.memberA1] });
    await tablet.message(queue, (body) => body.messageId === marker);
    expect(newMessages(tablet)).toMatchObject([
      { type: 'UNREAD_COUNT', counter: 'contact', unreadCount: 1 },
      { type: 'UNREAD_COUNT', counter: 'contact', unreadCount: 0 },
      { type: 'UNREAD_COUNT', counter: 'message', unreadCount: 1 },
      { type: 'UNREAD_COUNT', counter: 'message', unreadCount: 0 },
      { type: 'MESSAGE', messageId: marker, unreadCount: 1 },
    ]);
    expect(newMessages(other)).toEqual([]);
  });
});

describe("the operators' inquiry queue on /operator/queue/contact", () => {
  const contactQueue = operatorContactQueue.destination;
  const queueEvents = (client: StompTestClient) =>
    client.messages.items.map((message) => operatorContactEventSchema.parse(JSON.parse(message.body)));

  it("hears each inquiry arrive and get answered with the site's waiting count, and nothing of another site", async () => {
    const waiting = async () =>
      (
        await f.t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM contact WHERE site_id = $1 AND answer IS NULL',
          [f.siteA],
        )
      ).rows[0]!.n;
    const before = await waiting();
    const opA = await subscribed('opA', contactQueue);
    const opB = await subscribed('opB', contactQueue);
    const asked = (await f.post('a1', '/contact/create', { question: '출금이 늦어요' })).json<{
      id: number;
    }>().id;
    await opA.message(contactQueue, (body) => body.contactId === asked);
    await f.post('opA', '/admin/contact/answer', { id: asked, answer: '확인했습니다.' });
    await opA.message(contactQueue, (body) => body.type === 'CONTACT_ANSWERED' && body.contactId === asked);
    const opened = await f.post('opA', '/admin/contact/create', {
      memberId: f.memberA2,
      subject: '안내',
      message: '확인 부탁드립니다.',
    });
    const openedId = opened.json<{ id: number }>().id;
    await opA.message(contactQueue, (body) => body.contactId === openedId);
    expect(queueEvents(opA)).toEqual([
      { type: 'CONTACT_WAITING', contactId: asked, memberId: f.memberA1, waitingCount: before + 1 },
      {
        type: 'CONTACT_ANSWERED',
        contactId: asked,
        memberId: f.memberA1,
        answeredBy: f.operatorA,
        waitingCount: before,
      },
      {
        type: 'CONTACT_ANSWERED',
        contactId: openedId,
        memberId: f.memberA2,
        answeredBy: f.operatorA,
        waitingCount: before,
      },
    ]);
    // Site B's operator hears site B's inquiry first: nothing of site A's came before it.
    const theirs = (await f.post('b', '/contact/create', { question: 'B 문의' })).json<{ id: number }>().id;
    await opB.message(contactQueue, (body) => body.contactId === theirs);
    expect(queueEvents(opB)).toMatchObject([
      { type: 'CONTACT_WAITING', contactId: theirs, memberId: f.memberB },
    ]);
  });

  it('is not for members', async () => {
    const client = openStompClient({
      origin,
      transport: 'websocket',
      token: 'a1',
      subscriptions: [contactQueue],
    });
    clients.push(client);
    const refused = await client.errors.next(() => true, 'an ERROR frame');
    expect(refused.headers.message).toContain('FORBIDDEN');
  });
});

describe('FORCE_NOTICE on /topic/notice/{siteId}', () => {
  it("pops a notice up for the site's sessions only, opening it", async () => {
    const a1 = await subscribed('a1', noticeTopic(f.siteA));
    const b = await subscribed('b', noticeTopic(f.siteB));
    const created = await f.post('opA', '/admin/content/create', {
      kind: 'NOTICE',
      category: 'notice',
      title: '긴급 점검',
      content: '<p>지금 점검합니다.</p>',
    });
    const id = created.json<{ id: number }>().id;
    const published = await f.post('opA', '/admin/content/publish_live', { id });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ id, isOpen: true });
    const received = await a1.message(noticeTopic(f.siteA));
    expect(noticeTopicEventSchema.parse(JSON.parse(received.body))).toMatchObject({
      type: 'FORCE_NOTICE',
      id,
      title: '긴급 점검',
      content: '<p>지금 점검합니다.</p>',
    });
    const audit = await f.t.db.query(
      `SELECT action FROM operator_audit WHERE target_kind = 'CONTENT' AND target_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['CONTENT_CREATE', 'CONTENT_OPEN', 'NOTICE_LIVE']);
    const theirs = await f.post('opB', '/admin/content/create', { kind: 'NOTICE', title: 'B', content: 'b' });
    const theirId = theirs.json<{ id: number }>().id;
    await f.post('opB', '/admin/content/publish_live', { id: theirId });
    await b.message(noticeTopic(f.siteB));
    expect(b.messages.items.map((message) => (JSON.parse(message.body) as { id: number }).id)).toEqual([
      theirId,
    ]);
  });

  it("refuses another kind or another site's post, pushing nothing", async () => {
    const a1 = await subscribed('a1', noticeTopic(f.siteA));
    const faq = await f.post('opA', '/admin/content/create', {
      kind: 'FAQ',
      title: 'FAQ',
      content: 'x',
      isOpen: true,
    });
    const theirs = await f.post('opB', '/admin/content/create', { kind: 'NOTICE', title: 'B', content: 'b' });
    for (const id of [faq.json<{ id: number }>().id, theirs.json<{ id: number }>().id]) {
      const res = await f.post('opA', '/admin/content/publish_live', { id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    }
    const real = await f.post('opA', '/admin/content/create', {
      kind: 'NOTICE',
      title: '진짜',
      content: 'x',
    });
    const realId = real.json<{ id: number }>().id;
    await f.post('opA', '/admin/content/publish_live', { id: realId });
    await a1.message(noticeTopic(f.siteA));
    expect(a1.messages.items.map((message) => (JSON.parse(message.body) as { id: number }).id)).toEqual([
      realId,
    ]);
  });
});
