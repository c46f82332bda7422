import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, page, post, renderSupport } from '../contact/support-test-kit.tsx';
import type { Answer } from '../contact/support-test-kit.tsx';
import { SupportInvestInfoScreen, SupportMoreScreen, SupportNoticeScreen } from './support-screens.tsx';

const notices = [
  post(3, { category: 'notice', title: '서버 점검 안내' }),
  post(2, { category: 'event', title: '신규 가입 이벤트' }),
];

function noticeRoutes(extra: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    '/api/content/notice/categories': () => json(200, ['notice', 'event']),
    '/api/content/notice/list': (request) => {
      const category = new URL(request.url).searchParams.get('category');
      return json(200, page(notices.filter((row) => category === null || row.category === category)));
    },
    '/api/content/popup/list': () => json(200, page([])),
    ...extra,
  };
}

describe('SupportNoticeScreen', () => {
  it('lists the notices under 전체 with a tab per category; a tab asks for its category only', async () => {
    const view = renderSupport(<SupportNoticeScreen />, { path: '/support/notice', routes: noticeRoutes() });
    const list = await screen.findByRole('list', { name: '공지사항' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('서버 점검 안내'), expect.stringContaining('신규 가입 이벤트')]);
    expect(within(list).getByText('이벤트')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '전체' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: '이벤트' }));
    await waitFor(() => {
      expect(screen.queryByText('서버 점검 안내')).toBeNull();
    });
    expect(screen.getByText('신규 가입 이벤트')).toBeTruthy();
    const last = view.callsTo('/api/content/notice/list').at(-1);
    expect(last?.query.get('category')).toBe('event');
    expect(last?.query.get('page')).toBe('1');
  });

  it('searches by keyword and says so when nothing matched; clearing the box lists everything again', async () => {
    const view = renderSupport(<SupportNoticeScreen />, {
      path: '/support/notice',
      routes: noticeRoutes({
        '/api/content/notice/list': (request) =>
          json(200, page(new URL(request.url).searchParams.has('keyword') ? [] : notices)),
      }),
    });
    await screen.findByText('서버 점검 안내');
    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), '  환불 ');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText("'환불'에 대한 검색 결과가 없습니다.")).toBeTruthy();
    expect(view.callsTo('/api/content/notice/list').at(-1)?.query.get('keyword')).toBe('환불');

    await userEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(await screen.findByText('서버 점검 안내')).toBeTruthy();
    // The whole board was read a moment ago: it comes back from the cache, not another call.
    expect(view.callsTo('/api/content/notice/list').map((call) => call.query.get('keyword'))).toEqual([
      null,
      '환불',
    ]);
  });

  it('loads the next page at the foot of the list', async () => {
    const view = renderSupport(<SupportNoticeScreen />, {
      path: '/support/notice',
      routes: noticeRoutes({
        '/api/content/notice/list': (request) =>
          new URL(request.url).searchParams.get('page') === '2'
            ? json(200, page([post(1, { title: '지난 공지' })], 2, 2, 3))
            : json(200, page(notices, 1, 2, 3)),
      }),
    });
    await screen.findByText('서버 점검 안내');
    await userEvent.click(screen.getByRole('button', { name: '더보기' }));
    expect(await screen.findByText('지난 공지')).toBeTruthy();
    expect(screen.getByText('서버 점검 안내')).toBeTruthy();
    expect(view.callsTo('/api/content/notice/list').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
  });

  it('opens a row in the 384 px notice dialog, read by its id, with the HTML sanitised', async () => {
    const view = renderSupport(<SupportNoticeScreen />, {
      path: '/support/notice',
      routes: noticeRoutes({
        '/api/content/notice': () =>
          json(
            200,
            post(3, {
              title: '서버 점검 안내',
              content: '<p>오전 <b>6시</b>부터</p><img src="x" onerror="steal()"><script>steal()</script>',
            }),
          ),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /서버 점검 안내/ }));
    const dialog = await screen.findByRole('dialog', { name: '서버 점검 안내' });
    expect(dialog.className).toContain('w-[384px]');
    const content = await within(dialog).findByTestId('notice-content');
    expect(content.querySelector('b')?.textContent).toBe('6시');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(view.callsTo('/api/content/notice')[0]?.query.get('contentId')).toBe('3');
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts the server message when the notice cannot be read', async () => {
    const view = renderSupport(<SupportNoticeScreen />, {
      path: '/support/notice',
      routes: noticeRoutes({
        '/api/content/notice': () =>
          json(404, { status: 404, code: 'CONTENT_NOT_FOUND', message: '존재하지 않는 게시물입니다.' }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /서버 점검 안내/ }));
    await waitFor(() => {
      expect(view.alerts).toEqual(['존재하지 않는 게시물입니다.']);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows skeleton rows while the list loads', () => {
    renderSupport(<SupportNoticeScreen />, {
      path: '/support/notice',
      routes: noticeRoutes({ '/api/content/notice/list': () => new Promise<Response>(() => undefined) }),
    });
    expect(screen.getByRole('status', { name: '공지사항 불러오는 중' })).toBeTruthy();
  });

  it('shows a failure with 다시 시도, which asks again', async () => {
    let answer: Answer = () =>
      json(400, { status: 400, code: 'BAD_REQUEST', message: '요청이 올바르지 않습니다.' });
    renderSupport(<SupportNoticeScreen />, {
      path: '/support/notice',
      routes: noticeRoutes({ '/api/content/notice/list': (request, body) => answer(request, body) }),
    });
    expect(await screen.findByText('요청이 올바르지 않습니다.')).toBeTruthy();
    answer = () => json(200, page(notices));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('서버 점검 안내')).toBeTruthy();
  });

  it('says when the board is empty, and shows no tabs when the site files notices under none', async () => {
    renderSupport(<SupportNoticeScreen />, {
      path: '/support/notice',
      routes: noticeRoutes({
        '/api/content/notice/categories': () => json(200, []),
        '/api/content/notice/list': () => json(200, page([], 1, 0)),
      }),
    });
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('SupportInvestInfoScreen and SupportMoreScreen', () => {
  it('lists the strategy posts as 투자정보 without category tabs', async () => {
    const view = renderSupport(<SupportInvestInfoScreen />, {
      path: '/support/invest_info',
      routes: {
        '/api/content/strategy/list': () => json(200, page([post(9, { title: '비트코인 주간 전망' })])),
        '/api/content/popup/list': () => json(200, page([])),
      },
    });
    expect(await screen.findByRole('button', { name: /비트코인 주간 전망/ })).toBeTruthy();
    expect(view.callsTo('/api/content/notice/categories')).toEqual([]);
    expect(screen.getByRole('link', { name: '투자정보' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the FAQ at /support/more/faq and the events at /support/more/promotion', async () => {
    renderSupport(<SupportMoreScreen />, {
      path: '/support/more/faq',
      routePaths: ['/support/more/:section'],
      routes: {
        '/api/content/faq/list': () =>
          json(200, page([post(4, { category: 'dnw', title: '출금은 언제 되나요?' })])),
        '/api/content/promotion/list': () => json(200, page([])),
        '/api/content/popup/list': () => json(200, page([])),
      },
    });
    const row = await screen.findByRole('button', { name: /출금은 언제 되나요\?/ });
    expect(within(row).getByText('입출금')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '이벤트' }));
    expect(await screen.findByText('진행 중인 이벤트가 없습니다.')).toBeTruthy();
  });

  it('says a section it does not know is not open', async () => {
    renderSupport(<SupportMoreScreen />, {
      path: '/support/more/guide',
      routePaths: ['/support/more/:section'],
      routes: { '/api/content/popup/list': () => json(200, page([])) },
    });
    expect(await screen.findByText('없는 메뉴입니다. 공지사항에서 안내를 확인해 주세요.')).toBeTruthy();
  });
});
