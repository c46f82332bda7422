import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../../src/db/database.ts';
import type { Database } from '../../src/db/database.ts';
import { syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { insertFuturesOption } from './futures-fixture.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

// Migration 0017: futures_order's keys (site, member, option, position, hold) are checked once per
// statement instead of by five foreign-key triggers per row (the liquidation sweep inserts thousands
// of orders in one statement). The guarantee is the keys': an order names rows that exist, and a named
// row is not deleted and keeps its id.

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the statement to fail'),
    (error: unknown) => error,
  );
}

describe(`futures_order keys (${testDatabaseKind()})`, () => {
  let db: Database;
  let siteId: number;
  let memberId: number;
  let optionId: number;
  let positionId: number;
  const missing = 987_654;

  beforeAll(async () => {
    db = await openTestDatabase();
    await syncInstrumentCatalogue(db);
    siteId = (await insertSite(db, { code: 'keys' })).id;
    memberId = await insertMember(db, siteId, 'keys');
    optionId = await insertFuturesOption(db, siteId);
    const position = await db.query<{ id: number }>(
      `INSERT INTO futures_position (site_id, member_id, futures_option_id, trade_type, margin_type, leverage, qty,
         entry_price, margin, opened_at, updated_at)
       VALUES ($1, $2, $3, 'LONG', 'ISOLATED', 10, 100, 500000, 10, now(), now()) RETURNING id`,
      [siteId, memberId, optionId],
    );
    positionId = position.rows[0]!.id;
  });
  afterAll(async () => {
    await db.close();
  });

  /** Inserts TP orders of the position, one per member id given, in one statement. */
  const insertOrders = (members: readonly number[], position: number | null = positionId) =>
    db.query<{ id: number }>(
      `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
         status, qty, stop_price, leverage, margin_type, created_at, updated_at)
       SELECT $1, m, $2, $3, 'SHORT', 'TAKEPROFIT', 'OPEN', 100, 600000, 10, 'ISOLATED', now(), now()
       FROM unnest($4::int[]) m RETURNING id`,
      [siteId, optionId, position, members],
    );

  it('accepts orders that name existing rows, many in one statement', async () => {
    const inserted = await insertOrders([memberId, memberId, memberId]);
    expect(inserted.rows).toHaveLength(3);
  });

  it('refuses, whole, a statement with one order naming a member, site, option, position or hold that does not exist', async () => {
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM futures_order')).rows[0]!.n;
    const before = await count();
    expect(sqlState(await failure(insertOrders([memberId, missing, memberId])))).toBe('23503');
    expect(sqlState(await failure(insertOrders([memberId], missing)))).toBe('23503');
    const [order] = (await insertOrders([memberId])).rows;
    expect(
      sqlState(
        await failure(db.query('UPDATE futures_order SET hold_id = $2 WHERE id = $1', [order!.id, missing])),
      ),
    ).toBe('23503');
    expect(
      sqlState(
        await failure(
          db.query('UPDATE futures_order SET futures_option_id = $2 WHERE id = $1', [order!.id, missing]),
        ),
      ),
    ).toBe('23503');
    expect(
      sqlState(
        await failure(db.query('UPDATE futures_order SET site_id = $2 WHERE id = $1', [order!.id, missing])),
      ),
    ).toBe('23503');
    expect(await count()).toBe(before + 1);
    // An update that changes no key checks nothing and passes.
    await db.query("UPDATE futures_order SET status = 'CANCELLED' WHERE id = $1", [order!.id]);
  });

  it('refuses to delete, or change the id of, a row an order names', async () => {
    expect(
      sqlState(await failure(db.query('DELETE FROM futures_position WHERE id = $1', [positionId]))),
    ).toBe('23503');
    expect(
      sqlState(
        await failure(db.query('UPDATE futures_position SET id = $2 WHERE id = $1', [positionId, missing])),
      ),
    ).toBe('23503');
    expect(sqlState(await failure(db.query('DELETE FROM futures_option WHERE id = $1', [optionId])))).toBe(
      '23503',
    );
    expect(sqlState(await failure(db.query('DELETE FROM member WHERE id = $1', [memberId])))).toBe('23503');
    // A member no order names may still be deleted, as the keys allowed.
    const other = await insertMember(db, siteId, 'unnamed');
    await db.query('DELETE FROM member WHERE id = $1', [other]);
  });
});
