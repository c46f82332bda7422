// Generated from the route definitions in src/routes/futures: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/futures/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adjustMargin: RouteRef<typeof defs.adjustMargin> = {
  module: 'futures',
  name: 'adjustMargin',
  method: 'POST',
  path: '/futures/order/margin',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const cancelAllOrders: RouteRef<typeof defs.cancelAllOrders> = {
  module: 'futures',
  name: 'cancelAllOrders',
  method: 'POST',
  path: '/futures/order/cancel_all',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const cancelOrder: RouteRef<typeof defs.cancelOrder> = {
  module: 'futures',
  name: 'cancelOrder',
  method: 'POST',
  path: '/futures/order/cancel',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const closeCopyTrade: RouteRef<typeof defs.closeCopyTrade> = {
  module: 'futures',
  name: 'closeCopyTrade',
  method: 'POST',
  path: '/futures/order/copytrade/close',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getFuturesOption: RouteRef<typeof defs.getFuturesOption> = {
  module: 'futures',
  name: 'getFuturesOption',
  method: 'GET',
  path: '/futures/option',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getLastLeverage: RouteRef<typeof defs.getLastLeverage> = {
  module: 'futures',
  name: 'getLastLeverage',
  method: 'GET',
  path: '/futures/history/last_leverage',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getMaxQty: RouteRef<typeof defs.getMaxQty> = {
  module: 'futures',
  name: 'getMaxQty',
  method: 'GET',
  path: '/futures/order/qty_per',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listFundingHistory: RouteRef<typeof defs.listFundingHistory> = {
  module: 'futures',
  name: 'listFundingHistory',
  method: 'GET',
  path: '/futures/history/funding',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listFuturesOptions: RouteRef<typeof defs.listFuturesOptions> = {
  module: 'futures',
  name: 'listFuturesOptions',
  method: 'GET',
  path: '/futures/option/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listOpenOrders: RouteRef<typeof defs.listOpenOrders> = {
  module: 'futures',
  name: 'listOpenOrders',
  method: 'GET',
  path: '/futures/history/open_order',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOpenPositions: RouteRef<typeof defs.listOpenPositions> = {
  module: 'futures',
  name: 'listOpenPositions',
  method: 'GET',
  path: '/futures/history/open_position',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOpenSltp: RouteRef<typeof defs.listOpenSltp> = {
  module: 'futures',
  name: 'listOpenSltp',
  method: 'GET',
  path: '/futures/history/open_sltp',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOrderHistory: RouteRef<typeof defs.listOrderHistory> = {
  module: 'futures',
  name: 'listOrderHistory',
  method: 'GET',
  path: '/futures/history/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listOrderTpsl: RouteRef<typeof defs.listOrderTpsl> = {
  module: 'futures',
  name: 'listOrderTpsl',
  method: 'GET',
  path: '/futures/history/tpsl',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const placeOrder: RouteRef<typeof defs.placeOrder> = {
  module: 'futures',
  name: 'placeOrder',
  method: 'POST',
  path: '/futures/order',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const setLeverage: RouteRef<typeof defs.setLeverage> = {
  module: 'futures',
  name: 'setLeverage',
  method: 'POST',
  path: '/futures/order/leverage',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const setMarginType: RouteRef<typeof defs.setMarginType> = {
  module: 'futures',
  name: 'setMarginType',
  method: 'POST',
  path: '/futures/order/margin_type',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const setTpsl: RouteRef<typeof defs.setTpsl> = {
  module: 'futures',
  name: 'setTpsl',
  method: 'POST',
  path: '/futures/order/tpsl',
  access: 'member',
  site: 'required',
  multipart: false,
};
