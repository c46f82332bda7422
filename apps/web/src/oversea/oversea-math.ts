import type { OverseaOption, OverseaPosition } from '@baro/contracts/routes/oversea';
import { formatUnits, PRICE_SCALE, toUnits } from '../futures/futures-math.ts';
import type { Side } from '../futures/futures-math.ts';

// The overseas figures the screen works out from wire decimals (DOMAIN.md §4), in bigint so a price
// or a won never passes through a float: KRW in whole won (the BINARY wallet has no minor unit),
// prices at the futures screens' 12 decimals. A live PnL is the server's rule (DOMAIN.md §4) at the
// live price, with the site's KRW rate the option carries.

/** The BINARY wallet's won have no minor unit. */
export const KRW_SCALE = 0;

/** A wire KRW amount in whole won (cut toward zero), 0 when it is not a number. */
export function krwOf(text: string | undefined): bigint {
  return text === undefined ? 0n : (toUnits(text, KRW_SCALE) ?? 0n);
}

/** '1,234,000원', signed ('+1,234원') when asked. */
export function formatKrw(won: bigint, signed = false): string {
  return `${formatUnits(won, KRW_SCALE, 0, signed)}원`;
}

/** What `lots` whole lots of an option cost, in won (all zero for a lot count that is not one). */
export interface OrderCost {
  /** Held from the point while the order rests and the position is open: margin per lot × lots. */
  readonly margin: bigint;
  /** The fee per lot × lots, charged on the fill that opens them, and again on the one that closes them. */
  readonly fee: bigint;
  /**
   * What placing the order takes from the point at once, margin and opening fee (packages/domain
   * `orderCostKrwMinor`): the server refuses an order whose point is short of it.
   */
  readonly total: bigint;
}

/** The cost of ordering `lots` (DOMAIN.md §4): the margin they hold and the fee of each fill. */
export function orderCost(
  option: Pick<OverseaOption, 'marginPerLot' | 'feePerLot'>,
  lots: number,
): OrderCost {
  if (!Number.isSafeInteger(lots) || lots <= 0) return { margin: 0n, fee: 0n, total: 0n };
  const margin = krwOf(option.marginPerLot) * BigInt(lots);
  const fee = krwOf(option.feePerLot) * BigInt(lots);
  return { margin, fee, total: margin + fee };
}

/** Spec DOMAIN.md §4: holding a position overnight needs twice its margin per lot. */
export function overnightMargin(option: Pick<OverseaOption, 'marginPerLot'>, lots: number): bigint {
  if (!Number.isSafeInteger(lots) || lots <= 0) return 0n;
  return krwOf(option.marginPerLot) * BigInt(lots) * 2n;
}

function direction(side: Side): bigint {
  return side === 'LONG' ? 1n : -1n;
}

/**
 * The take-profit and stop-loss prices `tpTick` and `slTick` ticks from `entry` (a LONG's TP above,
 * its SL below; a SHORT's the other way), as decimal price texts at the option's precision; null
 * where the ticks or the entry are missing.
 */
export function tpslPrices(
  option: Pick<OverseaOption, 'tickSize' | 'precision'>,
  side: Side,
  entry: string | undefined,
  tpTick: number | null,
  slTick: number | null,
): { tp: string | null; sl: string | null } {
  const entryUnits = entry === undefined ? null : toUnits(entry, PRICE_SCALE);
  const tick = toUnits(option.tickSize, PRICE_SCALE) ?? 0n;
  const at = (ticks: number | null, sign: bigint) => {
    if (entryUnits === null || ticks === null || ticks <= 0 || tick <= 0n) return null;
    const price = entryUnits + sign * direction(side) * BigInt(ticks) * tick;
    return formatUnits(price, PRICE_SCALE, option.precision).replaceAll(',', '');
  };
  return { tp: at(tpTick, 1n), sl: at(slTick, -1n) };
}

/** Whole ticks a position has moved in its favour from `entry` to `price` (cut toward zero). */
export function ticksMoved(tickSize: string, side: Side, entry: string, price: string): bigint {
  const tick = toUnits(tickSize, PRICE_SCALE) ?? 0n;
  const from = toUnits(entry, PRICE_SCALE);
  const to = toUnits(price, PRICE_SCALE);
  if (tick <= 0n || from === null || to === null) return 0n;
  return (direction(side) * (to - from)) / tick;
}

/**
 * `ticks` ticks of `lots` lots in whole won, as the server works it out: ticks × tick value × lots ×
 * the KRW rate, rounded down (toward −∞, as `pnlKrwMinor`), so a loss is never shown smaller.
 */
