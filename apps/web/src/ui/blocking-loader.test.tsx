import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlockingLoader, RECONNECTING_MESSAGE } from './blocking-loader.tsx';

describe('BlockingLoader', () => {
  it('tells the member the connection is being restored, as a busy status', () => {
    render(<BlockingLoader open />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(RECONNECTING_MESSAGE);
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the message it is given', () => {
    render(<BlockingLoader open message="잠시만 기다려주세요" />);
    expect(screen.getByRole('status').textContent).toBe('잠시만 기다려주세요');
  });

  it('shows nothing when closed', () => {
    render(<BlockingLoader open={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('holds focus so the keyboard cannot reach the page behind it, and gives it back when done', async () => {
    function Page({ loading }: { loading: boolean }) {
      return (
        <>
          <button type="button">주문</button>
          <BlockingLoader open={loading} />
        </>
      );
    }
    const { rerender } = render(<Page loading={false} />);
    const order = screen.getByRole('button', { name: '주문' });
    order.focus();
    rerender(<Page loading />);
    expect(document.activeElement).toBe(screen.getByRole('status'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    rerender(<Page loading={false} />);
    expect(document.activeElement).toBe(order);
  });

  it('stops the page behind it from scrolling while shown', () => {
    const { rerender } = render(<BlockingLoader open />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<BlockingLoader open={false} />);
    expect(document.body.style.overflow).toBe('');
  });
});
