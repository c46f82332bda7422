import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { findActiveSiteByCode } from './find-site.ts';
import type { Site } from './find-site.ts';
import { siteSettings } from './site-settings.ts';
import type { ProviderSettings } from './site-settings.ts';

/**
 * The site a code names, for the calls a client makes before it knows its site id. Anyone may look a
 * site up, but a token only ever sees its own site: a code of another site answers SITE_MISMATCH.
 */
export async function siteByCodeFor(
  db: Queryable,
  code: string,
  caller: Caller | null,
): Promise<Site | Rejection> {
  const site = await findActiveSiteByCode(db, code);
  if (site === undefined) return reject('SITE_NOT_FOUND');
  if (caller !== null && caller.siteId !== site.id) return reject('SITE_MISMATCH');
  return site;
}

/** A provider configured and enabled on the site, or undefined (an unknown name is as absent as a disabled one). */
export function enabledProvider(site: Site, name: string): ProviderSettings | undefined {
  const providers = siteSettings(site).providers;
  // `providers` is parsed JSON: own keys only, so a name like `constructor` finds nothing.
  const provider = Object.hasOwn(providers, name) ? providers[name] : undefined;
  return provider?.enabled === true ? provider : undefined;
}
