import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Rejection codes; each is an entry of the contracts error catalogue. */
export type CredentialCode = 'USERNAME_INVALID' | 'PASSWORD_INVALID' | 'PASSWORD_COMMON';

export type CredentialCheck = { ok: true } | { ok: false; code: CredentialCode };

/** DOMAIN.md §7: 4–20 of lowercase letters, digits, '_' and '-'. */
const USERNAME_PATTERN = /^[a-z0-9_-]{4,20}$/;

/**
 * DOMAIN.md §7: 8–64 characters, none of them a space or invisible. `\p{Z}` covers every kind of
 * space; `\p{C}` covers control, format (zero-width), surrogate, private-use and unassigned code
 * points. Anything else is allowed, so password-manager output and Korean passphrases both pass. The
 * `u` flag makes the length count code points, not UTF-16 units.
 */
const PASSWORD_PATTERN = /^[^\p{C}\p{Z}]{8,64}$/u;

const commonPasswords: ReadonlySet<string> = new Set(COMMON_PASSWORDS);

const pass: CredentialCheck = { ok: true };

/**
 * The one spelling of a username that is stored, looked up and throttled: trimmed and lower-cased.
 * Phone keyboards capitalise the first letter and paste a trailing space; without this, "Kim01" would
 * fail to sign in as "kim01", or be refused at signup where sign-in would have accepted it.
 * Normalise first, then validate.
 */
export function normalizeUsername(input: string): string {
  return input.trim().toLowerCase();
}

export function validateUsername(username: string): CredentialCheck {
  return USERNAME_PATTERN.test(username) ? pass : { ok: false, code: 'USERNAME_INVALID' };
}

/**
 * Checks a new password (DOMAIN.md §7, a deliberate deviation from the spec's letters-and-digits
 * filter). The shape is checked first, so a member fixes the length before being told a password is
 * too easy to guess. A password equal to the username is refused as common: it is the first guess of
 * any attacker who knows the username.
 */
export function validatePassword(password: string, context: { username?: string } = {}): CredentialCheck {
  if (!PASSWORD_PATTERN.test(password)) {
    return { ok: false, code: 'PASSWORD_INVALID' };
  }
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded) || folded === context.username?.toLowerCase()) {
    return { ok: false, code: 'PASSWORD_COMMON' };
  }
  return pass;
}
