import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { maskPhone, phoneDigitsMax, unmaskPhone } from '../format/phone-mask.ts';
import { cx } from './class-names.ts';
import { INPUT_CLASS } from './input-style.ts';

export interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The digits only ('01012345678'); the field shows them masked ('010-1234-5678'). */
  value: string;
  onValueChange: (digits: string) => void;
}

/**
 * A phone number field that masks as the member types (spec §5: 02-###-####, 010-####-####, …) and
 * reports the bare digits. The caret stays after the same digit when dashes move around it.
 */
export function PhoneInput({ value, onValueChange, className, ...inputProps }: PhoneInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // How many digits sit before the caret after an edit; applied once the new mask is on screen.
  const caretDigits = useRef<number | null>(null);
  const masked = maskPhone(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digitsBefore = caretDigits.current;
    caretDigits.current = null;
    if (input === null || digitsBefore === null || document.activeElement !== input) return;
    const position = caretAfterDigits(input.value, digitsBefore);
    input.setSelectionRange(position, position);
  });

  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="010-0000-0000"
      {...inputProps}
      ref={inputRef}
      className={cx(INPUT_CLASS, 'tabular-nums', className)}
      value={masked}
      onChange={(event) => {
        const text = event.target.value;
        const caret = event.target.selectionStart ?? text.length;
        let digits = unmaskPhone(text);
        let digitsBefore = unmaskPhone(text.slice(0, caret)).length;
        // Backspace over a dash leaves the digits as they were and the mask would put the dash right
        // back; delete the digit in front of it instead, as the member meant.
        if (digits === unmaskPhone(masked) && text.length < masked.length && digitsBefore > 0) {
          digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
          digitsBefore -= 1;
        }
        const kept = digits.slice(0, phoneDigitsMax(digits));
        caretDigits.current = Math.min(digitsBefore, kept.length);
        onValueChange(kept);
      }}
    />
  );
}

function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text.charAt(index)) && ++seen === digits) return index + 1;
  }
  return text.length;
}
