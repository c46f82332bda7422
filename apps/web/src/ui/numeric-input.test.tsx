import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUMERIC_REFORMAT_DELAY_MS, NumericInput } from './numeric-input.tsx';

interface HarnessProps {
  initial?: number;
  min?: number;
  max?: number;
  allowMinus?: boolean;
  separator?: string;
  onValue?: (value: number) => void;
}

// A parent that holds the value, as a form would.
function NumberHarness({ initial = 0, onValue, ...rest }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumericInput
        aria-label="금액"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        {...rest}
      />
      <button
        type="button"
        onClick={() => {
          setValue(10);
        }}
      >
        10
      </button>
    </>
  );
}

function field(): HTMLInputElement {
  return screen.getByRole('textbox', { name: '금액' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NumericInput display', () => {
  it('shows thousands separators when not focused and the raw number while focused', async () => {
    render(<NumberHarness initial={1234567} />);
    expect(field().value).toBe('1,234,567');
    await userEvent.click(field());
    expect(field().value).toBe('1234567');
    await userEvent.tab();
    expect(field().value).toBe('1,234,567');
  });

  it('shows zero as an empty field', () => {
    render(<NumberHarness initial={0} />);
    expect(field().value).toBe('');
  });

  it('uses the separator it is given', () => {
    render(<NumberHarness initial={1234567} separator="." />);
    expect(field().value).toBe('1.234.567');
  });

  it('shows a value the parent changes while the field has focus', async () => {
    render(<NumberHarness initial={500} />);
    await userEvent.click(field());
    await userEvent.click(screen.getByRole('button', { name: '10' }));
    expect(field().value).toBe('10');
  });
});

describe('NumericInput typing', () => {
  it('reports the typed whole number and formats it on blur', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    await userEvent.type(field(), '12345');
    expect(onValue).toHaveBeenLastCalledWith(12345);
    await userEvent.tab();
    expect(field().value).toBe('12,345');
  });

  it('ignores letters and a decimal point typed into it', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    await userEvent.type(field(), '1a2.');
    expect(onValue).toHaveBeenLastCalledWith(12);
    expect(field().value).toBe('12');
  });

  it('keeps only the whole part of a pasted amount', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    await userEvent.click(field());
    await userEvent.paste('1,234.56');
    expect(onValue).toHaveBeenLastCalledWith(1234);
    expect(field().value).toBe('1234');
  });

  it('stops at the maximum', async () => {
    const onValue = vi.fn();
    render(<NumberHarness max={1000} onValue={onValue} />);
    await userEvent.type(field(), '5000');
    expect(onValue).toHaveBeenLastCalledWith(1000);
    expect(field().value).toBe('1000');
  });

  it('lets digits be typed on the way past the minimum and shows the minimum if left below it', async () => {
    const onValue = vi.fn();
    render(<NumberHarness initial={20} min={10} onValue={onValue} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '5');
    expect(field().value).toBe('5');
    expect(onValue).toHaveBeenLastCalledWith(10);
    await userEvent.type(field(), '0');
    expect(onValue).toHaveBeenLastCalledWith(50);
    await userEvent.clear(field());
    await userEvent.type(field(), '7');
    await userEvent.tab();
    expect(field().value).toBe('10');
  });

  it('refuses a minus sign unless negatives are allowed', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    await userEvent.type(field(), '-5');
    expect(onValue).toHaveBeenLastCalledWith(5);
  });

  it('takes a negative number when negatives are allowed', async () => {
    const onValue = vi.fn();
    render(<NumberHarness allowMinus onValue={onValue} />);
    await userEvent.type(field(), '-1200');
    expect(onValue).toHaveBeenLastCalledWith(-1200);
    await userEvent.tab();
    expect(field().value).toBe('-1,200');
  });

  it('raises a negative value to the minimum when negatives are not allowed', () => {
    render(<NumericInput aria-label="금액" value={-5} min={3} onValueChange={() => undefined} />);
    expect(field().value).toBe('3');
  });

  it('reports a string when asked to', async () => {
    const onValue = vi.fn();
    render(<NumericInput aria-label="금액" value="" outputType="string" onValueChange={onValue} />);
    await userEvent.type(field(), '7');
    expect(onValue).toHaveBeenLastCalledWith('7');
  });
});

describe('NumericInput after mounting', () => {
  it('corrects an out-of-range value from the parent 500 ms after mounting', () => {
    vi.useFakeTimers();
    const onValue = vi.fn();
    render(<NumericInput aria-label="금액" value={5000} max={1000} onValueChange={onValue} />);
    expect(field().value).toBe('1,000');
    act(() => {
      vi.advanceTimersByTime(NUMERIC_REFORMAT_DELAY_MS - 1);
    });
    expect(onValue).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onValue).toHaveBeenCalledWith(1000);
  });

  it('turns a decimal string from the wire into the whole number it reports', () => {
    vi.useFakeTimers();
    const onValue = vi.fn();
    render(<NumericInput aria-label="금액" value="1234.5" onValueChange={onValue} />);
    act(() => {
      vi.advanceTimersByTime(NUMERIC_REFORMAT_DELAY_MS);
    });
    expect(onValue).toHaveBeenCalledWith(1234);
  });

  it('leaves a value that is already in range alone', () => {
    vi.useFakeTimers();
    const onValue = vi.fn();
    render(<NumericInput aria-label="금액" value={500} max={1000} onValueChange={onValue} />);
    act(() => {
      vi.advanceTimersByTime(NUMERIC_REFORMAT_DELAY_MS * 2);
    });
    expect(onValue).not.toHaveBeenCalled();
  });
});
