/** KST is UTC+9 all year (no daylight saving). */
const KST_OFFSET_MS = 9 * 3_600_000;

/** An instant as KST time to the millisecond, '2026-11-24 16:05:30.123', for deciding ticks. */
export function formatTickTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + KST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 23)}`;
}
