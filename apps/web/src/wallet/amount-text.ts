import { groupThousands } from '../format/wallet-amount.ts';

// The rules of the coin amount field, pure: digits and one decimal point, no more decimals than the
// asset's scale, no leading zeros, thousands separators when not editing. The spec's numeric input
// (§5) is whole numbers only, which suits won; coins are held in hundred-millionths.

/**
 * What is left of typed text as an amount with at most `decimals` decimals: separators and other
 * characters dropped, a second point and the digits past the scale cut, leading zeros trimmed
 * ('007' → '7', '.5' → '0.5'). The text may end in a point while the member is typing.
 */
export function sanitiseAmountText(text: string, decimals: number): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const whole = (point === -1 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point === -1 || decimals === 0) return whole;
  const fraction = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/** The amount as a wire decimal ('1.50' → '1.5', '3.' → '3'), or '' for nothing or zero. */
export function amountValue(text: string): string {
  if (text === '' || text === '.') return '';
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const value = trimmed === '' ? whole || '0' : `${whole || '0'}.${trimmed}`;
  return /^0(\.0*)?$/.test(value) ? '' : value;
}

/** The amount grouped for reading when the field is not focused: '1234567.5' → '1,234,567.5'. */
export function groupedAmount(value: string): string {
  if (value === '') return '';
  const [whole = '0', fraction] = value.split('.');
  return fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
}
