import { oversea } from '@baro/contracts';
import type { Router } from '../router.ts';
import { placeOverseaOrderHandler } from './oversea/order.ts';
import { cancelAllOverseaOrdersHandler } from './oversea/order/cancel-all.ts';
import { cancelOverseaOrderHandler } from './oversea/order/cancel.ts';
import { deleteOverseaTpslHandler } from './oversea/order/delete-tpsl.ts';
import { setOverseaTpslHandler } from './oversea/order/tpsl.ts';
import { setOvernightHandler } from './oversea/overnight.ts';

/** Spec §7 overseas futures calls: orders, TP/SL, overnight (options: register-market.ts). */
export function registerOverseaHandlers(router: Router): void {
  router.add(oversea.placeOverseaOrder, placeOverseaOrderHandler);
  router.add(oversea.cancelOverseaOrder, cancelOverseaOrderHandler);
  router.add(oversea.cancelAllOverseaOrders, cancelAllOverseaOrdersHandler);
  router.add(oversea.setOverseaTpsl, setOverseaTpslHandler);
  router.add(oversea.deleteOverseaTpsl, deleteOverseaTpslHandler);
  router.add(oversea.setOvernight, setOvernightHandler);
}
