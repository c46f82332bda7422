import { auth } from '@baro/contracts';
import type { Router } from '../router.ts';
import { demoOutboxHandler } from './admin/demo-outbox.ts';
import { adminLoginHandler } from './admin/login.ts';
import { certificateEmailHandler } from './certi/certificate-email.ts';
import { certificatePhoneHandler } from './certi/certificate-phone.ts';
import { niceIdHandler } from './certi/nice-id.ts';
import { verifyEmailHandler } from './certi/verify-email.ts';
import { verifyPhoneHandler } from './certi/verify-phone.ts';
import { loginHandler } from './login.ts';
import { logoutHandler } from './logout.ts';
import { meHandler } from './me.ts';
import { verifyPartnerHandler } from './partner/verify.ts';
import { changeNickHandler } from './player/change-nick.ts';
import { findIdHandler } from './player/find-id.ts';
import { findPwHandler } from './player/find-pw.ts';
import { signupHandler } from './player/signup.ts';
import { changePasswordHandler } from './user/change-password.ts';
import { checkUsernameHandler } from './user/check-username.ts';

/** Spec §7 "Auth and user", plus logout, operator sign-in and the demo outbox. */
export function registerAccountHandlers(router: Router): void {
  router.add(auth.me, meHandler);
  router.add(auth.login, loginHandler);
  router.add(auth.logout, logoutHandler);
  router.add(auth.adminLogin, adminLoginHandler);
  router.add(auth.signup, signupHandler);
  router.add(auth.checkUsername, checkUsernameHandler);
  router.add(auth.verifyPartner, verifyPartnerHandler);
  router.add(auth.certificateEmail, certificateEmailHandler);
  router.add(auth.verifyEmail, verifyEmailHandler);
  router.add(auth.certificatePhone, certificatePhoneHandler);
  router.add(auth.verifyPhone, verifyPhoneHandler);
  router.add(auth.niceId, niceIdHandler);
  router.add(auth.findId, findIdHandler);
  router.add(auth.findPw, findPwHandler);
  router.add(auth.changePassword, changePasswordHandler);
  router.add(auth.changeNick, changeNickHandler);
  router.add(auth.demoOutbox, demoOutboxHandler);
}
