// Generated from the route definitions in src/routes/providers: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/providers/index.ts';
import type { RouteRef } from './route-ref.ts';

export const checkProviderCoin: RouteRef<typeof defs.checkProviderCoin> = {
  module: 'providers',
  name: 'checkProviderCoin',
  method: 'GET',
  path: '/:provider/chk_coin',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const checkProviderPlayer: RouteRef<typeof defs.checkProviderPlayer> = {
  module: 'providers',
  name: 'checkProviderPlayer',
  method: 'GET',
  path: '/:provider/chk_player',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const completeSandboxCheckout: RouteRef<typeof defs.completeSandboxCheckout> = {
  module: 'providers',
  name: 'completeSandboxCheckout',
  method: 'POST',
  path: '/sandbox/checkout/:token/complete',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getCoinChargeUrl: RouteRef<typeof defs.getCoinChargeUrl> = {
  module: 'providers',
  name: 'getCoinChargeUrl',
  method: 'GET',
  path: '/:provider/coin_charge_url',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getProviderUrl: RouteRef<typeof defs.getProviderUrl> = {
  module: 'providers',
  name: 'getProviderUrl',
  method: 'GET',
  path: '/:provider/url',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const makeDepositQrCode: RouteRef<typeof defs.makeDepositQrCode> = {
  module: 'providers',
  name: 'makeDepositQrCode',
  method: 'POST',
  path: '/:provider/make-qrcode',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const providerLogin: RouteRef<typeof defs.providerLogin> = {
  module: 'providers',
  name: 'providerLogin',
  method: 'POST',
  path: '/:provider/login',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const sandboxCheckoutPage: RouteRef<typeof defs.sandboxCheckoutPage> = {
  module: 'providers',
  name: 'sandboxCheckoutPage',
  method: 'GET',
  path: '/sandbox/checkout/:token',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const sellProviderCoin: RouteRef<typeof defs.sellProviderCoin> = {
  module: 'providers',
  name: 'sellProviderCoin',
  method: 'POST',
  path: '/:provider/sellCoin',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const sendProviderCoin: RouteRef<typeof defs.sendProviderCoin> = {
  module: 'providers',
  name: 'sendProviderCoin',
  method: 'POST',
  path: '/:provider/sendCoin',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const signupProvider: RouteRef<typeof defs.signupProvider> = {
  module: 'providers',
  name: 'signupProvider',
  method: 'POST',
  path: '/:provider/signup',
  access: 'member',
  site: 'required',
  multipart: false,
};
