import { z } from 'zod';
import type { SiteStorage } from '../storage/site-storage.ts';

/** The colour themes; dark is the default (spec §3 colorTheme). */
export const themeSchema = z.enum(['dark', 'light']);
export type Theme = z.infer<typeof themeSchema>;

/** The order-event sounds a member can switch off (spec §3: SUCCESS, CANCEL, FILLED). */
export const soundFlags = ['SUCCESS', 'CANCEL', 'FILLED'] as const;
export type SoundFlag = (typeof soundFlags)[number];

/** Spec §9: the order count presets and default TP / SL. */
export const DEFAULT_ORDER_COUNTS = [1, 3, 5, 10] as const;
export const DEFAULT_TP = 10;
export const DEFAULT_SL = 10;

const positiveCount = z.number().int().min(1).max(1_000_000);

/**
 * A member's local settings (spec §3 "Local settings (per site and user id)"). Each field falls back
 * to its default on its own, so a setting added later does not reset the ones already chosen.
 */
export const localSettingsSchema = z.object({
  betEndAlarm: z.boolean().catch(true),
  sounds: z
    .object({
      SUCCESS: z.boolean().catch(true),
      CANCEL: z.boolean().catch(true),
      FILLED: z.boolean().catch(true),
    })
    .catch({ SUCCESS: true, CANCEL: true, FILLED: true }),
  orderCounts: z
    .array(positiveCount)
    .length(4)
    .catch([...DEFAULT_ORDER_COUNTS]),
  tpsl: z
    .object({ tp: positiveCount.catch(DEFAULT_TP), sl: positiveCount.catch(DEFAULT_SL) })
    .catch({ tp: DEFAULT_TP, sl: DEFAULT_SL }),
  theme: themeSchema.catch('dark'),
});
export type LocalSettings = z.infer<typeof localSettingsSchema>;

export const defaultSettings: LocalSettings = localSettingsSchema.parse({});

/** Settings belong to the site (the storage prefix) and the member; a guest has its own. */
function keyOf(memberId: number | undefined) {
  return `settings.${memberId ?? 'guest'}` as const;
}

export function loadSettings(storage: SiteStorage, memberId: number | undefined): LocalSettings {
  const text = storage.get(keyOf(memberId));
  if (text === null) return defaultSettings;
  try {
    return localSettingsSchema.parse(JSON.parse(text));
  } catch {
    return defaultSettings;
  }
}

export function saveSettings(
  storage: SiteStorage,
  memberId: number | undefined,
  settings: LocalSettings,
): void {
  storage.set(keyOf(memberId), JSON.stringify(settings));
}
