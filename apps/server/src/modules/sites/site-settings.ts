import { site as siteArea } from '@baro/contracts';
import { z } from 'zod';
import type { Site } from './find-site.ts';

// A site's `settings` column holds its configuration as JSON an operator edits. Every value has a
// default, so a new site with `{}` works; a value that is present but wrong stops the calls that read
// it (see `siteSettings`) rather than being silently replaced by its default.

const versionString = z
  .string()
  .regex(/^\d{1,5}(\.\d{1,5}){0,3}$/, { error: 'Expected a version like 1.2.3.' });
/** A wire amount without sign, up to 8 decimals (DOMAIN.md §1). */
const amount = z.string().regex(/^\d{1,20}(\.\d{1,8})?$/, { error: 'Expected a decimal amount like 10000.' });
const coinCode = z.string().regex(/^[A-Z][A-Z0-9]{1,15}$/);
const bps = z.number().int().min(0).max(10_000);
const enabled = z.boolean().default(true);

const appVersionSettings = z
  .object({
    latestVersion: versionString.default('1.0.0'),
    minVersion: versionString.default('1.0.0'),
    storeUrl: z.url().nullable().default(null),
  })
  .refine((value) => compareVersions(value.minVersion, value.latestVersion) <= 0, {
    error: 'minVersion is above latestVersion.',
  });

/**
 * One asset's limits per deposit or withdrawal request, in the asset's units. A maximum of null means
 * the site sets none (the asset's own maximum in the money codec still holds); an absent value takes
 * the default of `dnw-limits.ts`.
 */
const assetLimits = z.object({
  depositMin: amount.optional(),
  depositMax: amount.nullable().optional(),
  withdrawMin: amount.optional(),
  withdrawMax: amount.nullable().optional(),
});
export type AssetLimitSettings = z.infer<typeof assetLimits>;

const dnwSettings = z.object({
  depositEnabled: enabled,
  withdrawEnabled: enabled,
  // The BINARY wallet's limits, in the site's binary currency (published by /site_info/dnw).
  depositMin: amount.default('10000'),
  depositMax: amount.nullable().default('100000000'),
  withdrawMin: amount.default('10000'),
  withdrawMax: amount.nullable().default('100000000'),
  /** The coin wallets' limits by asset (`USDT`, `BTC`, …), over the defaults of `dnw-limits.ts`. */
  limitsByAsset: z.record(coinCode, assetLimits).default({}),
  /** The account members transfer deposits to; shown to signed-in members only. */
  depositAccount: z
    .object({
      bankName: z.string().min(1).max(50),
      accountNumber: z.string().regex(/^[0-9][0-9-]{3,39}$/),
      holderName: z.string().min(1).max(50),
    })
    .nullable()
    .default(null),
  /** Which wallet tabs are enabled (spec §2 wallet routes: "that type is enabled in the type status"). */
  typeStatus: z
    .object({ deposit: enabled, withdraw: enabled, convert: enabled, buy: enabled, sell: enabled })
    .prefault({}),
});

const feeSettings = z.object({
  /** DOMAIN.md §3: taker fee 0.04 % on open and on close. */
  futuresTakerFeeBps: bps.default(4),
  /** DOMAIN.md §3: liquidation fee 0.5 %. */
  futuresLiquidationFeeBps: bps.default(50),
  /** DOMAIN.md §4: fee per lot, in the site's binary currency. */
  overseaFeePerLot: amount.default('0'),
  withdrawFeeByCoin: z.record(coinCode, amount).default({}),
  /** DOMAIN.md §6: the fee of a coin-to-coin conversion, in the converted coin (0.1 %). */
  convertFeeBps: bps.default(10),
});

/** Spec §5: the bank list build setting. */
const bankListSetting = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('all') }),
  z.object({ mode: z.literal('exclude31to56') }),
  z.object({ mode: z.literal('withCodeOnly') }),
  z.object({ mode: z.literal('whitelist'), ids: z.array(z.number().int().positive()).min(1).max(200) }),
  z.object({ mode: z.literal('addAgricultural') }),
]);
export type BankListSetting = z.infer<typeof bankListSetting>;

const providerSettings = z.object({
  enabled,
  label: z.string().max(50).default(''),
  /** Values a provider's landing page may read (`/site_info/temp/:provider`). */
  publicConfig: z.record(z.string().max(50), z.string().max(500)).default({}),
  /** Server-only values (keys, merchant ids): never sent to a client. */
  config: z.record(z.string(), z.unknown()).default({}),
});
export type ProviderSettings = z.infer<typeof providerSettings>;

export const siteSettingsSchema = z.object({
  appVersions: z
    .object({
      android: appVersionSettings.prefault({}),
      ios: appVersionSettings.prefault({}),
      web: appVersionSettings.prefault({}),
    })
    .prefault({}),
  dnw: dnwSettings.prefault({}),
  fees: feeSettings.prefault({}),
  /** What `/data/appid.json` answers, e.g. `{ "push": "…", "iosStoreId": "…" }`. */
  appIds: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), z.string().max(500)).default({}),
  bankList: bankListSetting.default({ mode: 'all' }),
  providers: z.record(z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/), providerSettings).default({}),
  /**
   * Uploads per member and rolling hour (POST /file), counted from the stored files: a script cannot
   * fill the disk, a member sending a few documents never meets it.
   */
  uploads: z
    .object({
      maxFilesPerHour: z.number().int().min(0).max(10_000).default(30),
      maxBytesPerHour: z
        .number()
        .int()
        .min(0)
        .max(2 ** 40)
        .default(50 * 1024 * 1024),
    })
    .prefault({}),
  /**
   * The built-in sandbox payment provider completes every payment locally, without money arriving
   * anywhere: only a paper-money site (the demo) may turn it on. Off, a provider whose kind is the
   * sandbox is as absent as an unconfigured one.
   */
  sandboxPayments: z.boolean().default(false),
  /**
   * Live chat with the site's operators (/more/livechat): off until a site staffs it; a member who
   * writes and waits with nobody to answer is worse off than one who is sent to 1:1 inquiries.
   * `maxMessagesPer10s` is each member's send rate, counted from the stored messages.
   */
  livechat: z
    .object({
      enabled: z.boolean().default(false),
      maxMessagesPer10s: z.number().int().min(1).max(100).default(5),
    })
    .prefault({}),
  /** Absent: the spec §6 rule for the site's id (see `languagePolicyOf`). */
  languagePolicy: siteArea.languagePolicySchema.optional(),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** Thrown when a site's stored settings do not match the schema: an operator's mistake, not a client's. */
export class SiteSettingsError extends Error {
  override name = 'SiteSettingsError';

  constructor(
    readonly siteId: number,
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(`Site ${siteId} has invalid settings: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
}

/**
 * The site's settings with defaults filled in. Invalid settings throw `SiteSettingsError`, which the
 * edge logs and answers 500: guessing a default for a value the operator did set (a disabled provider,
 * a withdrawal limit) could switch on something the operator switched off.
 */
export function siteSettings(site: Pick<Site, 'id' | 'settings'>): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(site.settings);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new SiteSettingsError(site.id, issues);
}

/** Compares dotted version strings numerically, missing parts counting as 0 (1.2 equals 1.2.0). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
