import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CharacterRule } from './character-rules.ts';
import { RestrictedInput } from './restricted-input.tsx';

function Harness({ rule, initial = '' }: { rule: CharacterRule; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <RestrictedInput aria-label="입력" rule={rule} value={value} onValueChange={setValue} />;
}

function field(): HTMLInputElement {
  return screen.getByRole('textbox', { name: '입력' });
}

describe('RestrictedInput', () => {
  it('keeps only the allowed characters a member types into a username field', async () => {
    render(<Harness rule={{ allow: 'username' }} />);
    await userEvent.type(field(), 'kim_01 !A-b');
    expect(field().value).toBe('kim_01-b');
  });

  it('takes only digits in a number field', async () => {
    render(<Harness rule={{ allow: 'number' }} />);
    await userEvent.type(field(), '12a3.4');
    expect(field().value).toBe('1234');
  });

  it('reverts a paste that contains a refused character to the previous value', async () => {
    render(<Harness rule={{ allow: 'password' }} initial="abc" />);
    await userEvent.click(field());
    await userEvent.paste('12 34');
    expect(field().value).toBe('abc');
    await userEvent.paste('1234');
    expect(field().value).toBe('abc1234');
  });

  it('refuses Korean and spaces in a field that excludes them', async () => {
    render(<Harness rule={{ exclude: 'koreanAndSpace' }} />);
    await userEvent.type(field(), 'a 가b!');
    expect(field().value).toBe('ab!');
  });

  it('takes a Korean name but no digits or symbols in a name field', async () => {
    render(<Harness rule={{ exclude: 'specialDigitAndSpace' }} />);
    await userEvent.type(field(), '김1민 수!');
    expect(field().value).toBe('김민수');
  });

  it('lets the member delete what was typed', async () => {
    render(<Harness rule={{ allow: 'email' }} initial="a@b.kr" />);
    await userEvent.clear(field());
    expect(field().value).toBe('');
  });
});
