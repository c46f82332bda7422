import { assert } from '../assert.ts';
import { BPS_PER_UNIT } from '../money/bps.ts';
import { divCeil, divFloor, divTrunc, mulDiv } from '../money/rounding.ts';
import { FUNDING_RATE_SCALE } from '../market/funding.ts';
import { maxNotionalAtLeverage, tierFor, type MarginTier } from './tiers.ts';

/**
 * The formulas of coin futures (DOMAIN.md §3), pure and exact. Units (docs/futures-engine.md):
 * - money and `qty` are bigint minor units of USDT (8 decimals); `qty` is the USDT notional at entry,
 *   so the coin size is `qty / entry`;
 * - prices are integer price units of the option (10^-precision USDT), safe integers, as `MarketTick`
 *   carries them; every formula multiplies before it divides, so the price scale cancels out;
 * - rates are bigint basis points (fees, maintenance) or ppm (funding).
 * Every division names its rounding; where money leaves the member it rounds against the member
 * (a fee or a margin up, a gain down, a loss up), so the house never pays a remainder it did not owe.
 */

/** +1 for LONG, −1 for SHORT. */
export type Direction = 1 | -1;

/** The share of maintenance margin in the margin balance that counts as liquidation: 100 %. */
export const LIQUIDATION_RATIO_BPS = 10_000n;

/** The margin ratio at which a position is warned (`POSITION_WARN`): 80 %. */
export const WARN_RATIO_BPS = 8_000n;

/** The default taker fee, 0.04 % (configurable per option). */
export const DEFAULT_TAKER_FEE_BPS = 4n;

/** The default liquidation fee, 0.5 % of the notional at mark (configurable per option). */
export const DEFAULT_LIQUIDATION_FEE_BPS = 50n;

function big(price: number): bigint {
  assert(Number.isSafeInteger(price) && price > 0, 'A price is a positive safe integer of price units.');
  return BigInt(price);
}

/**
 * Unrealised (or, at a fill price, realised) PnL: `d × qty × (price / entry − 1)`, floored: a gain
 * is rounded down and a loss up, against the member. LONG 10,000 USDT from 50,000 to 55,000 is
 * +1,000 USDT.
 */
export function pnlMinor(direction: Direction, qtyMinor: bigint, entryPrice: number, price: number): bigint {
  const entry = big(entryPrice);
  return mulDiv(BigInt(direction) * qtyMinor, big(price) - entry, entry, 'floor');
}

/** The notional of a position at another price, `qty × price / entry`, floored (a display figure). */
export function notionalAtMinor(qtyMinor: bigint, entryPrice: number, price: number): bigint {
  return mulDiv(qtyMinor, big(price), big(entryPrice), 'floor');
}

/**
 * Return on equity in hundredths of a percent (two decimals, spec §9): `pnl / margin × 100`, rounded
 * toward zero so neither a gain nor a loss is overstated. 1,000 on a 1,000 margin is 10,000 (100.00 %).
 */
export function roeHundredthsPercent(pnlMinor: bigint, marginMinor: bigint): bigint {
  if (marginMinor <= 0n) return 0n;
  return divTrunc(pnlMinor * 10_000n, marginMinor);
}

/** Initial margin `qty / leverage`, rounded up: the member puts up the remainder. */
export function initialMarginMinor(qtyMinor: bigint, leverage: number): bigint {
  assert(Number.isInteger(leverage) && leverage >= 1, 'Leverage is a positive integer.');
  return divCeil(qtyMinor, BigInt(leverage));
}

/** The taker fee on opening `qty` (a USDT notional): `qty × bps / 10,000`, rounded up. */
export function openFeeMinor(qtyMinor: bigint, takerFeeBps: bigint): bigint {
  return mulDiv(qtyMinor, takerFeeBps, BPS_PER_UNIT, 'ceil');
}

/**
 * The fee on closing `qty` of a position at `price`: the rate on the notional at that price,
 * `qty × price / entry × bps / 10,000`, one division, rounded up. Also the liquidation fee (its own rate).
 */
export function closeFeeMinor(qtyMinor: bigint, entryPrice: number, price: number, feeBps: bigint): bigint {
  return mulDiv(qtyMinor * big(price), feeBps, big(entryPrice) * BPS_PER_UNIT, 'ceil');
}

/**
 * The order cost estimate of spec B4: `qty / leverage + qty × 2 × taker` (0.0008 at the default
 * 0.04 %: the open and the close fee), margin and fee part each rounded up. An order is accepted only
 * when the available balance covers it.
 */
