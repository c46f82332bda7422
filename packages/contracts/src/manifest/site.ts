// Generated from the route definitions in src/routes/site: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/site/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adminUploadFile: RouteRef<typeof defs.adminUploadFile> = {
  module: 'site',
  name: 'adminUploadFile',
  method: 'POST',
  path: '/admin/file',
  access: 'operator',
  site: 'required',
  multipart: true,
};
export const appIds: RouteRef<typeof defs.appIds> = {
  module: 'site',
  name: 'appIds',
  method: 'GET',
  path: '/data/appid.json',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const appVersion: RouteRef<typeof defs.appVersion> = {
  module: 'site',
  name: 'appVersion',
  method: 'GET',
  path: '/site_info/get_app_version',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const bankList: RouteRef<typeof defs.bankList> = {
  module: 'site',
  name: 'bankList',
  method: 'GET',
  path: '/banklist',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const dnwSettings: RouteRef<typeof defs.dnwSettings> = {
  module: 'site',
  name: 'dnwSettings',
  method: 'GET',
  path: '/site_info/dnw',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const downloadFile: RouteRef<typeof defs.downloadFile> = {
  module: 'site',
  name: 'downloadFile',
  method: 'GET',
  path: '/file/:id',
  access: 'guest',
  site: 'optional',
  multipart: false,
};
export const fees: RouteRef<typeof defs.fees> = {
  module: 'site',
  name: 'fees',
  method: 'GET',
  path: '/fee.json',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const infoByCode: RouteRef<typeof defs.infoByCode> = {
  module: 'site',
  name: 'infoByCode',
  method: 'GET',
  path: '/site_info/code',
  access: 'guest',
  site: 'optional',
  multipart: false,
};
export const infoForProvider: RouteRef<typeof defs.infoForProvider> = {
  module: 'site',
  name: 'infoForProvider',
  method: 'GET',
  path: '/site_info/temp/:provider',
  access: 'guest',
  site: 'optional',
  multipart: false,
};
export const uploadFile: RouteRef<typeof defs.uploadFile> = {
  module: 'site',
  name: 'uploadFile',
  method: 'POST',
  path: '/file',
  access: 'member',
  site: 'required',
  multipart: true,
};
