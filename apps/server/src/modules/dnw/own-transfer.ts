import type { dnw } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { siteSettings } from '../sites/site-settings.ts';
import type { Site } from '../sites/find-site.ts';
import { moneyAction } from '../../core/money-action.ts';
import { exchangeRate, sitePrices } from '../wallet/prices.ts';
import { conversionQuote, rateE12, RATE_DECIMALS, scaledOf } from '../wallet/quote.ts';
import type { ConversionQuote } from '../wallet/quote.ts';
import { amountOf, siteWallet } from '../wallet/site-wallets.ts';
import type { SiteWallet } from '../wallet/site-wallets.ts';
import { postOwnMove } from './own-move-postings.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'market'>;

export interface OwnMoveInput {
  readonly from: string;
  readonly to: string;
  readonly point: string;
  /** The rate the member was shown (convert only). */
  readonly rate?: string;
  readonly requestId?: string;
  readonly body: unknown;
}

/** The plan of a move, decided before its transaction: the two wallets and the amounts. */
export interface OwnMovePlan {
  readonly mode: 'TRANSFER' | 'CONVERT';
  readonly from: SiteWallet;
  readonly to: SiteWallet;
  readonly quote: ConversionQuote;
}

/**
 * POST /dnw/transfer: between any two of the caller's wallets. The same asset moves one for one and
 * free (USDT wallet ↔ FUTURES); two assets (BINARY won ↔ FUTURES USDT) convert at the published rate
 * less the conversion fee, as POST /dnw/convert does, so neither call is a cheaper way to convert.
 */
export async function transferOwn(ctx: Ctx, caller: MemberCaller, site: Site, input: OwnMoveInput) {
  const from = siteWallet(site, input.from);
  const to = siteWallet(site, input.to);
  if (from === undefined || to === undefined) return reject('WALLET_NOT_FOUND');
  return planAndMove(ctx, caller, site, input, 'TRANSFER', from, to);
}

/** POST /dnw/convert: coin to coin at the published rate, less the site's conversion fee. */
export async function convertCoin(ctx: Ctx, caller: MemberCaller, site: Site, input: OwnMoveInput) {
  if (!siteSettings(site).dnw.typeStatus.convert) return reject('FEATURE_DISABLED');
  const from = siteWallet(site, input.from);
  const to = siteWallet(site, input.to);
  if (from === undefined || to === undefined) return reject('COIN_NOT_SUPPORTED');
  if (from.kind !== 'COIN' || to.kind !== 'COIN' || from.asset === to.asset) {
    return reject('CONVERT_PAIR_NOT_SUPPORTED');
  }
  return planAndMove(ctx, caller, site, input, 'CONVERT', from, to);
}

async function planAndMove(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  input: OwnMoveInput,
  mode: OwnMovePlan['mode'],
  from: SiteWallet,
  to: SiteWallet,
): Promise<dnw.DnwHistory | Rejection> {
  if (from.walletType === to.walletType) return reject('TRANSFER_SAME_WALLET');
  const amount = amountOf(from.asset, input.point);
  if (isRejection(amount)) return amount;
  const quote = await quoteMove(ctx, site, from, to, amount, input.rate);
  if (isRejection(quote)) return quote;
  const plan = { mode, from, to, quote };
  return moneyAction(
    ctx,
    { siteId: caller.siteId, memberId: caller.memberId, requestId: input.requestId, body: input.body },
    (tx, events) =>
      postOwnMove(tx, events, {
        siteId: caller.siteId,
        memberId: caller.memberId,
        nowMs: ctx.clock.nowMs(),
        plan,
        market: ctx.market,
      }),
  );
}

/** Same asset: one for one, no fee. Two assets: the prices' ratio less the fee, checked against the rate shown. */
async function quoteMove(
  ctx: Ctx,
  site: Site,
  from: SiteWallet,
  to: SiteWallet,
  amount: bigint,
  shownRate: string | undefined,
): Promise<ConversionQuote | Rejection> {
  if (from.asset === to.asset) {
    return { debitMinor: amount, feeMinor: 0n, netMinor: amount, creditMinor: amount };
  }
  const prices = await sitePrices(ctx.db, site.id, ctx);
  const fromPrice = prices.get(from.asset);
  const toPrice = prices.get(to.asset);
  if (fromPrice === undefined || toPrice === undefined) return reject('EXCHANGE_RATE_UNAVAILABLE');
  if (
    shownRate !== undefined &&
    scaledOf(shownRate, RATE_DECIMALS) !== rateE12(fromPrice.priceE8, toPrice.priceE8)
  ) {
    return reject('EXCHANGE_RATE_CHANGED');
  }
  const quote = conversionQuote(amount, siteSettings(site).fees.convertFeeBps, fromPrice, toPrice);
  if (quote.creditMinor === 0n) return reject('CONVERT_AMOUNT_TOO_SMALL');
  const { rate, at } = exchangeRate(fromPrice, toPrice);
  return { ...quote, rate: { rate, at } };
}
