import type { InputHTMLAttributes } from 'react';
import { isTextAllowed, type CharacterRule } from './character-rules.ts';
import { cx } from './class-names.ts';
import { INPUT_CLASS } from './input-style.ts';

export interface RestrictedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  value: string;
  onValueChange: (value: string) => void;
  /** `{ allow: 'username' }`, `{ exclude: 'koreanAndSpace' }`, … (see character-rules.ts). */
  rule: CharacterRule;
}

/**
 * A text field that only takes the characters of its rule (spec §5). An edit that breaks the rule,
 * typed or pasted, is dropped whole and the field keeps its previous valid value: because the field
 * is controlled, not reporting the edit is enough for React to put the previous value back.
 */
export function RestrictedInput({
  value,
  onValueChange,
  rule,
  className,
  ...inputProps
}: RestrictedInputProps) {
  return (
    <input
      type="text"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...inputProps}
      className={cx(INPUT_CLASS, className)}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (isTextAllowed(next, rule)) onValueChange(next);
      }}
    />
  );
}
