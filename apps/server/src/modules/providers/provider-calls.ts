import { formatMinor } from '@baro/contracts';
import type { dnw } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { moneyAction } from '../../core/money-action.ts';
import { amountOf } from '../wallet/site-wallets.ts';
import type { ProviderAccount } from './payment-provider.ts';
import { providerOf } from './provider-lookup.ts';
import { creditPurchase, debitSale, providerWallet, wonPriceOf } from './provider-trades.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'config' | 'market'>;

export interface ProviderAccountAnswer {
  provider: string;
  isRegistered: boolean;
  /** The member's won at the provider (the sandbox's coin is won-valued), or null without an account. */
  coinBalance: string | null;
}

function answer(name: string, account: ProviderAccount | undefined): ProviderAccountAnswer {
  return {
    provider: name,
    isRegistered: account !== undefined,
    coinBalance: account === undefined ? null : formatMinor('KRW', account.balanceWon),
  };
}

const member = (caller: MemberCaller) => ({ siteId: caller.siteId, memberId: caller.memberId });

/** GET /{provider}/chk_coin and /chk_player: the caller's account at the provider. */
export async function checkProviderAccount(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  name: string,
): Promise<ProviderAccountAnswer | Rejection> {
  const provider = providerOf(ctx, site, name);
  if (isRejection(provider)) return provider;
  return answer(name, await provider.account(ctx.db, member(caller)));
}

/**
 * POST /{provider}/signup: opens the caller's account at the provider with the account name they
 * give; the provider that signs up by a first charge (`{walletType, won}`) opens it under the
 * member's username and buys coin with that first charge at once.
 */
export async function signUpProvider(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  name: string,
  body: { value: string } | { walletType: string; won: string; requestId?: string | undefined },
): Promise<ProviderAccountAnswer | Rejection> {
  const provider = providerOf(ctx, site, name);
  if (isRejection(provider)) return provider;
  if ('value' in body) {
    return ctx.db.transaction(async (tx) => {
      const opened = await provider.signUp(tx, member(caller), body.value, ctx.clock.nowMs());
      return opened === undefined ? reject('PROVIDER_ALREADY_SIGNED_UP') : answer(name, opened);
    });
  }
  const wallet = providerWallet(site, body.walletType);
  if (isRejection(wallet)) return wallet;
  const won = amountOf('KRW', body.won);
  if (isRejection(won)) return won;
  const price = await wonPriceOf(ctx.db, site, wallet.asset, ctx);
  if (isRejection(price)) return price;
  const key = { ...member(caller), requestId: body.requestId, body };
  return moneyAction(ctx, key, async (tx, events) => {
    const nowMs = ctx.clock.nowMs();
    const opened = await provider.signUp(tx, member(caller), caller.username, nowMs);
    if (opened === undefined) return reject('PROVIDER_ALREADY_SIGNED_UP');
    // The first charge is paid to the provider and spent on coin in the same step, so the account's
    // balance ends where it began.
    const bought = await creditPurchase(tx, events, {
      site,
      member: member(caller),
      provider,
      wallet,
      price,
      wonMinor: won,
      nowMs,
      market: ctx.market,
    });
    if (isRejection(bought)) return bought;
    return answer(name, await provider.account(tx, member(caller)));
  });
}

/** POST /{provider}/sendCoin: buys coin into a wallet, paid with won from the caller's provider account. */
export async function sendProviderCoin(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  name: string,
  body: { walletType: string; won: string; requestId?: string | undefined },
): Promise<dnw.DnwHistory | Rejection> {
  const provider = providerOf(ctx, site, name);
  if (isRejection(provider)) return provider;
  const wallet = providerWallet(site, body.walletType);
  if (isRejection(wallet)) return wallet;
  const won = amountOf('KRW', body.won);
  if (isRejection(won)) return won;
  const price = await wonPriceOf(ctx.db, site, wallet.asset, ctx);
  if (isRejection(price)) return price;
  return moneyAction(ctx, { ...member(caller), requestId: body.requestId, body }, async (tx, events) => {
    if ((await provider.account(tx, member(caller))) === undefined) return reject('PROVIDER_SIGNUP_REQUIRED');
    if (!(await provider.pay(tx, member(caller), won))) return reject('PROVIDER_BALANCE_INSUFFICIENT');
    const input = {
      site,
      member: member(caller),
      provider,
      wallet,
      price,
      wonMinor: won,
      nowMs: ctx.clock.nowMs(),
      market: ctx.market,
    };
    return creditPurchase(tx, events, input);
  });
}

/** POST /{provider}/sellCoin: sells coin from a wallet; its won goes to the caller's provider account. */
export async function sellProviderCoin(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  name: string,
  body: { walletType: string; point: string; requestId?: string | undefined },
): Promise<dnw.DnwHistory | Rejection> {
  const provider = providerOf(ctx, site, name);
  if (isRejection(provider)) return provider;
  const wallet = providerWallet(site, body.walletType);
  if (isRejection(wallet)) return wallet;
  const point = amountOf(wallet.asset, body.point);
  if (isRejection(point)) return point;
  const price = await wonPriceOf(ctx.db, site, wallet.asset, ctx);
  if (isRejection(price)) return price;
  return moneyAction(ctx, { ...member(caller), requestId: body.requestId, body }, async (tx, events) => {
    if ((await provider.account(tx, member(caller))) === undefined) return reject('PROVIDER_SIGNUP_REQUIRED');
    const input = {
      site,
      member: member(caller),
      provider,
      wallet,
      price,
      pointMinor: point,
      nowMs: ctx.clock.nowMs(),
      market: ctx.market,
    };
    const sold = await debitSale(tx, events, input);
    if (isRejection(sold)) return sold;
    await provider.receive(tx, member(caller), sold.wonMinor);
    return sold.history;
  });
}
