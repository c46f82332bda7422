import type { SiteStorage } from '../storage/site-storage.ts';

/** The colour themes; dark is the default (spec §3 colorTheme). */
export type Theme = 'dark' | 'light';

/** The order-event sounds a member can switch off (spec §3: SUCCESS, CANCEL, FILLED). */
export const soundFlags = ['SUCCESS', 'CANCEL', 'FILLED'] as const;
export type SoundFlag = (typeof soundFlags)[number];

/** Spec §9: the order count presets and default TP / SL. */
export const DEFAULT_ORDER_COUNTS = [1, 3, 5, 10] as const;
export const DEFAULT_TP = 10;
export const DEFAULT_SL = 10;

/** A member's local settings (spec §3 "Local settings (per site and user id)"). */
export interface LocalSettings {
  readonly betEndAlarm: boolean;
  readonly sounds: Readonly<Record<SoundFlag, boolean>>;
  readonly orderCounts: readonly number[];
  readonly tpsl: { readonly tp: number; readonly sl: number };
  readonly theme: Theme;
}

export const defaultSettings: LocalSettings = {
  betEndAlarm: true,
  sounds: { SUCCESS: true, CANCEL: true, FILLED: true },
  orderCounts: [...DEFAULT_ORDER_COUNTS],
  tpsl: { tp: DEFAULT_TP, sl: DEFAULT_SL },
  theme: 'dark',
};

// Written by hand rather than with zod: the settings are read on the first page, which loads no zod.

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= 1_000_000;
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Stored settings as the app can use them. Each field falls back to its default on its own, so a
 * setting added later (or one damaged) does not reset the ones already chosen.
 */
export function normalizeSettings(value: unknown): LocalSettings {
  if (!isRecord(value)) return defaultSettings;
  const { sounds, orderCounts, tpsl } = value;
  return {
    betEndAlarm: booleanOr(value.betEndAlarm, true),
    sounds: isRecord(sounds)
      ? {
          SUCCESS: booleanOr(sounds.SUCCESS, true),
          CANCEL: booleanOr(sounds.CANCEL, true),
          FILLED: booleanOr(sounds.FILLED, true),
        }
      : defaultSettings.sounds,
    orderCounts:
      Array.isArray(orderCounts) && orderCounts.length === 4 && orderCounts.every(isPositiveCount)
        ? [...orderCounts]
        : [...DEFAULT_ORDER_COUNTS],
    tpsl: isRecord(tpsl)
      ? {
          tp: isPositiveCount(tpsl.tp) ? tpsl.tp : DEFAULT_TP,
          sl: isPositiveCount(tpsl.sl) ? tpsl.sl : DEFAULT_SL,
        }
      : defaultSettings.tpsl,
    theme: value.theme === 'light' ? 'light' : 'dark',
  };
}

/** Settings belong to the site (the storage prefix) and the member; a guest has its own. */
function keyOf(memberId: number | undefined) {
  return `settings.${memberId ?? 'guest'}` as const;
}

export function loadSettings(storage: SiteStorage, memberId: number | undefined): LocalSettings {
  const text = storage.get(keyOf(memberId));
  if (text === null) return defaultSettings;
  try {
    return normalizeSettings(JSON.parse(text));
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
