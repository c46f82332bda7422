import { z } from 'zod';

/** A site's code, as operators choose it and clients send it (`/site_info/code?code=`). */
export const siteCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** A payment provider's name in a path (`/site_info/temp/:provider`), as keyed in site settings. */
export const providerName = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/);

/**
 * The features a site offers, decoded from its `type` mask and `usedCoins` (spec §1), plus the ones
 * only its settings switch (Baro additions).
 */
export const siteFeaturesSchema = z.object({
  oversea: z.boolean(),
  p2p: z.boolean(),
  futures: z.boolean(),
  powerBall: z.boolean(),
  binary: z.boolean(),
  liveChat: z
    .boolean()
    .describe(
      'Baro addition: whether the site runs live chat (/more/livechat), as its settings switch it; where it is off every /chat/* call answers CHAT_DISABLED.',
    ),
});

/**
 * Which language the server's messages take on a site (spec §6): always Korean, always English, or
 * English for guests only.
 */
export const languagePolicySchema = z.enum(['ko', 'en', 'enForGuests']);
export type LanguagePolicy = z.infer<typeof languagePolicySchema>;

/**
 * Site info (spec §3): every field the spec names, with the comma lists kept as the operator wrote
 * them, plus the site's name and code, the decoded features (so clients never decode the mask
 * themselves) and the message language policy.
 */
export const siteInfoSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  type: z.string().describe('The 6-position feature mask, read from the left.'),
  stockPrefix: z.string(),
  overseasPrefix: z.string(),
  binaryCurrency: z.string(),
  usedCoins: z.string().describe('Comma list; may include BINARY and FUTURES.'),
  buyCoins: z.string().describe('Comma list.'),
  depositCoins: z.string().describe('Comma list.'),
  coinInfoJson: z.record(z.string(), z.unknown()),
  features: siteFeaturesSchema,
  languagePolicy: languagePolicySchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** What a payment provider's landing page may know of the provider: never its secrets. */
export const providerInfoSchema = z.object({
  name: z.string(),
  label: z.string(),
  config: z.record(z.string(), z.string()).describe('The provider settings marked public.'),
});

export const providerSiteInfoSchema = siteInfoSchema.extend({ provider: providerInfoSchema });

/** The platforms an app version is kept for. */
export const appOsSchema = z.enum(['android', 'ios', 'web']);
export type AppOs = z.infer<typeof appOsSchema>;

export const appVersionSchema = z.object({
  os: appOsSchema,
  latestVersion: z.string(),
  minVersion: z.string().describe('Clients below this version must update before they go on.'),
  storeUrl: z.string().nullable(),
});

const walletTabStatus = z.object({
  deposit: z.boolean(),
  withdraw: z.boolean(),
  convert: z.boolean(),
  buy: z.boolean(),
  sell: z.boolean(),
});

/**
 * The site's deposit and withdrawal settings. Amounts are decimal strings in the site's
 * `binaryCurrency`; a null maximum means no maximum. The deposit bank account is given to signed-in
 * members only.
 */
export const dnwSettingsSchema = z.object({
  currency: z.string(),
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
  depositMin: z.string(),
  depositMax: z.string().nullable(),
  withdrawMin: z.string(),
  withdrawMax: z.string().nullable(),
  depositAccount: z
    .object({ bankName: z.string(), accountNumber: z.string(), holderName: z.string() })
    .nullable(),
  typeStatus: walletTabStatus.describe('Which wallet tabs (/wallet/{type}/{coin}) are enabled.'),
});

/** The fees a client shows before an order or a withdrawal. Rates are fractions: 0.0004 is 0.04 %. */
export const feeTableSchema = z.object({
  futuresTakerFeeRate: z.string(),
  futuresLiquidationFeeRate: z.string(),
  overseaFeePerLot: z.string().describe('In the site binaryCurrency.'),
  withdrawFeeByCoin: z.record(z.string(), z.string()).describe('A flat fee per withdrawal, in the coin.'),
  convertFeeRate: z
    .string()
    .regex(/^\d(\.\d{1,4})?$/)
    .describe(
      'Baro addition: the share of a conversion taken as its fee, in the converted coin (rounded up).',
    ),
});

/** The site's app identifiers (push service, store ids), as named in the site's settings. */
export const appIdsSchema = z.record(z.string(), z.string());

export const bankSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  code: z.string().nullable().describe('The 3-digit Korean bank code; securities firms may have none.'),
});
