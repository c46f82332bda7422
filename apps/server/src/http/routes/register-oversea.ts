import { oversea } from '@baro/contracts';
import type { Router } from '../router.ts';
import { overseaDailyProfitHandler } from './oversea/history/daily-profit.ts';
import { overseaHistoryHandler } from './oversea/history/list.ts';
import { openOverseaOrdersHandler } from './oversea/history/open-order.ts';
import { openOverseaPositionsHandler } from './oversea/history/open-position.ts';
import { listOvernightHandler } from './oversea/overnight-list.ts';
import { placeOverseaOrderHandler } from './oversea/order.ts';
import { cancelAllOverseaOrdersHandler } from './oversea/order/cancel-all.ts';
import { cancelOverseaOrderHandler } from './oversea/order/cancel.ts';
import { deleteOverseaTpslHandler } from './oversea/order/delete-tpsl.ts';
import { setOverseaTpslHandler } from './oversea/order/tpsl.ts';
import { setOvernightHandler } from './oversea/overnight.ts';

/** Spec §7 overseas futures calls: orders, TP/SL, overnight, history (options: register-market.ts). */
export function registerOverseaHandlers(router: Router): void {
  router.add(oversea.placeOverseaOrder, placeOverseaOrderHandler);
  router.add(oversea.cancelOverseaOrder, cancelOverseaOrderHandler);
  router.add(oversea.cancelAllOverseaOrders, cancelAllOverseaOrdersHandler);
  router.add(oversea.setOverseaTpsl, setOverseaTpslHandler);
  router.add(oversea.deleteOverseaTpsl, deleteOverseaTpslHandler);
  router.add(oversea.setOvernight, setOvernightHandler);
  router.add(oversea.listOvernight, listOvernightHandler);
  router.add(oversea.listOverseaHistory, overseaHistoryHandler);
  router.add(oversea.listOpenOverseaOrders, openOverseaOrdersHandler);
  router.add(oversea.listOpenOverseaPositions, openOverseaPositionsHandler);
  router.add(oversea.listOverseaDailyProfit, overseaDailyProfitHandler);
}
