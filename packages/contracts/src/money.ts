import { z } from 'zod';

// The money codec: minor units (`bigint`) inside Baro, decimal strings on the wire, grouped figures on
// screen (DOMAIN.md §1). Scales are decided here once, because changing a scale after balances exist
// means rewriting every stored amount.

/** Minor units per won: the won has no subunit in use. */
export const KRW_SCALE = 0;
/** Decimals of USDT and of every coin. */
export const COIN_SCALE = 8;
/**
 * The most integer digits a wire amount may have. A wire amount comes from a request body, and an
 * unbounded digit string would let a client make the server build arbitrarily large bigints. 30
 * integer digits plus 8 decimals is 38 digits of minor units, what the ledger's `numeric(38, 0)`
 * columns hold, and far beyond any real balance.
 */
export const MONEY_INTEGER_DIGITS_MAX = 30;

/** Decimals of an asset's minor unit: `KRW` → 0, `USDT` and every coin → 8. */
export function assetScale(asset: string): number {
  return asset === 'KRW' ? KRW_SCALE : COIN_SCALE;
}

export type MoneyParseReason = 'EMPTY' | 'SYNTAX' | 'TOO_MANY_DECIMALS' | 'TOO_MANY_DIGITS';

export type MoneyParseResult =
  { ok: true; value: bigint } | { ok: false; reason: MoneyParseReason; message: string };

/** Thrown by `parseMinor` for input that is not a decimal amount of the asset. */
export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError';

  constructor(
    readonly asset: string,
    readonly input: string,
    readonly reason: MoneyParseReason,
    message: string,
  ) {
    super(message);
  }
}

// ASCII digits only (`\d` without the `u` flag), an optional leading minus, digits on both sides of
// the point. `$` does not match before a trailing newline in JavaScript, so none slips through.
const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Parses a wire decimal string into minor units without throwing. */
export function tryParseMinor(asset: string, input: string): MoneyParseResult {
  if (input === '') {
    return { ok: false, reason: 'EMPTY', message: `An empty string is not a ${asset} amount.` };
  }
  const match = DECIMAL_PATTERN.exec(input);
  if (match === null) {
    return {
      ok: false,
      reason: 'SYNTAX',
      message: `${JSON.stringify(input)} is not a decimal amount (digits, an optional leading '-' and '.').`,
    };
  }
  const [, sign = '', whole = '', fraction = ''] = match;
  const scale = assetScale(asset);
  if (fraction.length > scale) {
    return {
      ok: false,
      reason: 'TOO_MANY_DECIMALS',
      message: `${JSON.stringify(input)} has ${fraction.length} decimals; ${asset} allows ${scale}.`,
    };
  }
  if (whole.length > MONEY_INTEGER_DIGITS_MAX) {
    return {
      ok: false,
      reason: 'TOO_MANY_DIGITS',
      message: `${JSON.stringify(input)} has more than ${MONEY_INTEGER_DIGITS_MAX} integer digits.`,
    };
  }
  const magnitude = BigInt(whole + fraction.padEnd(scale, '0'));
  return { ok: true, value: sign === '-' ? -magnitude : magnitude };
}

/** Parses a wire decimal string into minor units; throws `MoneyFormatError` when it is not one. */
export function parseMinor(asset: string, input: string): bigint {
  const result = tryParseMinor(asset, input);
  if (!result.ok) {
    throw new MoneyFormatError(asset, input, result.reason, result.message);
  }
  return result.value;
}

const zeroCode = '0'.charCodeAt(0);

/**
 * The canonical wire string of an amount: no trailing zeros after the point, no point when the
 * amount is whole, '-' for negatives. `parseMinor(asset, formatMinor(asset, x)) === x`.
 */
export function formatMinor(asset: string, minor: bigint): string {
  const scale = assetScale(asset);
  const digits = absolute(minor)
    .toString()
    .padStart(scale + 1, '0');
  const point = digits.length - scale;
  // The fraction ends at its last non-zero digit, found by a scan: a regular expression's replace
  // cost a third of this function, which the server calls ten times per liquidation of a sweep.
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === zeroCode) end -= 1;
  const sign = minor < 0n ? '-' : '';
  const whole = digits.slice(0, point);
  return end === point ? sign + whole : `${sign}${whole}.${digits.slice(point, end)}`;
}

/**
 * The largest amount of any asset one request may name, in whole units: 1조, the won's maximum. The
 * wire holds every amount to it before the server knows which asset the amount is in; the server then
 * holds it to its asset's own maximum (`requestAmountMaxMinor`).
 */
export const REQUEST_AMOUNT_MAX_WHOLE = 1_000_000_000_000n;

/** 10억 of USDT or of a coin in one request, far beyond any real deposit, withdrawal or bet. */
const COIN_REQUEST_AMOUNT_MAX_WHOLE = 1_000_000_000n;

/**
 * The largest amount of `asset` one request may name, in minor units; its digits are the integer
 * digits a request amount may have (13 for KRW, 10 for USDT and coins). Issue 14: a deposit of
 * 99,999,999,999,999,999,999,999 KRW passed the 30-digit guard of `tryParseMinor`, which is about
 * what a ledger column holds, and was credited. Balances may grow past it over many requests.
 */
