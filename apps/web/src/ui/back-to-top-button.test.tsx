import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackToTopButton } from './back-to-top-button.tsx';

describe('BackToTopButton', () => {
  it('scrolls to the top with the function the page registered', async () => {
    const scrollToTop = vi.fn();
    render(<BackToTopButton scrollToTop={scrollToTop} />);
    await userEvent.click(screen.getByRole('button', { name: '맨 위로' }));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('does not appear when the page has registered no scroll function', () => {
    render(<BackToTopButton scrollToTop={undefined} />);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
  });
});
