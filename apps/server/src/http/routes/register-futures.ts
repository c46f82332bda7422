import { futures } from '@baro/contracts';
import type { Router } from '../router.ts';
import { lastLeverageHandler } from './futures/history/last-leverage.ts';
import { orderHistoryHandler } from './futures/history/list.ts';
import { openOrdersHandler } from './futures/history/open-order.ts';
import { openSltpHandler } from './futures/history/open-sltp.ts';
import { orderTpslHandler } from './futures/history/tpsl.ts';
import { setLeverageHandler } from './futures/order/leverage.ts';
import { setMarginTypeHandler } from './futures/order/margin-type.ts';

/** Spec §7 coin futures calls: orders, positions, leverage and their history (options: register-market.ts). */
export function registerFuturesHandlers(router: Router): void {
  router.add(futures.getLastLeverage, lastLeverageHandler);
  router.add(futures.setLeverage, setLeverageHandler);
  router.add(futures.setMarginType, setMarginTypeHandler);
  router.add(futures.listOpenOrders, openOrdersHandler);
  router.add(futures.listOrderHistory, orderHistoryHandler);
  router.add(futures.listOrderTpsl, orderTpslHandler);
  router.add(futures.listOpenSltp, openSltpHandler);
}
