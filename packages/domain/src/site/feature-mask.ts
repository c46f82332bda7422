import { parseCoinList } from './coin-list.ts';

/** The site features switched by the `type` mask (spec §1). */
export interface MaskFeatures {
  oversea: boolean;
  p2p: boolean;
  futures: boolean;
  powerBall: boolean;
  binary: boolean;
}

/** What a site offers: the mask, with binary also switched on by `BINARY` in `usedCoins`. */
export type SiteFeatures = MaskFeatures;

export type FeatureMaskResult = { ok: true; features: MaskFeatures } | { ok: false; reason: 'MASK_INVALID' };

/** Positions of the mask, read from the left and counted from 1 as the spec does. */
const MASK_POSITIONS = {
  oversea: 1,
  p2p: 3,
  futures: 4,
  powerBall: 5,
  binary: 6,
} as const satisfies Record<keyof MaskFeatures, number>;

/** Length of the mask; position 2 is unused and ignored when decoding. */
export const FEATURE_MASK_LENGTH = 6;

const MASK_PATTERN = /^[01]{6}$/;

/**
 * Decodes a site `type` such as '101101'. Anything but exactly six '0'/'1' characters is refused as
 * a value, because a malformed mask in site data must switch nothing on by accident.
 */
export function decodeFeatureMask(mask: string): FeatureMaskResult {
  if (!MASK_PATTERN.test(mask)) {
    return { ok: false, reason: 'MASK_INVALID' };
  }
  const on = (position: number) => mask[position - 1] === '1';
  return {
    ok: true,
    features: {
      oversea: on(MASK_POSITIONS.oversea),
      p2p: on(MASK_POSITIONS.p2p),
      futures: on(MASK_POSITIONS.futures),
      powerBall: on(MASK_POSITIONS.powerBall),
      binary: on(MASK_POSITIONS.binary),
    },
  };
}

/** Encodes features as a site `type` mask; the unused position 2 is written '0'. */
export function encodeFeatureMask(features: MaskFeatures): string {
  const bits = Array.from({ length: FEATURE_MASK_LENGTH }, () => '0');
  for (const feature of Object.keys(MASK_POSITIONS) as (keyof MaskFeatures)[]) {
    if (features[feature]) {
      bits[MASK_POSITIONS[feature] - 1] = '1';
    }
  }
  return bits.join('');
}

/**
 * The features a site offers. A malformed mask switches every mask feature off (fail closed), while
 * `BINARY` in `usedCoins` still switches binary on, since the spec gives it as a second, independent
 * way to enable binary.
 */
export function siteFeatures(siteInfo: { type: string; usedCoins: string }): SiteFeatures {
  const decoded = decodeFeatureMask(siteInfo.type);
  const mask: MaskFeatures = decoded.ok
    ? decoded.features
    : { oversea: false, p2p: false, futures: false, powerBall: false, binary: false };
  return { ...mask, binary: mask.binary || parseCoinList(siteInfo.usedCoins).includes('BINARY') };
}
