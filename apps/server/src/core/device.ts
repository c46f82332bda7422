/** What the server knows of the device a request comes from. */
export interface RequestDevice {
  readonly mobile: boolean;
}

// The same families the spec's client treats as mobile: phones, tablets and in-app browsers.
const mobilePattern = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function deviceOf(userAgent: string | undefined): RequestDevice {
  return { mobile: userAgent !== undefined && mobilePattern.test(userAgent) };
}

/** Spec §5: a member whose `etcJson.blockDevice` contains 'M' may not use the app from a mobile device. */
export function isMobileBlocked(blockDevice: unknown, device: RequestDevice | undefined): boolean {
  return device?.mobile === true && typeof blockDevice === 'string' && blockDevice.includes('M');
}
