import type { auth } from '@baro/contracts';

// The same device families the server treats as mobile (apps/server core/device.ts), so the
// client and the server agree on who is blocked.
const mobilePattern = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePattern.test(userAgent);
}

/** Why a loaded member may not use the app, as the catalogue code whose message the alert shows. */
export type MemberBlock = 'ACCOUNT_DENIED' | 'MOBILE_BLOCKED';

/**
 * Spec §4 and §5: a DENY account is logged out, and so is a member whose `etcJson.blockDevice`
 * contains 'M' when the device is mobile (the desktop stays open to them, as on the server).
 */
export function memberBlock(me: auth.Me, mobileDevice: boolean): MemberBlock | undefined {
  if (me.status === 'DENY') return 'ACCOUNT_DENIED';
  const blockDevice = me.etcJson.blockDevice;
  if (mobileDevice && typeof blockDevice === 'string' && blockDevice.includes('M')) return 'MOBILE_BLOCKED';
  return undefined;
}

/** The same refusals when the server answers them instead of a member. */
export function blockOfCode(code: string): MemberBlock | undefined {
  return code === 'ACCOUNT_DENIED' || code === 'MOBILE_BLOCKED' ? code : undefined;
}
