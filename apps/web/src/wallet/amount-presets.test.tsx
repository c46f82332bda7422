import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AmountPresets } from './amount-presets.tsx';

// Issue 14 §5: in Korean trading "정정" means amending an order; the button that empties the amount
// field reads "초기화" (reset).

describe('AmountPresets', () => {
  it.each([
    { asset: 'KRW', available: undefined },
    { asset: 'KRW', available: '50000' },
    { asset: 'BTC', available: '0.5' },
  ])('empties the field with the button 초기화 ($asset, available $available)', async (props) => {
    const values: string[] = [];
    render(
      <AmountPresets
        asset={props.asset}
        value="10000"
        available={props.available}
        onValueChange={(value) => values.push(value)}
      />,
    );
    expect(screen.queryByRole('button', { name: '정정' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(values).toEqual(['']);
  });
});
