// Generated from the route definitions in src/routes/oversea: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/oversea/index.ts';
import type { RouteRef } from './route-ref.ts';

export const cancelAllOverseaOrders: RouteRef<typeof defs.cancelAllOverseaOrders> = {
  module: 'oversea',
  name: 'cancelAllOverseaOrders',
  method: 'POST',
  path: '/oversea/order/cancel_all',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const cancelOverseaOrder: RouteRef<typeof defs.cancelOverseaOrder> = {
  module: 'oversea',
  name: 'cancelOverseaOrder',
  method: 'POST',
  path: '/oversea/order/cancel',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const deleteOverseaTpsl: RouteRef<typeof defs.deleteOverseaTpsl> = {
  module: 'oversea',
  name: 'deleteOverseaTpsl',
  method: 'POST',
  path: '/oversea/order/delete-tpsl',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const findOpenOverseaOption: RouteRef<typeof defs.findOpenOverseaOption> = {
  module: 'oversea',
  name: 'findOpenOverseaOption',
  method: 'GET',
  path: '/oversea/option/exist_option',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getOverseaOption: RouteRef<typeof defs.getOverseaOption> = {
  module: 'oversea',
  name: 'getOverseaOption',
  method: 'GET',
  path: '/oversea/option',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listOpenOverseaOrders: RouteRef<typeof defs.listOpenOverseaOrders> = {
  module: 'oversea',
  name: 'listOpenOverseaOrders',
  method: 'GET',
  path: '/oversea/history/open_order',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOpenOverseaPositions: RouteRef<typeof defs.listOpenOverseaPositions> = {
  module: 'oversea',
  name: 'listOpenOverseaPositions',
  method: 'GET',
  path: '/oversea/history/open_position',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOvernight: RouteRef<typeof defs.listOvernight> = {
  module: 'oversea',
  name: 'listOvernight',
  method: 'GET',
  path: '/oversea/overnight',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOverseaDailyProfit: RouteRef<typeof defs.listOverseaDailyProfit> = {
  module: 'oversea',
  name: 'listOverseaDailyProfit',
  method: 'GET',
  path: '/oversea/history/daily_profit',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOverseaHistory: RouteRef<typeof defs.listOverseaHistory> = {
  module: 'oversea',
  name: 'listOverseaHistory',
  method: 'GET',
  path: '/oversea/history/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOverseaOptions: RouteRef<typeof defs.listOverseaOptions> = {
  module: 'oversea',
  name: 'listOverseaOptions',
  method: 'GET',
  path: '/oversea/option/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const placeOverseaOrder: RouteRef<typeof defs.placeOverseaOrder> = {
  module: 'oversea',
  name: 'placeOverseaOrder',
  method: 'POST',
  path: '/oversea/order',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const setOvernight: RouteRef<typeof defs.setOvernight> = {
  module: 'oversea',
  name: 'setOvernight',
  method: 'POST',
  path: '/oversea/overnight',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const setOverseaTpsl: RouteRef<typeof defs.setOverseaTpsl> = {
  module: 'oversea',
  name: 'setOverseaTpsl',
  method: 'POST',
  path: '/oversea/order/tpsl',
  access: 'member',
  site: 'required',
  multipart: false,
};
