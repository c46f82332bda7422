import { describe, expect, it } from 'vitest';
import { allRoutes } from './index.ts';

/**
 * Every call of spec §7, written `METHOD /path` as the spec writes it, with its shorthand expanded:
 * a leading `/x` after a full path continues that path's prefix, the /dnw and /copytrade sections are
 * prefixes, "POST and GET" is two calls, and provider paths keep their `{provider_x}` segment.
 */
const specCalls = {
  auth: [
    'GET /me',
    'POST /login',
    'POST /player',
    'GET /partner/verify',
    'GET /user/check_username',
    'POST /certi/certificate_email',
    'POST /certi/verify_email',
    'POST /certi/certificate_phone',
    'POST /certi/verify_phone',
    'GET /certi/nice_id',
    'POST /player/find_id',
    'POST /player/find_pw',
    'POST /user/change_password',
    'POST /player/change_nick',
  ],
  site: [
    'GET /site_info/code',
    'GET /site_info/temp/{provider_e}',
    'GET /site_info/get_app_version',
    'GET /site_info/dnw',
    'GET /fee.json',
    'GET /data/appid.json',
    'GET /banklist',
    'POST /file',
  ],
  wallet: ['GET /wallet/my', 'POST /wallet/generate', 'POST /wallet/temp-generate'],
  messages: [
    'GET /message/my_unread_count',
    'GET /message/list',
    'POST /message/read_all',
    'POST /message/delete',
  ],
  contact: [
    'POST /contact/create',
    'GET /contact/list',
    'GET /contact/read',
    'POST /contact/read_all',
    'GET /contact/my_unread_count',
  ],
  content: [
    'GET /content/faq/list',
    'GET /content/faq',
    'GET /content/strategy/list',
    'GET /content/strategy',
    'GET /content/notice/list',
    'GET /content/notice',
    'GET /content/notice/categories',
    'GET /content/promotion/list',
    'GET /content/promotion',
    'GET /content/popup/list',
    'GET /content/popup',
    'GET /content/static',
    'GET /public/trade_round',
    'GET /public/trade_option/site/list',
    'POST /coupon/use',
  ],
  binary: [
    'GET /trade/option',
    'GET /trade/option/list',
    'GET /trade/game/current',
    'GET /trade/game/recent',
    'GET /trade/game/round',
    'GET /trade/game/round/list',
    'POST /trade/history/betting',
    'GET /trade/history/current',
    'GET /trade/history/current_for_option',
    'GET /trade/history/list',
    'GET /trade/round/summary/daily',
    'GET /server_time_offset',
    'GET /trade/history/recent_all_history',
    'GET /trade/kline_data',
    'GET /trade/ticker_statistics',
  ],
  oversea: [
    'GET /oversea/option',
    'GET /oversea/option/list',
    'GET /oversea/option/exist_option',
    'POST /oversea/order',
    'POST /oversea/order/cancel',
    'POST /oversea/order/cancel_all',
    'POST /oversea/order/tpsl',
    'POST /oversea/order/delete-tpsl',
    'GET /oversea/history/list',
    'GET /oversea/history/open_order',
    'GET /oversea/history/open_position',
    'GET /oversea/history/daily_profit',
    'POST /oversea/overnight',
    'GET /oversea/overnight',
  ],
  futures: [
    'GET /futures/option/list',
    'GET /futures/option',
    'POST /futures/order',
    'POST /futures/order/cancel',
    'POST /futures/order/cancel_all',
    'POST /futures/order/tpsl',
    'POST /futures/order/leverage',
    'POST /futures/order/margin_type',
    'POST /futures/order/margin',
    'POST /futures/order/copytrade/close',
    'GET /futures/order/qty_per',
    'GET /futures/history/open_order',
    'GET /futures/history/open_position',
    'GET /futures/history/list',
    'GET /futures/history/tpsl',
    'GET /futures/history/last_leverage',
    'GET /futures/history/open_sltp',
  ],
  copytrade: [
    'GET /copytrade/trader',
    'GET /copytrade/trader/list',
    'GET /copytrade/follower',
    'GET /copytrade/follower/my_trader_follower',
    'GET /copytrade/follower/list',
    'GET /copytrade/follower/my_traders',
    'POST /copytrade/follower/follow',
    'POST /copytrade/follower/unfollow',
    'POST /copytrade/follower/unfollow_trader',
    'GET /copytrade/history/follower/list',
    'GET /copytrade/history/follower/open',
    'GET /copytrade/history/trader/list',
    'GET /copytrade/history/trader/open',
    'GET /copytrade/history/trader/my_open_follower_history',
    'GET /copytrade/history/trader/follower_position',
    'GET /copytrade/history/trader/fee_history',
  ],
  dnw: [
    'POST /dnw/apply',
    'POST /dnw/convert',
    'POST /dnw/deposit/apply',
    'POST /dnw/buy/apply',
    'POST /dnw/sell/apply',
    'POST /dnw/withdraw/apply',
    'POST /dnw/transfer',
    'GET /dnw/cancel',
    'GET /dnw/list',
    'GET /dnw/get_exchange_rate',
    'GET /dnw/get_exchange_rate_map',
    'POST /dnw/p2p',
    'GET /dnw/p2p/latest',
    'POST /dnw/bitshop/url',
    'POST /{provider_g}/make-qrcode',
    'GET /dnw/p2p/million-p2p-url',
    'POST /dnw/p2p/vancoin-p2p-url',
    'POST /{provider_h}/login',
    'GET /{provider_i}/url',
  ],
  providers: [
    'GET /{provider_a}/chk_coin',
    'POST /{provider_a}/signup',
    'POST /{provider_a}/sendCoin',
    'POST /{provider_b}/signup',
    'GET /{provider_c}/chk_coin',
    'GET /{provider_c}/chk_player',
    'POST /{provider_c}/signup',
    'POST /{provider_c}/sendCoin',
    'GET /{provider_e}/chk_coin',
    'GET /{provider_e}/coin_charge_url',
    'POST /{provider_e}/sendCoin',
    'POST /{provider_e}/sellCoin',
  ],
  stock: [
    'GET /stock/chart',
    'GET /stock/chart_page',
    'GET /stock/raw_data',
    'GET /stock/key_value',
    'GET /stock/last_price',
  ],
  partner: [
    'POST /partner',
    'GET /partner',
    'GET /partner/list',
    'GET /partner_profit/my_list',
    'POST /admin',
    'GET /admin',
    'GET /admin/list',
  ],
} as const;