export function requestAmountMaxMinor(asset: string): bigint {
  const whole = asset === 'KRW' ? REQUEST_AMOUNT_MAX_WHOLE : COIN_REQUEST_AMOUNT_MAX_WHOLE;
  return whole * 10n ** BigInt(assetScale(asset));
}

/** Why a request amount was refused; `TOO_LARGE` carries the maximum, `TOO_MANY_DECIMALS` the scale. */
export type RequestAmountProblem =
  | { reason: 'SYNTAX' | 'NOT_POSITIVE' | 'NUMBER_INEXACT' }
  | { reason: 'TOO_MANY_DECIMALS'; scale: number }
  | { reason: 'TOO_LARGE'; maxMinor: bigint; scale: number };

export type RequestAmountResult =
  { ok: true; text: string; minor: bigint } | ({ ok: false } & RequestAmountProblem);

/** Significant digits a double keeps for any decimal text (DBL_DIG). */
const NUMBER_EXACT_DIGITS = 15;

/**
 * The decimal text a JSON number stands for, or why it stands for no exact amount. The spec's clients
 * send `point: 1000`; a number is taken at its shortest round-trip spelling (`String(n)`), which is
 * what the client wrote whenever what it wrote fits a double. JavaScript spells numbers below 10^-6
 * with an exponent (`1e-8`, the finest coin unit); those digits are written out, unchanged. Refused:
 * integers beyond 2^53 (no longer exact, and far above any maximum) and fractions with more than 15
 * significant digits, whose spelling may not be what the client meant. 0.1 + 0.2 arrives as
 * 0.30000000000000004 and is refused that way.
 */
export function numberAmountText(
  value: number,
): { ok: true; text: string } | { ok: false; reason: 'NUMBER_INEXACT' } {
  if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
    return { ok: false, reason: 'NUMBER_INEXACT' };
  }
  const text = withoutExponent(String(value));
  const significant = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  if (!Number.isInteger(value) && significant.length > NUMBER_EXACT_DIGITS) {
    return { ok: false, reason: 'NUMBER_INEXACT' };
  }
  return { ok: true, text };
}

/** `1.5e-7` → `0.00000015`: the same digits, moved. Safe integers never take an exponent. */
function withoutExponent(text: string): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (match === null) return text;
  const [, sign = '', first = '', rest = '', exponent = '0'] = match;
  return `${sign}0.${'0'.repeat(Number(exponent) - 1)}${first}${rest}`;
}

/**
 * Reads the amount a request names, as a decimal string or a JSON number, for `asset` (or, without
 * one, for whichever asset the server will find: 8 decimals and the largest maximum of any asset).
 * The amount must be above zero, within the asset's scale (as `tryParseMinor` counts decimals) and at
 * most the asset's request maximum. `text` is the string as sent, or the number's decimal spelling.
 */
export function readRequestAmount(input: string | number, asset?: string): RequestAmountResult {
  const converted = typeof input === 'number' ? numberAmountText(input) : { ok: true as const, text: input };
  if (!converted.ok) return converted;
  const { text } = converted;
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) return { ok: false, reason: 'SYNTAX' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (sign === '-' || !/[1-9]/.test(whole + fraction)) return { ok: false, reason: 'NOT_POSITIVE' };
  const scale = asset === undefined ? COIN_SCALE : assetScale(asset);
  if (fraction.length > scale) return { ok: false, reason: 'TOO_MANY_DECIMALS', scale };
  const maxMinor =
    asset === undefined ? REQUEST_AMOUNT_MAX_WHOLE * 10n ** BigInt(scale) : requestAmountMaxMinor(asset);
  // The digits are counted before a bigint is built, so a million-digit string costs nothing more.
  const significantWhole = whole.replace(/^0+/, '');
  if (significantWhole.length > (maxMinor / 10n ** BigInt(scale)).toString().length) {
    return { ok: false, reason: 'TOO_LARGE', maxMinor, scale };
  }
  const minor = BigInt(significantWhole + fraction.padEnd(scale, '0'));
  if (minor > maxMinor) return { ok: false, reason: 'TOO_LARGE', maxMinor, scale };
  return { ok: true, text, minor };
}

export interface MoneySchemaOptions {
  /** `positive` refuses zero and negatives, `nonNegative` refuses negatives; `any` by default. */
  sign?: 'any' | 'positive' | 'nonNegative';
}

/**
 * A wire decimal string valid for `asset` (at most its scale of decimals). Without an asset it accepts
 * up to 8 decimals, the largest scale, and the handler checks the asset's scale once it knows it.
 * The output stays a string; `moneyMinorCodec` decodes to minor units.
 */
