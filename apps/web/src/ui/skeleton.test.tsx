import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonList } from './skeleton.tsx';

describe('SkeletonList', () => {
  it('announces once that the list is loading', () => {
    render(<SkeletonList />);
    const status = screen.getByRole('status', { name: '불러오는 중' });
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the number of placeholder rows asked for', () => {
    render(<SkeletonList rows={3} label="코인 목록을 불러오는 중" />);
    expect(screen.getByRole('status', { name: '코인 목록을 불러오는 중' })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
  });
});

describe('Skeleton', () => {
  it('is hidden from screen readers', () => {
    const { container } = render(<Skeleton className="h-4 w-24" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
