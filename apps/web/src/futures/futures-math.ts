import { groupThousands } from '../format/wallet-amount.ts';

// The futures figures the screen works out from wire decimals (DOMAIN.md §3), in bigint fixed point
// so a price or a balance never passes through a float: USDT amounts at the wallet's 8 decimals,
// prices at 12. Live uPnL and ROE move with each mark tick here, rounded as the engine rounds them;
// the pre-trade cost and liquidation price use the engine's formulas themselves (order-form.ts).

/** USDT minor units: the FUTURES wallet's 8 decimals. */
export const USDT_SCALE = 8;
/** Prices are carried at 12 decimals, more than any option's precision. */
export const PRICE_SCALE = 12;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string as minor units at `scale`, extra digits cut toward zero; null if not a number. */
export function toUnits(text: string, scale: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return sign === '-' ? -units : units;
}

/** Minor units back to a plain decimal string without trailing zeros: 150000000n, 8 → '1.5'. */
export function unitsText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const sign = negative ? '-' : '';
  return fraction === '' ? sign + whole : `${sign}${whole}.${fraction}`;
}

/** Minor units with exactly `decimals` shown, cut toward zero, thousands grouped: 12345678900n → '123.45678900'. */
export function formatUnits(units: bigint, scale: number, decimals: number, signed = false): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const kept =
    decimals >= scale
      ? magnitude * 10n ** BigInt(decimals - scale)
      : magnitude / 10n ** BigInt(scale - decimals);
  const digits = kept.toString().padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  const fraction = digits.slice(digits.length - decimals);
  const sign = negative && kept !== 0n ? '-' : signed && kept !== 0n ? '+' : '';
  return decimals === 0 ? sign + whole : `${sign}${whole}.${fraction}`;
}

/** A USDT amount in minor units as the futures screens show it: `1,000.00 USDT`. */
export function formatUsdt(units: bigint, decimals = 2): string {
  return `${formatUnits(units, USDT_SCALE, decimals)} USDT`;
}

export type Side = 'LONG' | 'SHORT';

/**
 * uPnL = d × qty × (mark / entry − 1) (DOMAIN.md §3), in USDT minor units, floored. `qty`
 * in USDT minor units, prices at PRICE_SCALE.
 */
export function unrealizedPnl(side: Side, qty: bigint, entry: bigint, mark: bigint): bigint {
  if (entry <= 0n) return 0n;
  const numerator = (side === 'LONG' ? 1n : -1n) * qty * (mark - entry);
  // Floored, as the engine rounds it (packages/domain futures `pnlMinor`): a gain down, a loss up.
  const quotient = numerator / entry;
  return numerator % entry !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/** ROE % = uPnL / margin × 100, in hundredths of a percent cut toward zero (spec §9: two decimals). */
export function roeHundredths(pnl: bigint, margin: bigint): bigint {
  if (margin <= 0n) return 0n;
  return (pnl * 10_000n) / margin;
}

/** `percent` % of `maxQty`, floored to whole cents so the field reads a round amount the balance pays. */
export function shareOfMax(maxQty: bigint, percent: number): bigint {
  const share = (maxQty * BigInt(percent)) / 100n;
  const cent = 10n ** BigInt(USDT_SCALE - 2);
  return (share / cent) * cent;
}

/** Spec §9: pnl with 8 decimals and its sign, '+12.50000000' / '-0.12345678'. */
export function formatPnl(units: bigint): string {
  return formatUnits(units, USDT_SCALE, 8, true);
}

/** Spec §9: ROE in percent with 2 decimals and its sign, '+25.00%'. */
export function formatRoe(hundredths: bigint): string {
  return `${formatUnits(hundredths, 2, 2, true)}%`;
}

/** A FUTURES balance as shown: 4 decimals, floored at zero (a shown balance is never negative). */
export function formatPoints(units: bigint): string {
  return formatUnits(units < 0n ? 0n : units, USDT_SCALE, 4);
}

/** The rate as a percent with 4 decimals: '0.0001' → '0.0100%'. */
export function formatFundingRate(rate: string): string {
  const units = toUnits(rate, 6);
  if (units === null) return '-';
  return `${formatUnits(units * 100n, 6, 4, false)}%`;
}

/** Time left until funding, 'HH:MM:SS', never below zero. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
