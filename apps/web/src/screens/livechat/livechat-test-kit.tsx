import type { ChatMessage } from '@baro/contracts/routes/chat';
import { chatHistory, chatMessage } from '../../livechat/chat-test-kit.ts';
import { json, recordingSocketClient, renderMarket } from '../../market/market-test-kit.tsx';
import type { MarketHarnessOptions, RouteAnswer } from '../../market/market-test-kit.tsx';
import type { SocketState } from '../../socket/connection-policy.ts';
import type { SocketClient } from '../../socket/index.ts';
import { memberChatQueue } from '@baro/contracts/manifest/destinations/chat';
import { LiveChatScreen } from './livechat-screen.tsx';

// A fake live chat server for the screen's tests: it keeps the conversation and answers
// /chat/history, /chat/send (stored once per clientId, as the real one), /chat/read, /chat/typing
// and the file calls the way apps/server does; a test can hold or fail the next sends. Only test
// files import this module.

export type SendAnswer = (stored: () => Response) => Response | Promise<Response>;

export interface FakeChat {
  readonly messages: ChatMessage[];
  operatorReadSeq: number;
  memberReadSeq: number;
  /** Answers the next sends in turn (then stores as the server does); each is used once. */
  readonly sendAnswers: SendAnswer[];
  /** Every /chat/send body, in order. */
  readonly sendBodies: { clientId: string; body?: string; fileId?: string }[];
  readonly readBodies: { seq: number }[];
  /** An operator's answer, stored (not pushed: `push` it to deliver it live). */
  operatorWrites: (body: string) => ChatMessage;
}

function sliceOf(messages: readonly ChatMessage[], query: URLSearchParams): ChatMessage[] {
  const after = Number(query.get('afterSeq') ?? 0);
  const before = Number(query.get('beforeSeq') ?? Number.MAX_SAFE_INTEGER);
  const size = Number(query.get('size') ?? 50);
  const inRange = messages.filter((message) => message.seq > after && message.seq < before);
  return query.has('afterSeq') ? inRange.slice(0, size) : inRange.slice(-size);
}

export function fakeChat(
  initial: readonly ChatMessage[] = [],
): FakeChat & { routes: Record<string, RouteAnswer> } {
  const chat: FakeChat = {
    messages: [...initial],
    operatorReadSeq: 0,
    memberReadSeq: 0,
    sendAnswers: [],
    sendBodies: [],
    readBodies: [],
    operatorWrites: (body) => {
      const message = chatMessage(chat.messages.length + 1, { body, createdAt: Date.now() });
      chat.messages.push(message);
      return message;
    },
  };
  const conversation = () => ({
    operatorReadSeq: chat.operatorReadSeq,
    memberReadSeq: chat.memberReadSeq,
  });
  function store(body: FakeChat['sendBodies'][number]): ChatMessage {
    const stored = chat.messages.find(
      (held) => held.senderKind === 'MEMBER' && held.clientId === body.clientId,
    );
    if (stored !== undefined) return stored;
    const message = chatMessage(chat.messages.length + 1, {
      senderKind: 'MEMBER',
      clientId: body.clientId,
      body: body.body ?? null,
      fileId: body.fileId ?? null,
      createdAt: Date.now(),
    });
    chat.messages.push(message);
    return message;
  }
  const routes: Record<string, RouteAnswer> = {
    '/api/chat/history': (request) => {
      const query = new URL(request.url).searchParams;
      const page = sliceOf(chat.messages, query);
      return json(200, chatHistory(page, chat.messages.length === 0 ? null : conversation()));
    },
    '/api/chat/send': async (request) => {
      const body = (await request.json()) as FakeChat['sendBodies'][number];
      chat.sendBodies.push(body);
      const stored = () => json(200, store(body));
      const answer = chat.sendAnswers.shift();
      return answer === undefined ? stored() : answer(stored);
    },
    '/api/chat/read': async (request) => {
      const body = (await request.json()) as { seq: number };
      chat.readBodies.push(body);
      chat.memberReadSeq = Math.max(chat.memberReadSeq, body.seq);
      return json(200, chatHistory(chat.messages, conversation()).conversation);
    },
    '/api/chat/typing': () => json(200, { ok: true }),
  };
  return Object.assign(chat, { routes });
}

/** A socket client the test can push to and drop: `reconnect()` goes through reconnecting to connected. */
export function chatSocket() {
  const recording = recordingSocketClient();
  let state: SocketState = { status: 'connected' };
  const listeners = new Set<(state: SocketState) => void>();
  const client: SocketClient = {
    ...recording.client,
    state: () => state,
    onState: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  function setState(next: SocketState) {
    state = next;
    for (const listener of [...listeners]) listener(next);
  }
  let frameSeq = 0;
  /** Delivers a `/user/queue/chat` event as the gateway would. */
  function push(event: Record<string, unknown>) {
    frameSeq += 1;
    recording.push(memberChatQueue, { seq: frameSeq, ...event });
  }
  return {
    client,
    subscribed: () => recording.subscribed(memberChatQueue),
    push,
    pushMessage: (message: ChatMessage) => {
      push({ type: 'CHAT_MESSAGE', message });
    },
    reconnect() {
      setState({ status: 'reconnecting', attempt: 1, attemptsMax: 3 });
      setState({ status: 'connected' });
    },
  };
}

/**
 * Renders the screen over the fake chat and socket; `extra` answers more paths (files), `features`
 * changes the site's (live chat off).
 */
export function renderChat(
  chat: ReturnType<typeof fakeChat>,
  extra: Record<string, RouteAnswer> = {},
  features: MarketHarnessOptions['features'] = {},
) {
  const socket = chatSocket();
  const view = renderMarket(<LiveChatScreen />, '/more/livechat', {
    routes: { ...chat.routes, ...extra },
    socket: socket.client,
    features,
  });
  const historyCalls = () =>
    view.calls.filter((call) => call.startsWith('GET /api/chat/history')).map((call) => call.split('?')[1]);
  return { ...view, socket, historyCalls };
}
