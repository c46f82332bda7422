import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import { INPUT_CLASS } from './input-style.ts';
import {
  DEFAULT_NUMERIC_BOUNDS,
  formatNumeric,
  normaliseNumeric,
  numericFromValue,
  parseNumericText,
  rawNumericText,
  sanitiseNumericText,
  type NumericBounds,
} from './numeric-value.ts';

/** The delay after mounting before a value the parent set is corrected to the bounds (spec §5). */
export const NUMERIC_REFORMAT_DELAY_MS = 500;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'inputMode'
>;

interface NumericInputBaseProps extends NativeInputProps {
  /** The current value: a number, a decimal string (only its whole part counts) or nothing. */
  value: number | string | null | undefined;
  /** Default Number.MIN_SAFE_INTEGER. */
  min?: number;
  /** Default Number.MAX_SAFE_INTEGER. */
  max?: number;
  /** Lets the member type a leading '-'. Off by default: negatives are raised to min. */
  allowMinus?: boolean;
  /** The thousands separator shown when the field is not focused. Default ','. */
  separator?: string;
}

export type NumericInputProps = NumericInputBaseProps &
  (
    | { outputType?: 'number'; onValueChange: (value: number) => void }
    | { outputType: 'string'; onValueChange: (value: string) => void }
  );

/**
 * A whole-number field (spec §5): clamped to [min, max], zero shown as an empty field, thousands
 * separators when not focused and the raw number while editing. Reports a number, or a string when
 * `outputType="string"`.
 */
export function NumericInput(props: NumericInputProps) {
  const {
    value,
    min = DEFAULT_NUMERIC_BOUNDS.min,
    max = DEFAULT_NUMERIC_BOUNDS.max,
    allowMinus = false,
    separator = ',',
    outputType: _outputType,
    onValueChange: _onValueChange,
    className,
    onFocus,
    onBlur,
    ...inputProps
  } = props;
  const bounds: NumericBounds = { min, max, allowMinus };
  const normalised = normaliseNumeric(numericFromValue(value, allowMinus), bounds);
  // What the member typed, kept while the field has focus so an in-between text such as '-' stays
  // on screen; null when not focused.
  const [draft, setDraft] = useState<string | null>(null);

  function emit(next: number): void {
    if (props.outputType === 'string') {
      props.onValueChange(String(next));
    } else {
      props.onValueChange(next);
    }
  }

  // Parents often set the value from data that arrives just after the field mounts; spec §5 has the
  // field correct such a value once, 500 ms after mounting, so the parent holds what is shown.
  const reformat = useRef<() => void>(() => undefined);
  useEffect(() => {
    reformat.current = () => {
      if (value === null || value === undefined || value === '') return;
      const expected = props.outputType === 'string' ? String(normalised) : normalised;
      if (value !== expected) emit(normalised);
    };
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      reformat.current();
    }, NUMERIC_REFORMAT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  // While focused the draft is shown as long as it still means the current value; a value the parent
  // changed meanwhile (a preset button, a reset) replaces it.
  const shown =
    draft === null
      ? formatNumeric(normalised, separator)
      : normaliseNumeric(parseNumericText(draft, allowMinus), bounds) === normalised
        ? draft
        : rawNumericText(normalised);

  return (
    <input
      {...inputProps}
      type="text"
      // The numeric phone keypad has no minus key, so a field that takes negatives asks for text.
      inputMode={allowMinus ? 'text' : 'numeric'}
      autoComplete={inputProps.autoComplete ?? 'off'}
      className={cx(INPUT_CLASS, 'text-right tabular-nums', className)}
      value={shown}
      onFocus={(event) => {
        setDraft(rawNumericText(normalised));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = sanitiseNumericText(event.target.value, allowMinus);
        const parsed = parseNumericText(typed, allowMinus);
        const next = normaliseNumeric(parsed, bounds);
        // The parent gets the clamped value at once. The field keeps what was typed while more digits
        // could still bring it into range ('5' on the way to '50' with min 10), and shows the bound
        // when they cannot (more digits only move it further beyond max).
        const unreachable = (parsed > max && parsed >= 0) || (parsed < min && parsed < 0);
        setDraft(unreachable ? rawNumericText(next) : typed);
        if (next !== normalised) emit(next);
      }}
    />
  );
}
