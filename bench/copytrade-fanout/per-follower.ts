import type { FuturesTerms } from '@baro/domain';
import type { Database } from '../../apps/server/src/db/database.ts';
import { planCopyOpen } from '../../apps/server/src/modules/copytrade/copy-open-plan.ts';
import type { TraderFill } from '../../apps/server/src/modules/copytrade/copy-signal.ts';
import {
  availableBalance,
  lockFuturesAccounts,
} from '../../apps/server/src/modules/futures/futures-ledger.ts';
import { lockOpenPosition, openOrAdd } from '../../apps/server/src/modules/futures/position-writes.ts';
import { spendableAfterCrossLosses } from '../../apps/server/src/modules/futures/cross-loss.ts';
import { isRejection } from '../../apps/server/src/core/rejection.ts';

/**
 * The peer of the set-based fan-out: the same copy of one fill for ONE follower, in its own
 * transaction, through the futures module's per-member writes (`lockFuturesAccounts`,
 * `lockOpenPosition`, `openOrAdd`) and the same rule (`planCopyOpen`): what a fan-out that loops over
 * followers would do.
 */
export async function copyOneFollower(
  db: Database,
  input: { fill: TraderFill; traderOrderId: number; followId: number; memberId: number; terms: FuturesTerms },
): Promise<void> {
  const { fill, traderOrderId, followId, memberId, terms } = input;
  await db.transaction(async (tx) => {
    const accounts = await lockFuturesAccounts(tx, fill.siteId, memberId);
    const position = await lockOpenPosition(tx, memberId, fill.optionId);
    const follow = await tx.query<{
      multiply_per: number;
      max_bet: string;
      one_max_bet: string;
      used_bet: string;
    }>(
      `SELECT multiply_per, max_bet::text AS max_bet, one_max_bet::text AS one_max_bet, used_bet::text AS used_bet
       FROM copytrade_follow WHERE id = $1 FOR UPDATE`,
      [followId],
    );
    const row = follow.rows[0];
    if (row === undefined) throw new Error(`follow ${followId} is gone`);
    const plan = planCopyOpen(
      { side: fill.side, margin: fill.margin, leverage: fill.leverage, price: fill.tick.price },
      {
        followId,
        memberId,
        multiplyPer: row.multiply_per,
        maxBet: BigInt(row.max_bet),
        oneMaxBet: BigInt(row.one_max_bet),
        usedBet: BigInt(row.used_bet),
        // As the fan-out: what the wallet has less the follower's CROSS losses, at the fill's price
        // (the seed's followers hold none: the read is the peer's share of the same work).
        available:
          (
            await spendableAfterCrossLosses(
              tx,
              new Map([[memberId, await availableBalance(tx, accounts)]]),
              () => fill.tick.price,
            )
          ).get(memberId) ?? 0n,
        position,
        copy: undefined,
      },
      terms,
    );
    const now = new Date();
    let orderId: number | null = null;
    let positionId: number | null = null;
    if (plan.kind === 'COPIED') {
      const opened = await openOrAdd(tx, accounts, terms, position, {
        siteId: fill.siteId,
        optionId: fill.optionId,
        side: fill.side,
        qty: plan.qty,
        leverage: fill.leverage,
        marginType: 'ISOLATED',
        price: fill.tick.price,
        nowMs: now.getTime(),
        ref: `copytrade-signal:${fill.signalId}`,
      });
      if (isRejection(opened)) throw new Error(opened.code);
      positionId = opened.positionId;
      const order = await tx.query<{ id: number }>(
        `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
           status, qty, leverage, margin_type, margin, fee, realized_pnl, fill_price, fill_tick_at, fill_source,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'MARKET', 'FILLED', $6, $7, 'ISOLATED', $8, $9, 0, $10, $11, $12, $13, $13)
         RETURNING id`,
        [
          fill.siteId,
          memberId,
          fill.optionId,
          positionId,
          fill.side,
          plan.qty.toString(),
          fill.leverage,
          plan.margin.toString(),
          plan.fee.toString(),
          fill.tick.price,
          new Date(fill.tick.atMs),
          fill.tick.source,
          now,
        ],
      );
      orderId = order.rows[0]?.id ?? null;
      await tx.query('UPDATE copytrade_follow SET used_bet = used_bet + $2::numeric WHERE id = $1', [
        followId,
        plan.margin.toString(),
      ]);
    }
    const copy = await tx.query<{ id: number }>(
      `INSERT INTO futures_follower_order (site_id, futures_trader_order_id, follow_id, member_id, futures_option_id,
         futures_position_id, trade_type, leverage, qty, margin, open_price, status, skip_reason, opened_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
      [
        fill.siteId,
        traderOrderId,
        followId,
        memberId,
        fill.optionId,
        positionId,
        fill.side,
        fill.leverage,
        plan.kind === 'COPIED' ? plan.qty.toString() : '0',
        plan.kind === 'COPIED' ? plan.margin.toString() : '0',
        plan.kind === 'COPIED' ? fill.tick.price : null,
        plan.kind === 'COPIED' ? 'OPEN' : 'SKIPPED',
        plan.kind === 'SKIPPED' ? plan.reason : null,
        now,
      ],
    );
    await tx.query(
      `INSERT INTO copytrade_copy_fill (site_id, signal_id, futures_follower_order_id, member_id, trader_member_id, kind,
         outcome, skip_reason, futures_order_id, qty, margin, price, created_at)
       VALUES ($1, $2, $3, $4, $5, 'OPEN', $6, $7, $8, $9, $10, $11, $12)`,
      [
        fill.siteId,
        fill.signalId,
        copy.rows[0]?.id,
        memberId,
        fill.traderMemberId,
        plan.kind,
        plan.kind === 'SKIPPED' ? plan.reason : null,
        orderId,
        plan.kind === 'COPIED' ? plan.qty.toString() : '0',
        plan.kind === 'COPIED' ? plan.margin.toString() : '0',
        fill.tick.price,
        now,
      ],
    );
  });
}
