// Times in the chat as a Korean member reads them: KST, which keeps no daylight saving, whatever the
// phone's own time zone is.

const KST_OFFSET_MS = 9 * 3_600_000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

function kst(epochMs: number): Date {
  return new Date(epochMs + KST_OFFSET_MS);
}

/** The bubble's time, '09:05'. */
export function chatClock(epochMs: number): string {
  return kst(epochMs).toISOString().slice(11, 16);
}

/** The KST calendar day, '2026-11-27': two messages of one day share a separator. */
export function chatDayKey(epochMs: number): string {
  return kst(epochMs).toISOString().slice(0, 10);
}

/** The separator above a day's first message, '2026년 11월 27일 금요일'. */
export function chatDayLabel(epochMs: number): string {
  const day = kst(epochMs);
  const weekday = WEEKDAYS[day.getUTCDay()] ?? '';
  return `${day.getUTCFullYear()}년 ${day.getUTCMonth() + 1}월 ${day.getUTCDate()}일 ${weekday}요일`;
}
