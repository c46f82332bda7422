import type { Router } from '../router.ts';
import { registerAccountHandlers } from './register-accounts.ts';
import { registerCopytradeHandlers } from './register-copytrade.ts';
import { registerEconomicHandlers } from './register-economic.ts';
import { registerFuturesHandlers } from './register-futures.ts';
import { registerLivechatHandlers } from './register-livechat.ts';
import { registerMarketHandlers } from './register-market.ts';
import { registerOverseaHandlers } from './register-oversea.ts';
import { registerRoundHandlers } from './register-rounds.ts';
import { registerSiteHandlers } from './register-sites.ts';
import { registerSupportHandlers } from './register-support.ts';
import { registerWalletHandlers } from './register-wallet.ts';

/** Every handler, by area. Each area's file lists its routes; a route without one answers 501. */
export function registerHandlers(router: Router): void {
  registerSiteHandlers(router);
  registerAccountHandlers(router);
  registerMarketHandlers(router);
  registerEconomicHandlers(router);
  registerRoundHandlers(router);
  registerFuturesHandlers(router);
  registerOverseaHandlers(router);
  registerWalletHandlers(router);
  registerCopytradeHandlers(router);
  registerLivechatHandlers(router);
  registerSupportHandlers(router);
}
