import type { dnw } from '@baro/contracts';
import type { MemberCaller, OperatorCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { isRejection } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { loadAdminDnw } from './admin-rows.ts';
import { toDnwHistory } from './dnw-rows.ts';
import { settleRequest } from './settle.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'market'>;

/**
 * GET /dnw/cancel: the member cancels one of their own pending requests; a reserved withdrawal or
 * sell is released (dnw E). Another member's request, or another site's, is DNW_NOT_FOUND: the id
 * alone grants nothing. Cancelling is naturally idempotent (a cancelled request stays cancelled), so
 * it needs no request id.
 */
export async function cancelRequest(
  ctx: Ctx,
  caller: MemberCaller,
  dnwHistoryId: number,
): Promise<dnw.DnwHistory | Rejection> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const row = await settleRequest(tx, events, {
      siteId: caller.siteId,
      dnwHistoryId,
      decision: 'CANCELLED',
      actor: { kind: 'MEMBER', memberId: caller.memberId },
      nowMs: ctx.clock.nowMs(),
      market: ctx.market,
    });
    return isRejection(row) ? row : toDnwHistory(row);
  });
}

/**
 * POST /admin/dnw/approve and /admin/dnw/reject: an operator of the request's site decides it; the
 * decision, its operator, time and reason are logged in the same transaction as the money it moves.
 */
export async function decideRequest(
  ctx: Ctx,
  caller: OperatorCaller,
  input: { dnwHistoryId: number; decision: 'APPROVED' | 'REJECTED'; reason?: string },
): Promise<dnw.AdminDnw | Rejection> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const row = await settleRequest(tx, events, {
      siteId: caller.siteId,
      dnwHistoryId: input.dnwHistoryId,
      decision: input.decision,
      actor: { kind: 'OPERATOR', adminId: caller.adminId },
      reason: input.reason ?? null,
      nowMs: ctx.clock.nowMs(),
      market: ctx.market,
    });
    if (isRejection(row)) return row;
    const decided = await loadAdminDnw(tx, caller.siteId, row.id);
    if (decided === undefined) throw new Error(`dnw ${row.id} vanished in its own transaction`);
    return decided;
  });
}
