import type { auth } from '@baro/contracts';
import { maskPhone } from '../../format/phone-mask.ts';

/** What the signup form holds; every field of the contract's signup body has a place here. */
export interface RegisterForm {
  username: string;
  password: string;
  passwordConfirm: string;
  name: string;
  nick: string;
  phone: string;
  email: string;
  bankName: string;
  accountNumber: string;
  accountHolder: string;
  address: string;
  partnerCode: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeMarketing: boolean;
}

export const emptyRegisterForm: RegisterForm = {
  username: '',
  password: '',
  passwordConfirm: '',
  name: '',
  nick: '',
  phone: '',
  email: '',
  bankName: '',
  accountNumber: '',
  accountHolder: '',
  address: '',
  partnerCode: '',
  agreeTerms: false,
  agreePrivacy: false,
  agreeMarketing: false,
};

/** Whether the member has typed anything, which makes leaving ask first (spec §2). */
export function isDirty(form: RegisterForm): boolean {
  return (Object.keys(emptyRegisterForm) as (keyof RegisterForm)[]).some(
    (key) => key !== 'partnerCode' && form[key] !== emptyRegisterForm[key],
  );
}

/**
 * What the client checks before sending, in the order of the form; the server checks the rest
 * (username and password rules, duplicates) and its message is shown as is.
 */
export function firstProblem(form: RegisterForm, usernameChecked: boolean): string | undefined {
  if (form.username === '') return '아이디를 입력해주세요.';
  if (!usernameChecked) return '아이디 중복확인을 해주세요.';
  if (form.password === '') return '비밀번호를 입력해주세요.';
  if (form.password !== form.passwordConfirm) return '비밀번호가 일치하지 않습니다.';
  if (form.name.trim() === '') return '이름을 입력해주세요.';
  if (form.phone === '') return '휴대폰 번호를 입력해주세요.';
  if (!form.agreeTerms || !form.agreePrivacy) return '필수 약관에 동의해주세요.';
  return undefined;
}

function optional(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The signup body (POST /player) from the form. */
export function signupBody(
  form: RegisterForm,
  siteInfoId: number | undefined,
  certificateValue: string | null,
): auth.SignupBody {
  const bank = [form.bankName, form.accountNumber, form.accountHolder].map((part) => part.trim());
  return {
    username: form.username,
    password: form.password,
    name: form.name.trim(),
    phone: maskPhone(form.phone),
    email: optional(form.email),
    nick: optional(form.nick),
    partnerId: optional(form.partnerCode),
    bankInfo: bank.every((part) => part !== '') ? bank.join(' ') : undefined,
    address: optional(form.address),
    etcJson: { marketingConsent: form.agreeMarketing },
    siteInfoId,
    certificateValue: certificateValue ?? undefined,
  };
}