const allSpecCalls: readonly string[] = Object.values(specCalls).flat();

/** How many definitions claim each spec call. */
function claimCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const route of allRoutes) {
    for (const call of route.spec) counts.set(call, (counts.get(call) ?? 0) + 1);
  }
  return counts;
}

describe('spec §7 coverage', () => {
  it('lists every spec call once in the expected list', () => {
    expect(new Set(allSpecCalls).size).toBe(allSpecCalls.length);
  });

  for (const [area, calls] of Object.entries(specCalls)) {
    it(`has exactly one definition claiming each ${area} call`, () => {
      const counts = claimCounts();
      const wrong = calls.filter((call) => counts.get(call) !== 1);
      expect(wrong).toEqual([]);
    });
  }

  it('has no definition claiming a call the spec does not list', () => {
    const known = new Set(allSpecCalls);
    const unknown = allRoutes.flatMap((route) => route.spec.filter((call) => !known.has(call)));
    expect(unknown).toEqual([]);
  });

  it('has no two definitions with the same method and path', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('claims each spec call with the same method the definition uses', () => {
    const mismatched = allRoutes.flatMap((route) =>
      route.spec.filter((call) => !call.startsWith(`${route.method} `)),
    );
    expect(mismatched).toEqual([]);
  });

  it('writes provider segments as a :provider path parameter', () => {
    const providerRoutes = allRoutes.filter((route) =>
      route.spec.some((call) => call.includes('{provider_')),
    );
    const wrong = providerRoutes.filter((route) => !route.path.includes(':provider'));
    expect(wrong.map((route) => route.path)).toEqual([]);
  });

  it('lets only the six partner and admin management calls require an operator', () => {
    const operatorCalls = allRoutes
      .filter((route) => route.access === 'operator')
      .flatMap((route) => route.spec)
      .sort();
    expect(operatorCalls).toEqual(
      [
        'GET /admin',
        'GET /admin/list',
        'GET /partner',
        'GET /partner/list',
        'POST /admin',
        'POST /partner',
      ].sort(),
    );
  });
});
