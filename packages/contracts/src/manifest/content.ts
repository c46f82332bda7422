// Generated from the route definitions in src/routes/content: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/content/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adminCreateContent: RouteRef<typeof defs.adminCreateContent> = {
  module: 'content',
  name: 'adminCreateContent',
  method: 'POST',
  path: '/admin/content/create',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminListContent: RouteRef<typeof defs.adminListContent> = {
  module: 'content',
  name: 'adminListContent',
  method: 'GET',
  path: '/admin/content/list',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminOrderContent: RouteRef<typeof defs.adminOrderContent> = {
  module: 'content',
  name: 'adminOrderContent',
  method: 'POST',
  path: '/admin/content/order',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminPublishLiveNotice: RouteRef<typeof defs.adminPublishLiveNotice> = {
  module: 'content',
  name: 'adminPublishLiveNotice',
  method: 'POST',
  path: '/admin/content/publish_live',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminSetContentOpen: RouteRef<typeof defs.adminSetContentOpen> = {
  module: 'content',
  name: 'adminSetContentOpen',
  method: 'POST',
  path: '/admin/content/open',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminSyncEconomicEvents: RouteRef<typeof defs.adminSyncEconomicEvents> = {
  module: 'content',
  name: 'adminSyncEconomicEvents',
  method: 'POST',
  path: '/admin/economic/sync',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminUpdateContent: RouteRef<typeof defs.adminUpdateContent> = {
  module: 'content',
  name: 'adminUpdateContent',
  method: 'POST',
  path: '/admin/content/update',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const getFaq: RouteRef<typeof defs.getFaq> = {
  module: 'content',
  name: 'getFaq',
  method: 'GET',
  path: '/content/faq',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getNotice: RouteRef<typeof defs.getNotice> = {
  module: 'content',
  name: 'getNotice',
  method: 'GET',
  path: '/content/notice',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getPopup: RouteRef<typeof defs.getPopup> = {
  module: 'content',
  name: 'getPopup',
  method: 'GET',
  path: '/content/popup',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getPromotion: RouteRef<typeof defs.getPromotion> = {
  module: 'content',
  name: 'getPromotion',
  method: 'GET',
  path: '/content/promotion',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getStaticPage: RouteRef<typeof defs.getStaticPage> = {
  module: 'content',
  name: 'getStaticPage',
  method: 'GET',
  path: '/content/static',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const getStrategy: RouteRef<typeof defs.getStrategy> = {
  module: 'content',
  name: 'getStrategy',
  method: 'GET',
  path: '/content/strategy',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listEconomicEvents: RouteRef<typeof defs.listEconomicEvents> = {
  module: 'content',
  name: 'listEconomicEvents',
  method: 'GET',
  path: '/economic/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listFaqs: RouteRef<typeof defs.listFaqs> = {
  module: 'content',
  name: 'listFaqs',
  method: 'GET',
  path: '/content/faq/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listNoticeCategories: RouteRef<typeof defs.listNoticeCategories> = {
  module: 'content',
  name: 'listNoticeCategories',
  method: 'GET',
  path: '/content/notice/categories',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listNotices: RouteRef<typeof defs.listNotices> = {
  module: 'content',
  name: 'listNotices',
  method: 'GET',
  path: '/content/notice/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listPopups: RouteRef<typeof defs.listPopups> = {
  module: 'content',
  name: 'listPopups',
  method: 'GET',
  path: '/content/popup/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listPromotions: RouteRef<typeof defs.listPromotions> = {
  module: 'content',
  name: 'listPromotions',
  method: 'GET',
  path: '/content/promotion/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listPublicTradeRounds: RouteRef<typeof defs.listPublicTradeRounds> = {
  module: 'content',
  name: 'listPublicTradeRounds',
  method: 'GET',
  path: '/public/trade_round',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listSiteTradeOptions: RouteRef<typeof defs.listSiteTradeOptions> = {
  module: 'content',
  name: 'listSiteTradeOptions',
  method: 'GET',
  path: '/public/trade_option/site/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const listStrategies: RouteRef<typeof defs.listStrategies> = {
  module: 'content',
  name: 'listStrategies',
  method: 'GET',
  path: '/content/strategy/list',
  access: 'guest',
  site: 'required',
  multipart: false,
};
export const useCoupon: RouteRef<typeof defs.useCoupon> = {
  module: 'content',
  name: 'useCoupon',
  method: 'POST',
  path: '/coupon/use',
  access: 'member',
  site: 'required',
  multipart: false,
};
