import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeDialog } from './notice-dialog.tsx';

describe('NoticeDialog', () => {
  it('shows the title, the HTML content and a 닫기 button that closes it', async () => {
    const onClose = vi.fn();
    render(
      <NoticeDialog title="서버 점검 안내" html="<p>오전 <b>6시</b>부터 점검합니다.</p>" onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: '서버 점검 안내' });
    expect(dialog.querySelector('b')?.textContent).toBe('6시');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('strips script tags and event-handler attributes from the content', () => {
    const html =
      '<p onclick="steal()">안내</p><img src="/notice.png" onerror="steal()"><script>steal()</script>' +
      '<a href="javascript:steal()">링크</a>';
    render(<NoticeDialog title="공지" html={html} onClose={() => undefined} />);
    const content = screen.getByTestId('notice-content');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onclick]')).toBeNull();
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(content.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
    expect(content.textContent).toContain('안내');
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