export function krwOfTicks(
  option: Pick<OverseaOption, 'tickValue' | 'krwRate'>,
  ticks: bigint,
  lots: number,
): bigint {
  const value = toUnits(option.tickValue, PRICE_SCALE);
  const rate = toUnits(option.krwRate, PRICE_SCALE);
  if (value === null || rate === null || !Number.isSafeInteger(lots)) return 0n;
  const scaled = ticks * BigInt(lots) * value * rate;
  const one = 10n ** BigInt(2 * PRICE_SCALE);
  const quotient = scaled / one;
  return scaled < 0n && quotient * one !== scaled ? quotient - 1n : quotient;
}

/**
 * A position's unrealised PnL in won and in ticks at the live `price` (DOMAIN.md §4: direction ×
 * ticks moved × tick value × lots × KRW rate, rounded down as the server rounds); without a live
 * price, the server's own figures at its `lastPrice`.
 */
export function livePositionPnl(
  option: Pick<OverseaOption, 'tickSize' | 'tickValue' | 'krwRate'>,
  position: Pick<OverseaPosition, 'tradeType' | 'entryPrice' | 'lastPrice' | 'unrealizedPnl' | 'qty'>,
  price: string | undefined,
): { pnl: bigint; ticks: bigint } {
  if (price === undefined) {
    const ticks = ticksMoved(option.tickSize, position.tradeType, position.entryPrice, position.lastPrice);
    return { pnl: krwOf(position.unrealizedPnl), ticks };
  }
  const ticks = ticksMoved(option.tickSize, position.tradeType, position.entryPrice, price);
  return { pnl: krwOfTicks(option, ticks, position.qty), ticks };
}

export type LosscutLevel = 'safe' | 'warning' | 'danger';

export interface LosscutGauge {
  readonly equity: bigint;
  readonly losscut: bigint;
  /** How much of the equity the losscut line takes, 0–100 %; 100 once equity is at or under it. */
  readonly usedPercent: number;
  readonly level: LosscutLevel;
}

/** Equity under twice the losscut warns; under 1.25 times it is in danger. */
const WARNING_RATIO_PERCENT = 200n;
const DANGER_RATIO_PERCENT = 125n;

/**
 * The losscut gauge (DOMAIN.md §4): equity = point + reserved margin + uPnL against the losscut
 * line; the colour warns as equity nears it. No losscut (no position) is always safe.
 */
export function losscutGauge(figures: {
  playerPoint: string;
  playerGameWaitPoint: string;
  lastPnl: string;
  losscut: string;
}): LosscutGauge {
  const equity = krwOf(figures.playerPoint) + krwOf(figures.playerGameWaitPoint) + krwOf(figures.lastPnl);
  const losscut = krwOf(figures.losscut);
  if (losscut <= 0n) return { equity, losscut, usedPercent: 0, level: 'safe' };
  if (equity <= losscut) return { equity, losscut, usedPercent: 100, level: 'danger' };
  const usedPercent = Number((losscut * 100n) / equity);
  const level =
    equity * 100n <= losscut * DANGER_RATIO_PERCENT
      ? 'danger'
      : equity * 100n <= losscut * WARNING_RATIO_PERCENT
        ? 'warning'
        : 'safe';
  return { equity, losscut, usedPercent, level };
}

/** The unrealised pnl of `positions` in won, each at the server's latest figure. */
export function serverPnlOf(positions: readonly Pick<OverseaPosition, 'unrealizedPnl'>[]): bigint {
  return positions.reduce((sum, position) => sum + krwOf(position.unrealizedPnl), 0n);
}

/**
 * The member's unrealised pnl across all their overseas positions, with those of the option on screen
 * at its live price and the others at the server's latest figure. The server pushes
 * `/user/queue/oversea_cross` when it decides something, not on every tick, so its `lastPnl` would
 * hold the losscut gauge still while the market runs at the line.
 */
export function livePnlOfAll(
  option: Pick<OverseaOption, 'id' | 'tickSize' | 'tickValue' | 'krwRate'>,
  positions: readonly Pick<
    OverseaPosition,
    'overseaOptionId' | 'tradeType' | 'entryPrice' | 'lastPrice' | 'unrealizedPnl' | 'qty'
  >[],
  price: string | undefined,
): bigint {
  let pnl = 0n;
  for (const position of positions) {
    pnl +=
      position.overseaOptionId === option.id
        ? livePositionPnl(option, position, price).pnl
        : krwOf(position.unrealizedPnl);
  }
  return pnl;
}
