// Generated from the route definitions in src/routes/contact: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/contact/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adminAnswerContact: RouteRef<typeof defs.adminAnswerContact> = {
  module: 'contact',
  name: 'adminAnswerContact',
  method: 'POST',
  path: '/admin/contact/answer',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminCreateContact: RouteRef<typeof defs.adminCreateContact> = {
  module: 'contact',
  name: 'adminCreateContact',
  method: 'POST',
  path: '/admin/contact/create',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminListContacts: RouteRef<typeof defs.adminListContacts> = {
  module: 'contact',
  name: 'adminListContacts',
  method: 'GET',
  path: '/admin/contact/list',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const countUnreadContacts: RouteRef<typeof defs.countUnreadContacts> = {
  module: 'contact',
  name: 'countUnreadContacts',
  method: 'GET',
  path: '/contact/my_unread_count',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const createContact: RouteRef<typeof defs.createContact> = {
  module: 'contact',
  name: 'createContact',
  method: 'POST',
  path: '/contact/create',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listContacts: RouteRef<typeof defs.listContacts> = {
  module: 'contact',
  name: 'listContacts',
  method: 'GET',
  path: '/contact/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const readAllContacts: RouteRef<typeof defs.readAllContacts> = {
  module: 'contact',
  name: 'readAllContacts',
  method: 'POST',
  path: '/contact/read_all',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const readContact: RouteRef<typeof defs.readContact> = {
  module: 'contact',
  name: 'readContact',
  method: 'GET',
  path: '/contact/read',
  access: 'member',
  site: 'required',
  multipart: false,
};
