import { localizedMessage } from '@baro/contracts/errors/translate';
import type { futuresOrderBody } from '@baro/contracts/routes/futures';
import type { z } from 'zod';
import { futuresTerms, maxNotionalAtLeverage, orderCostMinor, preTradeLiquidationPrice } from '@baro/domain';
import { PRICE_SCALE, toUnits, unitsText, USDT_SCALE } from '../../futures/futures-math.ts';
import type { Side } from '../../futures/futures-math.ts';
import type { OptionTerms } from '../../futures/option-terms.ts';

// The order panel's rules, pure: which prices a tab asks for, the body the contract takes, what is
// wrong with the form before it is sent, and the figures shown before confirming (cost and the
// estimated liquidation price).

export type OrderTab = 'MARKET' | 'LIMIT' | 'STOP';
export type StopKind = 'STOPMARKET' | 'STOPLIMIT';
type WithoutRequestId<T> = T extends unknown ? Omit<T, 'requestId'> : never;
/** POST /futures/order's body without its requestId, which the call adds. */
export type OrderBody = WithoutRequestId<z.input<typeof futuresOrderBody>>;

export interface OrderForm {
  readonly tab: OrderTab;
  readonly stopKind: StopKind;
  /** Wire decimals, '' when empty. */
  readonly price: string;
  readonly stopPrice: string;
  readonly qty: string;
  readonly tpslOn: boolean;
  readonly takeProfit: string;
  readonly stopLoss: string;
  /** Whether the TP (SL) at entry triggers on the mark price (true) or the last price. */
  readonly isMarkTp: boolean;
  readonly isMarkSl: boolean;
}

export const EMPTY_FORM: OrderForm = {
  tab: 'MARKET',
  stopKind: 'STOPMARKET',
  price: '',
  stopPrice: '',
  qty: '',
  tpslOn: false,
  takeProfit: '',
  stopLoss: '',
  isMarkTp: true,
  isMarkSl: true,
};

/** The contract's order type for the form's tab. */
export function marketTypeOf(form: Pick<OrderForm, 'tab' | 'stopKind'>) {
  return form.tab === 'STOP' ? form.stopKind : form.tab;
}

export function needsPrice(form: Pick<OrderForm, 'tab' | 'stopKind'>): boolean {
  const type = marketTypeOf(form);
  return type === 'LIMIT' || type === 'STOPLIMIT';
}

export function needsStopPrice(form: Pick<OrderForm, 'tab' | 'stopKind'>): boolean {
  return form.tab === 'STOP';
}

/**
 * The TP/SL at entry the order carries: only those filled in, each on the price the member picked
 * (mark unless switched to last, as in the position's TP/SL dialog).
 */
function entryTpsl(form: OrderForm) {
  if (!form.tpslOn) return {};
  return {
    ...(form.takeProfit === '' ? {} : { takeProfit: form.takeProfit, isMarkTp: form.isMarkTp }),
    ...(form.stopLoss === '' ? {} : { stopLoss: form.stopLoss, isMarkSl: form.isMarkSl }),
  };
}

/** The body of POST /futures/order for the form (without its requestId), its TP/SL at entry included. */
export function orderBody(form: OrderForm, futuresOptionId: number, side: Side): OrderBody {
  const base = { futuresOptionId, tradeType: side, qty: form.qty, ...entryTpsl(form) };
  const type = marketTypeOf(form);
  switch (type) {
    case 'MARKET':
      return { ...base, marketType: 'MARKET' };
    case 'LIMIT':
      return { ...base, marketType: 'LIMIT', price: form.price };
    case 'STOPMARKET':
      return { ...base, marketType: 'STOPMARKET', stopPrice: form.stopPrice };
    case 'STOPLIMIT':
      return { ...base, marketType: 'STOPLIMIT', price: form.price, stopPrice: form.stopPrice };
  }
}

/** Every option's quantity minimum and step: the engine's defaults, which no option overrides (futures-option.ts). */
const QTY_TERMS = futuresTerms('order-form');

function positive(text: string, scale: number): bigint | null {
  const units = toUnits(text, scale);
  return units !== null && units > 0n ? units : null;
}

/**
 * What stops the form from being sent, in Korean, or null. `maxQty` is qty_per's answer (what the
 * balance pays for, fees included); the server checks everything again.
 */
