import { formatDisplay, tradeQueue } from '@baro/contracts';
import type { binary } from '@baro/contracts';
import { decideBet, siteFeatures } from '@baro/domain';
import type { BetSide } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { Clock } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { betEscrowAccount, ensureMemberWallet, lockAccounts, transfer } from '../../ledger/index.ts';
import type { Bus } from '../../realtime/bus.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { Site } from '../sites/find-site.ts';
import { moneyAction, rollbackWith } from '../../core/money-action.ts';
import { amountOf } from '../wallet/site-wallets.ts';
import { queueWalletUpdates } from '../wallet/wallet-entry.ts';
import { betRecord, betSelect } from './round-records.ts';
import type { BetRow, RoundPhase } from './round-records.ts';
import { loadRoundOption } from './round-option.ts';
import { roundLockClass } from './round-steps.ts';

export interface PlaceBetContext {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly market: MarketService;
}

export interface PlaceBetBody {
  readonly point: string;
  readonly tradeRoundId: number;
  readonly type: BetSide;
  readonly requestId?: string | undefined;
}

interface RoundForBet {
  trade_option_id: number;
  open_at: Date;
  lock_at: Date;
  close_at: Date;
  phase: RoundPhase;
}

/** The round, after taking its shared advisory lock: the lock step cannot pass until this commits. */
async function lockedRound(tx: Queryable, siteId: number, roundId: number): Promise<RoundForBet | undefined> {
  await tx.query('SELECT pg_advisory_xact_lock_shared($1::int, $2::int)', [roundLockClass, roundId]);
  const rows = await tx.query<RoundForBet>(
    'SELECT trade_option_id, open_at, lock_at, close_at, phase FROM trade_round WHERE id = $1 AND site_id = $2',
    [roundId, siteId],
  );
  return rows.rows[0];
}

/**
 * POST /trade/history/betting: a bet on a round, or more stake on the member's bet of that round
 * (DOMAIN.md §2). Load → decide (`decideBet`, with the server's clock) → write, in one transaction:
 * the bet row and the stake's move from the member's AVAILABLE account to the site's bet escrow (the
 * bet is then in gameWaitPoint until its round settles; docs/ledger-flows.md "Timed-round bet"). The
 * member's wallet is locked first, so two bets of one member run one after the other and each decides
 * on what the other wrote; the transfer's guarded SQL stays the last word on the balance.
 */
export async function placeBet(
  ctx: PlaceBetContext,
  site: Site,
  caller: MemberCaller,
  body: PlaceBetBody,
): Promise<binary.Bet | Rejection> {
  if (!siteFeatures(site).binary) return reject('FEATURE_DISABLED');
  const asset = site.binaryCurrency;
  const stakeMinor = amountOf(asset, body.point);
  if (isRejection(stakeMinor)) return stakeMinor;
  const key = { siteId: site.id, memberId: caller.memberId, requestId: body.requestId, body };
  return moneyAction(ctx, key, async (tx, events) => {
    const round = await lockedRound(tx, site.id, body.tradeRoundId);
    if (round === undefined) return reject('ROUND_NOT_FOUND');
    const option = await loadRoundOption(tx, round.trade_option_id);
    if (option?.running !== true) return reject('OPTION_NOT_TRADABLE');
    const wallet = await ensureMemberWallet(tx, {
      siteId: site.id,
      memberId: caller.memberId,
      walletType: 'BINARY',
      asset,
    });
    const escrow = await betEscrowAccount(tx, { siteId: site.id, asset, memberId: caller.memberId });
    // Both accounts the stake moves between, in the one global order (ledger/accounts.ts).
    await lockAccounts(tx, [wallet.availableAccountId, escrow]);
    const existing = await tx.query<{ id: number; side: BetSide; stake: string }>(
      'SELECT id, side, stake::text AS stake FROM trade_bet WHERE trade_round_id = $1 AND member_id = $2',
      [body.tradeRoundId, caller.memberId],
    );
    const mine = existing.rows[0];
    const available = await tx.query<{ balance: string }>(
      'SELECT balance::text AS balance FROM ledger_account WHERE id = $1',
      [wallet.availableAccountId],
    );
    const nowMs = ctx.clock.nowMs();
    const decision = decideBet({
      times: {
        openAtMs: round.open_at.getTime(),
        lockAtMs: round.lock_at.getTime(),
        closeAtMs: round.close_at.getTime(),
      },
      roundOpen: round.phase === 'OPEN',
      terms: option.terms,
      existing: mine === undefined ? null : { side: mine.side, stakeMinor: BigInt(mine.stake) },
      side: body.type,
      stakeMinor,
      availableMinor: BigInt(available.rows[0]?.balance ?? '0'),
      nowMs,
    });
    if (!decision.ok) {
      const limit = decision.limitMinor;
      return reject(
        decision.code,
        limit === undefined ? {} : { params: { amount: formatDisplay(asset, limit) } },
      );
    }
    const betId = await writeBet(tx, {
      site,
      caller,
      availableAccountId: wallet.availableAccountId,
      round: body.tradeRoundId,
      option: round.trade_option_id,
      mine,
      body,
      asset,
      stakeMinor,
      nowMs,
    });
    const staked = await transfer(tx, {
      siteId: site.id,
      asset,
      debitAccountId: wallet.availableAccountId,
      creditAccountId: escrow,
      amountMinor: stakeMinor,
      ref: `bet:${betId}`,
    });
    if (isRejection(staked)) rollbackWith(reject('INSUFFICIENT_BALANCE'));
    const row = (await tx.query<BetRow>(`${betSelect} WHERE b.id = $1`, [betId])).rows[0];
    if (row === undefined) throw new Error(`Bet ${betId} vanished inside its own transaction.`);
    const bet = betRecord(row);
    events.publish(tradeQueue, { type: 'BET_PLACED', bet }, { kind: 'member', memberId: caller.memberId });
    await queueWalletUpdates(tx, events, {
      siteId: site.id,
      memberId: caller.memberId,
      walletTypes: ['BINARY'],
      market: ctx.market,
    });
    return bet;
  });
}

async function writeBet(
  tx: Queryable,
  input: {
    site: Site;
    caller: MemberCaller;
    availableAccountId: number;
    round: number;
    option: number;
    mine: { id: number } | undefined;
    body: PlaceBetBody;
    asset: string;
    stakeMinor: bigint;
    nowMs: number;
  },
): Promise<number> {
  const now = new Date(input.nowMs);
  if (input.mine !== undefined) {
    await tx.query('UPDATE trade_bet SET stake = stake + $2::numeric, updated_at = $3 WHERE id = $1', [
      input.mine.id,
      input.stakeMinor.toString(),
      now,
    ]);
    return input.mine.id;
  }
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO trade_bet (site_id, member_id, trade_option_id, trade_round_id, side, asset, stake, created_at,
       updated_at, available_account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $8, $9) RETURNING id`,
    [
      input.site.id,
      input.caller.memberId,
      input.option,
      input.round,
      input.body.type,
      input.asset,
      input.stakeMinor.toString(),
      now,
      input.availableAccountId,
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('The bet row was not written.');
  return id;
}
