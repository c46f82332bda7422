import { followSettingsRefusal } from '@baro/domain';
import type { FollowSettingsRefusal } from '@baro/domain';
import { toUnits, USDT_SCALE } from '../futures/futures-math.ts';

// The follow sheet's checks before anything is sent (spec §5, DOMAIN.md §5), in the order the
// contract's body lists its fields, each answering the catalogue code the server answers for it, so
// the member reads the same message either way.

export interface FollowDraft {
  readonly followStock: readonly string[];
  /** Percent of the trader's margin, whole numbers 0–100. */
  readonly multiplyPer: number;
  /** Wire amounts ('' for none). */
  readonly maxBet: string;
  readonly oneMaxBet: string;
}

export type FollowProblem = FollowSettingsRefusal;

/**
 * The first thing wrong with the draft, or null when it can be sent: the server's own rule
 * (`followSettingsRefusal`), the pairs being those the sheet offers; an amount that does not parse is
 * below the minimum.
 */
export function followProblem(draft: FollowDraft): FollowProblem | null {
  return followSettingsRefusal(
    {
      followStock: draft.followStock,
      multiplyPer: draft.multiplyPer,
      maxBetMinor: toUnits(draft.maxBet, USDT_SCALE) ?? -1n,
      oneMaxBetMinor: toUnits(draft.oneMaxBet, USDT_SCALE) ?? -1n,
    },
    new Set(draft.followStock),
  );
}
