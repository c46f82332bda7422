import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { sqlState } from '../../src/db/database.ts';
import { syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { insertFuturesOption } from './futures-fixture.ts';

// Migration 0026: an order's member and option are checked to be its own site's, each pair in one
// foreign-key lookup (the liquidation sweep writes thousands of orders in one statement).

describe("a futures order's keys", () => {
  let db: Database;
  let site: { member: number; option: number; id: number };
  let other: { member: number; option: number; id: number };
  beforeAll(async () => {
    db = await openTestDatabase();
    await syncInstrumentCatalogue(db);
    const make = async () => {
      const { id } = await insertSite(db);
      return { id, member: await insertMember(db, id), option: await insertFuturesOption(db, id) };
    };
    site = await make();
    other = await make();
  });
  afterAll(async () => {
    await db.close();
  });

  /** Writes a filled MARKET order of `siteId` naming `memberId` and `optionId`; answers the SQLSTATE of a refusal. */
  async function insertOrder(
    siteId: number,
    memberId: number,
    optionId: number,
  ): Promise<string | undefined> {
    try {
      await db.query(
        `INSERT INTO futures_order (site_id, member_id, futures_option_id, trade_type, market_type, status, qty,
           leverage, margin_type, fill_price, fill_tick_at, fill_source, created_at, updated_at)
         VALUES ($1, $2, $3, 'LONG', 'MARKET', 'FILLED', 1, 10, 'ISOLATED', 1, now(), 'test', now(), now())`,
        [siteId, memberId, optionId],
      );
      return undefined;
    } catch (error) {
      return sqlState(error);
    }
  }

  it("take a member and an option of the order's own site", async () => {
    expect(await insertOrder(site.id, site.member, site.option)).toBeUndefined();
  });

  it('refuse a member of another site', async () => {
    expect(await insertOrder(site.id, other.member, site.option)).toBe('23503');
  });

  it('refuse an option of another site', async () => {
    expect(await insertOrder(site.id, site.member, other.option)).toBe('23503');
  });

  it('refuse a site that does not exist', async () => {
    expect(await insertOrder(other.id + 1_000, site.member, site.option)).toBe('23503');
  });
});