export function moneySchema(asset?: string, options: MoneySchemaOptions = {}) {
  const scale = asset === undefined ? COIN_SCALE : assetScale(asset);
  const sign = options.sign ?? 'any';
  const minus = sign === 'any' ? '-?' : '';
  const decimals = scale === 0 ? '' : `(?:\\.\\d{1,${scale}})?`;
  const pattern = new RegExp(`^${minus}\\d{1,${MONEY_INTEGER_DIGITS_MAX}}${decimals}$`);
  const described = scale === 0 ? 'a whole number' : `a decimal number with at most ${scale} decimals`;
  const base = z.string().regex(pattern, { error: `Expected ${described}${signWording(sign)}.` });
  if (sign !== 'positive') {
    return base;
  }
  // The pattern already refused '-', so only an all-zero string remains to refuse.
  return base.refine((value) => /[1-9]/.test(value), { error: 'Expected an amount above zero.' });
}

function signWording(sign: 'any' | 'positive' | 'nonNegative'): string {
  switch (sign) {
    case 'any':
      return '';
    case 'positive':
      return ' above zero';
    case 'nonNegative':
      return ' without a sign';
  }
}

/** Any wire amount up to 8 decimals, either sign. */
export const decimalAmount = moneySchema();
/** A wire amount above zero, up to 8 decimals: the usual request-body amount. */
export const positiveDecimalAmount = moneySchema(undefined, { sign: 'positive' });

/** Decodes a wire amount of `asset` to minor units and encodes minor units back to the wire string. */
export function moneyMinorCodec(asset: string, options: MoneySchemaOptions = {}) {
  return z.codec(moneySchema(asset, options), z.bigint(), {
    decode: (value) => parseMinor(asset, value),
    encode: (minor) => formatMinor(asset, minor),
  });
}

/**
 * An amount with `scale` decimals written for a message: thousands grouped and every decimal it has,
 * none cut ('1,000,000,000,000', '0.00000001').
 */
export function formatScaled(minor: bigint, scale: number): string {
  const digits = absolute(minor)
    .toString()
    .padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const sign = minor < 0n ? '-' : '';
  return fraction === '' ? sign + whole : `${sign}${whole}.${fraction}`;
}

export interface DisplayOptions {
  /** Exactly this many decimals. By default: none when the amount is whole, 4 when it is fractional. */
  decimals?: number;
  /** Put '+' before amounts above zero, for pnl figures. */
  plusSign?: boolean;
}

/** Decimals shown for a fractional wallet amount (spec §9). */
export const DISPLAY_DECIMALS = 4;
/** Decimals of a futures pnl figure (spec §9). */
export const FUTURES_PNL_DECIMALS = 8;
/** Decimals of a futures ROE percentage (spec §9). */
export const ROE_DECIMALS = 2;

/**
 * An amount for people to read: thousands separators, and 4 decimals when fractional (spec §9).
 * Extra digits are cut toward zero, never rounded, so a displayed balance is never more than the
 * member holds.
 */
export function formatDisplay(asset: string, minor: bigint, options: DisplayOptions = {}): string {
  const scale = assetScale(asset);
  const whole = minor % 10n ** BigInt(scale) === 0n;
  const decimals = options.decimals ?? (whole ? 0 : DISPLAY_DECIMALS);
  return formatFixed(rescaleTruncating(minor, scale, decimals), decimals, options.plusSign ?? false);
}

/** A futures pnl in USDT minor units, shown with 8 decimals (spec §9). */
export function formatFuturesPnl(pnlMinor: bigint, options: { plusSign?: boolean } = {}): string {
  return formatDisplay('USDT', pnlMinor, { decimals: FUTURES_PNL_DECIMALS, plusSign: options.plusSign });
}

/**
 * ROE in percent with 2 decimals (DOMAIN.md §3: uPnL / positionMargin × 100), cut toward zero. A
 * position without margin has no return to show, so it reads '0.00' rather than breaking the row.
 */
export function formatRoePercent(
  pnlMinor: bigint,
  positionMarginMinor: bigint,
  options: { plusSign?: boolean } = {},
): string {
  if (positionMarginMinor <= 0n) {
    return formatFixed(0n, ROE_DECIMALS, false);
  }
  // Hundredths of a percent: pnl / margin × 100 × 10^2. BigInt division truncates toward zero.
  const hundredths = (pnlMinor * 100n * 10n ** BigInt(ROE_DECIMALS)) / positionMarginMinor;
  return formatFixed(hundredths, ROE_DECIMALS, options.plusSign ?? false);
}

function rescaleTruncating(minor: bigint, fromScale: number, toScale: number): bigint {
  if (!Number.isInteger(toScale) || toScale < 0 || toScale > 18) {
    throw new RangeError(`Display decimals must be a whole number from 0 to 18, got ${toScale}.`);
  }
  return toScale >= fromScale
    ? minor * 10n ** BigInt(toScale - fromScale)
    : minor / 10n ** BigInt(fromScale - toScale);
}

function formatFixed(scaled: bigint, decimals: number, plusSign: boolean): string {
  const digits = absolute(scaled)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = digits.slice(digits.length - decimals);
  // Zero carries no sign, so an amount cut to zero never reads '-0.0000'.
  const sign = scaled < 0n ? '-' : scaled > 0n && plusSign ? '+' : '';
  return fraction === '' ? sign + whole : `${sign}${whole}.${fraction}`;
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}
