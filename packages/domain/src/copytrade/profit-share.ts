import { assert } from '../assert.ts';
import { mulDiv } from '../money/rounding.ts';

/**
 * The trader's profit share of one follower (DOMAIN.md §5): a rate of the follower's realised copy
 * profit above their high-water mark, so a loss is won back before the trader earns again.
 */
export interface ShareState {
  /** The follower's realised copy pnl with this trader so far (net of fees, before shares). */
  readonly cumulativeMinor: bigint;
  /** The highest `cumulativeMinor` a share was charged up to (0 at the start). */
  readonly highWaterMinor: bigint;
}

export const NO_SHARE_YET: ShareState = { cumulativeMinor: 0n, highWaterMinor: 0n };

/**
 * A copy closed with `realisedMinor`: the share the trader earns (rate × the part of the new
 * cumulative pnl above the mark, rounded down: never against the follower) and the state after it.
 * The share never exceeds the close's own profit, which the follower has just been credited: the
 * mark is never below the cumulative pnl, so the part above it is at most this close's gain.
 */
export function shareOfClose(
  state: ShareState,
  realisedMinor: bigint,
  rateBps: bigint,
): { readonly shareMinor: bigint; readonly state: ShareState } {
  assert(rateBps >= 0n && rateBps <= 10_000n, 'A profit share rate is 0–100 %.');
  assert(state.highWaterMinor >= state.cumulativeMinor, 'The high-water mark is never below the pnl.');
  const cumulative = state.cumulativeMinor + realisedMinor;
  if (cumulative <= state.highWaterMinor)
    return { shareMinor: 0n, state: { cumulativeMinor: cumulative, highWaterMinor: state.highWaterMinor } };
  const shareMinor = mulDiv(cumulative - state.highWaterMinor, rateBps, 10_000n, 'floor');
  return { shareMinor, state: { cumulativeMinor: cumulative, highWaterMinor: cumulative } };
}
