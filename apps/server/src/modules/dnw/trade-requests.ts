import type { dnw } from '@baro/contracts';
import { siteFeatures } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { sitePrices } from '../wallet/prices.ts';
import type { AssetPrice } from '../wallet/prices.ts';
import { coinForWon, scaledOf, wonForCoin } from '../wallet/quote.ts';
import { amountOf, buyCoins } from '../wallet/site-wallets.ts';
import { submitRequest } from './requests.ts';
import { tradeWallet } from './request-rules.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'market'>;

/**
 * The coin's published won price, checked against the one the member was quoted (`wonpNum`, won per
 * coin): a price that moved since is EXCHANGE_RATE_CHANGED, so nobody trades at a price they were not
 * shown.
 */
async function quotedPrice(
  ctx: Ctx,
  site: Site,
  asset: string,
  wonpNum: string,
): Promise<AssetPrice | Rejection> {
  const price = (await sitePrices(ctx.db, site.id, ctx)).get(asset);
  if (price === undefined) return reject('EXCHANGE_RATE_UNAVAILABLE');
  if (scaledOf(wonpNum, 8) !== price.priceE8) return reject('EXCHANGE_RATE_CHANGED');
  return price;
}

/**
 * POST /dnw/buy/apply: buy coin for won paid by bank transfer. The coin is `won / wonpNum` rounded down
 * to the coin's scale, and `point` must be exactly that (the screen computes it the same way). Pending
 * until an operator sees the won arrive; nothing is reserved, as the won is outside the site.
 */
export async function requestBuy(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  input: {
    walletType: string;
    won: string;
    wonpNum: string;
    point: string;
    requestId?: string;
    body: unknown;
  },
): Promise<dnw.DnwHistory | Rejection> {
  const wallet = tradeWallet(site, 'buy', input.walletType);
  if (isRejection(wallet)) return wallet;
  const won = amountOf('KRW', input.won);
  if (isRejection(won)) return won;
  const point = amountOf(wallet.asset, input.point);
  if (isRejection(point)) return point;
  const price = await quotedPrice(ctx, site, wallet.asset, input.wonpNum);
  if (isRejection(price)) return price;
  if (coinForWon(won, price) !== point) return reject('QUOTE_AMOUNT_MISMATCH');
  return submitRequest(ctx, caller, site, input, {
    type: 'WB',
    wallet,
    pointMinor: point,
    wonMinor: won,
    channel: 'BANK',
  });
}

/**
 * POST /dnw/sell/apply: sell coin for won paid to the member's bank account. The coin is reserved at
 * once, as a withdrawal is; the won is `point × wonpNum` rounded down to whole won.
 */
export async function requestSell(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  input: { walletType: string; point: string; wonpNum: string; requestId?: string; body: unknown },
): Promise<dnw.DnwHistory | Rejection> {
  const wallet = tradeWallet(site, 'sell', input.walletType);
  if (isRejection(wallet)) return wallet;
  const point = amountOf(wallet.asset, input.point);
  if (isRejection(point)) return point;
  const price = await quotedPrice(ctx, site, wallet.asset, input.wonpNum);
  if (isRejection(price)) return price;
  const won = wonForCoin(point, price);
  if (won === 0n) return reject('CONVERT_AMOUNT_TOO_SMALL');
  return submitRequest(ctx, caller, site, input, {
    type: 'WS',
    wallet,
    pointMinor: point,
    wonMinor: won,
    channel: 'BANK',
    reserve: { insufficient: 'INSUFFICIENT_BALANCE' },
  });
}

/**
 * POST /dnw/p2p: a purchase request to the site's P2P desk, which agrees the won with the member
 * (name and phone) and completes it from the back office. Credited like a deposit, as a buy (WB).
 */
export async function requestP2p(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  input: {
    name: string;
    phone: string;
    point: string;
    detailJson?: string;
    walletType?: string;
    requestId?: string;
    body: unknown;
  },
): Promise<dnw.P2pRequest | Rejection> {
  if (!siteFeatures(site).p2p) return reject('FEATURE_DISABLED');
  const walletType = input.walletType ?? buyCoins(site)[0];
  if (walletType === undefined) return reject('COIN_NOT_SUPPORTED');
  const wallet = tradeWallet(site, 'buy', walletType);
  if (isRejection(wallet)) return wallet;
  const point = amountOf(wallet.asset, input.point);
  if (isRejection(point)) return point;
  const detail = {
    name: input.name,
    phone: input.phone,
    ...(input.detailJson === undefined ? {} : { detailJson: input.detailJson }),
  };
  const row = await submitRequest(ctx, caller, site, input, {
    type: 'WB',
    wallet,
    pointMinor: point,
    channel: 'P2P',
    detail,
  });
  if (isRejection(row)) return row;
  return {
    id: row.id,
    walletType,
    name: input.name,
    phone: input.phone,
    point: row.point,
    status: row.status,
    createdAt: row.createdAt,
  };
}
