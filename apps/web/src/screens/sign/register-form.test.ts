import { auth } from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, firstProblem, isDirty, signupBody } from './register-form.ts';

const filled = {
  ...emptyRegisterForm,
  username: 'newbie',
  password: 'secret-pass-1',
  passwordConfirm: 'secret-pass-1',
  name: ' 홍길동 ',
  phone: '01098765432',
  bankName: '국민은행',
  accountNumber: '12345678',
  accountHolder: '홍길동',
  partnerCode: 'baro',
  agreeTerms: true,
  agreePrivacy: true,
};

describe('the signup form', () => {
  it('makes a body the signup contract accepts', () => {
    const body = signupBody(filled, 1, 'certificate');

    expect(auth.signupBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      name: '홍길동',
      phone: '010-9876-5432',
      partnerId: 'baro',
      bankInfo: '국민은행 12345678 홍길동',
      etcJson: { marketingConsent: false },
      certificateValue: 'certificate',
    });
    expect(body.email).toBeUndefined();
  });

  it('asks for the username check, matching passwords and the required terms', () => {
    expect(firstProblem(filled, false)).toBe('아이디 중복확인을 해주세요.');
    expect(firstProblem({ ...filled, passwordConfirm: 'other' }, true)).toBe('비밀번호가 일치하지 않습니다.');
    expect(firstProblem({ ...filled, agreePrivacy: false }, true)).toBe('필수 약관에 동의해주세요.');
    expect(firstProblem(filled, true)).toBeUndefined();
  });

  it('counts as started once anything but the partner code is typed', () => {
    expect(isDirty({ ...emptyRegisterForm, partnerCode: 'baro' })).toBe(false);
    expect(isDirty({ ...emptyRegisterForm, name: '홍' })).toBe(true);
  });
});
