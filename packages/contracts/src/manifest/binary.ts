// Generated from the route definitions in src/routes/binary: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/binary/index.ts';
import type { RouteRef } from './route-ref.ts';

export const getCurrentRound: RouteRef<typeof defs.getCurrentRound> = {
  module: 'binary',
  name: 'getCurrentRound',
  method: 'GET',
  path: '/trade/game/current',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getDailyRoundSummary: RouteRef<typeof defs.getDailyRoundSummary> = {
  module: 'binary',
  name: 'getDailyRoundSummary',
  method: 'GET',
  path: '/trade/round/summary/daily',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getKlines: RouteRef<typeof defs.getKlines> = {
  module: 'binary',
  name: 'getKlines',
  method: 'GET',
  path: '/trade/kline_data',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getRound: RouteRef<typeof defs.getRound> = {
  module: 'binary',
  name: 'getRound',
  method: 'GET',
  path: '/trade/game/round',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getServerTimeOffset: RouteRef<typeof defs.getServerTimeOffset> = {
  module: 'binary',
  name: 'getServerTimeOffset',
  method: 'GET',
  path: '/server_time_offset',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getTickerStatistics: RouteRef<typeof defs.getTickerStatistics> = {
  module: 'binary',
  name: 'getTickerStatistics',
  method: 'GET',
  path: '/trade/ticker_statistics',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getTradeOption: RouteRef<typeof defs.getTradeOption> = {
  module: 'binary',
  name: 'getTradeOption',
  method: 'GET',
  path: '/trade/option',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listMyBets: RouteRef<typeof defs.listMyBets> = {
  module: 'binary',
  name: 'listMyBets',
  method: 'GET',
  path: '/trade/history/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listMyOptionBets: RouteRef<typeof defs.listMyOptionBets> = {
  module: 'binary',
  name: 'listMyOptionBets',
  method: 'GET',
  path: '/trade/history/current_for_option',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listMyRoundBets: RouteRef<typeof defs.listMyRoundBets> = {
  module: 'binary',
  name: 'listMyRoundBets',
  method: 'GET',
  path: '/trade/history/current',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listRecentBetsOfAll: RouteRef<typeof defs.listRecentBetsOfAll> = {
  module: 'binary',
  name: 'listRecentBetsOfAll',
  method: 'GET',
  path: '/trade/history/recent_all_history',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listRecentRounds: RouteRef<typeof defs.listRecentRounds> = {
  module: 'binary',
  name: 'listRecentRounds',
  method: 'GET',
  path: '/trade/game/recent',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listRounds: RouteRef<typeof defs.listRounds> = {
  module: 'binary',
  name: 'listRounds',
  method: 'GET',
  path: '/trade/game/round/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listTradeOptions: RouteRef<typeof defs.listTradeOptions> = {
  module: 'binary',
  name: 'listTradeOptions',
  method: 'GET',
  path: '/trade/option/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const placeBet: RouteRef<typeof defs.placeBet> = {
  module: 'binary',
  name: 'placeBet',
  method: 'POST',
  path: '/trade/history/betting',
  access: 'member',
  site: 'required',
  multipart: false,
};