export function orderCostMinor(qtyMinor: bigint, leverage: number, takerFeeBps: bigint): bigint {
  return initialMarginMinor(qtyMinor, leverage) + mulDiv(qtyMinor, 2n * takerFeeBps, BPS_PER_UNIT, 'ceil');
}

/**
 * Maintenance margin at `price`: `notional × rate − amount` with the bracket of the position's
 * `qty` (its notional at entry, so the bracket does not move with each tick), rounded up, never
 * below zero.
 */
export function maintenanceMarginMinor(
  tiers: readonly MarginTier[],
  qtyMinor: bigint,
  entryPrice: number,
  price: number,
): bigint {
  const tier = tierFor(tiers, qtyMinor);
  const onNotional = mulDiv(
    qtyMinor * big(price),
    tier.maintenanceRateBps,
    big(entryPrice) * BPS_PER_UNIT,
    'ceil',
  );
  const maintenance = onNotional - tier.maintenanceAmountMinor;
  return maintenance > 0n ? maintenance : 0n;
}

/**
 * Margin ratio in basis points, `maintenance / margin balance` (margin balance = collateral + uPnL at
 * mark), rounded up; 10,000 (100 %) or more when the balance is gone.
 */
export function marginRatioBps(maintenanceMinor: bigint, marginBalanceMinor: bigint): bigint {
  if (marginBalanceMinor <= 0n) return 10_000n;
  return divCeil(maintenanceMinor * BPS_PER_UNIT, marginBalanceMinor);
}

/** What backs a position in the liquidation rule. */
export interface LiquidationInput {
  readonly direction: Direction;
  readonly qtyMinor: bigint;
  readonly entryPrice: number;
  /**
   * ISOLATED: the position's margin. CROSS: the position's margin plus the member's available
   * FUTURES balance (the whole wallet backs it; order holds are not available).
   */
  readonly collateralMinor: bigint;
  readonly tiers: readonly MarginTier[];
}

/**
 * Whether the rule "margin ratio ≥ ratio" holds at mark `price`, decided exactly in integers (no
 * rounded intermediate): `margin balance ≤ maintenance × 10,000 / ratioBps`, multiplied out as
 * `C·E·w + d·Q·(M − E)·w ≤ Q·M·r − a·10,000·E`. With `ratioBps` 10,000 it is the liquidation rule,
 * with 8,000 the warning.
 */
export function breachesRatio(input: LiquidationInput, price: number, ratioBps: bigint): boolean {
  const tier = tierFor(input.tiers, input.qtyMinor);
  const entry = big(input.entryPrice);
  const mark = big(price);
  const q = input.qtyMinor;
  const left =
    input.collateralMinor * entry * ratioBps + BigInt(input.direction) * q * (mark - entry) * ratioBps;
  const right = q * mark * tier.maintenanceRateBps - tier.maintenanceAmountMinor * BPS_PER_UNIT * entry;
  return left <= right;
}

/**
 * The integer mark price at which `breachesRatio` starts to hold, or null when no positive price
 * does (a LONG backed by its whole notional). Solving the rule for M:
 * LONG:  M ≤ E·(Q·w − C·w − a·10⁴) / (Q·(w − r)), so the price is that bound rounded down;
 * SHORT: M ≥ E·(Q·w + C·w + a·10⁴) / (Q·(w + r)), rounded up.
 * The rounding makes "mark ≤ price" (LONG) / "mark ≥ price" (SHORT) exactly the rule for an integer
 * mark, so a sorted index of these prices decides what the rule decides.
 */
export function ratioPrice(input: LiquidationInput, ratioBps: bigint): number | null {
  const tier = tierFor(input.tiers, input.qtyMinor);
  const entry = big(input.entryPrice);
  const q = input.qtyMinor;
  assert(q > 0n, 'A position has a positive qty.');
  const amount = tier.maintenanceAmountMinor * BPS_PER_UNIT;
  if (input.direction === 1) {
    const numerator = entry * (q * ratioBps - input.collateralMinor * ratioBps - amount);
    if (numerator <= 0n) return null;
    const price = divFloor(numerator, q * (ratioBps - tier.maintenanceRateBps));
    return price >= 1n ? Number(price) : null;
  }
  const numerator = entry * (q * ratioBps + input.collateralMinor * ratioBps + amount);
  const price = divCeil(numerator, q * (ratioBps + tier.maintenanceRateBps));
  return price <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(price) : null;
}

/** The liquidation price (ISOLATED or CROSS by what `collateralMinor` holds); see `ratioPrice`. */
export function liquidationPrice(input: LiquidationInput): number | null {
  return ratioPrice(input, LIQUIDATION_RATIO_BPS);
}

