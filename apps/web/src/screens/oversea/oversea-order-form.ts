import type { OverseaOption, overseaOrderBody as wireOrderBody } from '@baro/contracts/routes/oversea';
import type { z } from 'zod';
import type { Side } from '../../futures/futures-math.ts';
import { PRICE_SCALE, toUnits } from '../../futures/futures-math.ts';

// The overseas order form's state and what it sends (issue 16 §3): whole lots, MARKET, LIMIT or MIT
// (STOPMARKET on the wire), TP/SL in ticks. Pure, so the panel only renders and the checks are tested.

export type OverseaOrderType = 'MARKET' | 'LIMIT' | 'STOPMARKET';

export interface OverseaOrderForm {
  readonly type: OverseaOrderType;
  readonly lots: number;
  /** The LIMIT or MIT price as typed. */
  readonly price: string;
  readonly tpslOn: boolean;
  readonly tpTick: number;
  readonly slTick: number;
}

export const ORDER_TYPE_LABELS: Record<OverseaOrderType, string> = {
  MARKET: '시장가',
  LIMIT: '지정가',
  STOPMARKET: 'MIT',
};

type WireOrderBody = z.input<typeof wireOrderBody>;
/** POST /oversea/order's body without its requestId, which the caller adds per attempt. */
export type OverseaOrderBody = WireOrderBody extends infer Body
  ? Body extends WireOrderBody
    ? Omit<Body, 'requestId'>
    : never
  : never;

/** The price the order would open at: the typed one for LIMIT / MIT, the live one at market. */
export function entryPriceOf(form: OverseaOrderForm, lastPrice: string | undefined): string | undefined {
  return form.type === 'MARKET' ? lastPrice : form.price === '' ? undefined : form.price;
}

/** Why the form cannot be sent, in the member's words, or null. */
export function overseaFormProblem(form: OverseaOrderForm, option: OverseaOption): string | null {
  if (option.isRest) return `${option.stock}종목이 현재 휴장중입니다.`;
  if (!Number.isSafeInteger(form.lots) || form.lots < 1) return '주문 수량(계약)을 선택해주세요.';
  if (form.type !== 'MARKET') {
    const price = toUnits(form.price, PRICE_SCALE);
    if (price === null || price <= 0n) return '주문 가격을 입력해주세요.';
    const tick = toUnits(option.tickSize, PRICE_SCALE) ?? 0n;
    if (tick > 0n && price % tick !== 0n) return `가격은 호가단위(${option.tickSize})에 맞춰 입력해주세요.`;
  }
  if (form.tpslOn && (form.tpTick < 1 || form.slTick < 1)) return 'TP/SL 틱은 1 이상이어야 합니다.';
  return null;
}

/** The body of POST /oversea/order for `side` (its requestId added by the caller). */
export function overseaOrderBody(form: OverseaOrderForm, optionId: number, side: Side): OverseaOrderBody {
  const common = {
    overseaOptionId: optionId,
    tradeType: side,
    qty: form.lots,
    ...(form.tpslOn ? { tpTick: form.tpTick, slTick: form.slTick } : {}),
  };
  return form.type === 'MARKET'
    ? { ...common, marketType: 'MARKET' }
    : { ...common, marketType: form.type, price: form.price.trim() };
}
