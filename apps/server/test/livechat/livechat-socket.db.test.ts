import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberChatQueue, operatorChatQueue } from '@baro/contracts';
import type { chat } from '@baro/contracts';
import type { SignedInMember } from '../support/realtime-fixture.ts';
import { insertMember } from '../support/seed-site.ts';
import { waitUntil } from '../support/stomp-client.ts';
import type { StompTestClient } from '../support/stomp-client.ts';
import { memberMessage, openLivechatFixture } from './livechat-fixture.ts';
import type { LivechatFixture } from './livechat-fixture.ts';

// Live chat's pushes with real @stomp/stompjs clients: both sides get every message after its commit,
// another site's operators get nothing, a member cannot listen to the operators' queue, and a client
// that drops and comes back loses nothing and shows nothing twice.

let f: LivechatFixture;
let operator: string;

beforeAll(async () => {
  f = await openLivechatFixture();
  operator = await f.operator();
});
afterEach(() => f.rt.closeClients());
afterAll(() => f.rt.close());

const memberQueue = memberChatQueue.destination;
const operatorQueue = operatorChatQueue.destination;

function listen(token: string, destination: string): StompTestClient {
  return f.rt.client({ transport: 'websocket', token, subscriptions: [destination] });
}

const send = (member: SignedInMember, body: string) =>
  f.rt.fx.post('/chat/send', memberMessage(body), { token: member.accessToken });

const answer = (conversationId: number, body: string, token = operator, siteId?: number) =>
  f.rt.fx.post(
    '/admin/chat/send',
    { conversationId, clientId: randomUUID(), body },
    { token, ...(siteId === undefined ? {} : { siteId }) },
  );

async function conversationIdOf(member: SignedInMember): Promise<number> {
  const res = await f.rt.fx.get('/chat/history', {}, { token: member.accessToken });
  return res.json<chat.ChatHistory>().conversation!.id;
}

