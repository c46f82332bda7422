// Labels of game types in the trade header dropdown (spec §2): binary types read '바이너리', the
// others their round length — '{n}min', or 60 × n 'sec' when n is below 1 — where n is the number in
// the code (R.5 → 30sec, R1 → 1min). Bitball types (code starting with P) get '비트볼' in front. A
// stock offers B1, B2 and B5 side by side, so a binary label carries its length too ('바이너리 2min'):
// three chips reading only '바이너리' could not be told apart.

const BITBALL_PREFIX = '비트볼';
const BINARY_LABEL = '바이너리';

/** The number a game type code carries after its letter: 'R.5' → 0.5, 'R1' → 1; null when none. */
export function gameTypeLength(type: string): number | null {
  const match = /^[A-Z]+(\d*\.?\d+)$/.exec(type);
  if (match?.[1] === undefined) return null;
  const n = Number(match[1]);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Whether a game type is bitball: its code starts with P. */
export function isBitballType(type: string): boolean {
  return type.startsWith('P');
}

/** Whether a game type is binary: its code starts with B. */
export function isBinaryType(type: string): boolean {
  return type.startsWith('B');
}

/**
 * 'R.5' → '30sec', 'R1' → '1min', 'B1' → '바이너리 1min', 'P1' → '비트볼 1min'. A code without a
 * number shows as it is, so an unknown type is still recognisable.
 */
export function gameTypeLabel(type: string): string {
  const n = gameTypeLength(type);
  const length = n === null ? type : n < 1 ? `${Math.round(n * 60)}sec` : `${n}min`;
  if (isBinaryType(type)) return n === null ? BINARY_LABEL : `${BINARY_LABEL} ${length}`;
  return isBitballType(type) ? `${BITBALL_PREFIX} ${length}` : length;
}
