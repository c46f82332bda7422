import * as oversea from '@baro/contracts/manifest/oversea';
import type { OverseaOption, OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import type { Side } from '../../futures/futures-math.ts';
import { formatPrice } from '../../market/price-format.ts';
import { formatKrw, orderCost } from '../../oversea/oversea-math.ts';
import {
  OVERSEA_QUERY_KEY,
  overseaOrdersQuery,
  overseaPositionsQuery,
} from '../../oversea/oversea-queries.ts';
import { refreshAfterMoneyCall } from '../../wallet/wallet-cache.ts';
import { useWalletTarget } from '../../wallet/wallet-hooks.ts';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';
import { ORDER_TYPE_LABELS, overseaOrderBody } from './oversea-order-form.ts';
import type { OverseaOrderBody, OverseaOrderForm } from './oversea-order-form.ts';

const SIDE_LABEL: Record<Side, string> = { LONG: '매수', SHORT: '매도' };

/**
 * Everything the overseas page's buttons send: an order after its confirmation, closing a position
 * (a MARKET order of the other side for its lots), cancelling, TP/SL set and removed, the overnight
 * request. A refusal shows the server's catalogued message and changes nothing.
 */
export function useOverseaActions(option: OverseaOption, onPlaced: () => void) {
  const { api, dialogs } = useServices();
  const queryClient = useQueryClient();
  const walletTarget = useWalletTarget();
  const requestIds = useRequestIds();
  const [busy, setBusy] = useState(false);

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: overseaPositionsQuery(api, option.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: overseaOrdersQuery(api, option.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: [...OVERSEA_QUERY_KEY, 'overnight'] });
    refreshAfterMoneyCall(walletTarget);
  };

  const send = async (body: OverseaOrderBody) => {
    setBusy(true);
    const result = await callWithRequestId(requestIds, body, (requestId) =>
      api.call(oversea.placeOverseaOrder, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) await dialogs.alert(result.message);
    else refreshLists();
    return result.ok;
  };

  const order = async (side: Side, form: OverseaOrderForm) => {
    const price = form.type === 'MARKET' ? '시장가' : formatPrice(form.price, option.precision);
    const cost = orderCost(option, form.lots);
    const question = [
      `${option.stock} ${ORDER_TYPE_LABELS[form.type]} ${SIDE_LABEL[side]} ${form.lots}계약`,
      `가격 ${price} · 주문금액 ${formatKrw(cost.total)}`,
      `(증거금 ${formatKrw(cost.margin)} + 수수료 ${formatKrw(cost.fee)}, 청산 시 수수료 별도)`,
      form.tpslOn ? `TP ${form.tpTick}틱 / SL ${form.slTick}틱` : 'TP/SL 없음',
      '주문하시겠습니까?',
    ].join('\n');
    if (!(await dialogs.confirm(question))) return;
    if (await send(overseaOrderBody(form, option.id, side))) onPlaced();
  };

  const closePosition = async (position: OverseaPosition) => {
    const question = `${position.stock} ${SIDE_LABEL[position.tradeType]} ${position.qty}계약을 시장가로 청산하시겠습니까?`;
    if (!(await dialogs.confirm(question))) return;
    await send({
      overseaOptionId: position.overseaOptionId,
      tradeType: position.tradeType === 'LONG' ? 'SHORT' : 'LONG',
      qty: position.qty,
      marketType: 'MARKET',
      // Close only: refused once this position is gone, so a late confirmation opens nothing.
      overseaPositionId: position.overseaPositionId,
    });
  };

  const cancel = async (row: OverseaOrder) => {
    const result = await api.call(oversea.cancelOverseaOrder, { body: { id: row.id } });
    if (!result.ok) await dialogs.alert(result.message);
    refreshLists();
  };

  const cancelAll = async () => {
    if (!(await dialogs.confirm('미체결 주문을 모두 취소하시겠습니까?'))) return;
    const result = await api.call(oversea.cancelAllOverseaOrders, { body: { overseaOptionId: option.id } });
    if (!result.ok) await dialogs.alert(result.message);
    refreshLists();
  };

  const putPosition = (position: OverseaPosition) => {
    queryClient.setQueryData<OverseaPosition[]>(overseaPositionsQuery(api, option.id).queryKey, (rows) =>
      rows?.map((row) => (row.overseaPositionId === position.overseaPositionId ? position : row)),
    );
  };

  const setTpsl = async (position: OverseaPosition, tpTick: number, slTick: number) => {
    const result = await api.call(oversea.setOverseaTpsl, {
      body: {
        overseaPositionId: position.overseaPositionId,
        overseaOptionId: position.overseaOptionId,
        tpTick,
        slTick,
      },
    });
    if (!result.ok) await dialogs.alert(result.message);
    else putPosition(result.data);
    return result.ok;
  };

  const removeTpsl = async (position: OverseaPosition, value: 'TP' | 'SL') => {
    const result = await api.call(oversea.deleteOverseaTpsl, {
      body: { id: position.overseaPositionId, overseaOptionId: position.overseaOptionId, value },
    });
    if (!result.ok) await dialogs.alert(result.message);
    else putPosition(result.data);
  };

  const setOvernight = async (position: OverseaPosition, isActive: boolean) => {
    const result = await api.call(oversea.setOvernight, {
      body: { overseaPositionId: position.overseaPositionId, isActive },
    });
    if (!result.ok) await dialogs.alert(result.message);
    else putPosition({ ...position, isOvernight: result.data.isActive });
    void queryClient.invalidateQueries({ queryKey: [...OVERSEA_QUERY_KEY, 'overnight'] });
  };

  return { busy, order, closePosition, cancel, cancelAll, setTpsl, removeTpsl, setOvernight };
}
