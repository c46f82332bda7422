import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import type { Site } from '../sites/find-site.ts';
import { enabledProvider } from '../sites/site-lookup.ts';
import { siteSettings } from '../sites/site-settings.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** The provider that issues coin deposit addresses; the sandbox, always available. */
export const addressProviderName = 'sandbox';

/**
 * The provider a path or desk names, if the site configured and enabled it. Its implementation is
 * chosen by the provider's server-only `config.kind`; `sandbox` (the default) is the only one Baro
 * ships, and any other kind answers PROVIDER_UNAVAILABLE until its adapter exists.
 */
export function providerOf(
  ctx: Pick<AppContext, 'config'>,
  site: Site,
  name: string,
): PaymentProvider | Rejection {
  const settings = enabledProvider(site, name);
  if (settings === undefined) return reject('PROVIDER_NOT_FOUND');
  const kind = settings.config.kind ?? 'sandbox';
  if (kind !== 'sandbox') return reject('PROVIDER_UNAVAILABLE');
  // The sandbox confirms payments nobody made: on a site that has not switched it on, a provider
  // configured without a real kind is as absent as an unconfigured one.
  if (!sandboxPaymentsOn(site)) return reject('PROVIDER_NOT_FOUND');
  return createSandboxProvider(name, ctx.config.publicUrl);
}

/** Whether the site runs the sandbox payment provider (site setting `sandboxPayments`). */
export function sandboxPaymentsOn(site: Site): boolean {
  return siteSettings(site).sandboxPayments;
}

/**
 * Switches the sandbox payment provider on for a paper-money site (the demo seed), unless its
 * operator already decided either way; run on every start, so a demo seeded before the switch
 * existed gets it too.
 */
export async function enableSandboxPayments(db: Queryable, siteId: number): Promise<void> {
  await db.query(
    `UPDATE site_info SET settings = jsonb_set(settings, '{sandboxPayments}', 'true'::jsonb)
     WHERE id = $1 AND NOT (settings ? 'sandboxPayments')`,
    [siteId],
  );
}

/** The provider of coin deposit addresses (POST /wallet/generate, /wallet/temp-generate). */
export function addressProvider(ctx: Pick<AppContext, 'config'>): PaymentProvider {
  return createSandboxProvider(addressProviderName, ctx.config.publicUrl);
}
