/** Keeps the digits of a phone number as typed ('010-1234-5678' → '01012345678'). */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '');
}

// Spec §5: Seoul numbers (02) have a two-digit area code, every other number a three-digit prefix.
// Each has a short and a long form, told apart by length.
const SEOUL_MASKS = ['##-###-####', '##-####-####'] as const;
const OTHER_MASKS = ['###-###-####', '###-####-####'] as const;

/**
 * Shows a phone number with the spec §5 mask. A partial number is masked as far as it goes (as the
 * input field does while typing); a number too long for any mask is returned as bare digits rather
 * than cut.
 */
export function formatPhone(phone: string): string {
  const digits = normalizePhone(phone);
  const [shortMask, longMask] = digits.startsWith('02') ? SEOUL_MASKS : OTHER_MASKS;
  const mask = digits.length <= digitSlots(shortMask) ? shortMask : longMask;
  if (digits.length > digitSlots(mask)) {
    return digits;
  }
  return applyMask(mask, digits);
}

function digitSlots(mask: string): number {
  return mask.split('').filter((slot) => slot === '#').length;
}

function applyMask(mask: string, digits: string): string {
  let output = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) {
      break;
    }
    if (slot === '#') {
      output += digits.charAt(next);
      next += 1;
    } else {
      output += slot;
    }
  }
  return output;
}
