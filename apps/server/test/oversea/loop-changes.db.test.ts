import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/database.ts';
import type { OverseaLoop } from '../../src/modules/oversea/oversea-loop.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import type { OverseaFixture } from './oversea-fixture.ts';
import {
  binaryAndClearing,
  openWithSteppedOverseaLoop,
  placeOversea,
  stepAt,
  takeFromBinary,
} from './stepped-loop.ts';

// What the overseas trigger loop reads between its looks (migration 0029, change-watch.ts,
// point-watch.ts): a change committed long after its transaction began is still read, however much
// happened meanwhile. It once read rows by the application's `updated_at` with a 5-second look-back,
// and points by posting id with a 10,000-id look-back: a change held up longer than that (a lock wait
// behind a round's settlement, which writes 100,000 postings) was never seen until a restart.
// PostgreSQL only: PGlite runs one transaction at a time, so nothing commits behind anything there.

const NQ = 2_500_000;

let f: OverseaFixture;
let loop: OverseaLoop;

beforeAll(async () => {
  ({ f, loop } = await openWithSteppedOverseaLoop({ NQ, CL: 7_500 }));
});
afterAll(async () => {
  await loop.stop();
  await f.close();
});

/** A new NQ price one second on, and a loop step. */
const tickAndStep = (price: number) => stepAt(f, loop, 'NQ', price);

/** Ten seconds on, and someone else's trade stamped then, with the loop stepping through it. */
async function laterTrade(): Promise<void> {
  f.clock.advanceMs(10_000);
  await placeOversea(f, await f.member(), { tradeType: 'SHORT', marketType: 'MARKET', qty: 1 });
  await loop.step();
}

/**
 * Runs `write` in a transaction that commits only once `meanwhile` is done: the change is made first,
 * its commit last, as a transaction held up behind a lock would.
 */
async function committedLate(
  write: (tx: Queryable) => Promise<void>,
  meanwhile: () => Promise<void>,
): Promise<void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let written = (): void => undefined;
  const done = new Promise<void>((resolve) => (written = resolve));
  const late = f.t.db.transaction(async (tx) => {
    await write(tx);
    written();
    await released;
  });
  await done;
  try {
    await meanwhile();
  } finally {
    release();
    await late;
  }
}

/**
 * `count` postings of 1 won on another member's BINARY wallet, to and fro, committed at once: the
 * ids a round's settlement takes, its balances left as they were.
 */
async function manyPostings(count: number): Promise<void> {
  const other = await f.member();
  const { walletId, clearingId } = await binaryAndClearing(f, f.t.db, other.id);
  await f.t.db.query(
    `INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, ref)
     SELECT $1, 'KRW', CASE WHEN n % 2 = 0 THEN $2::bigint ELSE $3::bigint END,
       CASE WHEN n % 2 = 0 THEN $3::bigint ELSE $2::bigint END, 1, 'test:settlement'
     FROM generate_series(1, $4::int) AS n`,
    [f.site.id, walletId, clearingId, count],
  );
}

describe.skipIf(testDatabaseKind() === 'pglite')('a change committed long after it was written', () => {
  it('a TP moved nearer is read by the next look however late it commits, and fires there', async () => {
    await tickAndStep(NQ);
    const m = await f.member();
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1, tpTick: 20 });
    await tickAndStep(NQ);
    const position = await f.t.db.query<{ id: number }>(
      `SELECT id FROM oversea_position WHERE member_id = $1 AND status = 'OPEN'`,
      [m.id],
    );
    // The TP moved from 20 ticks to 10, stamped now, committed only after two later trades.
    await committedLate(
      async (tx) => {
        await tx.query('UPDATE oversea_position SET tp_tick = 10, updated_at = $2 WHERE id = $1', [
          position.rows[0]!.id,
          new Date(f.clock.nowMs()),
        ]);
      },
      async () => {
        await laterTrade();
        await laterTrade();
      },
    );
    f.overseaEvents();
    // Ten ticks up: the TP as it now stands.
    await tickAndStep(NQ + 250);
    expect(f.overseaEvents(m).map((event) => [event.type, event.marketType])).toEqual([
      ['ORDER_FILLED', 'TAKEPROFIT'],
      ['POSITION_CLOSE', 'TAKEPROFIT'],
    ]);
    expect(await f.invariants()).toEqual([]);
  });

  it('a point taken behind 12,000 later postings is read by the next look and cuts at an unchanged price', async () => {
    await tickAndStep(NQ);
    const m = await f.member(2_000_000n);
    await placeOversea(f, m, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    // Point 995,000; NQ −200 ticks: equity 1,995,000 − 1,400,000 = 595,000 > 300,000.
    expect(await tickAndStep(NQ - 5_000)).toEqual([]);
    f.overseaEvents();
    // 300,000 taken (its posting's id taken now), committed only after 12,000 later postings on
    // another member's BINARY wallet have committed and the loop has read them.
    await committedLate(
      (tx) => takeFromBinary(f, m, 300_000n, tx),
      async () => {
        await manyPostings(12_000);
        f.clock.advanceMs(1_000);
        await loop.step();
      },
    );
    // Point 695,000: equity 295,000 ≤ 300,000, cut at the same price once the loop reads the point.
    f.clock.advanceMs(1_000);
    const written = await loop.step();
    expect(written.map((w) => w.type)).toEqual(['POSITION_LIQUID']);
    expect(await f.binary(m.id)).toEqual([290_000n, 0n]);
    expect(await f.invariants()).toEqual([]);
  });
});
