import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, page, post, renderSupport } from '../contact/support-test-kit.tsx';
import { MoreNoticeDetailScreen, MoreNoticeScreen } from './notice-screens.tsx';
import { PrivacyScreen, TermsScreen } from './policy-screen.tsx';

describe('MoreNoticeScreen', () => {
  it('lists the notices, each row leading to its detail page', async () => {
    renderSupport(<MoreNoticeScreen />, {
      path: '/more/notice',
      routes: {
        '/api/content/notice/categories': () => json(200, ['notice']),
        '/api/content/notice/list': () => json(200, page([post(12, { title: '입금 계좌 변경 안내' })])),
      },
    });
    const row = await screen.findByRole('link', { name: /입금 계좌 변경 안내/ });
    expect(row.getAttribute('href')).toBe('/more/notice/12');
  });
});

describe('MoreNoticeDetailScreen', () => {
  it('shows the notice read by its id, title, date and sanitised HTML', async () => {
    const view = renderSupport(<MoreNoticeDetailScreen />, {
      path: '/more/notice/12',
      routePaths: ['/more/notice/:id'],
      routes: {
        '/api/content/notice': () =>
          json(
            200,
            post(12, {
              category: 'notice',
              title: '입금 계좌 변경 안내',
              content: '<p>새 계좌로 <a href="javascript:steal()">입금</a>해주세요.</p>',
              createdAt: '2026-11-26T15:30:00.000Z',
            }),
          ),
      },
    });
    expect(await screen.findByRole('heading', { name: '입금 계좌 변경 안내' })).toBeTruthy();
    // 15:30 UTC is 00:30 KST the next day.
    expect(screen.getByText('2026.11.27 00:30')).toBeTruthy();
    expect(screen.getByText('공지')).toBeTruthy();
    const content = await screen.findByTestId('notice-content');
    expect(content.textContent).toBe('새 계좌로 입금해주세요.');
    expect(content.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(view.callsTo('/api/content/notice')[0]?.query.get('contentId')).toBe('12');
  });

  it('says a closed or unknown notice does not exist and leads back to the list', async () => {
    const view = renderSupport(<MoreNoticeDetailScreen />, {
      path: '/more/notice/99',
      routePaths: ['/more/notice/:id', '/more/notice'],
      routes: {
        '/api/content/notice': () =>
          json(404, { status: 404, code: 'CONTENT_NOT_FOUND', message: '존재하지 않는 게시물입니다.' }),
        '/api/content/notice/list': () => json(200, page([])),
      },
    });
    expect(await screen.findByText('존재하지 않는 게시물입니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/more/notice');
    });
  });
});

describe('TermsScreen and PrivacyScreen', () => {
  it("shows the site's own terms, sanitised", async () => {
    const view = renderSupport(<TermsScreen />, {
      path: '/more/terms',
      routes: {
        '/api/content/static': () =>
          json(
            200,
            post(30, { category: 'terms', content: '<h2>제1조</h2><p>사이트 약관</p><script>x()</script>' }),
          ),
      },
    });
    const content = await screen.findByTestId('notice-content');
    expect(content.querySelector('h2')?.textContent).toBe('제1조');
    expect(content.querySelector('script')).toBeNull();
    expect(view.callsTo('/api/content/static')[0]?.query.get('category')).toBe('terms');
  });

  it('falls back to the built-in text when the site has none (404)', async () => {
    renderSupport(<PrivacyScreen />, {
      path: '/more/privacy',
      routes: {
        '/api/content/static': () =>
          json(404, { status: 404, code: 'CONTENT_NOT_FOUND', message: '존재하지 않는 게시물입니다.' }),
      },
    });
    expect(await screen.findByText(/1\. 수집하는 개인정보/)).toBeTruthy();
  });

  it('shows any other failure with 다시 시도 rather than the built-in text', async () => {
    let status = 400;
    renderSupport(<TermsScreen />, {
      path: '/more/terms',
      routes: {
        '/api/content/static': () =>
          status === 400
            ? json(400, { status: 400, code: 'BAD_REQUEST', message: '요청이 올바르지 않습니다.' })
            : json(200, post(30, { category: 'terms', content: '<p>사이트 약관</p>' })),
      },
    });
    expect(await screen.findByText('요청이 올바르지 않습니다.')).toBeTruthy();
    expect(screen.queryByText(/제1조 \(목적\)/)).toBeNull();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('사이트 약관')).toBeTruthy();
  });
});
