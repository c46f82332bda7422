import { fundingFeeMinor } from '@baro/domain';
import type { Database } from '../../db/database.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { availableBalance, lockFuturesAccounts, move } from './futures-ledger.ts';
import { queueCrossUpdate } from './futures-events.ts';
import type { MarkSource } from './feed-prices.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { directionOf } from './position-records.ts';
import type { DecidingTick } from './position-writes.ts';
import { yieldToEventLoop } from './yield-to-event-loop.ts';

export interface FundingRound {
  readonly option: FuturesOptionTerms;
  /** The funding time (00, 08 or 16 UTC) being settled. */
  readonly fundingAtMs: number;
  readonly ratePpm: bigint;
  /** The mark tick that decided it (DOMAIN.md §0): its price is the mark the notional is valued at. */
  readonly tick: DecidingTick;
  readonly nowMs: number;
  readonly marks: MarkSource;
}

/**
 * Settles one funding time of one option (DOMAIN.md §3): every position open at that time pays (or
 * receives) `d × notional at mark × rate`, each in its own transaction, once: the `futures_funding`
 * row is unique per position and time, so a settler that runs again after a restart skips what is
 * done. A payment comes from the wallet, then from the position's margin, and what neither holds is
 * paid by INSURANCE (no member below zero); a receipt is paid by the house. `minusFundingFee` adds up.
 */
export async function settleFunding(ctx: { db: Database; bus: Bus }, round: FundingRound): Promise<number> {
  const due = await ctx.db.query<{ id: number }>(
    `SELECT p.id FROM futures_position p
     WHERE p.futures_option_id = $1 AND p.status = 'OPEN' AND p.opened_at <= $2
       AND NOT EXISTS (SELECT 1 FROM futures_funding f WHERE f.futures_position_id = p.id AND f.funding_at = $2)
     ORDER BY p.id`,
    [round.option.id, new Date(round.fundingAtMs)],
  );
  let settled = 0;
  for (const { id } of due.rows) {
    await yieldToEventLoop();
    if (await settleOne(ctx, round, id)) settled += 1;
  }
  return settled;
}

async function settleOne(
  ctx: { db: Database; bus: Bus },
  round: FundingRound,
  positionId: number,
): Promise<boolean> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const owner = await tx.query<{ site_id: number; member_id: number }>(
      "SELECT site_id, member_id FROM futures_position WHERE id = $1 AND status = 'OPEN'",
      [positionId],
    );
    const found = owner.rows[0];
    if (found === undefined) return false;
    const accounts = await lockFuturesAccounts(tx, found.site_id, found.member_id);
    const rows = await tx.query<{
      trade_type: 'LONG' | 'SHORT';
      qty: string;
      entry_price: string;
      margin: string;
    }>(
      `SELECT trade_type, qty::text AS qty, entry_price::text AS entry_price, margin::text AS margin
       FROM futures_position WHERE id = $1 AND status = 'OPEN' FOR UPDATE`,
      [positionId],
    );
    const position = rows.rows[0];
    if (position === undefined) return false;
    const fee = fundingFeeMinor(
      directionOf(position.trade_type),
      BigInt(position.qty),
      Number(position.entry_price),
      round.tick.price,
      round.ratePpm,
    );
    const recorded = await tx.query(
      `INSERT INTO futures_funding (site_id, member_id, futures_position_id, funding_at, rate_ppm, mark_price,
         mark_source, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric) ON CONFLICT DO NOTHING RETURNING id`,
      [
        found.site_id,
        found.member_id,
        positionId,
        new Date(round.fundingAtMs),
        Number(round.ratePpm),
        round.tick.price,
        round.tick.source,
        fee.toString(),
      ],
    );
    if (recorded.rows.length === 0) return false;
    const ref = `futures-funding:${positionId}:${round.fundingAtMs}`;
    let fromMargin = 0n;
    if (fee < 0n) {
      await move(tx, accounts, {
        from: accounts.house,
        to: accounts.available,
        amountMinor: -fee,
        ref,
        dnwType: 'C',
      });
    } else if (fee > 0n) {
      const available = await availableBalance(tx, accounts);
      const fromWallet = fee < available ? fee : available;
      const margin = BigInt(position.margin);
      fromMargin = fee - fromWallet < margin ? fee - fromWallet : margin;
      const gap = fee - fromWallet - fromMargin;
      await move(tx, accounts, {
        from: accounts.available,
        to: accounts.house,
        amountMinor: fromWallet,
        ref,
        dnwType: 'C',
      });
      await move(tx, accounts, { from: accounts.margin, to: accounts.house, amountMinor: fromMargin, ref });
      await move(tx, accounts, { from: accounts.insurance, to: accounts.house, amountMinor: gap, ref });
    }
    await tx.query(
      `UPDATE futures_position SET changed_at = now(), minus_funding_fee = minus_funding_fee + $2::numeric,
         margin = margin - $3::numeric, updated_at = $4 WHERE id = $1`,
      [positionId, fee.toString(), fromMargin.toString(), new Date(round.nowMs)],
    );
    await queueCrossUpdate(tx, events, found.member_id, round.marks);
    return true;
  });
}
