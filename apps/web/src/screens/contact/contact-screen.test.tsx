import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactScreen } from './contact-screen.tsx';
import { inquiry, json, message, page, renderSupport } from './support-test-kit.tsx';
import type { Answer } from './support-test-kit.tsx';

function routes(extra: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    '/api/contact/list': () =>
      json(
        200,
        page([
          inquiry(3, {
            question: '출금이 지연되고 있어요',
            answer: '처리되었습니다.',
            isAnswer: true,
            isRead: false,
          }),
          inquiry(2, {
            question: '레버리지 변경 문의',
            answer: '안내드립니다.',
            isAnswer: true,
            isRead: true,
          }),
          inquiry(1, { question: '입금 확인 부탁드립니다' }),
        ]),
      ),
    '/api/message/list': () =>
      json(
        200,
        page([
          message(8, {
            title: '이벤트 당첨 안내',
            content: '<p>축하합니다<img src="x" onerror="steal()"></p>',
          }),
          message(7, { title: '점검 완료 안내', isRead: true }),
        ]),
      ),
    '/api/contact/my_unread_count': () => json(200, { count: 0 }),
    '/api/message/my_unread_count': () => json(200, { count: 0 }),
    ...extra,
  };
}

describe('ContactScreen', () => {
  it('asks a guest to sign in and calls nothing of the member', async () => {
    const view = renderSupport(<ContactScreen />, {
      path: '/more/contact',
      routePaths: ['/more/contact', '/signin'],
      routes: routes(),
      guest: true,
    });
    expect(screen.getByText('1:1문의와 메시지는 로그인 후 이용할 수 있습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/signin');
    });
    expect(view.calls.filter((call) => /\/api\/(contact|message)\//.test(call.path))).toEqual([]);
  });

  it('lists the inquiries with answered, waiting and new-answer marks, each leading to its page', async () => {
    renderSupport(<ContactScreen />, { path: '/more/contact', routes: routes() });
    const rows = await screen.findAllByTestId('inquiry-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/more/contact/3',
      '/more/contact/2',
      '/more/contact/1',
    ]);
    expect(within(rows[0]!).getByText('답변완료')).toBeTruthy();
    expect(within(rows[0]!).getByText('새 답변')).toBeTruthy();
    expect(within(rows[1]!).queryByText('새 답변')).toBeNull();
    expect(within(rows[2]!).getByText('답변대기')).toBeTruthy();
    expect(screen.getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe('/more/contact/create');
  });

  it("marks an inquiry the operator opened as the operator's, new until read", async () => {
    renderSupport(<ContactScreen />, {
      path: '/more/contact',
      routes: routes({
        '/api/contact/list': () =>
          json(
            200,
            page([
              inquiry(4, {
                startedBy: 'OPERATOR',
                question: '출금 계좌 확인 요청',
                answer: '확인 부탁드립니다.',
                isAnswer: true,
                isRead: false,
              }),
            ]),
          ),
      }),
    });
    const [row] = await screen.findAllByTestId('inquiry-row');
    expect(within(row!).getByText('운영자 문의')).toBeTruthy();
    expect(within(row!).getByText('새 메시지')).toBeTruthy();
    expect(within(row!).queryByText('답변완료')).toBeNull();
  });

  it('모두 읽음 marks every answer read, then reads the list and the counters again', async () => {
    let unread = 1;
    const view = renderSupport(<ContactScreen />, {
      path: '/more/contact',
      routes: routes({
        '/api/contact/read_all': () => {
          unread = 0;
          return json(200, { count: 1 });
        },
        '/api/contact/my_unread_count': () => json(200, { count: unread }),
      }),
      before: (services) => {
        services.store.getState().setUnread('contact', () => 1);
      },
    });
    await screen.findAllByTestId('inquiry-row');
    expect(within(screen.getByRole('tab', { name: /1:1문의/ })).getByText('1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => {
      expect(view.services.store.getState().unread.contact).toBe(0);
    });
    expect(view.callsTo('/api/contact/read_all').map((call) => call.method)).toEqual(['POST']);
    await waitFor(() => {
      expect(view.callsTo('/api/contact/list')).toHaveLength(2);
    });
  });

  it('opens on the messages when only they are unread, with the read state and the body opened in place', async () => {
    renderSupport(<ContactScreen />, {
      path: '/more/contact',
      routes: routes(),
      before: (services) => {
        services.store.getState().setUnread('message', () => 1);
      },
    });
    expect(screen.getByRole('tab', { name: /메시지/ }).getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('message-row');
    expect(within(rows[0]!).getByLabelText('읽지 않음')).toBeTruthy();
    expect(within(rows[1]!).queryByLabelText('읽지 않음')).toBeNull();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /이벤트 당첨 안내/ }));
    const body = await within(rows[0]!).findByTestId('notice-content');
    expect(body.textContent).toBe('축하합니다');
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('모두 읽음 on the messages marks them read and resets the header counter', async () => {
    let unread = 1;
    const view = renderSupport(<ContactScreen />, {
      path: '/more/contact?tab=message',
      routes: routes({
        '/api/message/read_all': () => {
          unread = 0;
          return json(200, { count: 1 });
        },
        '/api/message/my_unread_count': () => json(200, { count: unread }),
      }),
      before: (services) => {
        services.store.getState().setUnread('message', () => 1);
      },
    });
    await screen.findAllByTestId('message-row');
    await userEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => {
      expect(view.services.store.getState().unread.message).toBe(0);
    });
    expect(view.callsTo('/api/message/read_all').map((call) => call.method)).toEqual(['POST']);
  });

  it('deletes a message only after the member confirms, then reads the list again', async () => {
    const kept = renderSupport(<ContactScreen />, {
      path: '/more/contact?tab=message',
      routes: routes({ '/api/message/delete': (_request, body) => json(200, body) }),
      confirm: false,
    });
    const rows = await screen.findAllByTestId('message-row');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: '메시지 삭제' }));
    await waitFor(() => {
      expect(kept.confirms).toEqual(['메시지를 삭제하시겠습니까?']);
    });
    expect(kept.callsTo('/api/message/delete')).toEqual([]);
    kept.unmount();

    let remaining = [message(7, { title: '점검 완료 안내', isRead: true })];
    const view = renderSupport(<ContactScreen />, {
      path: '/more/contact?tab=message',
      routes: routes({
        '/api/message/list': () => json(200, page([message(8, { title: '이벤트 당첨 안내' }), ...remaining])),
        '/api/message/delete': (_request, body) => {
          remaining = [];
          return json(200, body);
        },
      }),
    });
    const before = await screen.findAllByTestId('message-row');
    await userEvent.click(within(before[1]!).getByRole('button', { name: '메시지 삭제' }));
    await waitFor(() => {
      expect(screen.queryByText('점검 완료 안내')).toBeNull();
    });
    expect(view.callsTo('/api/message/delete').map((call) => [call.method, call.body])).toEqual([
      ['POST', { id: 7 }],
    ]);
  });

  it('says when there is nothing yet, and shows a failure with 다시 시도', async () => {
    renderSupport(<ContactScreen />, {
      path: '/more/contact',
      routes: routes({
        '/api/contact/list': () => json(200, page([], 1, 0)),
        '/api/message/list': () =>
          json(500, { status: 500, code: 'INTERNAL', message: '잠시 후 다시 시도해주세요.' }),
      }),
    });
    expect(await screen.findByText('등록된 문의가 없습니다. 궁금한 점을 남겨주세요.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /메시지/ }));
    expect(await screen.findByText('잠시 후 다시 시도해주세요.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
