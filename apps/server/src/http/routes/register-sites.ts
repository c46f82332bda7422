import { site } from '@baro/contracts';
import type { Router } from '../router.ts';
import { siteBankListHandler } from './banklist.ts';
import { siteAppIdsHandler } from './data/appid-json.ts';
import { siteFeesHandler } from './fee-json.ts';
import { downloadFileHandler } from './file/download.ts';
import { uploadFileHandler } from './file/upload.ts';
import { siteInfoByCodeHandler } from './site_info/code.ts';
import { siteDnwSettingsHandler } from './site_info/dnw.ts';
import { siteAppVersionHandler } from './site_info/get-app-version.ts';
import { siteInfoForProviderHandler } from './site_info/temp.ts';

/** Spec §7 "Site": site info, app versions, dnw settings, fees, app ids, banks and files. */
export function registerSiteHandlers(router: Router): void {
  router.add(site.infoByCode, siteInfoByCodeHandler);
  router.add(site.infoForProvider, siteInfoForProviderHandler);
  router.add(site.appVersion, siteAppVersionHandler);
  router.add(site.dnwSettings, siteDnwSettingsHandler);
  router.add(site.fees, siteFeesHandler);
  router.add(site.appIds, siteAppIdsHandler);
  router.add(site.bankList, siteBankListHandler);
  router.add(site.uploadFile, uploadFileHandler);
  router.add(site.downloadFile, downloadFileHandler);
}
