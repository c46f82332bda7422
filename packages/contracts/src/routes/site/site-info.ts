import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  appOsSchema,
  appVersionSchema,
  dnwSettingsSchema,
  providerName,
  providerSiteInfoSchema,
  siteCode,
  siteInfoSchema,
} from './site-info-schema.ts';

/**
 * The client's first call: it knows its site's code (from its build or host name) but not yet the
 * id, so `siteInfoId` may be left out. With a token, the code must name the token's own site.
 */
export const infoByCode = defineRoute({
  method: 'GET',
  path: '/site_info/code',
  access: 'guest',
  site: 'optional',
  area: 'site',
  summary: 'Site info by site code.',
  spec: ['GET /site_info/code'],
  query: z.object({ code: siteCode }),
  response: siteInfoSchema,
});

/**
 * Site info for a payment provider's landing page, which arrives with the site's code only. The
 * provider must be configured and enabled for that site.
 */
export const infoForProvider = defineRoute({
  method: 'GET',
  path: '/site_info/temp/:provider',
  access: 'guest',
  site: 'optional',
  area: 'site',
  summary: "Site info by site code, with the public settings of one of the site's payment providers.",
  spec: ['GET /site_info/temp/{provider_e}'],
  params: z.object({ provider: providerName }),
  query: z.object({ code: siteCode }),
  response: providerSiteInfoSchema,
});

export const appVersion = defineRoute({
  method: 'GET',
  path: '/site_info/get_app_version',
  access: 'guest',
  area: 'site',
  summary: "The site's latest and minimum app version for one platform.",
  spec: ['GET /site_info/get_app_version'],
  query: z.object({ os: appOsSchema }),
  response: appVersionSchema,
});

export const dnwSettings = defineRoute({
  method: 'GET',
  path: '/site_info/dnw',
  access: 'guest',
  area: 'site',
  summary: "The site's deposit and withdrawal settings and wallet tab status.",
  spec: ['GET /site_info/dnw'],
  response: dnwSettingsSchema,
});
