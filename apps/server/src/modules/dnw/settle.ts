import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { ensureMemberWallet, postHold, systemAccount, transfer, voidHold } from '../../ledger/index.ts';
import { parseAmount } from '../../ledger/index.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { queueWalletUpdates } from '../wallet/wallet-entry.ts';
import { dnwColumns } from './dnw-rows.ts';
import type { DnwRow } from './dnw-rows.ts';

/** Who decides: an operator, the member (cancelling their own request) or a provider's confirmation. */
export type DnwActor =
  | { readonly kind: 'OPERATOR'; readonly adminId: number }
  | { readonly kind: 'MEMBER'; readonly memberId: number }
  | { readonly kind: 'PROVIDER'; readonly provider: string };

export type DnwDecision = 'APPROVED' | 'REJECTED' | 'CANCELLED';

export interface SettleInput {
  readonly siteId: number;
  readonly dnwHistoryId: number;
  readonly decision: DnwDecision;
  readonly actor: DnwActor;
  /** Why, for a rejection; the member sees it as the row's memo. */
  readonly reason?: string | null;
  readonly nowMs: number;
  /** The last prices the BINARY wallet's overseas pnl is pushed at. */
  readonly market: MarketService;
}

/**
 * Settles a pending request inside the caller's transaction (docs/ledger-flows.md): an approval
 * credits a deposit or buy from provider clearing, or posts a withdrawal's or sell's hold to it; a
 * rejection or cancellation voids the hold (dnw E) and moves nothing else.
 *
 * Exactly one decision wins: the status guard `WHERE status = 'PENDING'` lets one transaction take the
 * row, and a concurrent decision waits on the row lock, then finds it settled and is answered
 * DNW_ALREADY_PROCESSED (an operator) or DNW_NOT_CANCELLABLE (the member). The decision log's key
 * (one decision per request) and the hold's own status guard back this up.
 */
export async function settleRequest(
  tx: Queryable,
  events: EventSink,
  input: SettleInput,
): Promise<DnwRow | Rejection> {
  const onlyMemberId = input.actor.kind === 'MEMBER' ? input.actor.memberId : null;
  const taken = await tx.query<DnwRow>(
    `UPDATE dnw_history SET status = $3, processed_at = $4, memo = COALESCE($6, memo)
     WHERE id = $1 AND site_id = $2 AND status = 'PENDING' AND ($5::int IS NULL OR member_id = $5)
     RETURNING ${dnwColumns}`,
    [
      input.dnwHistoryId,
      input.siteId,
      input.decision,
      new Date(input.nowMs),
      onlyMemberId,
      input.reason ?? null,
    ],
  );
  const row = taken.rows[0];
  if (row === undefined) return whyNotSettled(tx, input, onlyMemberId);
  const moved = await moveMoney(tx, row, input.decision);
  if (moved !== null) {
    await tx.query('UPDATE dnw_history SET transfer_id = COALESCE(transfer_id, $2::uuid) WHERE id = $1', [
      row.id,
      moved,
    ]);
  }
  await logDecision(tx, input);
  if (moved !== null) {
    await queueWalletUpdates(tx, events, {
      siteId: row.site_id,
      memberId: row.member_id,
      walletTypes: [row.wallet_type],
      market: input.market,
    });
  }
  return row;
}

/** The refusal for a request the guard did not take: unknown to this caller, or no longer pending. */
async function whyNotSettled(tx: Queryable, input: SettleInput, onlyMemberId: number | null) {
  const found = await tx.query<{ status: string }>(
    'SELECT status FROM dnw_history WHERE id = $1 AND site_id = $2 AND ($3::int IS NULL OR member_id = $3)',
    [input.dnwHistoryId, input.siteId, onlyMemberId],
  );
  if (found.rows[0] === undefined) return reject('DNW_NOT_FOUND');
  return reject(input.actor.kind === 'MEMBER' ? 'DNW_NOT_CANCELLABLE' : 'DNW_ALREADY_PROCESSED');
}

/** The postings of a decision; answers their transfer id, or null when no money moves. */
async function moveMoney(tx: Queryable, row: DnwRow, decision: DnwDecision): Promise<string | null> {
  const ref = `dnw:${row.id}`;
  if (decision !== 'APPROVED') {
    if (row.hold_id === null) return null;
    const voided = await voidHold(tx, { holdId: row.hold_id, dnwType: 'E', ref });
    // The row's guard already made this the only decision; an open hold is this request's invariant.
    if (isRejection(voided)) throw new Error(`Hold ${row.hold_id} of dnw ${row.id} was not open.`);
    if (row.fee !== null) await refundFee(tx, row, voided.transferId);
    return voided.transferId;
  }
  const clearing = await systemAccount(tx, {
    siteId: row.site_id,
    asset: row.asset,
    kind: 'PROVIDER_CLEARING',
    shardKey: row.member_id,
  });
  const amountMinor = parseAmount(row.point);
  if (row.hold_id !== null) {
    const posted = await postHold(tx, { holdId: row.hold_id, creditAccountId: clearing, amountMinor, ref });
    if (isRejection(posted)) throw new Error(`Hold ${row.hold_id} of dnw ${row.id} was not open.`);
    return posted.transferId;
  }
  const wallet = await ensureMemberWallet(tx, {
    siteId: row.site_id,
    memberId: row.member_id,
    walletType: row.wallet_type,
    asset: row.asset,
  });
  const credited = await transfer(tx, {
    siteId: row.site_id,
    asset: row.asset,
    debitAccountId: clearing,
    creditAccountId: wallet.availableAccountId,
    amountMinor,
    dnwType: row.type,
    ref,
  });
  // Clearing is a system account, which the guard never refuses.
  if (isRejection(credited)) throw new Error(`Provider clearing refused to credit dnw ${row.id}.`);
  return credited.transferId;
}

/** Gives a withdrawal's fee back from FEE (dnw E) when the withdrawal does not go out. */
async function refundFee(tx: Queryable, row: DnwRow, transferId: string): Promise<void> {
  const fee = await systemAccount(tx, {
    siteId: row.site_id,
    asset: row.asset,
    kind: 'FEE',
    shardKey: row.member_id,
  });
  const wallet = await ensureMemberWallet(tx, {
    siteId: row.site_id,
    memberId: row.member_id,
    walletType: row.wallet_type,
    asset: row.asset,
  });
  const refunded = await transfer(tx, {
    siteId: row.site_id,
    asset: row.asset,
    debitAccountId: fee,
    creditAccountId: wallet.availableAccountId,
    amountMinor: parseAmount(row.fee ?? '0'),
    transferId,
    dnwType: 'E',
    ref: `dnw:${row.id}`,
  });
  // FEE is a system account, which the guard never refuses.
  if (isRejection(refunded)) throw new Error(`The fee account refused to refund dnw ${row.id}.`);
}

async function logDecision(tx: Queryable, input: SettleInput): Promise<void> {
  const { actor } = input;
  await tx.query(
    `INSERT INTO dnw_decision (dnw_history_id, site_id, decision, actor_kind, admin_id, member_id, provider,
       reason, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      input.dnwHistoryId,
      input.siteId,
      input.decision,
      actor.kind,
      actor.kind === 'OPERATOR' ? actor.adminId : null,
      actor.kind === 'MEMBER' ? actor.memberId : null,
      actor.kind === 'PROVIDER' ? actor.provider : null,
      input.reason ?? null,
      new Date(input.nowMs),
    ],
  );
}
