// The character sets of restricted inputs (spec §5), as pure functions so the rules can be tested
// and reused without rendering. A rule either lists what is allowed or lists what is excluded; text
// that breaks the rule is refused whole, and the input keeps its previous valid value.

/** Sets of characters an input accepts. Everything else is refused. */
export type AllowedCharacterSet =
  | 'email' // ASCII letters, digits and the symbols of EMAIL_SYMBOLS
  | 'number' // digits
  | 'numberDot' // digits and '.'
  | 'numberDash' // digits and '-'
  | 'username' // lowercase ASCII letters, digits, '_' and '-'
  | 'password'; // ASCII letters and digits

/** Sets of characters an input refuses. Everything else is accepted. */
export type ExcludedCharacterSet =
  | 'koreanAndSpace' // Hangul (syllables and jamo) and whitespace
  | 'specialAndSpace' // anything that is not a letter or a digit, whitespace included
  | 'specialDigitAndSpace'; // anything that is not a letter

export type CharacterRule = { allow: AllowedCharacterSet } | { exclude: ExcludedCharacterSet };

/** The symbols an e-mail-like input accepts besides letters and digits. */
export const EMAIL_SYMBOLS = '@.-_+';

// Each pattern describes a whole valid text, so the empty text is always valid: clearing a field
// is never refused.
const ALLOWED_PATTERNS: Record<AllowedCharacterSet, RegExp> = {
  email: /^[A-Za-z0-9@.\-_+]*$/,
  number: /^[0-9]*$/,
  numberDot: /^[0-9.]*$/,
  numberDash: /^[0-9-]*$/,
  username: /^[a-z0-9_-]*$/,
  password: /^[A-Za-z0-9]*$/,
};

// Hangul syllables, Hangul jamo and compatibility jamo (what an IME shows mid-composition).
const HANGUL = '\\u1100-\\u11FF\\u3130-\\u318F\\uA960-\\uA97F\\uAC00-\\uD7AF\\uD7B0-\\uD7FF';

const EXCLUDED_PATTERNS: Record<ExcludedCharacterSet, RegExp> = {
  koreanAndSpace: new RegExp(`^[^${HANGUL}\\s]*$`, 'u'),
  // Letters of any script (Korean names included) and digits.
  specialAndSpace: /^[\p{L}\p{N}]*$/u,
  specialDigitAndSpace: /^\p{L}*$/u,
};

/** Whether every character of `text` satisfies the rule. */
export function isTextAllowed(text: string, rule: CharacterRule): boolean {
  const pattern = 'allow' in rule ? ALLOWED_PATTERNS[rule.allow] : EXCLUDED_PATTERNS[rule.exclude];
  return pattern.test(text);
}

/** The text to keep after an edit: the edited text when it satisfies the rule, else the previous one. */
export function acceptEdit(previous: string, next: string, rule: CharacterRule): string {
  return isTextAllowed(next, rule) ? next : previous;
}
