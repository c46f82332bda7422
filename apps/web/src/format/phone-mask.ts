// Korean phone numbers as people write them (spec §5). Seoul numbers start with the two-digit area
// code 02 (##-###-#### or ##-####-####); every other number, mobiles included, starts with three
// digits (###-###-#### or ###-####-####). The middle group grows from three to four digits only when
// the number is long enough to need it, so the mask can be applied while the member types.

const SEOUL_PREFIX = '02';
/** The most digits a Seoul number has. */
export const SEOUL_PHONE_DIGITS_MAX = 10;
/** The most digits any other number has. */
export const PHONE_DIGITS_MAX = 11;

/** Only the digits of `text`: '010-1234-5678' → '01012345678'. */
export function unmaskPhone(text: string): string {
  return text.replace(/\D/g, '');
}

/** The most digits a number with these leading digits may have. */
export function phoneDigitsMax(digits: string): number {
  return digits.startsWith(SEOUL_PREFIX) ? SEOUL_PHONE_DIGITS_MAX : PHONE_DIGITS_MAX;
}

/**
 * Masks a phone number, complete or partly typed: '01012345678' → '010-1234-5678',
 * '0212345678' → '02-1234-5678', '0101' → '010-1'. Non-digits are ignored and digits beyond the
 * longest form are dropped.
 */
export function maskPhone(text: string): string {
  const all = unmaskPhone(text);
  const digits = all.slice(0, phoneDigitsMax(all));
  const areaLength = digits.startsWith(SEOUL_PREFIX) ? 2 : 3;
  const longForm = digits.length === phoneDigitsMax(digits);
  const middleLength = longForm ? 4 : 3;
  const area = digits.slice(0, areaLength);
  const middle = digits.slice(areaLength, areaLength + middleLength);
  const last = digits.slice(areaLength + middleLength);
  return [area, middle, last].filter((group) => group !== '').join('-');
}
