// Where the overseas simulation streams start (tests only), and what of the calendar each must show.

/**
 * "The first `SESSION_OPEN` of `stock` after `afterMs` comes no earlier than `opensAtMs`, and before
 * `latestMs` when given" (the stream's clock moves in steps: the open is sent at the first step the
 * calendar says open). Plain weekly hours, without the holiday or the daylight-saving switch, would
 * open it elsewhere before `checkedByMs`, so a stream that got past that instant has checked it.
 */
export interface SessionExpectation {
  readonly label: string;
  readonly stock: string;
  readonly afterMs: number;
  readonly opensAtMs: number;
  readonly latestMs?: number;
  readonly checkedByMs: number;
}

/** Streams start on a random hour of `[fromMs, fromMs + hours)`. */
export interface StreamWindow {
  readonly name: string;
  readonly fromMs: number;
  readonly hours: number;
  readonly expectations: readonly SessionExpectation[];
}

export const STREAM_WINDOWS: readonly StreamWindow[] = [
  {
    // Friday's close, the weekend, the US switch to daylight saving on Sunday 8 March, daily breaks.
    name: 'the US switch to daylight saving (Friday 6 March 2026)',
    fromMs: Date.UTC(2026, 2, 6, 12),
    hours: 36,
    expectations: [
      {
        label: 'the CME reopens at 17:00 Central daylight time, 22:00 UTC, an hour earlier',
        stock: 'NQ',
        afterMs: Date.UTC(2026, 2, 7, 0),
        // While every market is shut the clock stops on the first opening, so it is sent on the dot.
        opensAtMs: Date.UTC(2026, 2, 8, 22),
        latestMs: Date.UTC(2026, 2, 8, 22, 1),
        checkedByMs: Date.UTC(2026, 2, 8, 23),
      },
    ],
  },
  {
    // Thursday before Good Friday: both exchanges shut on Friday; HKEX also on Monday and Tuesday
    // (Easter Monday, Ching Ming) while the CME trades.
    name: 'Easter (Thursday 2 April 2026)',
    fromMs: Date.UTC(2026, 3, 2, 6),
    hours: 14,
    expectations: [
      {
        label: 'the CME skips Thursday evening’s opening (Good Friday) and reopens on Sunday',
        stock: 'NQ',
        afterMs: Date.UTC(2026, 3, 2, 21),
        opensAtMs: Date.UTC(2026, 3, 5, 22),
        latestMs: Date.UTC(2026, 3, 5, 22, 1),
        checkedByMs: Date.UTC(2026, 3, 2, 23),
      },
      {
        label: 'HKEX stays shut from Good Friday to the Tuesday after Easter',
        stock: 'HSI',
        afterMs: Date.UTC(2026, 3, 2, 19),
        // Weekly hours would have it open most of Friday and Monday, Hong Kong time.
        opensAtMs: Date.UTC(2026, 3, 8, 1, 15),
        checkedByMs: Date.UTC(2026, 3, 6, 12),
      },
    ],
  },
];

/**
 * Checks a finished stream against its window's expectations: answers the ones it broke (an open too
 * early, or none by `latestMs`) and the ones it covered (its clock got past `checkedByMs`).
 */
export function sessionCoverage(
  window: StreamWindow,
  opened: readonly { stock: string; atMs: number }[],
  endMs: number,
): { covered: string[]; broken: string[] } {
  const covered: string[] = [];
  const broken: string[] = [];
  for (const expectation of window.expectations) {
    const { label, stock, afterMs, opensAtMs, latestMs, checkedByMs } = expectation;
    const firstMs = opened.find((open) => open.stock === stock && open.atMs > afterMs)?.atMs ?? Infinity;
    if (firstMs < opensAtMs) broken.push(`${label}: opened at ${new Date(firstMs).toISOString()}`);
    else if (latestMs !== undefined && firstMs >= latestMs && endMs >= latestMs) {
      broken.push(`${label}: not open by ${new Date(latestMs).toISOString()}`);
    } else if (endMs >= checkedByMs) covered.push(label);
  }
  return { covered, broken };
}
