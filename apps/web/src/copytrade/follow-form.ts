import { toUnits, USDT_SCALE } from '../futures/futures-math.ts';

// The follow sheet's checks before anything is sent (spec §5, DOMAIN.md §5), in the order the
// contract's body lists its fields, each answering the catalogue code the server answers for it, so
// the member reads the same message either way.

/** The least `maxBet` and `oneMaxBet`: 10 USDT, in USDT minor units. */
export const MIN_FOLLOW_BET_UNITS = 10n * 10n ** BigInt(USDT_SCALE);

export interface FollowDraft {
  readonly followStock: readonly string[];
  /** Percent of the trader's margin, whole numbers 0–100. */
  readonly multiplyPer: number;
  /** Wire amounts ('' for none). */
  readonly maxBet: string;
  readonly oneMaxBet: string;
}

export type FollowProblem =
  | 'FOLLOW_STOCK_REQUIRED'
  | 'FOLLOW_RATIO_INVALID'
  | 'FOLLOW_MAX_BET_TOO_SMALL'
  | 'FOLLOW_ONE_MAX_BET_TOO_SMALL';

function belowMinimum(amount: string): boolean {
  const units = toUnits(amount, USDT_SCALE);
  return units === null || units < MIN_FOLLOW_BET_UNITS;
}

/** The first thing wrong with the draft, or null when it can be sent. */
export function followProblem(draft: FollowDraft): FollowProblem | null {
  if (draft.followStock.length === 0) return 'FOLLOW_STOCK_REQUIRED';
  const ratio = draft.multiplyPer;
  if (!Number.isInteger(ratio) || ratio < 0 || ratio > 100) return 'FOLLOW_RATIO_INVALID';
  if (belowMinimum(draft.maxBet)) return 'FOLLOW_MAX_BET_TOO_SMALL';
  if (belowMinimum(draft.oneMaxBet)) return 'FOLLOW_ONE_MAX_BET_TOO_SMALL';
  return null;
}
