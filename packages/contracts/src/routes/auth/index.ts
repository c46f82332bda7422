import type { RouteDef } from '../../route.ts';
import { changeNick, changePassword, findId, findPw } from './account.ts';
import { certificateEmail, certificatePhone, niceId, verifyEmail, verifyPhone } from './certi.ts';
import { adminLogin, login, logout } from './login.ts';
import { me } from './me.ts';
import { demoOutbox } from './outbox.ts';
import { checkUsername, signup, verifyPartner } from './signup.ts';

export * from './account.ts';
export * from './certi.ts';
export * from './fields.ts';
export * from './login.ts';
export * from './me.ts';
export * from './outbox.ts';
export * from './signup.ts';

/** Spec §7 "Auth and user", plus Baro's logout, operator sign-in and the demo outbox. */
export const authRoutes: readonly RouteDef[] = [
  me,
  login,
  logout,
  adminLogin,
  signup,
  checkUsername,
  verifyPartner,
  certificateEmail,
  verifyEmail,
  certificatePhone,
  verifyPhone,
  niceId,
  findId,
  findPw,
  changePassword,
  changeNick,
  demoOutbox,
];