describe('chat pushes', () => {
  it("reach the member and the site's operators, and none of another site's", async () => {
    const member = await f.rt.signedIn();
    const memberClient = listen(member.accessToken, memberQueue);
    const operatorClient = listen(operator, operatorQueue);
    const otherOperator = await f.otherOperator();
    const otherClient = listen(otherOperator, operatorQueue);
    await Promise.all(
      [memberClient, operatorClient, otherClient].map((c) => c.ready.next(() => true, 'ready')),
    );

    expect((await send(member, '안녕하세요, 문의가 있습니다')).statusCode).toBe(200);
    const arrived = await operatorClient.message(operatorQueue, (body) => body.type === 'CHAT_MESSAGE');
    expect(JSON.parse(arrived.body)).toMatchObject({
      type: 'CHAT_MESSAGE',
      memberId: member.id,
      message: { seq: 1, senderKind: 'MEMBER', body: '안녕하세요, 문의가 있습니다' },
    });
    await memberClient.message(memberQueue, (body) => body.type === 'CHAT_MESSAGE');

    const conversationId = await conversationIdOf(member);
    expect((await answer(conversationId, '네, 말씀하세요')).statusCode).toBe(200);
    const reply = await memberClient.message(
      memberQueue,
      (body) => body.type === 'CHAT_MESSAGE' && (body.message as { seq: number }).seq === 2,
    );
    expect(JSON.parse(reply.body)).toMatchObject({
      message: { senderKind: 'OPERATOR', body: '네, 말씀하세요' },
    });

    await f.rt.fx.post('/chat/typing', {}, { token: member.accessToken });
    await operatorClient.message(
      operatorQueue,
      (body) => body.type === 'CHAT_TYPING' && body.by === 'MEMBER',
    );
    await f.rt.fx.post('/chat/read', { seq: 2 }, { token: member.accessToken });
    await operatorClient.message(operatorQueue, (body) => body.type === 'CHAT_READ' && body.readSeq === 2);

    // The other site's operator hears their own site's chat (so their client is live) and nothing else.
    const theirs = await insertMember(f.rt.fx.db, f.otherSite.id);
    const theirConversation = await f.rt.fx.db.query<{ id: number }>(
      'INSERT INTO chat_conversation (site_id, member_id) VALUES ($1, $2) RETURNING id',
      [f.otherSite.id, theirs],
    );
    const reached = await answer(theirConversation.rows[0]!.id, '안녕하세요', otherOperator, f.otherSite.id);
    expect(reached.statusCode, reached.body).toBe(200);
    await otherClient.message(operatorQueue, (body) => body.memberId === theirs);
    const heard = otherClient.messages.items.map(
      (message) => (JSON.parse(message.body) as { memberId: number }).memberId,
    );
    expect(heard).toEqual([theirs]);
  });

  it("carry an operator's image to the member and to the site's operators", async () => {
    const member = await f.rt.signedIn();
    expect((await send(member, '사진 부탁드립니다')).statusCode).toBe(200);
    const conversationId = await conversationIdOf(member);
    const memberClient = listen(member.accessToken, memberQueue);
    const operatorClient = listen(operator, operatorQueue);
    await Promise.all([memberClient, operatorClient].map((c) => c.ready.next(() => true, 'ready')));

    const image = await f.upload(operator, 'image/webp', { operator: true });
    const sent = await f.rt.fx.post(
      '/admin/chat/send',
      { conversationId, clientId: randomUUID(), fileId: image },
      { token: operator },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const isImage = (body: Record<string, unknown>) =>
      body.type === 'CHAT_MESSAGE' && (body.message as { fileId: unknown }).fileId === image;
    const pushed = { seq: 2, senderKind: 'OPERATOR', body: null, fileId: image };
    const toMember = await memberClient.message(memberQueue, isImage);
    expect(JSON.parse(toMember.body)).toMatchObject({ message: pushed });
    const toOperators = await operatorClient.message(operatorQueue, isImage);
    expect(JSON.parse(toOperators.body)).toMatchObject({ memberId: member.id, message: pushed });
  });

  it("refuse a member's subscription to the operators' queue", async () => {
    const member = await f.rt.signedIn();
    const client = listen(member.accessToken, operatorQueue);
    const error = await client.errors.next(() => true, 'an ERROR frame');
    expect(error.headers.message).toContain('FORBIDDEN');
  });
});

/** A deterministic sequence in [0, 1): the runs below repeat exactly. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('a member client that drops and reconnects', () => {
  it.each([1, 2, 3])(
    'ends with every message once, in seq order, while both sides write (run %i)',
    async (seed) => {
      const random = prng(seed);
      const member = await f.rt.signedIn();
      await send(member, '시작');
      const conversationId = await conversationIdOf(member);
      // The client the web app is: pushes merged by seq; on every (re)connect, subscribe first, then
      // fetch everything after the highest seq seen.
      const shown = new Map<number, chat.ChatMessage>();
      const shownTwice: number[] = [];
      const merge = (message: chat.ChatMessage) => {
        if (shown.has(message.seq) && shown.get(message.seq)?.id !== message.id) shownTwice.push(message.seq);
        shown.set(message.seq, message);
      };
      const catchUp = async () => {
        const after = Math.max(0, ...shown.keys());
        const res = await f.rt.fx.get(
          '/chat/history',
          { afterSeq: String(after), size: '100' },
          { token: member.accessToken },
        );
        for (const message of res.json<chat.ChatHistory>().messages) merge(message);
      };
      let client: StompTestClient | undefined;
      let seen = 0;
      const connect = async () => {
        client = listen(member.accessToken, memberQueue);
        seen = 0;
        await client.ready.next(() => true, 'ready');
        await catchUp();
      };
      const drain = () => {
        const items = client?.messages.items ?? [];
        for (; seen < items.length; seen += 1) {
          const body = JSON.parse(items[seen]!.body) as { type: string; message?: chat.ChatMessage };
          if (body.type === 'CHAT_MESSAGE' && body.message !== undefined) merge(body.message);
        }
      };
      await connect();
      for (let round = 0; round < 6; round += 1) {
        // Both sides write at once: the seqs must still come out 1, 2, 3 … without a gap.
        const writes = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, n) =>
          random() < 0.5
            ? send(member, `회원 ${round}.${n}`)
            : answer(conversationId, `상담원 ${round}.${n}`),
        );
        const results = await Promise.all(writes);
        for (const res of results) expect(res.statusCode, res.body).toBe(200);
        f.rt.fx.clock.advanceMs(10_001);
        drain();
        if (random() < 0.5) {
          await client?.deactivate();
          // Written while the client is away: only the catch-up can bring these.
          expect((await answer(conversationId, `부재 중 ${round}`)).statusCode).toBe(200);
          await connect();
        }
      }
      const stored = await f.rt.fx.db.query<{ seq: number }>(
        'SELECT seq FROM chat_message WHERE conversation_id = $1 ORDER BY seq',
        [conversationId],
      );
      const last = stored.rows.length;
      expect(stored.rows.map((row) => row.seq)).toEqual(Array.from({ length: last }, (_, n) => n + 1));
      await waitUntil(() => {
        drain();
        return shown.size === last;
      }, `all ${last} messages shown`);
      expect([...shown.keys()].sort((a, b) => a - b)).toEqual(stored.rows.map((row) => row.seq));
      expect(shownTwice).toEqual([]);
    },
  );
});
