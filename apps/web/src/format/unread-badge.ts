/** The largest unread count written out; above it the badge reads '99+' (spec §2, §9). */
export const UNREAD_BADGE_MAX = 99;

/**
 * The text of an unread badge: the count up to 99, '99+' beyond, and null when there is nothing
 * unread so the caller shows no badge at all.
 */
export function formatUnreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) {
    return null;
  }
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}
