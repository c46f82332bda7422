import type {
  OverseaOption,
  OverseaPosition,
  overseaOrderBody as wireOrderBody,
} from '@baro/contracts/routes/oversea';
import { entryLevelTouched, mitRestsAwayFromMarket } from '@baro/domain';
import type { z } from 'zod';
import type { Side } from '../../futures/futures-math.ts';
import { PRICE_SCALE, toUnits } from '../../futures/futures-math.ts';
import { orderCost } from '../../oversea/oversea-math.ts';

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

/** An order about to be sent, with what the server decides it against. */
export interface OverseaOrderContext {
  readonly form: OverseaOrderForm;
  readonly option: OverseaOption;
  readonly side: Side;
  readonly lastPrice: string | undefined;
  /** The BINARY wallet's available point, in won. */
  readonly point: bigint | undefined;
  /** The member's open position on the option, if any. */
  readonly position: Pick<OverseaPosition, 'tradeType' | 'qty'> | undefined;
}

/**
 * How the server takes the order at `lastPrice` (book-core `place`): filled at once (at market, or a
 * LIMIT the market already touches), resting, or refused for its price before money is looked at (a
 * MIT at or through the market).
 */
function placement(
  form: OverseaOrderForm,
  option: OverseaOption,
  side: Side,
  lastPrice: string,
): 'fills' | 'rests' | 'bad-price' {
  if (form.type === 'MARKET') return 'fills';
  const level = toUnits(form.price, option.precision);
  const market = toUnits(lastPrice, option.precision);
  if (level === null || market === null) return 'bad-price';
  const direction = side === 'LONG' ? 1 : -1;
  if (form.type === 'STOPMARKET') {
    return mitRestsAwayFromMarket(direction, Number(level), Number(market)) ? 'rests' : 'bad-price';
  }
  return entryLevelTouched(direction, Number(level), Number(market)) ? 'fills' : 'rests';
}

/**
 * Whether the server would refuse the order for want of money (packages/domain oversea `book-core`:
 * `place` and `fillRefusal`), so the panel can say so without the round trip. An order that rests
 * holds margin and opening fee of all its lots from the point; one that fills at once first closes
 * what it can of the member's opposite position on the option and needs them only for the lots it
 * opens. When it closes some, what the close frees depends on the price the fill is decided at, so
 * the server alone decides; so it does without a live price or a point, or for a price it refuses.
 */
export function overseaFundsShort(input: OverseaOrderContext): boolean {
  const { form, option, side, lastPrice, point, position } = input;
  if (point === undefined || lastPrice === undefined) return false;
  const how = placement(form, option, side, lastPrice);
  if (how === 'bad-price') return false;
  if (how === 'fills' && position !== undefined && position.tradeType !== side) return false;
  return point < orderCost(option, form.lots).total;
}

/**
 * Why the order cannot be sent, or null: the form's problem, else `insufficient` (the server's
 * INSUFFICIENT_BALANCE message, in the member's language) when the point is short of it.
 */
export function overseaOrderProblem(context: OverseaOrderContext, insufficient: string): string | null {
  return (
    overseaFormProblem(context.form, context.option) ?? (overseaFundsShort(context) ? insufficient : null)
  );
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
