import { describe, expect, it } from 'vitest';
import { chatClock, chatDayKey, chatDayLabel } from './chat-time.ts';

describe('chat times', () => {
  it('shows the time in KST whatever the instant is in UTC', () => {
    expect(chatClock(Date.parse('2026-11-27T00:05:00Z'))).toBe('09:05');
    expect(chatClock(Date.parse('2026-11-27T14:59:00Z'))).toBe('23:59');
  });

  it('changes the day at midnight KST, not at midnight UTC', () => {
    expect(chatDayKey(Date.parse('2026-11-27T14:59:59Z'))).toBe('2026-11-27');
    expect(chatDayKey(Date.parse('2026-11-27T15:00:00Z'))).toBe('2026-11-28');
  });

  it('names the day with its weekday', () => {
    expect(chatDayLabel(Date.parse('2026-11-27T03:00:00Z'))).toBe('2026년 11월 27일 금요일');
    expect(chatDayLabel(Date.parse('2026-11-28T15:30:00Z'))).toBe('2026년 11월 29일 일요일');
  });
});
