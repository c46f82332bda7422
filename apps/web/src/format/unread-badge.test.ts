import { describe, expect, it } from 'vitest';
import { formatUnreadBadge } from './unread-badge.ts';

describe('formatUnreadBadge', () => {
  it('shows the count as it is up to 99', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(99)).toBe('99');
  });

  it('caps the badge at 99+', () => {
    expect(formatUnreadBadge(100)).toBe('99+');
    expect(formatUnreadBadge(12345)).toBe('99+');
  });

  it('shows no badge when nothing is unread', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(-3)).toBeNull();
    expect(formatUnreadBadge(Number.NaN)).toBeNull();
  });
});
