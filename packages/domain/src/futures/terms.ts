import { DEFAULT_LIQUIDATION_FEE_BPS, DEFAULT_TAKER_FEE_BPS, WARN_RATIO_BPS } from './formulas.ts';
import { checkTierTable, DEFAULT_MARGIN_TIERS, maxLeverageOf, type MarginTier } from './tiers.ts';
import type { FuturesTerms } from './types.ts';

/**
 * An option's terms with DOMAIN.md §3's defaults: taker 0.04 %, liquidation fee 0.5 %, warning at
 * 80 %, the default tier table, qty in steps of 0.01 USDT from 1 USDT, and 20× ISOLATED
 * until the member chooses (Binance's default leverage, and the margin type that risks least).
 */
export function futuresTerms(
  optionId: string,
  overrides: Partial<Omit<FuturesTerms, 'optionId'>> = {},
): FuturesTerms {
  const tiers: readonly MarginTier[] = overrides.tiers ?? DEFAULT_MARGIN_TIERS;
  checkTierTable(tiers);
  const maxLeverage = Math.min(overrides.maxLeverage ?? maxLeverageOf(tiers), maxLeverageOf(tiers));
  return {
    optionId,
    maxLeverage,
    takerFeeBps: overrides.takerFeeBps ?? DEFAULT_TAKER_FEE_BPS,
    liquidationFeeBps: overrides.liquidationFeeBps ?? DEFAULT_LIQUIDATION_FEE_BPS,
    warnRatioBps: overrides.warnRatioBps ?? WARN_RATIO_BPS,
    tiers,
    qtyStepMinor: overrides.qtyStepMinor ?? 1_000_000n,
    minQtyMinor: overrides.minQtyMinor ?? 100_000_000n,
    defaultLeverage: Math.min(overrides.defaultLeverage ?? 20, maxLeverage),
    defaultMarginType: overrides.defaultMarginType ?? 'ISOLATED',
  };
}
