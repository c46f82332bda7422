import { bettingRoundOpenAt, RoundBook } from '@baro/domain';
import type { BetSide, DecidingTick, SettledBet } from '@baro/domain';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { isRejection } from '../../src/core/rejection.ts';
import { syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { MarketService } from '../../src/market/market-service.ts';
import { placeBet } from '../../src/modules/rounds/place-bet.ts';
import { loadRoundOption } from '../../src/modules/rounds/round-option.ts';
import { openRounds } from '../../src/modules/rounds/round-steps.ts';
import { findSiteById } from '../../src/modules/sites/find-site.ts';
import { createInProcessBus } from '../../src/realtime/bus.ts';
import { createMemberSequence } from '../../src/realtime/sequence.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { memberCaller } from '../support/test-app.ts';
import { fundMember, insertTradeOption } from './rounds-fixture.ts';

// The world of the kill test: one binary site, one 30-second option, members with money, and one
// round (opening in the future) with all their bets placed through the real bet module.

export const fundsWon = 5_000_000n;

export interface Placement {
  readonly memberId: number;
  readonly side: BetSide;
  readonly stakeMinor: bigint;
}

export interface KillWorld {
  readonly siteId: number;
  readonly optionId: number;
  readonly roundId: number;
  readonly openAtMs: number;
  readonly memberIds: readonly number[];
  readonly placements: readonly Placement[];
}

/**
 * Seeds the world, then the bets on a round far enough ahead that the bets are all in and a server
 * has started before it locks (the server must record the lock tick live): the round's start is
 * estimated from how long funding the members took, a placement costing about as much.
 */
export async function seedKillWorld(
  db: Database,
  input: { readonly members: number; readonly placementsEach: number },
): Promise<KillWorld> {
  await migrate(db);
  await syncInstrumentCatalogue(db);
  const site = await insertSite(db, { type: '000001' });
  const optionId = await insertTradeOption(db, site.id);
  const started = performance.now();
  const memberIds: number[] = [];
  for (let m = 0; m < input.members; m += 1) {
    const memberId = await insertMember(db, site.id, `killer${m}x`);
    await fundMember(db, site.id, memberId, fundsWon);
    memberIds.push(memberId);
  }
  const perMemberMs = (performance.now() - started) / input.members;
  const betsMs = perMemberMs * input.members * input.placementsEach * 1.5;
  const option = await loadRoundOption(db, optionId);
  const siteRow = await findSiteById(db, site.id);
  if (option === undefined || siteRow === undefined) throw new Error('the seed was not written');
  const roundMs = option.terms.roundMs;
  const openAtMs = bettingRoundOpenAt(Math.ceil(Date.now() + betsMs + 20_000), roundMs) + roundMs;
  const bus = createInProcessBus({ sequence: createMemberSequence(0), onListenerError: () => undefined });
  const [roundId] = await openRounds({ db, bus }, option, [openAtMs], openAtMs);
  if (roundId === undefined) throw new Error('the round was not opened');
  const clock = { nowMs: () => openAtMs + 1_000 };
  // The seed's members hold no overseas positions: a market without instruments values nothing.
  const ctx = { db, bus, clock, market: new MarketService([], { clock }) };
  const placements: Placement[] = [];
  for (const [m, memberId] of memberIds.entries()) {
    const side: BetSide = m % 3 === 0 ? 'S' : 'B';
    for (let p = 0; p < input.placementsEach; p += 1) {
      const stakeMinor = BigInt(1_000 + ((m * 7 + p * 13) % 50) * 101);
      const placed = await placeBet(ctx, siteRow, memberCaller(site.id, memberId), {
        tradeRoundId: roundId,
        type: side,
        point: stakeMinor.toString(),
      });
      if (isRejection(placed)) throw new Error(`seed bet refused: ${placed.code}`);
      placements.push({ memberId, side, stakeMinor });
    }
  }
  return { siteId: site.id, optionId, roundId, openAtMs, memberIds, placements };
}

interface RecordedRound {
  lock_price: number | null;
  lock_tick_at: Date | null;
  lock_source: string | null;
  close_price: number | null;
  close_tick_at: Date | null;
  close_source: string | null;
}

function tickOf(price: number | null, at: Date | null, source: string | null): DecidingTick | null {
  return price === null || at === null || source === null ? null : { price, atMs: at.getTime(), source };
}

/**
 * What an uninterrupted settlement must pay, by the domain's round engine, from the ticks the server
 * recorded for the round: the reference the killed-and-restarted server is held to.
 */
export async function expectedSettlement(db: Database, world: KillWorld): Promise<readonly SettledBet[]> {
  const option = (await loadRoundOption(db, world.optionId))!;
  const rows = await db.query<RecordedRound>('SELECT * FROM trade_round WHERE id = $1', [world.roundId]);
  const round = rows.rows[0]!;
  const engine = new RoundBook(option.terms);
  const { openAtMs } = world;
  const { roundMs } = option.terms;
  engine.openDue(openAtMs + 1_000, { aheadMs: 0, catchUpMs: 0 });
  for (const placement of world.placements) {
    const decision = engine.placeBet({
      memberId: String(placement.memberId),
      openAtMs,
      side: placement.side,
      stakeMinor: placement.stakeMinor,
      availableMinor: fundsWon,
      nowMs: openAtMs + 1_000,
    });
    if (!decision.ok) throw new Error(`the engine refused a seeded bet: ${decision.code}`);
  }
  engine.lock(openAtMs, tickOf(round.lock_price, round.lock_tick_at, round.lock_source), openAtMs + roundMs);
  const closeTick = tickOf(round.close_price, round.close_tick_at, round.close_source);
  return engine.settle(openAtMs, closeTick, openAtMs + 2 * roundMs).bets;
}
