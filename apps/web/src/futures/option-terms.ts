import type { FuturesOption } from '@baro/contracts/routes/futures';
import type { MarginTier } from '@baro/domain';
import { toUnits, USDT_SCALE } from './futures-math.ts';

/** What the pre-trade figures of an option are computed on, as the server decides its orders. */
export interface OptionTerms {
  readonly tiers: readonly MarginTier[];
  readonly takerFeeBps: bigint;
}

const termsOfOption = new WeakMap<FuturesOption, OptionTerms>();

/**
 * The option's own brackets and taker fee from its wire record (`/futures/option/list`), in the
 * engine's units; worked out once per record, since the panel asks on every keystroke.
 */
export function optionTermsOf(option: FuturesOption): OptionTerms {
  const known = termsOfOption.get(option);
  if (known !== undefined) return known;
  const terms: OptionTerms = {
    tiers: option.tiers.map((tier) => ({
      maxNotionalMinor: toUnits(tier.maxNotional, USDT_SCALE) ?? 0n,
      maintenanceRateBps: BigInt(tier.maintenanceRateBps),
      maxLeverage: tier.maxLeverage,
      maintenanceAmountMinor: toUnits(tier.maintenanceAmount, USDT_SCALE) ?? 0n,
    })),
    takerFeeBps: BigInt(option.takerFeeBps),
  };
  termsOfOption.set(option, terms);
  return terms;
}
