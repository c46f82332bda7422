import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { normalizeUsername, validatePassword, validateUsername } from './credentials.ts';

describe('normalizeUsername', () => {
  it('trims and lower-cases, so a capitalised or padded username is the same account', () => {
    expect(normalizeUsername('  Kim_Min-Su01 ')).toBe('kim_min-su01');
    expect(normalizeUsername('member1001')).toBe('member1001');
  });

  it('leaves what the rule refuses for validateUsername to refuse', () => {
    expect(validateUsername(normalizeUsername('User01'))).toEqual({ ok: true });
    expect(validateUsername(normalizeUsername('Bad Name'))).toEqual({ ok: false, code: 'USERNAME_INVALID' });
  });
});

describe('validateUsername', () => {
  it.each(['abcd', 'user_01', 'kim-min-su', 'a'.repeat(20), '0000'])('accepts %j', (username) => {
    expect(validateUsername(username)).toEqual({ ok: true });
  });

  it.each(['abc', 'a'.repeat(21), 'User01', 'user 01', 'user.01', '사용자이름', 'user01\n', ''])(
    'refuses %j',
    (username) => {
      expect(validateUsername(username)).toEqual({ ok: false, code: 'USERNAME_INVALID' });
    },
  );
});

describe('validatePassword', () => {
  it.each(['correct-horse', 'Xk#9v!Lq2', '비밀번호는길게씁니다', 'p'.repeat(64), 'ÄÖÜäöü12'])(
    'accepts %j',
    (password) => {
      expect(validatePassword(password)).toEqual({ ok: true });
    },
  );

  it.each(['short1!', 'p'.repeat(65), 'has space1', 'tab\there1', 'zero\u200Bwidth', 'ideo\u3000space', ''])(
    'refuses %j as malformed',
    (password) => {
      expect(validatePassword(password)).toEqual({ ok: false, code: 'PASSWORD_INVALID' });
    },
  );

  it('counts characters, not UTF-16 units, so eight emoji are long enough', () => {
    expect(validatePassword('😀'.repeat(8))).toEqual({ ok: true });
    expect(validatePassword('😀'.repeat(7))).toEqual({ ok: false, code: 'PASSWORD_INVALID' });
  });

  it('refuses common passwords whatever their case', () => {
    expect(validatePassword('qwer1234')).toEqual({ ok: false, code: 'PASSWORD_COMMON' });
    expect(validatePassword('Password1')).toEqual({ ok: false, code: 'PASSWORD_COMMON' });
    expect(validatePassword('1Q2W3E4R')).toEqual({ ok: false, code: 'PASSWORD_COMMON' });
  });

  it('refuses a password equal to the username, whatever its case', () => {
    expect(validatePassword('minsu_kim', { username: 'minsu_kim' })).toEqual({
      ok: false,
      code: 'PASSWORD_COMMON',
    });
    expect(validatePassword('MinSu_Kim', { username: 'minsu_kim' })).toEqual({
      ok: false,
      code: 'PASSWORD_COMMON',
    });
    expect(validatePassword('minsu_kim2', { username: 'minsu_kim' })).toEqual({ ok: true });
  });

  it('reports a malformed password before a common one', () => {
    expect(validatePassword('pass word', { username: 'pass word' })).toEqual({
      ok: false,
      code: 'PASSWORD_INVALID',
    });
  });
});

describe('COMMON_PASSWORDS', () => {
  it('holds about two hundred distinct lower-case entries that the length rule alone would pass', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('is refused entry by entry', () => {
    for (const password of COMMON_PASSWORDS) {
      expect(validatePassword(password)).toEqual({ ok: false, code: 'PASSWORD_COMMON' });
    }
  });
});
