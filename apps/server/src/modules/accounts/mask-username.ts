/**
 * A username shown to someone who proved only a phone: enough to recognise it, not enough to hand a
 * stranger with a borrowed phone the whole login name. The first two characters stay, and the last
 * one too when the name is long enough that the rest still hides most of it.
 */
export function maskUsername(username: string): string {
  const head = username.slice(0, 2);
  const tailLength = username.length >= 6 ? 1 : 0;
  const hidden = username.length - head.length - tailLength;
  return head + '*'.repeat(Math.max(hidden, 0)) + username.slice(username.length - tailLength);
}
