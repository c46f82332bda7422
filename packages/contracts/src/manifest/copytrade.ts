// Generated from the route definitions in src/routes/copytrade: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/copytrade/index.ts';
import type { RouteRef } from './route-ref.ts';

export const followTrader: RouteRef<typeof defs.followTrader> = {
  module: 'copytrade',
  name: 'followTrader',
  method: 'POST',
  path: '/copytrade/follower/follow',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getFollowerSummary: RouteRef<typeof defs.getFollowerSummary> = {
  module: 'copytrade',
  name: 'getFollowerSummary',
  method: 'GET',
  path: '/copytrade/follower',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getMyFollow: RouteRef<typeof defs.getMyFollow> = {
  module: 'copytrade',
  name: 'getMyFollow',
  method: 'GET',
  path: '/copytrade/follower/my_trader_follower',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const getTrader: RouteRef<typeof defs.getTrader> = {
  module: 'copytrade',
  name: 'getTrader',
  method: 'GET',
  path: '/copytrade/trader',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getTraderChart: RouteRef<typeof defs.getTraderChart> = {
  module: 'copytrade',
  name: 'getTraderChart',
  method: 'GET',
  path: '/copytrade/trader/chart',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listFollowerHistory: RouteRef<typeof defs.listFollowerHistory> = {
  module: 'copytrade',
  name: 'listFollowerHistory',
  method: 'GET',
  path: '/copytrade/history/follower/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listFollowerOpen: RouteRef<typeof defs.listFollowerOpen> = {
  module: 'copytrade',
  name: 'listFollowerOpen',
  method: 'GET',
  path: '/copytrade/history/follower/open',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listMyFollowers: RouteRef<typeof defs.listMyFollowers> = {
  module: 'copytrade',
  name: 'listMyFollowers',
  method: 'GET',
  path: '/copytrade/follower/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listMyTraders: RouteRef<typeof defs.listMyTraders> = {
  module: 'copytrade',
  name: 'listMyTraders',
  method: 'GET',
  path: '/copytrade/follower/my_traders',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listProfitShares: RouteRef<typeof defs.listProfitShares> = {
  module: 'copytrade',
  name: 'listProfitShares',
  method: 'GET',
  path: '/copytrade/history/trader/fee_history',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listTraderFollowerOpen: RouteRef<typeof defs.listTraderFollowerOpen> = {
  module: 'copytrade',
  name: 'listTraderFollowerOpen',
  method: 'GET',
  path: '/copytrade/history/trader/my_open_follower_history',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listTraderHistory: RouteRef<typeof defs.listTraderHistory> = {
  module: 'copytrade',
  name: 'listTraderHistory',
  method: 'GET',
  path: '/copytrade/history/trader/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listTraderOpen: RouteRef<typeof defs.listTraderOpen> = {
  module: 'copytrade',
  name: 'listTraderOpen',
  method: 'GET',
  path: '/copytrade/history/trader/open',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listTraderOrderCopies: RouteRef<typeof defs.listTraderOrderCopies> = {
  module: 'copytrade',
  name: 'listTraderOrderCopies',
  method: 'GET',
  path: '/copytrade/history/trader/follower_position',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listTraderPositions: RouteRef<typeof defs.listTraderPositions> = {
  module: 'copytrade',
  name: 'listTraderPositions',
  method: 'GET',
  path: '/copytrade/trader/positions',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listTraders: RouteRef<typeof defs.listTraders> = {
  module: 'copytrade',
  name: 'listTraders',
  method: 'GET',
  path: '/copytrade/trader/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const removeFollower: RouteRef<typeof defs.removeFollower> = {
  module: 'copytrade',
  name: 'removeFollower',
  method: 'POST',
  path: '/copytrade/follower/unfollow_trader',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const unfollow: RouteRef<typeof defs.unfollow> = {
  module: 'copytrade',
  name: 'unfollow',
  method: 'POST',
  path: '/copytrade/follower/unfollow',
  access: 'member',
  site: 'required',
  multipart: false,
};
