import { futures } from '@baro/contracts';
import type { Router } from '../router.ts';
import { lastLeverageHandler } from './futures/history/last-leverage.ts';
import { fundingHistoryHandler } from './futures/history/funding.ts';
import { orderHistoryHandler } from './futures/history/list.ts';
import { openOrdersHandler } from './futures/history/open-order.ts';
import { openPositionsHandler } from './futures/history/open-position.ts';
import { openSltpHandler } from './futures/history/open-sltp.ts';
import { orderTpslHandler } from './futures/history/tpsl.ts';
import { placeOrderHandler } from './futures/order.ts';
import { cancelAllOrdersHandler } from './futures/order/cancel-all.ts';
import { cancelOrderHandler } from './futures/order/cancel.ts';
import { closeCopyTradeHandler } from './futures/order/copytrade/close.ts';
import { setLeverageHandler } from './futures/order/leverage.ts';
import { adjustMarginHandler } from './futures/order/margin.ts';
import { setMarginTypeHandler } from './futures/order/margin-type.ts';
import { maxQtyHandler } from './futures/order/qty-per.ts';
import { setTpslHandler } from './futures/order/tpsl.ts';

/** Spec §7 coin futures calls: orders, positions, leverage and their history (options: register-market.ts). */
export function registerFuturesHandlers(router: Router): void {
  router.add(futures.getLastLeverage, lastLeverageHandler);
  router.add(futures.setLeverage, setLeverageHandler);
  router.add(futures.setMarginType, setMarginTypeHandler);
  router.add(futures.placeOrder, placeOrderHandler);
  router.add(futures.cancelOrder, cancelOrderHandler);
  router.add(futures.cancelAllOrders, cancelAllOrdersHandler);
  router.add(futures.closeCopyTrade, closeCopyTradeHandler);
  router.add(futures.getMaxQty, maxQtyHandler);
  router.add(futures.setTpsl, setTpslHandler);
  router.add(futures.adjustMargin, adjustMarginHandler);
  router.add(futures.listOpenOrders, openOrdersHandler);
  router.add(futures.listOpenPositions, openPositionsHandler);
  router.add(futures.listOrderHistory, orderHistoryHandler);
  router.add(futures.listOrderTpsl, orderTpslHandler);
  router.add(futures.listOpenSltp, openSltpHandler);
  router.add(futures.listFundingHistory, fundingHistoryHandler);
}
