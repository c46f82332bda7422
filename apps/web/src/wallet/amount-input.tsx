import { useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { cx } from '../ui/class-names.ts';
import { INPUT_CLASS } from '../ui/input-style.ts';
import { NumericInput } from '../ui/numeric-input.tsx';
import { amountValue, groupedAmount, sanitiseAmountText } from './amount-text.ts';
import { assetScale } from './wallet-money.ts';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'
>;

export interface AmountInputProps extends NativeProps {
  /** The asset the amount is in: won fields take whole numbers, coin fields up to 8 decimals. */
  readonly asset: string;
  /** A wire amount, or '' for none. */
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/**
 * An amount field for a wallet's asset. Won uses the spec's numeric input (§5: whole numbers, zero
 * shown empty, separators); a coin amount takes decimals up to the coin's scale. Either way the parent
 * holds a wire amount ('' for nothing).
 */
export function AmountInput({ asset, value, onValueChange, ...props }: AmountInputProps) {
  const decimals = assetScale(asset);
  if (decimals === 0) {
    return (
      <NumericInput
        {...props}
        min={0}
        outputType="string"
        value={value}
        onValueChange={(next) => {
          onValueChange(next === '0' ? '' : next);
        }}
      />
    );
  }
  return <DecimalInput {...props} decimals={decimals} value={value} onValueChange={onValueChange} />;
}

function DecimalInput({
  decimals,
  value,
  onValueChange,
  className,
  onFocus,
  onBlur,
  ...props
}: NativeProps & { decimals: number; value: string; onValueChange: (value: string) => void }) {
  // While focused the text the member typed stays (a trailing point, trailing zeros); a value the
  // parent changed meanwhile (a preset, a reset) replaces it.
  const [draft, setDraft] = useState<string | null>(null);
  let shown = groupedAmount(value);
  if (draft !== null) shown = amountValue(draft) === value ? draft : value;
  return (
    <input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={cx(INPUT_CLASS, 'text-right tabular-nums', className)}
      value={shown}
      onFocus={(event) => {
        setDraft(value);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = sanitiseAmountText(event.target.value, decimals);
        setDraft(typed);
        const next = amountValue(typed);
        if (next !== value) onValueChange(next);
      }}
    />
  );
}