export function formProblem(
  form: OrderForm,
  side: Side,
  entry: string | undefined,
  maxQty: string | undefined,
): string | null {
  const qty = positive(form.qty, USDT_SCALE);
  if (qty === null) return '주문 수량(USDT)을 입력해주세요.';
  // The server's own refusals (order-input.ts), in the catalogue's words, caught before the confirm
  // dialog, which shows the quantity at two decimals and would hide a third.
  if (qty < QTY_TERMS.minQtyMinor) {
    const amount = unitsText(QTY_TERMS.minQtyMinor, USDT_SCALE);
    return localizedMessage('INVESTMENT_AMOUNT_TOO_SMALL', 'ko', { amount });
  }
  if (qty % QTY_TERMS.qtyStepMinor !== 0n) return localizedMessage('QUANTITY_UNIT_MISMATCH', 'ko');
  if (needsPrice(form) && positive(form.price, PRICE_SCALE) === null) return '지정가를 입력해주세요.';
  if (needsStopPrice(form) && positive(form.stopPrice, PRICE_SCALE) === null) return '발동가를 입력해주세요.';
  const max = maxQty === undefined ? null : toUnits(maxQty, USDT_SCALE);
  if (max !== null && qty > max) return '주문 가능 수량을 초과하였습니다.';
  if (form.tpslOn) return tpslProblem(side, entryOf(form, entry), form.takeProfit, form.stopLoss);
  return null;
}

/** The price the order is expected to open at: its limit, else its trigger, else the last price. */
export function entryOf(form: OrderForm, last: string | undefined): string | undefined {
  if (needsPrice(form) && form.price !== '') return form.price;
  if (needsStopPrice(form) && form.stopPrice !== '') return form.stopPrice;
  return last;
}

/**
 * A TP above the entry for a LONG (below for a SHORT), an SL on the other side; either may be empty,
 * not both.
 */
export function tpslProblem(
  side: Side,
  entry: string | undefined,
  takeProfit: string,
  stopLoss: string,
): string | null {
  if (takeProfit === '' && stopLoss === '') return 'TP 또는 SL 가격을 입력해주세요.';
  const base = entry === undefined ? null : toUnits(entry, PRICE_SCALE);
  if (base === null) return null;
  const up = side === 'LONG' ? 1n : -1n;
  const tp = takeProfit === '' ? null : toUnits(takeProfit, PRICE_SCALE);
  const sl = stopLoss === '' ? null : toUnits(stopLoss, PRICE_SCALE);
  if (tp !== null && (tp - base) * up <= 0n) {
    return side === 'LONG' ? 'TP는 진입가보다 높아야 합니다.' : 'TP는 진입가보다 낮아야 합니다.';
  }
  if (sl !== null && (sl - base) * up >= 0n) {
    return side === 'LONG' ? 'SL은 진입가보다 낮아야 합니다.' : 'SL은 진입가보다 높아야 합니다.';
  }
  return null;
}

export interface PreTrade {
  /** USDT minor units: qty / leverage + qty × 0.0008 (spec §9), each part rounded up. */
  readonly cost: bigint;
  /** Price at the option's precision, as a decimal string; null when it cannot be liquidated or is not known yet. */
  readonly liquidation: string | null;
}

/**
 * The figures shown before confirming, with the engine's own formulas (packages/domain futures:
 * `orderCostMinor`, `preTradeLiquidationPrice`) on the option's own brackets and taker fee: ISOLATED
 * is backed by the position's initial margin, CROSS also by what the wallet keeps after the cost. No
 * liquidation price past the bracket cap at this leverage: such an order opens no position (the
 * server refuses it, unless it only reduces one the other way), so any price shown would be invented.
 */
export function preTrade(input: {
  qty: string;
  leverage: number;
  side: Side;
  entry: string | undefined;
  precision: number;
  marginType: 'ISOLATED' | 'CROSS';
  balance: string | undefined;
  terms: OptionTerms;
}): PreTrade | null {
  const qty = positive(input.qty, USDT_SCALE);
  if (qty === null) return null;
  const { tiers, takerFeeBps } = input.terms;
  const cost = orderCostMinor(qty, input.leverage, takerFeeBps);
  const price = input.entry === undefined ? null : positive(input.entry, input.precision);
  if (price === null || price > BigInt(Number.MAX_SAFE_INTEGER)) return { cost, liquidation: null };
  if (qty > maxNotionalAtLeverage(tiers, input.leverage)) return { cost, liquidation: null };
  const liquidation = preTradeLiquidationPrice({
    direction: input.side === 'LONG' ? 1 : -1,
    qtyMinor: qty,
    price: Number(price),
    leverage: input.leverage,
    marginType: input.marginType,
    availableMinor: input.balance === undefined ? 0n : (toUnits(input.balance, USDT_SCALE) ?? 0n),
    takerFeeBps,
    tiers,
  });
  return { cost, liquidation: liquidation === null ? null : unitsText(BigInt(liquidation), input.precision) };
}
