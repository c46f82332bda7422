import type { dnw } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { toDnwHistory } from '../dnw/dnw-rows.ts';
import { writePendingRequest } from '../dnw/requests.ts';
import { settleRequest } from '../dnw/settle.ts';
import type { Site } from '../sites/find-site.ts';
import { sitePrices } from '../wallet/prices.ts';
import type { AssetPrice, MarketPricing } from '../wallet/prices.ts';
import { coinForWon, PRICE_SCALE, wonForCoin } from '../wallet/quote.ts';
import { buyCoins, siteWallet } from '../wallet/site-wallets.ts';
import type { SiteWallet } from '../wallet/site-wallets.ts';
import type { PaymentProvider, ProviderMember } from './payment-provider.ts';

/**
 * The wallets a provider buys into and sells from: the BINARY wallet (points for won) and the site's
 * buy coins. FUTURES is funded by a transfer, as everywhere else.
 */
export function providerWallet(site: Site, walletType: string): SiteWallet | Rejection {
  const wallet = siteWallet(site, walletType);
  if (wallet === undefined) return reject('COIN_NOT_SUPPORTED');
  if (wallet.kind === 'BINARY' || (wallet.kind === 'COIN' && buyCoins(site).includes(wallet.walletType))) {
    return wallet;
  }
  return reject('COIN_NOT_SUPPORTED');
}

/** The won price of a wallet's asset; the won itself is priced one for one whether or not it is listed. */
export async function wonPriceOf(
  db: Queryable,
  site: Site,
  asset: string,
  pricing: MarketPricing,
): Promise<AssetPrice | Rejection> {
  if (asset === 'KRW') return { asset, priceE8: PRICE_SCALE, updatedAt: new Date(0) };
  const price = (await sitePrices(db, site.id, pricing)).get(asset);
  return price ?? reject('EXCHANGE_RATE_UNAVAILABLE');
}

/** Drops the events of an intermediate state that no one can observe. */
const unseen: EventSink = { publish: () => undefined };

interface TradeInput {
  readonly site: Site;
  readonly member: ProviderMember;
  readonly provider: PaymentProvider;
  readonly wallet: SiteWallet;
  readonly price: AssetPrice;
  readonly nowMs: number;
  /** The last prices the BINARY wallet's overseas pnl is pushed at. */
  readonly market: MarketService;
}

/**
 * Coin bought through a provider, paid with `wonMinor` the provider confirmed. Written as a request
 * and approved at once by the provider's confirmation, so it takes the same postings (provider
 * clearing → wallet, dnw WB) and the same decision log as an operator's approval.
 */
export async function creditPurchase(
  tx: Queryable,
  events: EventSink,
  input: TradeInput & { wonMinor: bigint },
): Promise<dnw.DnwHistory | Rejection> {
  const point = coinForWon(input.wonMinor, input.price);
  if (point === 0n) return reject('CONVERT_AMOUNT_TOO_SMALL');
  return writeAndConfirm(tx, events, input, {
    type: 'WB',
    wallet: input.wallet,
    pointMinor: point,
    wonMinor: input.wonMinor,
    channel: 'PROVIDER',
    provider: input.provider.name,
  });
}

/** Coin sold through a provider: reserved and paid out to provider clearing at once (dnw WS). */
export async function debitSale(
  tx: Queryable,
  events: EventSink,
  input: TradeInput & { pointMinor: bigint },
): Promise<{ history: dnw.DnwHistory; wonMinor: bigint } | Rejection> {
  const won = wonForCoin(input.pointMinor, input.price);
  if (won === 0n) return reject('CONVERT_AMOUNT_TOO_SMALL');
  const history = await writeAndConfirm(tx, events, input, {
    type: 'WS',
    wallet: input.wallet,
    pointMinor: input.pointMinor,
    wonMinor: won,
    channel: 'PROVIDER',
    provider: input.provider.name,
    reserve: { insufficient: 'INSUFFICIENT_BALANCE' },
  });
  return isRejection(history) ? history : { history, wonMinor: won };
}

async function writeAndConfirm(
  tx: Queryable,
  events: EventSink,
  input: TradeInput,
  request: Parameters<typeof writePendingRequest>[2]['request'],
): Promise<dnw.DnwHistory | Rejection> {
  const { member } = input;
  // The reservation and its posting happen in this same transaction, so the balance between them is
  // never committed: only the settlement's wallet update goes out.
  const row = await writePendingRequest(tx, unseen, {
    site: input.site,
    memberId: member.memberId,
    nowMs: input.nowMs,
    request,
    market: input.market,
  });
  if (isRejection(row)) return row;
  const settled = await settleRequest(tx, events, {
    siteId: member.siteId,
    dnwHistoryId: row.id,
    decision: 'APPROVED',
    actor: { kind: 'PROVIDER', provider: input.provider.name },
    nowMs: input.nowMs,
    market: input.market,
  });
  return isRejection(settled) ? settled : toDnwHistory(settled);
}
