import type { SiteStorage } from '../../storage/site-storage.ts';

// "오늘 하루 보지 않기" hides a popup until the next midnight in Korea, wherever the phone's clock
// is set. The ids and their end times are kept with the site's settings, on this device only.
const KEY = 'settings.hiddenPopups';
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the next KST day after `nowMs` (KST keeps no daylight saving). */
export function nextKstMidnight(nowMs: number): number {
  return (Math.floor((nowMs + KST_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - KST_OFFSET_MS;
}

/** The stored map of popup id → hidden until (ms), without what has ended or does not parse. */
function readHidden(storage: SiteStorage, nowMs: number): Map<number, number> {
  const hidden = new Map<number, number>();
  let stored: unknown;
  try {
    stored = JSON.parse(storage.get(KEY) ?? '{}');
  } catch {
    return hidden;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return hidden;
  for (const [id, until] of Object.entries(stored)) {
    if (/^\d+$/.test(id) && typeof until === 'number' && until > nowMs) hidden.set(Number(id), until);
  }
  return hidden;
}

/** The popups the member asked not to see again today. */
export function hiddenPopupIds(storage: SiteStorage, nowMs: number): ReadonlySet<number> {
  return new Set(readHidden(storage, nowMs).keys());
}

/** Hides one popup until the next KST midnight; ended entries are dropped as it writes. */
export function hidePopupForToday(storage: SiteStorage, popupId: number, nowMs: number): void {
  const hidden = readHidden(storage, nowMs);
  hidden.set(popupId, nextKstMidnight(nowMs));
  storage.set(KEY, JSON.stringify(Object.fromEntries(hidden)));
}
