import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeDialog } from './notice-dialog.tsx';
import type { NoticeSanitizer, SanitizerSource } from './sanitize-html.ts';
import { loadNoticeSanitizer } from './sanitize-html.ts';

/** A sanitiser source that has not loaded until the test says so (or says it failed). */
function heldBackSanitizer() {
  let settle: (sanitizer: NoticeSanitizer) => void = () => undefined;
  let refuse: (error: Error) => void = () => undefined;
  const source: SanitizerSource = {
    loaded: () => undefined,
    load: () =>
      new Promise((resolve, reject) => {
        settle = resolve;
        refuse = reject;
      }),
  };
  return {
    source,
    release: async () => {
      settle(await loadNoticeSanitizer());
    },
    fail: () => {
      refuse(new Error('Failed to fetch dynamically imported module'));
    },
  };
}

describe('NoticeDialog', () => {
  it('shows the title, the HTML content and a 닫기 button that closes it', async () => {
    const onClose = vi.fn();
    render(
      <NoticeDialog title="서버 점검 안내" html="<p>오전 <b>6시</b>부터 점검합니다.</p>" onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: '서버 점검 안내' });
    expect((await screen.findByTestId('notice-content')).querySelector('b')?.textContent).toBe('6시');
    expect(dialog.contains(screen.getByTestId('notice-content'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('strips script tags and event-handler attributes from the content', async () => {
    const html =
      '<p onclick="steal()">안내</p><img src="/notice.png" onerror="steal()"><script>steal()</script>' +
      '<a href="javascript:steal()">링크</a>';
    render(<NoticeDialog title="공지" html={html} onClose={() => undefined} />);
    const content = await screen.findByTestId('notice-content');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onclick]')).toBeNull();
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(content.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
    expect(content.textContent).toContain('안내');
  });

  it('shows a placeholder, never the raw HTML, until the sanitiser has loaded', async () => {
    const held = heldBackSanitizer();
    const html = '<p>안내</p><img src="/x.png" onerror="steal()">';
    render(<NoticeDialog title="공지" html={html} onClose={() => undefined} sanitizer={held.source} />);
    const dialog = screen.getByRole('dialog', { name: '공지' });
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.textContent).not.toContain('안내');

    await act(held.release);
    const content = await screen.findByTestId('notice-content');
    expect(content.textContent).toBe('안내');
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.queryByRole('status', { name: '불러오는 중' })).toBeNull();
  });

  it('says the content could not be loaded when the sanitiser cannot be fetched', async () => {
    const held = heldBackSanitizer();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <NoticeDialog title="공지" html="<p>안내</p>" onClose={() => undefined} sanitizer={held.source} />,
    );

    act(held.fail);
    expect(await screen.findByText(/내용을 불러오지 못했습니다/)).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toContain('안내');
    quiet.mockRestore();
  });

  it('is 384 px wide by default and never wider than the screen', () => {
    render(<NoticeDialog title="공지" html="" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.className).toContain('w-[384px]');
    expect(dialog.className).toContain('max-w-[92vw]');
  });

  it('opens realtime notices at 92% of the width', () => {
    render(<NoticeDialog title="실시간 공지" html="" variant="realtime" onClose={() => undefined} />);
    expect(screen.getByRole('dialog').className).toContain('w-[92%]');
  });

  it('closes on Escape and on a click beside the panel, not on a click inside it', async () => {
    const onClose = vi.fn();
    render(<NoticeDialog title="공지" html="<p>본문</p>" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
