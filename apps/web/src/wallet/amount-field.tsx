import { Field } from '../screens/common/form-controls.tsx';
import { AmountInput } from './amount-input.tsx';
import { WithUnit } from './wallet-ui.tsx';

/**
 * The labelled amount of every wallet form (deposit, withdraw, buy, sell, convert, P2P): the input in
 * the asset's own precision with its unit inside, and an optional hint (the site's minimum) under it.
 */
export function AmountField({
  label,
  asset,
  value,
  onValueChange,
  hint,
}: {
  label: string;
  asset: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | undefined;
}) {
  return (
    <Field label={label} hint={hint}>
      {({ inputId, describedBy }) => (
        <WithUnit unit={asset}>
          <AmountInput
            id={inputId}
            aria-describedby={describedBy}
            asset={asset}
            value={value}
            onValueChange={onValueChange}
            placeholder="0"
          />
        </WithUnit>
      )}
    </Field>
  );
}
