import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/db/migrate.ts';
import { syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { insertSite } from '../support/seed-site.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { insertTradeOption, L, openRoundsFixture, T0 } from './rounds-fixture.ts';
import type { RoundsFixture } from './rounds-fixture.ts';

// Rounds numbered per option (issue 14 §5): "#1, #2, #3" of one option read in order whatever the
// site's other options open meanwhile, continue after a restart, and are given to existing rounds by
// migration 0012. And a round nobody bet on is logged at debug, not info.

let f: RoundsFixture;

beforeEach(async () => {
  f = await openRoundsFixture();
});
afterEach(async () => {
  await f.close();
});

async function numbersOf(optionId: number): Promise<number[]> {
  const rows = await f.t.db.query<{ round_no: number }>(
    'SELECT round_no FROM trade_round WHERE trade_option_id = $1 ORDER BY open_at',
    [optionId],
  );
  return rows.rows.map((row) => row.round_no);
}

describe('round numbers', () => {
  it('numbers each option’s rounds 1, 2, 3 in open order, two options independently, and shows them on the wire', async () => {
    const other = await insertTradeOption(f.t.db, f.site.id, { type: 'R1', roundMs: 60_000 });
    const first = f.roundClock();
    const second = f.roundClock(other);
    for (let pass = 0; pass < 5; pass += 1) {
      if (pass > 0) f.clock.advanceMs(L);
      await first.runDue();
      await second.runDue();
    }
    // Passes at T0 + 1 s, + 31 s, … + 121 s: 30 s rounds opened at T0, +30 … +120; 60 s ones at T0, +60, +120.
    expect(await numbersOf(f.optionId)).toEqual([1, 2, 3, 4, 5]);
    expect(await numbersOf(other)).toEqual([1, 2, 3]);
    const current = await f.get('/trade/game/current', { tradeOptionId: f.optionId });
    expect(current.statusCode).toBe(200);
    const body = current.json<{ current: { roundNo: number }; live: { roundNo: number } }>();
    expect(body.current.roundNo).toBe(5);
    expect(body.live.roundNo).toBe(4);
  });

  it('continues the numbering after a restart, without gaps for rounds no clock opened', async () => {
    await f.roundClock().runDue();
    f.clock.advanceMs(L);
    await f.roundClock().runDue();
    expect(await numbersOf(f.optionId)).toEqual([1, 2]);
    // The process is away for ten rounds; a new clock opens the round taking bets now as the next one.
    f.clock.advanceMs(10 * L);
    await f.roundClock().runDue();
    expect(await numbersOf(f.optionId)).toEqual([1, 2, 3]);
  });

  it('gives one number once when two clocks of an option open the same round', async () => {
    await Promise.all([f.roundClock().runDue(), f.roundClock().runDue()]);
    f.clock.advanceMs(L);
    await Promise.all([f.roundClock().runDue(), f.roundClock().runDue()]);
    expect(await numbersOf(f.optionId)).toEqual([1, 2]);
  });
});

describe('migration 0012', () => {
  // A second database of its own: slow on a busy machine.
  it(
    'numbers the rounds that exist, per option, in the order of their open time',
    { timeout: 120_000 },
    async () => {
      const db = await openTestDatabase(loadMigrations().filter((migration) => migration.version < 12));
      try {
        await syncInstrumentCatalogue(db);
        const site = await insertSite(db, { type: '000001' });
        const a = await insertTradeOption(db, site.id);
        const b = await insertTradeOption(db, site.id, { type: 'R1' });
        // Inserted out of time order and interleaved, as ids of two options' clocks would be.
        for (const [option, openAt] of [
          [a, T0 + 2 * L],
          [b, T0],
          [a, T0],
          [b, T0 + 2 * L],
          [a, T0 + L],
        ] as const) {
          await db.query(
            `INSERT INTO trade_round (site_id, trade_option_id, open_at, lock_at, close_at, payout)
           VALUES ($1, $2, $3, $4, $5, 1.95)`,
            [site.id, option, new Date(openAt), new Date(openAt + L), new Date(openAt + 2 * L)],
          );
        }
        await migrate(db);
        const rows = await db.query<{ option: number; open_at: Date; round_no: number }>(
          'SELECT trade_option_id AS option, open_at, round_no FROM trade_round ORDER BY trade_option_id, open_at',
        );
        expect(rows.rows.map((row) => [row.option, row.open_at.getTime() - T0, row.round_no])).toEqual([
          [a, 0, 1],
          [a, L, 2],
          [a, 2 * L, 3],
          [b, 0, 1],
          [b, 2 * L, 2],
        ]);
      } finally {
        await db.close();
      }
    },
  );
});

interface LogLine {
  level: number;
  msg: string;
  tradeRoundId?: number;
  bets?: number;
}

/** A pino logger at debug whose lines are kept, parsed. */
function capturedLog() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line !== '') lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { log: pino({ level: 'debug' }, sink), lines };
}

describe('round log lines', () => {
  it('logs the settlement of a round without bets at debug, and of a round with bets at info', async () => {
    const { log, lines } = capturedLog();
    const member = await f.member();
    const clock = f.roundClock(f.optionId, log);
    await clock.runDue();
    const firstRound = await f.roundAt(T0);
    f.clock.advanceMs(L);
    await clock.runDue();
    const secondRound = await f.roundAt(T0 + L);
    const placed = await f.bet(member, { tradeRoundId: secondRound!.id, type: 'B', point: '10000' });
    expect(placed.statusCode).toBe(200);
    // The bet names its round's number too, so a history row reads "#2" like the countdown.
    expect(placed.json<{ roundNo: number }>().roundNo).toBe(2);
    f.tick(650_000, T0 + L);
    f.tick(650_100, T0 + 2 * L);
    f.tick(650_200, T0 + 3 * L);
    f.clock.advanceMs(2 * L + 1_000);
    await clock.runDue();
    const settled = lines.filter((line) => line.msg === 'round settled');
    expect(settled.map((line) => [line.level, line.tradeRoundId, line.bets])).toEqual([
      [20, firstRound!.id, 0],
      [30, secondRound!.id, 1],
    ]);
    expect(lines.filter((line) => line.level >= 30 && line.msg === 'settling round')).toEqual([]);
  });
});
