import type { RouteDef } from '@baro/contracts';

/** The prefix every call lives under (spec §7). */
export const API_PREFIX = '/api';

function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  // Comma lists (`statusStrs=1,2`) are the wire form of arrays in this API.
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

/**
 * The URL of one call: the contract's path with its `:name` parameters filled in, its query, and
 * `siteInfoId` (spec §7: every call adds it), which `resolve-request.ts` on the server reads from the
 * query string.
 */
export function requestUrl(
  baseUrl: string,
  route: Pick<RouteDef, 'path'>,
  params: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, unknown>>,
  siteId: number | undefined,
): string {
  const path = route.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = queryValue(params[name]);
    if (value === undefined) throw new Error(`The call ${route.path} needs the path parameter ${name}.`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = queryValue(value);
    if (text !== undefined) search.set(name, text);
  }
  if (siteId !== undefined) search.set('siteInfoId', String(siteId));
  const text = search.toString();
  return `${baseUrl}${API_PREFIX}${path}${text === '' ? '' : `?${text}`}`;
}
