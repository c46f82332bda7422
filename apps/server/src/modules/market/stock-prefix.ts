/**
 * The spec's `stockPrefix` names a site's option set (the site's own `stockPrefix`, or
 * `overseasPrefix` for overseas options). Options here belong to their site by id, so the prefix can
 * only narrow: the caller's own prefix (any case) or none lists the site's options, another site's
 * prefix lists nothing — never that site's options.
 */
export function prefixSelectsSite(requested: string | undefined, sitePrefix: string): boolean {
  return requested === undefined || requested.toUpperCase() === sitePrefix.toUpperCase();
}
