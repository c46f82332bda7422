import type { SiteInfo } from '../routes/site/site-info-schema.ts';

// The web app's first page validates the one answer it gets (site info) without loading zod. These
// few lines accept and return exactly what `siteInfoSchema` does: site-info-check.test.ts compares
// the two on generated answers, and its field list with the schema's, so they cannot drift apart.

type Plain = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The site-info fields that are plain strings. */
export const siteInfoStringFields = [
  'code',
  'name',
  'type',
  'stockPrefix',
  'overseasPrefix',
  'binaryCurrency',
  'usedCoins',
  'buyCoins',
  'depositCoins',
] as const;

/** The decoded features, each a boolean. */
export const siteFeatureFields = ['oversea', 'p2p', 'futures', 'powerBall', 'binary', 'liveChat'] as const;

const languagePolicies: readonly unknown[] = ['ko', 'en', 'enForGuests'];

function checkFeatures(value: unknown): SiteInfo['features'] | undefined {
  if (!isPlainObject(value)) return undefined;
  const features: Partial<Record<(typeof siteFeatureFields)[number], boolean>> = {};
  for (const field of siteFeatureFields) {
    const flag = value[field];
    if (!isBoolean(flag)) return undefined;
    features[field] = flag;
  }
  return features as SiteInfo['features'];
}

/**
 * The site info in `value` when it has the shape of `siteInfoSchema` (unknown keys left out, as zod
 * leaves them out), else undefined.
 */
export function checkSiteInfo(value: unknown): SiteInfo | undefined {
  if (!isPlainObject(value)) return undefined;
  const { id, coinInfoJson, languagePolicy } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return undefined;
  if (!isPlainObject(coinInfoJson) || !languagePolicies.includes(languagePolicy)) return undefined;
  const features = checkFeatures(value.features);
  if (features === undefined) return undefined;
  const strings: Partial<Record<(typeof siteInfoStringFields)[number], string>> = {};
  for (const field of siteInfoStringFields) {
    const text = value[field];
    if (!isString(text)) return undefined;
    strings[field] = text;
  }
  return {
    id,
    ...(strings as Record<(typeof siteInfoStringFields)[number], string>),
    coinInfoJson: { ...coinInfoJson },
    features,
    languagePolicy: languagePolicy as SiteInfo['languagePolicy'],
  };
}
