import { leavesOverseaLossBacked } from './oversea-backing.ts';
import { parseMinor } from '@baro/contracts';
import type { dnw } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { ensureMemberWallet, reserve, systemAccount, transfer } from '../../ledger/index.ts';
import type { DnwType } from '../../ledger/index.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { EventSink } from '../../realtime/bus.ts';
import type { Site } from '../sites/find-site.ts';
import { siteSettings } from '../sites/site-settings.ts';
import { moneyAction } from '../../core/money-action.ts';
import type { SiteWallet } from '../wallet/site-wallets.ts';
import { queueWalletUpdates } from '../wallet/wallet-entry.ts';
import { directionOf, outsideLimits } from './dnw-limits.ts';
import { attachHold, insertDnw, toDnwHistory } from './dnw-rows.ts';
import type { DnwChannel, DnwRow } from './dnw-rows.ts';
import { dnwAmount, dnwWallet } from './request-rules.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'market'>;

/** A request that waits for a decision (DOMAIN.md §6): deposit, withdrawal, buy, sell or P2P. */
export interface PendingRequest {
  readonly type: DnwType;
  readonly wallet: SiteWallet;
  readonly pointMinor: bigint;
  readonly wonMinor?: bigint;
  readonly channel: DnwChannel;
  readonly provider?: string;
  readonly address?: string | null;
  readonly detail?: Record<string, string>;
  /** A withdrawal or sell reserves its amount at once; the refusal when the wallet holds too little. */
  readonly reserve?: { readonly insufficient: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE' | 'INSUFFICIENT_BALANCE' };
  /** A coin withdrawal's fee, taken to FEE with the reservation and given back if it does not go out. */
  readonly feeMinor?: bigint;
}

/**
 * Writes a pending request inside the caller's transaction. Every request passes here, so here it is
 * held to the site's limits for its wallet (`dnw-limits.ts`) before anything is written. A withdrawal
 * or sell reserves its amount in the same transaction (docs/ledger-flows.md): the row comes first so
 * that the hold can name it, and a refused reservation is returned as a rejection, which rolls the
 * row back with it.
 */
export async function writePendingRequest(
  tx: Queryable,
  events: EventSink,
  input: { site: Site; memberId: number; nowMs: number; request: PendingRequest; market: MarketService },
): Promise<DnwRow | Rejection> {
  const { request, site } = input;
  const direction = directionOf(request.type);
  if (direction === undefined) throw new Error(`dnw type ${request.type} is not a request`);
  const outside = outsideLimits(site, direction, request.wallet, request.pointMinor);
  if (outside !== undefined) return outside;
  const row = await insertDnw(tx, {
    siteId: site.id,
    memberId: input.memberId,
    type: request.type,
    walletType: request.wallet.walletType,
    asset: request.wallet.asset,
    pointMinor: request.pointMinor,
    wonMinor: request.wonMinor ?? null,
    status: 'PENDING',
    channel: request.channel,
    provider: request.provider ?? null,
    address: request.address ?? null,
    detail: request.detail ?? null,
    feeMinor: request.feeMinor !== undefined && request.feeMinor > 0n ? request.feeMinor : null,
    nowMs: input.nowMs,
  });
  if (request.reserve === undefined) return row;
  const held = await reserve(tx, {
    siteId: site.id,
    memberId: input.memberId,
    walletType: request.wallet.walletType,
    asset: request.wallet.asset,
    amountMinor: request.pointMinor,
    purpose: 'WITHDRAWAL',
    ref: `dnw:${row.id}`,
    dnwType: request.type,
  });
  if (isRejection(held)) return reject(request.reserve.insufficient);
  if (request.feeMinor !== undefined && request.feeMinor > 0n) {
    const charged = await chargeFee(
      tx,
      {
        siteId: site.id,
        memberId: input.memberId,
        walletType: request.wallet.walletType,
        asset: request.wallet.asset,
      },
      {
        feeMinor: request.feeMinor,
        transferId: held.transferId,
        ref: `dnw:${row.id}`,
      },
    );
    if (!charged) return reject(request.reserve.insufficient);
  }
  if (request.wallet.kind === 'BINARY') {
    // The point keeps what open overseas positions have lost beyond their margins (oversea-backing.ts).
    const accounts = await ensureMemberWallet(tx, {
      siteId: site.id,
      memberId: input.memberId,
      walletType: request.wallet.walletType,
      asset: request.wallet.asset,
    });
    const member = { siteId: site.id, memberId: input.memberId };
    if (!(await leavesOverseaLossBacked(tx, input.market, member, accounts.availableAccountId))) {
      return reject(request.reserve.insufficient);
    }
  }
  const reserved = await attachHold(tx, row.id, held);
  await queueWalletUpdates(tx, events, {
    siteId: site.id,
    memberId: input.memberId,
    walletTypes: [request.wallet.walletType],
    market: input.market,
  });
  return reserved;
}

/** Takes a withdrawal's fee from the member's available balance to FEE, in the request's transfer. */
async function chargeFee(
  tx: Queryable,
  wallet: { siteId: number; memberId: number; walletType: string; asset: string },
  fee: { feeMinor: bigint; transferId: string; ref: string },
): Promise<boolean> {
  const accounts = await ensureMemberWallet(tx, wallet);
  const feeAccount = await systemAccount(tx, {
    siteId: wallet.siteId,
    asset: wallet.asset,
    kind: 'FEE',
    shardKey: wallet.memberId,
  });
  const charged = await transfer(tx, {
    siteId: wallet.siteId,
    asset: wallet.asset,
    debitAccountId: accounts.availableAccountId,
    creditAccountId: feeAccount,
    amountMinor: fee.feeMinor,
    transferId: fee.transferId,
    dnwType: 'W',
    ref: fee.ref,
  });
  return !isRejection(charged);
}

/** One pending request as its own money action (its own transaction and request id). */
export async function submitRequest(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  idempotency: { requestId?: string | undefined; body: unknown },
  request: PendingRequest,
): Promise<dnw.DnwHistory | Rejection> {
  return moneyAction(
    ctx,
    {
      siteId: caller.siteId,
      memberId: caller.memberId,
      requestId: idempotency.requestId,
      body: idempotency.body,
    },
    async (tx, events) => {
      const row = await writePendingRequest(tx, events, {
        site,
        memberId: caller.memberId,
        nowMs: ctx.clock.nowMs(),
        request,
        market: ctx.market,
      });
      return isRejection(row) ? row : toDnwHistory(row);
    },
  );
}

/** POST /dnw/apply (D), /dnw/deposit/apply: a deposit request; money moves only on approval. */
export async function requestDeposit(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  input: { walletType?: string; point: string; requestId?: string; body: unknown },
): Promise<dnw.DnwHistory | Rejection> {
  const wallet = dnwWallet(site, 'deposit', input.walletType);
  if (isRejection(wallet)) return wallet;
  const amount = dnwAmount(site, 'deposit', wallet, input.point);
  if (isRejection(amount)) return amount;
  return submitRequest(ctx, caller, site, input, { type: 'D', wallet, pointMinor: amount, channel: 'BANK' });
}

/**
 * POST /dnw/apply (W), /dnw/withdraw/apply: a withdrawal request, reserved at once. A coin goes to the
 * address given, or to the member's registered withdrawal address (POST /wallet/generate).
 */
export async function requestWithdrawal(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
  input: { walletType?: string; point: string; address?: string; requestId?: string; body: unknown },
): Promise<dnw.DnwHistory | Rejection> {
  const wallet = dnwWallet(site, 'withdraw', input.walletType);
  if (isRejection(wallet)) return wallet;
  const amount = dnwAmount(site, 'withdraw', wallet, input.point);
  if (isRejection(amount)) return amount;
  let address: string | null = null;
  if (wallet.kind === 'COIN') {
    address = input.address ?? (await registeredAddress(ctx.db, caller, wallet.walletType));
    if (address === null) return reject('WITHDRAW_ADDRESS_REQUIRED');
  }
  return submitRequest(ctx, caller, site, input, {
    type: 'W',
    wallet,
    pointMinor: amount,
    channel: 'BANK',
    address,
    reserve: { insufficient: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE' },
    feeMinor: withdrawFee(site, wallet),
  });
}

async function registeredAddress(db: Queryable, caller: MemberCaller, walletType: string) {
  const found = await db.query<{ withdraw_address: string | null }>(
    'SELECT withdraw_address FROM member_wallet_address WHERE member_id = $1 AND site_id = $2 AND wallet_type = $3',
    [caller.memberId, caller.siteId, walletType],
  );
  return found.rows[0]?.withdraw_address ?? null;
}

/** The site's fee for withdrawing a coin (`fees.withdrawFeeByCoin`, published by /fee.json); 0 for BINARY. */
function withdrawFee(site: Site, wallet: SiteWallet): bigint {
  if (wallet.kind !== 'COIN') return 0n;
  const fees = siteSettings(site).fees.withdrawFeeByCoin;
  const fee = Object.hasOwn(fees, wallet.walletType) ? fees[wallet.walletType] : undefined;
  return fee === undefined ? 0n : parseMinor(wallet.asset, fee);
}
