import type { RouteDef } from '../../route.ts';
import { adminUploadFile, downloadFile, uploadFile } from './files.ts';
import { appIds, bankList, fees } from './site-data.ts';
import { appVersion, dnwSettings, infoByCode, infoForProvider } from './site-info.ts';

export { adminUploadFile, downloadFile, uploadFile } from './files.ts';
export * from './files-schema.ts';
export { appIds, bankList, fees } from './site-data.ts';
export { appVersion, dnwSettings, infoByCode, infoForProvider } from './site-info.ts';
export * from './site-info-schema.ts';

/** Every call of spec §7 "Site", plus serving an uploaded file back and the operators' upload. */
export const siteRoutes: readonly RouteDef[] = [
  infoByCode,
  infoForProvider,
  appVersion,
  dnwSettings,
  fees,
  appIds,
  bankList,
  uploadFile,
  downloadFile,
  adminUploadFile,
];
