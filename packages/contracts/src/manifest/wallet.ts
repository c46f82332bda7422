// Generated from the route definitions in src/routes/wallet: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/wallet/index.ts';
import type { RouteRef } from './route-ref.ts';

export const generateTempWallet: RouteRef<typeof defs.generateTempWallet> = {
  module: 'wallet',
  name: 'generateTempWallet',
  method: 'POST',
  path: '/wallet/temp-generate',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const generateWallet: RouteRef<typeof defs.generateWallet> = {
  module: 'wallet',
  name: 'generateWallet',
  method: 'POST',
  path: '/wallet/generate',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getMyWallets: RouteRef<typeof defs.getMyWallets> = {
  module: 'wallet',
  name: 'getMyWallets',
  method: 'GET',
  path: '/wallet/my',
  access: 'member',
  site: 'required',
  multipart: false,
};
