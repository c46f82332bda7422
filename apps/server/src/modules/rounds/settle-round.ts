import { randomUUID } from 'node:crypto';
import { pointQueue, tradeQueue } from '@baro/contracts';
import type { Database } from '../../db/database.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { overseaWalletFiguresOfMembers } from '../oversea/wallet-figures.ts';
import type { LastPrices } from '../oversea/wallet-figures.ts';
import { walletEntry } from '../wallet/wallet-entry.ts';
import { betRecord, betSelect, roundSelect } from './round-records.ts';
import { bettorWallets, settleRoundStakes } from './round-settlement.ts';
import type { BetRow, RoundRow } from './round-records.ts';
import type { RoundOption } from './round-option.ts';
import { publishRound } from './round-steps.ts';
import type { RoundStepContext } from './round-steps.ts';

export interface SettledRound {
  readonly bets: number;
  readonly members: number;
}

/**
 * Settles a closed round in one transaction (DOMAIN.md §2): the round becomes SETTLED, which decides
 * every bet's status and result (`trade_bet_outcome`), and its stakes are paid out of the bet escrow
 * set-based (round-settlement.ts), so `gameWaitPoint` drops and wallets change together. The
 * site's sessions get the round with the commit. Answers null when the round was not closed (settled
 * already, or not yet closed): nothing happens.
 */
export async function settleRoundBooks(
  ctx: RoundStepContext,
  roundId: number,
  option: RoundOption,
  nowMs: number,
): Promise<boolean> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const claimed = await tx.query<{ id: number }>(
      `UPDATE trade_round SET phase = 'SETTLED', settled_at = $2 WHERE id = $1 AND phase = 'CLOSED'
       RETURNING id`,
      [roundId, new Date(nowMs)],
    );
    if (claimed.rows[0] === undefined) return false;
    await settleRoundStakes(tx, {
      siteId: option.siteId,
      asset: option.asset,
      tradeRoundId: roundId,
      transferId: randomUUID(),
    });
    const round = await tx.query<RoundRow>(`${roundSelect} WHERE r.id = $1`, [roundId]);
    if (round.rows[0] !== undefined) publishRound(events, 'ROUND_SETTLE', round.rows[0]);
    return true;
  });
}

/**
 * After the commit, each bettor gets their settled bet and their BINARY wallet as it is now, with
 * the losscut and pnl of their open overseas positions (the same wallet). Read outside the
 * settlement's transaction, so that a round of tens of thousands of bets holds its account locks no
 * longer than the money takes; a settled bet never changes again.
 */
export async function announceSettledBets(
  ctx: { readonly db: Database; readonly bus: Bus; readonly market: LastPrices },
  roundId: number,
  option: RoundOption,
): Promise<SettledRound> {
  const bets = await ctx.db.query<BetRow>(`${betSelect} WHERE b.trade_round_id = $1`, [roundId]);
  for (const row of bets.rows) {
    ctx.bus.publish(
      tradeQueue,
      { type: 'BET_SETTLED', bet: betRecord(row) },
      { kind: 'member', memberId: row.member_id },
    );
  }
  const wallets = await bettorWallets(ctx.db, roundId);
  const figures = await overseaWalletFiguresOfMembers(
    ctx.db,
    ctx.market,
    option.siteId,
    wallets.map((wallet) => wallet.memberId),
  );
  for (const wallet of wallets) {
    const view = {
      type: 'BINARY',
      currency: option.asset,
      point: wallet.point,
      gameWaitPoint: wallet.gameWaitPoint,
      realPoint: wallet.point + wallet.gameWaitPoint,
    };
    ctx.bus.publish(pointQueue, walletEntry(view, null, figures.get(wallet.memberId) ?? null), {
      kind: 'member',
      memberId: wallet.memberId,
    });
  }
  return { bets: bets.rows.length, members: wallets.length };
}

/** Settles a closed round, then announces its bets (both above). Null when the round was not closed. */
export async function settleRound(
  ctx: RoundStepContext & { readonly market: LastPrices },
  roundId: number,
  option: RoundOption,
  nowMs: number,
): Promise<SettledRound | null> {
  if (!(await settleRoundBooks(ctx, roundId, option, nowMs))) return null;
  return announceSettledBets(ctx, roundId, option);
}
