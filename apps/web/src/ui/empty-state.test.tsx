import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wallet } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../routes/router/index.ts';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows its message and no button when there is no next step', () => {
    render(<EmptyState message="거래내역이 없습니다." />);
    expect(screen.getByText('거래내역이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the next step as a button', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState icon={Wallet} message="보유 코인이 없습니다." action={{ label: '입금하기', onClick }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '입금하기' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('offers a next step on another page as a link there', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/more/livechat',
          element: <EmptyState message="없습니다." action={{ label: '1:1 문의하기', to: '/more/contact' }} />,
        },
        { path: '/more/contact', element: <p>문의 화면</p> },
      ],
      { initialEntries: ['/more/livechat'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: '1:1 문의하기' });
    expect(link.getAttribute('href')).toBe('/more/contact');
    await userEvent.click(link);
    expect(await screen.findByText('문의 화면')).toBeTruthy();
  });

  it('keeps its icon out of what screen readers read', () => {
    const { container } = render(<EmptyState message="문의내역이 없습니다." />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
