// Generated from the route definitions in src/routes/auth: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/auth/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adminLogin: RouteRef<typeof defs.adminLogin> = {
  module: 'auth',
  name: 'adminLogin',
  method: 'POST',
  path: '/admin/login',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const certificateEmail: RouteRef<typeof defs.certificateEmail> = {
  module: 'auth',
  name: 'certificateEmail',
  method: 'POST',
  path: '/certi/certificate_email',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const certificatePhone: RouteRef<typeof defs.certificatePhone> = {
  module: 'auth',
  name: 'certificatePhone',
  method: 'POST',
  path: '/certi/certificate_phone',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const changeNick: RouteRef<typeof defs.changeNick> = {
  module: 'auth',
  name: 'changeNick',
  method: 'POST',
  path: '/player/change_nick',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const changePassword: RouteRef<typeof defs.changePassword> = {
  module: 'auth',
  name: 'changePassword',
  method: 'POST',
  path: '/user/change_password',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const checkUsername: RouteRef<typeof defs.checkUsername> = {
  module: 'auth',
  name: 'checkUsername',
  method: 'GET',
  path: '/user/check_username',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const demoOutbox: RouteRef<typeof defs.demoOutbox> = {
  module: 'auth',
  name: 'demoOutbox',
  method: 'GET',
  path: '/admin/demo_outbox',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const findId: RouteRef<typeof defs.findId> = {
  module: 'auth',
  name: 'findId',
  method: 'POST',
  path: '/player/find_id',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const findPw: RouteRef<typeof defs.findPw> = {
  module: 'auth',
  name: 'findPw',
  method: 'POST',
  path: '/player/find_pw',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const login: RouteRef<typeof defs.login> = {
  module: 'auth',
  name: 'login',
  method: 'POST',
  path: '/login',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const logout: RouteRef<typeof defs.logout> = {
  module: 'auth',
  name: 'logout',
  method: 'POST',
  path: '/logout',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const me: RouteRef<typeof defs.me> = {
  module: 'auth',
  name: 'me',
  method: 'GET',
  path: '/me',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const niceId: RouteRef<typeof defs.niceId> = {
  module: 'auth',
  name: 'niceId',
  method: 'GET',
  path: '/certi/nice_id',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const signup: RouteRef<typeof defs.signup> = {
  module: 'auth',
  name: 'signup',
  method: 'POST',
  path: '/player',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const verifyEmail: RouteRef<typeof defs.verifyEmail> = {
  module: 'auth',
  name: 'verifyEmail',
  method: 'POST',
  path: '/certi/verify_email',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const verifyPartner: RouteRef<typeof defs.verifyPartner> = {
  module: 'auth',
  name: 'verifyPartner',
  method: 'GET',
  path: '/partner/verify',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const verifyPhone: RouteRef<typeof defs.verifyPhone> = {
  module: 'auth',
  name: 'verifyPhone',
  method: 'POST',
  path: '/certi/verify_phone',
  access: 'guest',
  site: 'required',
  multipart: false,
};
