import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactDetailScreen } from './contact-detail-screen.tsx';
import { inquiry, json, renderSupport } from './support-test-kit.tsx';
import type { Answer } from './support-test-kit.tsx';

function show(read: Answer, extra: Record<string, Answer> = {}) {
  return renderSupport(<ContactDetailScreen />, {
    path: '/more/contact/3',
    routePaths: ['/more/contact/:id', '/more/contact'],
    routes: { '/api/contact/read': read, ...extra },
    before: (services) => {
      services.store.getState().setUnread('contact', () => 2);
    },
  });
}

describe('ContactDetailScreen', () => {
  it('shows the question and the answer as plain text, and the menu counter follows the read', async () => {
    const view = show(
      () =>
        json(
          200,
          inquiry(3, {
            question: '출금이 지연되고 있어요\n<b>확인</b> 부탁드립니다',
            answer: '확인 후 처리했습니다.',
            isAnswer: true,
            isRead: true,
            answeredAt: '2026-11-20T02:00:00.000Z',
          }),
        ),
      {
        '/api/contact/my_unread_count': () => json(200, { count: 1 }),
        '/api/message/my_unread_count': () => json(200, { count: 0 }),
      },
    );
    expect(await screen.findByText('확인 후 처리했습니다.')).toBeTruthy();
    // Plain text: the member's own angle brackets are shown, never parsed.
    expect(screen.getByText(/<b>확인<\/b> 부탁드립니다/)).toBeTruthy();
    expect(screen.getByText('2026.11.20 11:00')).toBeTruthy();
    expect(view.callsTo('/api/contact/read')[0]?.query.get('id')).toBe('3');
    await waitFor(() => {
      expect(view.services.store.getState().unread.contact).toBe(1);
    });
  });

  it("shows an operator's inquiry as its subject and message, and the counter follows the read", async () => {
    const view = show(
      () =>
        json(
          200,
          inquiry(3, {
            startedBy: 'OPERATOR',
            question: '출금 계좌 확인 요청',
            answer: '등록하신 출금 계좌의 예금주를 확인해 주세요.',
            isAnswer: true,
            isRead: true,
            answeredAt: '2026-11-20T02:00:00.000Z',
          }),
        ),
      {
        '/api/contact/my_unread_count': () => json(200, { count: 0 }),
        '/api/message/my_unread_count': () => json(200, { count: 0 }),
      },
    );
    expect(await screen.findByRole('region', { name: '운영자 문의' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '출금 계좌 확인 요청' })).toBeTruthy();
    expect(screen.getByText('등록하신 출금 계좌의 예금주를 확인해 주세요.')).toBeTruthy();
    // No "waiting for an answer" and no question section: the member did not ask.
    expect(screen.queryByRole('region', { name: '문의 내용' })).toBeNull();
    expect(screen.getByRole('link', { name: '1:1문의' }).getAttribute('href')).toBe('/more/contact/create');
    await waitFor(() => {
      expect(view.services.store.getState().unread.contact).toBe(0);
    });
  });

  it('says an answer is being prepared while there is none, without touching the counters', async () => {
    const view = show(() => json(200, inquiry(3, { question: '입금 확인 부탁드립니다' })));
    expect(await screen.findByText('답변을 준비하고 있습니다. 답변이 등록되면 알려드립니다.')).toBeTruthy();
    expect(view.callsTo('/api/contact/my_unread_count')).toEqual([]);
  });

  it("says another member's or an unknown inquiry does not exist and leads back to the list", async () => {
    const view = show(() =>
      json(404, { status: 404, code: 'CONTACT_NOT_FOUND', message: '존재하지 않는 문의입니다.' }),
    );
    expect(await screen.findByText('존재하지 않는 문의입니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/more/contact');
    });
  });
});
