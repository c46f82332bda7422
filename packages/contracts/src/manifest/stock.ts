// Generated from the route definitions in src/routes/stock: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/stock/index.ts';
import type { RouteRef } from './route-ref.ts';

export const getChart: RouteRef<typeof defs.getChart> = {
  module: 'stock',
  name: 'getChart',
  method: 'GET',
  path: '/stock/chart',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getChartPage: RouteRef<typeof defs.getChartPage> = {
  module: 'stock',
  name: 'getChartPage',
  method: 'GET',
  path: '/stock/chart_page',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getLastPrice: RouteRef<typeof defs.getLastPrice> = {
  module: 'stock',
  name: 'getLastPrice',
  method: 'GET',
  path: '/stock/last_price',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getMarketValue: RouteRef<typeof defs.getMarketValue> = {
  module: 'stock',
  name: 'getMarketValue',
  method: 'GET',
  path: '/stock/key_value',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getRawData: RouteRef<typeof defs.getRawData> = {
  module: 'stock',
  name: 'getRawData',
  method: 'GET',
  path: '/stock/raw_data',
  access: 'guest',
  site: 'required',
  multipart: false,
};
