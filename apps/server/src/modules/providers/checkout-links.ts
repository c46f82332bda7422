import { siteFeatures } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { writePendingRequest } from '../dnw/requests.ts';
import type { PendingRequest } from '../dnw/requests.ts';
import { dnwAmount, dnwWallet } from '../dnw/request-rules.ts';
import type { Site } from '../sites/find-site.ts';
import { siteSettings } from '../sites/site-settings.ts';
import { moneyAction } from '../../core/money-action.ts';
import { amountOf, siteWallet } from '../wallet/site-wallets.ts';
import { generateWallet } from '../wallet/wallets.ts';
import { providerOf } from './provider-lookup.ts';
import { wonPriceOf } from './provider-trades.ts';
import { wonForCoin } from '../wallet/quote.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'config' | 'market'>;

const member = (caller: MemberCaller) => ({ siteId: caller.siteId, memberId: caller.memberId });

/**
 * POST /{provider}/make-qrcode: a deposit paid by QR. The amount is in the provider's currency
 * (sUSDCG by default, paid into the USDT wallet one for one); the request waits as a deposit until the
 * payment is confirmed, which the sandbox's page does when the code is "scanned" (opened).
 */
export async function makeDepositQrCode(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  name: string,
  body: { amount: string; currency: string; requestId?: string | undefined },
): Promise<{ qrCode: string; address: string | null; expiresAt: string | null } | Rejection> {
  const provider = providerOf(ctx, site, name);
  if (isRejection(provider)) return provider;
  const walletType = provider.walletOfCurrency(body.currency);
  if (walletType === undefined) return reject('COIN_NOT_SUPPORTED');
  const wallet = dnwWallet(site, 'deposit', walletType);
  if (isRejection(wallet)) return wallet;
  const amount = dnwAmount(site, 'deposit', wallet, body.amount);
  if (isRejection(amount)) return amount;
  const opened = await generateWallet(ctx, caller, site, { coinName: wallet.walletType });
  if (isRejection(opened)) return opened;
  const qrCode = await moneyAction(
    ctx,
    { ...member(caller), requestId: body.requestId, body },
    async (tx, events) => {
      const nowMs = ctx.clock.nowMs();
      const request = { type: 'D', wallet, pointMinor: amount, channel: 'PROVIDER', provider: name } as const;
      const row = await writePendingRequest(tx, events, {
        site,
        memberId: caller.memberId,
        nowMs,
        request,
        market: ctx.market,
      });
      if (isRejection(row)) return row;
      const url = await provider.checkoutUrl(tx, {
        ...member(caller),
        kind: 'APPROVE',
        dnwHistoryId: row.id,
        nowMs,
      });
      return { url };
    },
  );
  if (isRejection(qrCode)) return qrCode;
  // The sandbox's links do not expire: the request they confirm stays pending until it is paid,
  // cancelled or decided.
  return { qrCode: qrCode.url, address: opened.address, expiresAt: null };
}

/**
 * POST /dnw/bitshop/url: Bitshop sells and buys the site's points (the BINARY wallet) for won. A buy
 * waits as a pending WB request, a sell as a pending WS request with the points reserved; the
 * Bitshop page confirms it, or the member cancels it.
 */
export async function bitshopUrl(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  body: { type: 'BUY' | 'SELL'; amount: string; requestId?: string | undefined },
): Promise<{ url: string } | Rejection> {
  const provider = providerOf(ctx, site, 'bitshop');
  if (isRejection(provider)) return provider;
  const side = body.type === 'BUY' ? 'buy' : 'sell';
  if (!siteSettings(site).dnw.typeStatus[side]) return reject('FEATURE_DISABLED');
  const wallet = siteWallet(site, 'BINARY');
  if (wallet === undefined) return reject('WALLET_NOT_FOUND');
  const point = amountOf(wallet.asset, body.amount);
  if (isRejection(point)) return point;
  const price = await wonPriceOf(ctx.db, site, wallet.asset, ctx);
  if (isRejection(price)) return price;
  return moneyAction(ctx, { ...member(caller), requestId: body.requestId, body }, async (tx, events) => {
    const nowMs = ctx.clock.nowMs();
    const request: PendingRequest = {
      type: body.type === 'BUY' ? 'WB' : 'WS',
      wallet,
      pointMinor: point,
      wonMinor: wonForCoin(point, price),
      channel: 'PROVIDER',
      provider: provider.name,
      ...(body.type === 'SELL' ? { reserve: { insufficient: 'INSUFFICIENT_BALANCE' } } : {}),
    };
    const row = await writePendingRequest(tx, events, {
      site,
      memberId: caller.memberId,
      nowMs,
      request,
      market: ctx.market,
    });
    if (isRejection(row)) return row;
    return {
      url: await provider.checkoutUrl(tx, {
        ...member(caller),
        kind: 'APPROVE',
        dnwHistoryId: row.id,
        nowMs,
      }),
    };
  });
}

/**
 * GET /dnw/p2p/million-p2p-url, POST /dnw/p2p/vancoin-p2p-url: the P2P desk's page, where the member
 * buys one of the site's buy coins for won they choose there. Vancoin's `value` (the member's account
 * there) is kept as their account name at that desk.
 */
export async function p2pDeskUrl(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  desk: 'million' | 'vancoin',
  accountName?: string,
): Promise<{ url: string } | Rejection> {
  if (!siteFeatures(site).p2p) return reject('FEATURE_DISABLED');
  return pageUrl(ctx, caller, site, desk, 'BUY', accountName);
}

/**
 * GET /{provider}/coin_charge_url, POST /{provider}/login, GET /{provider}/url: the provider's own
 * page, where the member charges won into their provider account (which sendCoin then spends). The
 * sandbox opens the account under the member's username if they have none yet.
 */
export async function providerPageUrl(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  name: string,
): Promise<{ url: string } | Rejection> {
  return pageUrl(ctx, caller, site, name, 'CHARGE', caller.username);
}

async function pageUrl(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  name: string,
  kind: 'BUY' | 'CHARGE',
  accountName: string | undefined,
): Promise<{ url: string } | Rejection> {
  const provider = providerOf(ctx, site, name);
  if (isRejection(provider)) return provider;
  return ctx.db.transaction(async (tx) => {
    const nowMs = ctx.clock.nowMs();
    if (accountName !== undefined) await provider.signUp(tx, member(caller), accountName, nowMs);
    return { url: await provider.checkoutUrl(tx, { ...member(caller), kind, nowMs }) };
  });
}
