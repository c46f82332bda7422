// Generated from the route definitions in src/routes/partner: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/partner/index.ts';
import type { RouteRef } from './route-ref.ts';

export const createAdmin: RouteRef<typeof defs.createAdmin> = {
  module: 'partner',
  name: 'createAdmin',
  method: 'POST',
  path: '/admin',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const createPartner: RouteRef<typeof defs.createPartner> = {
  module: 'partner',
  name: 'createPartner',
  method: 'POST',
  path: '/partner',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const getAdmin: RouteRef<typeof defs.getAdmin> = {
  module: 'partner',
  name: 'getAdmin',
  method: 'GET',
  path: '/admin',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const getPartner: RouteRef<typeof defs.getPartner> = {
  module: 'partner',
  name: 'getPartner',
  method: 'GET',
  path: '/partner',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const listAdmins: RouteRef<typeof defs.listAdmins> = {
  module: 'partner',
  name: 'listAdmins',
  method: 'GET',
  path: '/admin/list',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const listMyPartnerProfit: RouteRef<typeof defs.listMyPartnerProfit> = {
  module: 'partner',
  name: 'listMyPartnerProfit',
  method: 'GET',
  path: '/partner_profit/my_list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listPartners: RouteRef<typeof defs.listPartners> = {
  module: 'partner',
  name: 'listPartners',
  method: 'GET',
  path: '/partner/list',
  access: 'operator',
  site: 'required',
  multipart: false,
};
