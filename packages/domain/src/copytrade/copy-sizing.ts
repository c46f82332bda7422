import { assert } from '../assert.ts';
import { mulDiv } from '../money/rounding.ts';
import { initialMarginMinor, orderCostMinor } from '../futures/formulas.ts';

/**
 * How a trader's fill is copied to one follower (DOMAIN.md §5). Money is USDT minor units (bigint);
 * a futures quantity is its USDT notional in the same units, in steps of the option's `qtyStepMinor`
 * from `minQtyMinor`, as every futures order is.
 */

/** Why a follower got no copy of a fill: recorded and shown to them, never dropped silently. */
export type CopySkipReason =
  /** The ratio and the one-copy cap leave less than the option's smallest order. */
  | 'COPY_BELOW_MIN_QTY'
  /** The room left under the follower's `maxBet` is less than the smallest order. */
  | 'COPY_MAX_BET_REACHED'
  /** The follower's available FUTURES balance does not pay the smallest order. */
  | 'COPY_INSUFFICIENT_BALANCE'
  /**
   * The follower holds a position on the pair that is not this copy's own (theirs, or another
   * copy's): one-way mode would put the copy into it, blending its entry into the copy's pnl and
   * profit share, or reducing it.
   */
  | 'COPY_POSITION_CONFLICT'
  /** The copy would take the follower's position past the tier cap at its leverage. */
  | 'COPY_MAX_POSITION'
  /** The follower closed their copy of this trader position early: its later adds are not copied. */
  | 'COPY_CLOSED_BY_FOLLOWER';

/** What caps a copy's margin, in the order they are applied. */
export type CopyCap = 'RATIO' | 'ONE_MAX_BET' | 'MAX_BET' | 'BALANCE';

export interface CopyInput {
  /** The margin the trader's fill put up (its initial margin). */
  readonly traderMarginMinor: bigint;
  /** The trader's leverage, which the copy takes. */
  readonly leverage: number;
  /** The follower's `multiplyPer`: percent of the trader's margin, 0–100. */
  readonly multiplyPer: number;
  readonly oneMaxBetMinor: bigint;
  readonly maxBetMinor: bigint;
  /** Margin the follower's open copies already hold, counted against `maxBet`. */
  readonly usedBetMinor: bigint;
  /** The follower's available FUTURES balance. */
  readonly availableMinor: bigint;
  readonly qtyStepMinor: bigint;
  readonly minQtyMinor: bigint;
  readonly takerFeeBps: bigint;
}

export type CopyDecision =
  | { readonly ok: true; readonly qtyMinor: bigint; readonly marginMinor: bigint; readonly cappedBy: CopyCap }
  | { readonly ok: false; readonly reason: CopySkipReason };

function floorToStep(value: bigint, step: bigint): bigint {
  return value <= 0n ? 0n : (value / step) * step;
}

/** The largest quantity (a multiple of the step) whose order cost the balance pays. */
function affordableQtyMinor(input: CopyInput): bigint {
  if (input.availableMinor <= 0n) return 0n;
  const leverage = BigInt(input.leverage);
  // cost(q) ≈ q / L + q × 2 × fee / 10,000, so q ≈ available × L × 10,000 / (10,000 + 2 × fee × L);
  // the ceilings of the real cost can exceed the estimate by a few units: step down until it pays.
  let qty = floorToStep(
    mulDiv(input.availableMinor, leverage * 10_000n, 10_000n + 2n * input.takerFeeBps * leverage, 'floor'),
    input.qtyStepMinor,
  );
  while (qty > 0n && orderCostMinor(qty, input.leverage, input.takerFeeBps) > input.availableMinor)
    qty -= input.qtyStepMinor;
  return qty;
}

/**
 * The copy of one fill for one follower: margin = trader margin × multiplyPer / 100 (rounded down),
 * capped by `oneMaxBet`, then by the room left under `maxBet`, at the trader's leverage; the quantity
 * is that margin × leverage rounded down to the step, then cut to what the available balance pays
 * (margin and both fees, as any order). Below the smallest order it is a skip, whose reason names
 * the cap that made it so (balance first, then `maxBet`, then the ratio and the one-copy cap).
 */
export function decideCopy(input: CopyInput): CopyDecision {
  assert(
    Number.isInteger(input.multiplyPer) && input.multiplyPer >= 0 && input.multiplyPer <= 100,
    'multiplyPer is a whole percent from 0 to 100.',
  );
  assert(Number.isInteger(input.leverage) && input.leverage >= 1, 'Leverage is a positive integer.');
  assert(input.qtyStepMinor > 0n && input.minQtyMinor > 0n, 'The option has a quantity step and minimum.');
  const leverage = BigInt(input.leverage);
  let cappedBy: CopyCap = 'RATIO';
  let margin = mulDiv(input.traderMarginMinor, BigInt(input.multiplyPer), 100n, 'floor');
  if (input.oneMaxBetMinor < margin) {
    margin = input.oneMaxBetMinor;
    cappedBy = 'ONE_MAX_BET';
  }
  const room = input.maxBetMinor - input.usedBetMinor;
  if (room < margin) {
    margin = room;
    cappedBy = 'MAX_BET';
  }
  let qty = floorToStep(margin * leverage, input.qtyStepMinor);
  const affordable = affordableQtyMinor(input);
  if (affordable < qty) {
    qty = affordable;
    cappedBy = 'BALANCE';
  }
  if (qty < input.minQtyMinor) {
    const reason: CopySkipReason =
      cappedBy === 'BALANCE'
        ? 'COPY_INSUFFICIENT_BALANCE'
        : cappedBy === 'MAX_BET'
          ? 'COPY_MAX_BET_REACHED'
          : 'COPY_BELOW_MIN_QTY';
    return { ok: false, reason };
  }
  return { ok: true, qtyMinor: qty, marginMinor: initialMarginMinor(qty, input.leverage), cappedBy };
}

/**
 * What a follower's copy closes when the trader closes `closedQtyMinor` of `traderQtyMinor`: the same
 * fraction of the copy, rounded down to the step (never more than the trader's fraction); the whole
 * copy when the trader closes all, or when what would stay is below the smallest order (no dust).
 */
export function copyCloseQtyMinor(input: {
  readonly copyQtyMinor: bigint;
  readonly traderQtyMinor: bigint;
  readonly closedQtyMinor: bigint;
  readonly qtyStepMinor: bigint;
  readonly minQtyMinor: bigint;
}): bigint {
  const { copyQtyMinor, traderQtyMinor, closedQtyMinor } = input;
  assert(traderQtyMinor > 0n && closedQtyMinor > 0n, 'The trader closes part of an open position.');
  if (closedQtyMinor >= traderQtyMinor) return copyQtyMinor;
  const qty = floorToStep((copyQtyMinor * closedQtyMinor) / traderQtyMinor, input.qtyStepMinor);
  return copyQtyMinor - qty < input.minQtyMinor ? copyQtyMinor : qty;
}
