import type { Database } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { isRejection } from '../../apps/server/src/core/rejection.ts';
import { ensureMemberWallet, systemAccount, transfer } from '../../apps/server/src/ledger/index.ts';
import { syncInstrumentCatalogue } from '../../apps/server/src/market/instrument-catalogue.ts';
import { MarketService } from '../../apps/server/src/market/market-service.ts';
import { placeBet } from '../../apps/server/src/modules/rounds/place-bet.ts';
import { loadRoundOption } from '../../apps/server/src/modules/rounds/round-option.ts';
import { closeRound, lockRound, openRounds } from '../../apps/server/src/modules/rounds/round-steps.ts';
import { findSiteById } from '../../apps/server/src/modules/sites/find-site.ts';
import { createInProcessBus } from '../../apps/server/src/realtime/bus.ts';
import { createMemberSequence } from '../../apps/server/src/realtime/sequence.ts';

/** 2026-11-25 01:00:00 UTC: the round every run settles opens here. */
export const roundOpenAtMs = Date.UTC(2026, 10, 25, 1, 0, 0);
const roundMs = 30_000;

export interface SeededRound {
  readonly siteId: number;
  readonly optionId: number;
  readonly roundId: number;
  readonly bets: number;
}

function firstId(rows: readonly { id: number }[]): number {
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('an insert returned no row');
  return id;
}

export function benchBus() {
  return createInProcessBus({ sequence: createMemberSequence(0), onListenerError: () => undefined });
}

async function inParallel(
  count: number,
  workers: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < count; index = next++) await work(index);
    }),
  );
}

/**
 * One closed round of `bets` bets, one per member, each placed through the server's own bet module
 * (so the postings and rows are exactly what members' bets make): two in three buy, one in
 * three sell, stakes 1,000–50,999 won. The close is above the lock, so the buyers win.
 * Seeding commits asynchronously (`synchronous_commit=off` on its own connections): it is not what is
 * measured, and the cluster stays durable for the runs.
 */
export async function seedRound(url: string, bets: number, workers = 8): Promise<SeededRound> {
  const seedUrl = new URL(url);
  seedUrl.searchParams.set('options', '-c synchronous_commit=off');
  const db = openPostgres({ connectionString: seedUrl.toString(), poolSizeMax: workers + 2 });
  try {
    await migrate(db);
    await syncInstrumentCatalogue(db);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO site_info (code, name, type, binary_currency) VALUES ('bench', 'bench', '000001', 'KRW') RETURNING id`,
    );
    const site = await findSiteById(db, firstId(inserted.rows));
    if (site === undefined) throw new Error('the bench site was not written');
    const option = await db.query<{ id: number }>(
      `INSERT INTO trade_option (site_id, stock, type, round_length_ms, payout, min_point, max_point)
       VALUES ($1, 'BTCUSDT', 'R.5', $2, 1.95, 1000, 1000000) RETURNING id`,
      [site.id, roundMs],
    );
    const optionId = firstId(option.rows);
    const roundOption = await loadRoundOption(db, optionId);
    if (roundOption === undefined) throw new Error('the bench option was not written');
    const bus = benchBus();
    const [roundId] = await openRounds({ db, bus }, roundOption, [roundOpenAtMs], roundOpenAtMs);
    if (roundId === undefined) throw new Error('the round was not opened');
    const clock = { nowMs: () => roundOpenAtMs + 1_000 };
    // The bench's bettors hold no overseas positions: a market without instruments values nothing.
    const ctx = { db, bus, clock, market: new MarketService([], { clock }) };
    await inParallel(bets, workers, async (index) => {
      const memberId = await fundedMember(db, site.id, index);
      const placed = await placeBet(
        ctx,
        site,
        { kind: 'member', memberId, siteId: site.id, username: `b${index}`, sessionId: 'bench' },
        {
          tradeRoundId: roundId,
          type: index % 3 === 0 ? 'S' : 'B',
          point: String(1_000 + (index % 500) * 100),
        },
      );
      if (isRejection(placed)) throw new Error(`bet ${index} refused: ${placed.code}`);
    });
    const tick = (price: number, atMs: number) => ({ price, atMs, source: 'bench' });
    const lockAtMs = roundOpenAtMs + roundMs;
    await lockRound(
      { db, bus },
      { id: roundId, lockAtMs },
      tick(650_000, lockAtMs - 500),
      roundOption,
      lockAtMs + 1_000,
    );
    await closeRound(
      db,
      roundId,
      tick(650_100, lockAtMs + roundMs - 500),
      roundOption,
      lockAtMs + roundMs + 1_000,
    );
    // Statistics as autovacuum keeps them on a running server. Fresh tables have none, and the
    // foreign-key checks then plan sequential scans: every posting would scan the accounts.
    await db.query('ANALYZE');
    return { siteId: site.id, optionId, roundId, bets };
  } finally {
    await db.close();
  }
}

async function fundedMember(db: Database, siteId: number, index: number): Promise<number> {
  const member = await db.query<{ id: number }>(
    `INSERT INTO member (site_id, username, password_hash, name) VALUES ($1, $2, 'x', $2) RETURNING id`,
    [siteId, `bettor${index}`],
  );
  const memberId = firstId(member.rows);
  await db.transaction(async (tx) => {
    const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'BINARY', asset: 'KRW' });
    const clearing = await systemAccount(tx, {
      siteId,
      asset: 'KRW',
      kind: 'PROVIDER_CLEARING',
      shardKey: memberId,
    });
    const moved = await transfer(tx, {
      siteId,
      asset: 'KRW',
      debitAccountId: clearing,
      creditAccountId: wallet.availableAccountId,
      amountMinor: 1_000_000n,
      dnwType: 'D',
      ref: 'bench:funding',
    });
    if (isRejection(moved)) throw new Error(moved.code);
  });
  return memberId;
}
