import { describe, expect, it } from 'vitest';
import { acceptEdit, isTextAllowed, type CharacterRule } from './character-rules.ts';

function allows(rule: CharacterRule, ...texts: string[]): void {
  for (const text of texts) {
    expect(isTextAllowed(text, rule), `${JSON.stringify(text)} should be allowed`).toBe(true);
  }
}

function refuses(rule: CharacterRule, ...texts: string[]): void {
  for (const text of texts) {
    expect(isTextAllowed(text, rule), `${JSON.stringify(text)} should be refused`).toBe(false);
  }
}

describe('allowed character sets', () => {
  it('lets an e-mail field take letters, digits and the listed symbols only', () => {
    allows({ allow: 'email' }, 'kim.min-su_01+bar@example.co.kr', '');
    refuses({ allow: 'email' }, 'kim min', '김@a.com', 'a#b', 'a,b');
  });

  it('lets a number field take digits only', () => {
    allows({ allow: 'number' }, '0123456789');
    refuses({ allow: 'number' }, '1.5', '-1', '1 2', '１');
  });

  it('lets a number-and-dot field take digits and points', () => {
    allows({ allow: 'numberDot' }, '1.5', '192.168.0.1');
    refuses({ allow: 'numberDot' }, '1,5', '-1');
  });

  it('lets a number-and-dash field take digits and dashes', () => {
    allows({ allow: 'numberDash' }, '010-1234-5678');
    refuses({ allow: 'numberDash' }, '010 1234', '010.1234');
  });

  it('lets a username take lowercase letters, digits, underscores and dashes', () => {
    allows({ allow: 'username' }, 'kim_01-a');
    refuses({ allow: 'username' }, 'Kim', 'kim 01', 'kim.01', '김민수');
  });

  it('lets a password take letters and digits only', () => {
    allows({ allow: 'password' }, 'Abc123');
    refuses({ allow: 'password' }, 'abc 123', 'abc!123', '비밀번호');
  });
});

describe('excluded character sets', () => {
  it('refuses Korean and whitespace but takes everything else', () => {
    allows({ exclude: 'koreanAndSpace' }, 'abc!@#123', 'Ünïcödé');
    refuses({ exclude: 'koreanAndSpace' }, '가', 'ㄱ', 'ㅏ', 'a b', 'a\tb');
  });

  it('refuses special characters and whitespace but takes letters of any script and digits', () => {
    allows({ exclude: 'specialAndSpace' }, '김민수123', 'Kim01', 'ㄱ');
    refuses({ exclude: 'specialAndSpace' }, '김 민수', 'kim!', 'a-b', 'a_b');
  });

  it('refuses special characters, digits and whitespace but takes letters', () => {
    allows({ exclude: 'specialDigitAndSpace' }, '김민수', 'Kim');
    refuses({ exclude: 'specialDigitAndSpace' }, '김민수1', 'Kim Lee', 'Kim.');
  });
});

describe('acceptEdit', () => {
  it('keeps an edit that satisfies the rule', () => {
    expect(acceptEdit('12', '123', { allow: 'number' })).toBe('123');
  });

  it('reverts to the previous value when the edit breaks the rule', () => {
    expect(acceptEdit('12', '12a', { allow: 'number' })).toBe('12');
  });

  it('always lets the member clear the field', () => {
    expect(acceptEdit('abc', '', { allow: 'password' })).toBe('');
  });
});
