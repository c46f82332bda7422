import * as futures from '@baro/contracts/manifest/futures';
import type { FuturesOption, FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import type { FuturesTicker } from '@baro/contracts/sockets/broadcast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { formatUsdt as usdt, toUnits, USDT_SCALE } from '../../futures/futures-math.ts';
import type { Side } from '../../futures/futures-math.ts';
import { lastLeverageQuery, openOrdersQuery, openPositionsQuery } from '../../futures/futures-queries.ts';
import { formatPrice } from '../../market/price-format.ts';
import { refreshAfterMoneyCall } from '../../wallet/wallet-cache.ts';
import { useWalletTarget } from '../../wallet/wallet-hooks.ts';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';
import type { FuturesDialogRequest, OrderSummary } from './futures-dialogs.tsx';
import { MARKET_TYPE_LABELS } from './order-rows.tsx';
import { entryOf, marketTypeOf, needsPrice, needsStopPrice, orderBody, preTrade } from './order-form.ts';
import type { OrderBody, OrderForm } from './order-form.ts';
import { optionTermsOf } from '../../futures/option-terms.ts';

export interface OrderActionsInput {
  option: FuturesOption;
  info: FuturesTicker | undefined;
  form: OrderForm;
  leverage: number;
  marginType: 'ISOLATED' | 'CROSS';
  balance: string | undefined;
  openDialog: (request: FuturesDialogRequest) => void;
  onPlaced: () => void;
}

/**
 * Everything the page's buttons send: placing an order after its confirmation (its TP/SL at entry go
 * in the order's body: the server keeps them with the order and puts them on the position when it
 * fills, whether or not this page is still open), closing a position at market, cancelling, switching the margin
 * type. A refusal shows the server's catalogued message and changes nothing.
 */
export function useOrderActions(input: OrderActionsInput) {
  const { api, dialogs } = useServices();
  const queryClient = useQueryClient();
  const walletTarget = useWalletTarget();
  const requestIds = useRequestIds();
  const [busy, setBusy] = useState(false);
  const { option } = input;

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: openPositionsQuery(api, option.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: openOrdersQuery(api, option.id).queryKey });
    refreshAfterMoneyCall(walletTarget);
  };

  const send = async (body: OrderBody) => {
    setBusy(true);
    const result = await callWithRequestId(requestIds, body, (requestId) =>
      api.call(futures.placeOrder, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) await dialogs.alert(result.message);
    return result;
  };

  const place = async (side: Side, form: OrderForm) => {
    const result = await send(orderBody(form, option.id, side));
    if (!result.ok) return;
    input.onPlaced();
    refreshLists();
  };

  const summaryOf = (side: Side, form: OrderForm): OrderSummary => {
    const price = (text: string) => formatPrice(text, option.precision);
    const entry = entryOf(form, input.info?.lastPrice);
    const figures = preTrade({
      qty: form.qty,
      precision: option.precision,
      leverage: input.leverage,
      side,
      entry,
      marginType: input.marginType,
      balance: input.balance,
      terms: optionTermsOf(option),
    });
    const rows: { label: string; value: string; testId?: string }[] = [
      { label: '종목', value: `${option.stock} 무기한` },
      { label: '유형', value: MARKET_TYPE_LABELS[marketTypeOf(form)] },
      {
        label: '마진 · 레버리지',
        value: `${input.marginType === 'CROSS' ? '교차' : '격리'} · ${input.leverage}x`,
      },
    ];
    if (needsStopPrice(form)) rows.push({ label: '발동가', value: price(form.stopPrice) });
    if (needsPrice(form)) rows.push({ label: '지정가', value: price(form.price) });
    rows.push({ label: '수량', value: usdt(toUnits(form.qty, USDT_SCALE) ?? 0n) });
    rows.push({
      label: '비용 (증거금+수수료)',
      value: figures === null ? '-' : usdt(figures.cost),
      testId: 'confirm-cost',
    });
    rows.push({
      label: '예상 청산가',
      value: figures === null || figures.liquidation === null ? '-' : price(figures.liquidation),
      testId: 'confirm-liq',
    });
    if (form.tpslOn) {
      rows.push({
        label: 'TP / SL',
        value: `${form.takeProfit === '' ? '-' : price(form.takeProfit)} / ${form.stopLoss === '' ? '-' : price(form.stopLoss)}`,
      });
    }
    return { rows, sideLabel: side === 'LONG' ? '롱' : '숏', long: side === 'LONG' };
  };

  const confirmOrder = (side: Side) => {
    const form = input.form;
    input.openDialog({
      kind: 'confirm',
      summary: summaryOf(side, form),
      onAnswer: (confirmed) => {
        if (confirmed) void place(side, form);
      },
    });
  };

  const closePosition = async (position: FuturesPosition) => {
    const ok = await dialogs.confirm(
      `${position.stock} ${position.tradeType === 'LONG' ? '롱' : '숏'} 포지션을 시장가로 종료하시겠습니까?`,
    );
    if (!ok) return;
    // Close only: the server reduces this very position by at most what is left of it, and refuses
    // once it is gone, so a confirmation answered late never opens a position the other way.
    await send({
      futuresOptionId: position.futuresOptionId,
      tradeType: position.tradeType === 'LONG' ? 'SHORT' : 'LONG',
      qty: position.qty,
      marketType: 'MARKET',
      futuresPositionId: position.futuresPositionId,
    });
    // Refused too: the position the screen showed has changed, so the lists are read again.
    refreshLists();
  };

  const cancel = async (order: FuturesOrder) => {
    const result = await api.call(futures.cancelOrder, { body: { id: order.id } });
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    queryClient.setQueryData<FuturesOrder[]>(openOrdersQuery(api, option.id).queryKey, (rows) =>
      rows?.filter((row) => row.id !== order.id),
    );
    refreshAfterMoneyCall(walletTarget);
  };

  const cancelAll = async () => {
    if (!(await dialogs.confirm('미체결 주문을 모두 취소하시겠습니까?'))) return;
    const result = await api.call(futures.cancelAllOrders, { body: { futuresOptionId: option.id } });
    if (!result.ok) await dialogs.alert(result.message);
    refreshLists();
  };

  const switchMarginType = async () => {
    const next = input.marginType === 'CROSS' ? 'ISOLATED' : 'CROSS';
    if (!(await dialogs.confirm(`마진 모드를 ${next === 'CROSS' ? '교차' : '격리'}로 변경하시겠습니까?`)))
      return;
    const result = await api.call(futures.setMarginType, {
      body: { futuresOptionId: option.id, marginType: next },
    });
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    queryClient.setQueryData(lastLeverageQuery(api, option.id).queryKey, result.data);
  };

  return { busy, confirmOrder, closePosition, cancel, cancelAll, switchMarginType };
}