/** What the pre-trade panel (B4) needs to show a liquidation price before the order is placed. */
export interface PreTradeLiquidationInput {
  readonly direction: Direction;
  readonly qtyMinor: bigint;
  /** The expected fill price: last price for MARKET, the limit price for LIMIT. */
  readonly price: number;
  readonly leverage: number;
  readonly marginType: 'ISOLATED' | 'CROSS';
  /** The member's available FUTURES balance now (CROSS only). */
  readonly availableMinor: bigint;
  readonly takerFeeBps: bigint;
  readonly tiers: readonly MarginTier[];
}

/**
 * The liquidation price of a new position before it is opened: ISOLATED backs it with its initial
 * margin, CROSS with that margin plus what stays available after the order's cost.
 */
export function preTradeLiquidationPrice(input: PreTradeLiquidationInput): number | null {
  const margin = initialMarginMinor(input.qtyMinor, input.leverage);
  const left = input.availableMinor - orderCostMinor(input.qtyMinor, input.leverage, input.takerFeeBps);
  const collateral = input.marginType === 'ISOLATED' ? margin : margin + (left > 0n ? left : 0n);
  return liquidationPrice({
    direction: input.direction,
    qtyMinor: input.qtyMinor,
    entryPrice: input.price,
    collateralMinor: collateral,
    tiers: input.tiers,
  });
}

/**
 * The entry price after adding `addQty` at `price` to `qty` at `entry`. The coin sizes add up
 * (`qty/entry + add/price`), so the entry is the notional-weighted harmonic mean
 * `(qty + add)·entry·price / (qty·price + add·entry)`, rounded against the member: up for LONG,
 * down for SHORT.
 */
export function averageEntryPrice(
  direction: Direction,
  qtyMinor: bigint,
  entryPrice: number,
  addQtyMinor: bigint,
  price: number,
): number {
  const entry = big(entryPrice);
  const at = big(price);
  const numerator = (qtyMinor + addQtyMinor) * entry * at;
  const denominator = qtyMinor * at + addQtyMinor * entry;
  return Number(direction === 1 ? divCeil(numerator, denominator) : divFloor(numerator, denominator));
}

/** What `qtyPerMinor` needs. */
export interface QtyPerInput {
  readonly availableMinor: bigint;
  readonly leverage: number;
  readonly takerFeeBps: bigint;
  readonly tiers: readonly MarginTier[];
  /** Notional already used on this side (position plus open orders), counted against the tier cap. */
  readonly usedNotionalMinor: bigint;
  /** The smallest qty step; the answer is a multiple of it. */
  readonly qtyStepMinor: bigint;
}

/**
 * `qty_per`: the largest qty whose `orderCostMinor` the available balance pays, a multiple of the
 * step, capped by the tier's maximum notional at this leverage less what is already used. Starts
 * from the exact solution `available·L·10⁴ / (10⁴ + 2·fee·L)` floored, then steps down while the
 * rounded-up cost still exceeds the balance (at most a few steps: each rounding adds under one unit).
 */
export function qtyPerMinor(input: QtyPerInput): bigint {
  assert(input.qtyStepMinor > 0n, 'A qty step is positive.');
  if (input.availableMinor <= 0n) return 0n;
  const leverage = BigInt(input.leverage);
  let qty = divFloor(
    input.availableMinor * leverage * BPS_PER_UNIT,
    BPS_PER_UNIT + 2n * input.takerFeeBps * leverage,
  );
  const room = maxNotionalAtLeverage(input.tiers, input.leverage) - input.usedNotionalMinor;
  if (qty > room) qty = room;
  qty -= qty % input.qtyStepMinor;
  while (qty > 0n && orderCostMinor(qty, input.leverage, input.takerFeeBps) > input.availableMinor) {
    qty -= input.qtyStepMinor;
  }
  return qty > 0n ? qty : 0n;
}

/**
 * The funding a position pays at a funding time: `d × notional at mark × rate`, i.e.
 * `d·qty·mark·rate / (entry·10⁶)` in one division, rounded up: a payment (positive, a LONG at a
 * positive rate) is rounded up, a receipt (negative) toward zero. Rate in ppm (`fundingRatePpm`).
 */
export function fundingFeeMinor(
  direction: Direction,
  qtyMinor: bigint,
  entryPrice: number,
  markPrice: number,
  ratePpm: bigint,
): bigint {
  return mulDiv(
    BigInt(direction) * qtyMinor * big(markPrice),
    ratePpm,
    big(entryPrice) * FUNDING_RATE_SCALE,
    'ceil',
  );
}
