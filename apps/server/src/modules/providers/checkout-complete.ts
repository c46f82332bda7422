import { formatMinor } from '@baro/contracts';
import type { providers } from '@baro/contracts';
import type { z } from 'zod';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { toDnwHistory } from '../dnw/dnw-rows.ts';
import { tradeWallet } from '../dnw/request-rules.ts';
import { settleRequest } from '../dnw/settle.ts';
import type { Site } from '../sites/find-site.ts';
import { moneyAction } from '../../core/money-action.ts';
import { amountOf } from '../wallet/site-wallets.ts';
import type { CheckoutKind, PaymentProvider, ProviderMember } from './payment-provider.ts';
import { providerOf, sandboxPaymentsOn } from './provider-lookup.ts';
import { creditPurchase, wonPriceOf } from './provider-trades.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'config' | 'market'>;
type CheckoutResult = z.input<typeof providers.checkoutResultSchema>;

export interface CheckoutRow {
  token: string;
  site_id: number;
  member_id: number;
  provider: string;
  kind: CheckoutKind;
  dnw_history_id: number | null;
  status: 'OPEN' | 'COMPLETED';
}

/** A payment link of the site, or undefined; the token is the link's only key. */
export async function findCheckout(db: Queryable, siteId: number, token: string, lock = false) {
  const found = await db.query<CheckoutRow>(
    `SELECT token, site_id, member_id, provider, kind, dnw_history_id, status FROM provider_checkout
     WHERE token = $1 AND site_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [token, siteId],
  );
  return found.rows[0];
}

/**
 * POST /sandbox/checkout/:token/complete: the sandbox page's button, standing for the provider's
 * confirmation of a payment. Only the member the link was made for completes it: to anyone else the
 * link is CHECKOUT_NOT_FOUND, as a token alone grants nothing. The link is locked and completed
 * once; what it completes depends on its kind: APPROVE approves the request it was made for (as the
 * provider, in the decision log), BUY buys the coin and won chosen on the page, CHARGE puts the won
 * into the member's provider account.
 */
export async function completeCheckout(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  input: { token: string; body: { won?: string | undefined; walletType?: string | undefined } },
): Promise<CheckoutResult | Rejection> {
  const { token, body } = input;
  if (!sandboxPaymentsOn(site)) return reject('PROVIDER_NOT_FOUND');
  const peek = await findCheckout(ctx.db, site.id, token);
  if (peek?.member_id !== caller.memberId) return reject('CHECKOUT_NOT_FOUND');
  const provider = providerOf(ctx, site, peek.provider);
  if (isRejection(provider)) return provider;
  const member = { siteId: site.id, memberId: caller.memberId };
  return moneyAction(ctx, { ...member, requestId: undefined, body }, async (tx, events) => {
    const checkout = await findCheckout(tx, site.id, token, true);
    if (checkout?.member_id !== caller.memberId) return reject('CHECKOUT_NOT_FOUND');
    if (checkout.status !== 'OPEN') return reject('CHECKOUT_ALREADY_COMPLETED');
    const nowMs = ctx.clock.nowMs();
    const done = await runCheckout(tx, events, { ctx, site, provider, member, checkout, body, nowMs });
    if (isRejection(done)) return done;
    await tx.query(
      `UPDATE provider_checkout SET status = 'COMPLETED', completed_at = $2,
         dnw_history_id = COALESCE(dnw_history_id, $3) WHERE token = $1`,
      [token, new Date(nowMs), done.dnwHistory?.id ?? null],
    );
    return done;
  });
}

interface RunInput {
  readonly ctx: Ctx;
  readonly site: Site;
  readonly provider: PaymentProvider;
  readonly member: ProviderMember;
  readonly checkout: CheckoutRow;
  readonly body: { won?: string | undefined; walletType?: string | undefined };
  readonly nowMs: number;
}

async function runCheckout(
  tx: Queryable,
  events: EventSink,
  input: RunInput,
): Promise<CheckoutResult | Rejection> {
  const { checkout, member, provider, body, nowMs } = input;
  const result = { kind: checkout.kind, status: 'COMPLETED' as const };
  switch (checkout.kind) {
    case 'APPROVE': {
      if (checkout.dnw_history_id === null) throw new Error(`Checkout ${checkout.token} names no request.`);
      const settled = await settleRequest(tx, events, {
        siteId: member.siteId,
        dnwHistoryId: checkout.dnw_history_id,
        decision: 'APPROVED',
        actor: { kind: 'PROVIDER', provider: provider.name },
        nowMs,
        market: input.ctx.market,
      });
      if (isRejection(settled)) return settled;
      return { ...result, dnwHistory: toDnwHistory(settled), providerBalance: null };
    }
    case 'BUY': {
      if (body.won === undefined || body.walletType === undefined) return reject('INVALID_INPUT');
      const wallet = tradeWallet(input.site, 'buy', body.walletType);
      if (isRejection(wallet)) return wallet;
      const won = amountOf('KRW', body.won);
      if (isRejection(won)) return won;
      const price = await wonPriceOf(tx, input.site, wallet.asset, input.ctx);
      if (isRejection(price)) return price;
      const bought = await creditPurchase(tx, events, {
        site: input.site,
        member,
        provider,
        wallet,
        price,
        wonMinor: won,
        nowMs,
        market: input.ctx.market,
      });
      if (isRejection(bought)) return bought;
      return { ...result, dnwHistory: bought, providerBalance: null };
    }
    case 'CHARGE': {
      if (body.won === undefined) return reject('INVALID_INPUT');
      const won = amountOf('KRW', body.won);
      if (isRejection(won)) return won;
      const balance = await provider.receive(tx, member, won);
      return { ...result, dnwHistory: null, providerBalance: formatMinor('KRW', balance) };
    }
  }
}
