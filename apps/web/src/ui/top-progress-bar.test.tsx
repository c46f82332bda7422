import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DELAY_MS, TopProgressBar } from './top-progress-bar.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const bar = () => screen.queryByRole('progressbar', { name: '불러오는 중' });

describe('TopProgressBar', () => {
  it('shows only once the work has lasted 150 ms, and goes as soon as it ends', () => {
    const view = render(<TopProgressBar busy />);
    advance(PROGRESS_DELAY_MS - 1);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).not.toBeNull();
    expect(bar()?.className).toContain('h-0.5');

    view.rerender(<TopProgressBar busy={false} />);
    expect(bar()).toBeNull();
  });

  it('never shows for work that ends within the delay', () => {
    const view = render(<TopProgressBar busy />);
    advance(100);
    view.rerender(<TopProgressBar busy={false} />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('waits the delay again for the next work', () => {
    const view = render(<TopProgressBar busy />);
    advance(PROGRESS_DELAY_MS);
    view.rerender(<TopProgressBar busy={false} />);
    view.rerender(<TopProgressBar busy />);
    expect(bar()).toBeNull();
    advance(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
  });
});
