import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_ID, chatMessage } from '../../livechat/chat-test-kit.ts';
import { json } from '../../market/market-test-kit.tsx';
import { fakeChat, renderChat } from './livechat-test-kit.tsx';

const bodies = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const shown = (text: string) => screen.queryAllByText(text).length;

/** The conversation has loaded and the screen listens to its queue (the socket code loads on its own). */
async function opened(view: ReturnType<typeof renderChat>, text: string) {
  await screen.findByText(text);
  await waitFor(() => {
    expect(view.socket.subscribed()).toBe(true);
  });
}

function twoMessages() {
  return fakeChat([
    chatMessage(1, { senderKind: 'MEMBER', body: '입금이 안 됐어요' }),
    chatMessage(2, { body: '확인해 드리겠습니다' }),
  ]);
}

beforeEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveChatScreen', () => {
  it('shows the conversation as bubbles in seq order with the time and a KST day separator', async () => {
    renderChat(twoMessages());
    expect(await screen.findByText('입금이 안 됐어요')).toBeTruthy();
    expect(screen.getByText('상담원 실시간 상담')).toBeTruthy();
    expect(screen.getByRole('separator').textContent).toBe('2026년 11월 27일 금요일');
    // 01:01Z and 01:02Z are 10:01 and 10:02 in Korea.
    expect(screen.getByText('10:01')).toBeTruthy();
    expect(bodies()[1]).toContain('확인해 드리겠습니다');
  });

  it('welcomes a member who has never written', async () => {
    renderChat(fakeChat());
    expect(await screen.findByText('무엇을 도와드릴까요?')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '메시지' })).toBeTruthy();
  });

  it('shows pushes that arrive out of order and twice once each, in seq order, fetching the one a gap skipped', async () => {
    const chat = twoMessages();
    const view = renderChat(chat);
    await opened(view, '확인해 드리겠습니다');
    const third = chat.operatorWrites('세 번째');
    const fourth = chat.operatorWrites('네 번째');
    act(() => {
      view.socket.pushMessage(fourth); // 4 after 2: 3 is missing
    });
    await screen.findByText('세 번째');
    // Once after the first page, once for the gap.
    expect(view.historyCalls().filter((call) => call?.startsWith('afterSeq=2&'))).toHaveLength(2);
    act(() => {
      view.socket.pushMessage(third);
      view.socket.pushMessage(fourth);
    });
    expect(shown('세 번째')).toBe(1);
    expect(shown('네 번째')).toBe(1);
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.seq)).toEqual(['1', '2', '3', '4']);
  });

  it('after a reconnect fetches everything after the highest contiguous seq until a page is empty', async () => {
    const chat = twoMessages();
    const view = renderChat(chat);
    await opened(view, '확인해 드리겠습니다');
    chat.operatorWrites('끊긴 사이의 답변'); // stored while the socket was down: never pushed
    act(() => {
      view.socket.reconnect();
    });
    expect(await screen.findByText('끊긴 사이의 답변')).toBeTruthy();
    await waitFor(() => {
      expect(view.historyCalls()).toEqual([
        'size=50&siteInfoId=1',
        'afterSeq=2&size=100&siteInfoId=1', // the catch-up after the first page
        'afterSeq=2&size=100&siteInfoId=1', // the reconnect
        'afterSeq=3&size=100&siteInfoId=1', // until empty
      ]);
    });
    // The same message pushed late still shows once.
    act(() => {
      view.socket.pushMessage(chat.messages[2]!);
    });
    expect(shown('끊긴 사이의 답변')).toBe(1);
  });

  it('keeps a pending bubble until the answer, which replaces it by its clientId', async () => {
    const chat = fakeChat();
    let answer: (() => void) | undefined;
    chat.sendAnswers.push(
      (stored) =>
        new Promise((resolve) => {
          answer = () => {
            resolve(stored());
          };
        }),
    );
    const view = renderChat(chat);
    await opened(view, '무엇을 도와드릴까요?');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '메시지' }), '안녕하세요');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    const pending = await screen.findByTestId('pending-bubble');
    expect(within(pending).getByText('전송 중')).toBeTruthy();
    // The push of the stored message may come before the answer: still one bubble.
    await waitFor(() => {
      expect(chat.messages).toHaveLength(0);
    });
    answer?.();
    await waitFor(() => {
      expect(screen.queryByTestId('pending-bubble')).toBeNull();
    });
    act(() => {
      view.socket.pushMessage(chat.messages[0]!);
    });
    expect(shown('안녕하세요')).toBe(1);
    expect(chat.sendBodies).toEqual([{ clientId: chat.messages[0]?.clientId, body: '안녕하세요' }]);
  });

  it('retries a failed send with the same clientId, and the server keeps one message', async () => {
    const chat = fakeChat();
    // The first answer is lost after the server stored the message.
    chat.sendAnswers.push((stored) => {
      stored();
      return json(502, { status: 502, code: 'BAD_GATEWAY', message: '잠시 후 다시 시도해주세요.' });
    });
    renderChat(chat);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '메시지' }), '출금 문의{Enter}');
    expect(await screen.findByText('전송 실패')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('잠시 후 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '재전송' }));
    await waitFor(() => {
      expect(screen.queryByTestId('pending-bubble')).toBeNull();
    });
    expect(chat.sendBodies).toHaveLength(2);
    expect(chat.sendBodies[1]?.clientId).toBe(chat.sendBodies[0]?.clientId);
    expect(chat.messages).toHaveLength(1);
    expect(shown('출금 문의')).toBe(1);
  });

  it("says CHAT_RATE_LIMITED's message on the bubble it refused", async () => {
    const chat = fakeChat();
    const message = '메시지를 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.';
    chat.sendAnswers.push(() => json(429, { status: 429, code: 'CHAT_RATE_LIMITED', message }));
    renderChat(chat);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '메시지' }), '빨리{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: '재전송' })).toBeTruthy();
  });

  it('tells a member of a site without live chat so and leads to 1:1 문의', async () => {
    const view = renderChat(fakeChat(), {
      '/api/chat/history': () =>
        json(403, { status: 403, code: 'CHAT_DISABLED', message: '현재 실시간 상담을 이용할 수 없습니다.' }),
    });
    expect(await screen.findByText(/현재 실시간 상담을 이용할 수 없습니다/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '메시지' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: '1:1 문의하기' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/more/contact');
    });
  });

  it('on a site whose info says live chat is off, says so calmly, calls nothing and links to 1:1문의', async () => {
    const view = renderChat(fakeChat(), {}, { liveChat: false });
    expect(screen.getByText(/^이 사이트는 실시간 채팅을 제공하지 않습니다/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '메시지' })).toBeNull();
    expect(screen.queryByText('상담원 실시간 상담')).toBeNull();
    const link = screen.getByRole('link', { name: '1:1 문의하기' });
    expect(link.getAttribute('href')).toBe('/more/contact');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.calls.filter((call) => call.includes('/api/chat/'))).toEqual([]);
    expect(view.socket.subscribed()).toBe(false);
    await userEvent.setup().click(link);
    await waitFor(() => {
      expect(view.pathname()).toBe('/more/contact');
    });
  });

  it('shows an error with 다시 시도 when the history cannot be read', async () => {
    let fail = true;
    const chat = twoMessages();
    renderChat(chat, {
      '/api/chat/history': (request) =>
        fail
          ? json(500, { status: 500, code: 'INTERNAL', message: '일시적인 오류입니다.' })
          : chat.routes['/api/chat/history']!(request),
    });
    expect(await screen.findByText('일시적인 오류입니다.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('확인해 드리겠습니다')).toBeTruthy();
  });

  it('marks read up to the newest message shown when an operator message arrives, and shows 읽음 from the watermark', async () => {
    const chat = twoMessages();
    const view = renderChat(chat);
    await opened(view, '확인해 드리겠습니다');
    await waitFor(() => {
      expect(chat.readBodies).toEqual([{ seq: 2 }]);
    });
    expect(screen.queryByText('읽음')).toBeNull();
    act(() => {
      view.socket.push({ type: 'CHAT_READ', conversationId: CONVERSATION_ID, by: 'OPERATOR', readSeq: 1 });
    });
    expect(screen.getByText('읽음')).toBeTruthy();
    act(() => {
      view.socket.pushMessage(chat.operatorWrites('추가 안내'));
    });
    await waitFor(() => {
      expect(chat.readBodies).toEqual([{ seq: 2 }, { seq: 3 }]);
    });
  });

  it('does not mark read while the page is hidden', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const chat = twoMessages();
    renderChat(chat);
    await screen.findByText('확인해 드리겠습니다');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chat.readBodies).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => {
      expect(chat.readBodies).toEqual([{ seq: 2 }]);
    });
  });

  it("shows the operators' typing and lets it fade after a few quiet seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderChat(twoMessages());
    await opened(view, '확인해 드리겠습니다');
    const line = screen.getByTestId('operator-typing');
    expect(line.getAttribute('aria-hidden')).toBe('true');
    act(() => {
      view.socket.push({ type: 'CHAT_TYPING', conversationId: CONVERSATION_ID, by: 'OPERATOR' });
    });
    expect(line.getAttribute('aria-hidden')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(4_100);
    });
    expect(line.getAttribute('aria-hidden')).toBe('true');
  });

  it('tells the operators the member is typing once per 3 seconds', async () => {
    const view = renderChat(twoMessages());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '메시지' }), '여러 글자');
    expect(view.calls.filter((call) => call.startsWith('POST /api/chat/typing'))).toHaveLength(1);
  });

  it('counts characters to 1000 and will not send more', async () => {
    renderChat(fakeChat());
    const box = await screen.findByRole('textbox', { name: '메시지' });
    fireEvent.change(box, { target: { value: '가'.repeat(1001) } });
    expect(screen.getByText('1,001/1,000')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '보내기' }).disabled).toBe(true);
  });

  it('asks for the page before the oldest message when scrolled to the top', async () => {
    const chat = fakeChat(Array.from({ length: 60 }, (_, index) => chatMessage(index + 1)));
    const view = renderChat(chat);
    await screen.findByText('메시지 60');
    expect(screen.queryByText('메시지 10')).toBeNull();
    fireEvent.scroll(screen.getByRole('list', { name: '상담 메시지' }).parentElement!);
    expect(await screen.findByText('메시지 10')).toBeTruthy();
    expect(view.historyCalls()).toContain('beforeSeq=11&size=50&siteInfoId=1');
  });

  it('uploads a picked image, sends its fileId, and opens it at full size from its bubble', async () => {
    const fileId = '5f0c2a3e-8d1b-4c7a-9e2f-0a1b2c3d4e5f';
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:chat-image');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const chat = fakeChat();
    const view = renderChat(chat, {
      '/api/file': () =>
        json(200, {
          id: fileId,
          name: 'receipt.png',
          size: 4,
          mimeType: 'image/png',
          url: `/api/file/${fileId}`,
        }),
      [`/api/file/${fileId}`]: () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    });
    await opened(view, '무엇을 도와드릴까요?');
    const user = userEvent.setup();
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-image-input'), image);
    const thumbnail = await screen.findByRole('img', { name: '첨부 이미지' });
    expect(thumbnail.getAttribute('src')).toBe('blob:chat-image');
    expect(chat.sendBodies).toEqual([{ clientId: chat.messages[0]?.clientId, fileId }]);
    expect(view.calls).toContain('POST /api/file?siteInfoId=1');
    expect(createObjectURL.mock.calls[0]?.[0].size).toBe(4);
    await user.click(screen.getByRole('button', { name: '이미지 크게 보기' }));
    const viewer = await screen.findByRole('dialog', { name: '첨부 이미지' });
    expect(within(viewer).getByRole('img', { name: '첨부 이미지 원본' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows an operator's image in the operator's bubble, loaded by its id", async () => {
    const fileId = '5f0c2a3e-8d1b-4c7a-9e2f-0a1b2c3d4e61';
    Object.assign(URL, { createObjectURL: () => 'blob:operator-image', revokeObjectURL: () => undefined });
    const chat = fakeChat([
      chatMessage(1, { senderKind: 'MEMBER', body: '어디를 누르나요?' }),
      chatMessage(2, { body: null, fileId }),
    ]);
    const view = renderChat(chat, {
      [`/api/file/${fileId}`]: () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    });
    const image = await screen.findByRole('img', { name: '첨부 이미지' });
    expect(image.getAttribute('src')).toBe('blob:operator-image');
    const bubble = image.closest('li');
    expect(bubble?.dataset.seq).toBe('2');
    expect(view.calls).toContain(`GET /api/file/${fileId}?siteInfoId=1`);
  });

  it('keeps a failed upload as a failed bubble and uploads the same image again on 재전송', async () => {
    const fileId = '5f0c2a3e-8d1b-4c7a-9e2f-0a1b2c3d4e60';
    Object.assign(URL, { createObjectURL: () => 'blob:chat-image', revokeObjectURL: () => undefined });
    let uploads = 0;
    let refuse = true;
    const chat = fakeChat();
    const view = renderChat(chat, {
      '/api/file': () => {
        uploads += 1;
        return refuse
          ? json(413, { status: 413, code: 'FILE_TOO_LARGE', message: '파일이 너무 큽니다.' })
          : json(200, {
              id: fileId,
              name: 'a.png',
              size: 4,
              mimeType: 'image/png',
              url: `/api/file/${fileId}`,
            });
      },
      [`/api/file/${fileId}`]: () => new Response(new Uint8Array([1, 2, 3, 4])),
    });
    await opened(view, '무엇을 도와드릴까요?');
    const user = userEvent.setup();
    await user.upload(
      screen.getByTestId('chat-image-input'),
      new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('파일이 너무 큽니다.');
    expect(chat.sendBodies).toEqual([]);
    refuse = false;
    await user.click(screen.getByRole('button', { name: '재전송' }));
    await screen.findByRole('img', { name: '첨부 이미지' });
    expect(uploads).toBe(2);
    expect(chat.sendBodies).toEqual([{ clientId: chat.messages[0]?.clientId, fileId }]);
  });
});
