import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input.tsx';

function Harness({ initial = '', onDigits }: { initial?: string; onDigits?: (digits: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      aria-label="휴대폰 번호"
      value={value}
      onValueChange={(digits) => {
        setValue(digits);
        onDigits?.(digits);
      }}
    />
  );
}

function field(): HTMLInputElement {
  return screen.getByRole('textbox', { name: '휴대폰 번호' });
}

describe('PhoneInput', () => {
  it('masks a mobile number as it is typed and reports the digits', async () => {
    const onDigits = vi.fn();
    render(<Harness onDigits={onDigits} />);
    await userEvent.type(field(), '0101234');
    expect(field().value).toBe('010-123-4');
    await userEvent.type(field(), '5678');
    expect(field().value).toBe('010-1234-5678');
    expect(onDigits).toHaveBeenLastCalledWith('01012345678');
  });

  it('masks a Seoul number with the 02 area code', async () => {
    render(<Harness />);
    await userEvent.type(field(), '0212345678');
    expect(field().value).toBe('02-1234-5678');
  });

  it('ignores letters and digits beyond the longest number', async () => {
    render(<Harness />);
    await userEvent.type(field(), '010a123456789');
    expect(field().value).toBe('010-1234-5678');
  });

  it('deletes the digit before a dash when backspace lands on the dash', async () => {
    render(<Harness initial="0101234" />);
    expect(field().value).toBe('010-123-4');
    // Caret right after the second dash: '010-123-|4'.
    await userEvent.click(field());
    field().setSelectionRange(8, 8);
    await userEvent.keyboard('{Backspace}');
    expect(field().value).toBe('010-124');
  });

  it('keeps the caret after the digit just typed when the mask moves the dashes', async () => {
    render(<Harness initial="0101234" />);
    expect(field().value).toBe('010-123-4');
    // Type '9' after '010-1': the dashes move to 010-192-34 and the caret stays after the '9'.
    await userEvent.click(field());
    field().setSelectionRange(5, 5);
    await userEvent.keyboard('9');
    expect(field().value).toBe('010-192-34');
    expect(field().selectionStart).toBe(6);
  });
});
