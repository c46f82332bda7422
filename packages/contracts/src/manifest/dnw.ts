// Generated from the route definitions in src/routes/dnw: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/dnw/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adminApproveDnw: RouteRef<typeof defs.adminApproveDnw> = {
  module: 'dnw',
  name: 'adminApproveDnw',
  method: 'POST',
  path: '/admin/dnw/approve',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminListDnw: RouteRef<typeof defs.adminListDnw> = {
  module: 'dnw',
  name: 'adminListDnw',
  method: 'GET',
  path: '/admin/dnw/list',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminRejectDnw: RouteRef<typeof defs.adminRejectDnw> = {
  module: 'dnw',
  name: 'adminRejectDnw',
  method: 'POST',
  path: '/admin/dnw/reject',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const applyBuy: RouteRef<typeof defs.applyBuy> = {
  module: 'dnw',
  name: 'applyBuy',
  method: 'POST',
  path: '/dnw/buy/apply',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const applyDeposit: RouteRef<typeof defs.applyDeposit> = {
  module: 'dnw',
  name: 'applyDeposit',
  method: 'POST',
  path: '/dnw/deposit/apply',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const applyDnw: RouteRef<typeof defs.applyDnw> = {
  module: 'dnw',
  name: 'applyDnw',
  method: 'POST',
  path: '/dnw/apply',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const applyP2p: RouteRef<typeof defs.applyP2p> = {
  module: 'dnw',
  name: 'applyP2p',
  method: 'POST',
  path: '/dnw/p2p',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const applySell: RouteRef<typeof defs.applySell> = {
  module: 'dnw',
  name: 'applySell',
  method: 'POST',
  path: '/dnw/sell/apply',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const applyWithdraw: RouteRef<typeof defs.applyWithdraw> = {
  module: 'dnw',
  name: 'applyWithdraw',
  method: 'POST',
  path: '/dnw/withdraw/apply',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const cancelDnw: RouteRef<typeof defs.cancelDnw> = {
  module: 'dnw',
  name: 'cancelDnw',
  method: 'GET',
  path: '/dnw/cancel',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const convertCoin: RouteRef<typeof defs.convertCoin> = {
  module: 'dnw',
  name: 'convertCoin',
  method: 'POST',
  path: '/dnw/convert',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getBitshopUrl: RouteRef<typeof defs.getBitshopUrl> = {
  module: 'dnw',
  name: 'getBitshopUrl',
  method: 'POST',
  path: '/dnw/bitshop/url',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getExchangeRate: RouteRef<typeof defs.getExchangeRate> = {
  module: 'dnw',
  name: 'getExchangeRate',
  method: 'GET',
  path: '/dnw/get_exchange_rate',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getExchangeRateMap: RouteRef<typeof defs.getExchangeRateMap> = {
  module: 'dnw',
  name: 'getExchangeRateMap',
  method: 'GET',
  path: '/dnw/get_exchange_rate_map',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getLatestP2p: RouteRef<typeof defs.getLatestP2p> = {
  module: 'dnw',
  name: 'getLatestP2p',
  method: 'GET',
  path: '/dnw/p2p/latest',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getMillionP2pUrl: RouteRef<typeof defs.getMillionP2pUrl> = {
  module: 'dnw',
  name: 'getMillionP2pUrl',
  method: 'GET',
  path: '/dnw/p2p/million-p2p-url',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getVancoinP2pUrl: RouteRef<typeof defs.getVancoinP2pUrl> = {
  module: 'dnw',
  name: 'getVancoinP2pUrl',
  method: 'POST',
  path: '/dnw/p2p/vancoin-p2p-url',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listDnw: RouteRef<typeof defs.listDnw> = {
  module: 'dnw',
  name: 'listDnw',
  method: 'GET',
  path: '/dnw/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const transfer: RouteRef<typeof defs.transfer> = {
  module: 'dnw',
  name: 'transfer',
  method: 'POST',
  path: '/dnw/transfer',
  access: 'member',
  site: 'required',
  multipart: false,
};
