import { z } from 'zod';
import type { Site } from '../sites/find-site.ts';

/**
 * The wallet's per-site settings (DOMAIN.md *(config)* values), read from `settings.wallet`. The
 * sites module's schema does not know this key yet; it is read here with its own schema and the same
 * rule: absent values take their default, a present but wrong value stops the calls that read it.
 */
const walletSettingsSchema = z.object({
  /** Conversion fee in basis points of the converted amount, posted to FEE (0.1 % by default). */
  convertFeeBps: z.number().int().min(0).max(10_000).default(10),
});
export type WalletSettings = z.output<typeof walletSettingsSchema>;

/** Thrown for a site whose `settings.wallet` does not match: an operator's mistake, answered 500. */
export class WalletSettingsError extends Error {
  override name = 'WalletSettingsError';
}

export function walletSettings(site: Pick<Site, 'id' | 'settings'>): WalletSettings {
  const parsed = walletSettingsSchema.safeParse(site.settings.wallet ?? {});
  if (parsed.success) return parsed.data;
  throw new WalletSettingsError(`Site ${site.id} has invalid wallet settings: ${parsed.error.message}`);
}
