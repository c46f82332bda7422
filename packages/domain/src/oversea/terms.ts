import { assert } from '../assert.ts';
import type { OverseaFutureSpec } from '../market/instruments.ts';
import { parseUnits } from '../market/price-units.ts';

/** An exact non-negative rational: `numerator / denominator`, denominator > 0. */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * A configured decimal (`'12.50'`, `'1380'`, `'0.00005'`) as an exact ratio over a power of ten. Throws
 * on anything else: terms are configuration, and a malformed one is a programmer's or operator's error
 * that must not trade.
 */
export function decimalRatio(text: string): Ratio {
  const dot = text.indexOf('.');
  const scale = dot === -1 ? 0 : text.length - dot - 1;
  const units = parseUnits(text, scale, 'exact');
  assert(units !== null, `Not a decimal: ${text}.`);
  return { numerator: BigInt(units), denominator: 10n ** BigInt(scale) };
}

/**
 * One overseas future's trading terms on a site (DOMAIN.md §4), as the rules use them. Prices are
 * integer price units of the instrument (10^-precision of its currency), as `MarketTick` carries them.
 */
export interface OverseaTerms {
  readonly stock: string;
  /** Price units in one tick: NQ (precision 2, tick 0.25) has 25. */
  readonly tickUnits: number;
  /** What one tick is worth per lot, in the instrument's currency: NQ $5. */
  readonly tickValue: Ratio;
  /** KRW per unit of the instrument's currency (site configuration). */
  readonly krwRate: Ratio;
  /** Margin held per open lot, KRW (won). */
  readonly marginPerLotMinor: bigint;
  /** Fee per lot, charged on open and on close, KRW (won). */
  readonly feePerLotMinor: bigint;
}

/** The site-wide overseas settings (DOMAIN.md §4, per site). */
export interface OverseaSiteTerms {
  /** Losscut rate, bps of the open positions' margin: 3,000 (30 %). */
  readonly losscutRateBps: bigint;
  /** Margin per lot an overnight position needs, as a multiple of the margin per lot: 2. */
  readonly overnightMarginMultiple: bigint;
}

export const DEFAULT_OVERSEA_SITE_TERMS: OverseaSiteTerms = {
  losscutRateBps: 3_000n,
  overnightMarginMultiple: 2n,
};

/** An instrument's terms from its catalogue entry and the site's KRW rate for its currency. */
export function overseaTermsOf(spec: OverseaFutureSpec, krwRate: string): OverseaTerms {
  const tickUnits = parseUnits(spec.tickSize, spec.precision, 'exact');
  assert(
    tickUnits !== null && tickUnits > 0,
    `${spec.stock}: the tick size must be a positive price at its precision.`,
  );
  const tickValue = decimalRatio(spec.tickValue);
  const rate = decimalRatio(krwRate);
  assert(
    tickValue.numerator > 0n && rate.numerator > 0n,
    `${spec.stock}: tick value and KRW rate must be positive.`,
  );
  assert(
    spec.marginPerLotMinor > 0n && spec.feePerLotMinor >= 0n,
    `${spec.stock}: bad margin or fee per lot.`,
  );
  return {
    stock: spec.stock,
    tickUnits,
    tickValue,
    krwRate: rate,
    marginPerLotMinor: spec.marginPerLotMinor,
    feePerLotMinor: spec.feePerLotMinor,
  };
}
