import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { appIdsSchema, bankSchema, feeTableSchema } from './site-info-schema.ts';

export const fees = defineRoute({
  method: 'GET',
  path: '/fee.json',
  access: 'guest',
  area: 'site',
  summary: "The site's trading and withdrawal fees.",
  spec: ['GET /fee.json'],
  response: feeTableSchema,
});

export const appIds = defineRoute({
  method: 'GET',
  path: '/data/appid.json',
  access: 'guest',
  area: 'site',
  summary: "The site's app identifiers.",
  spec: ['GET /data/appid.json'],
  response: appIdsSchema,
});

/** The banks a member may choose (signup, withdrawal account), filtered by the site's setting (spec §5). */
export const bankList = defineRoute({
  method: 'GET',
  path: '/banklist',
  access: 'guest',
  area: 'site',
  summary: "The banks offered on the site, filtered by the site's bank-list setting.",
  spec: ['GET /banklist'],
  response: z.array(bankSchema),
});
