import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { sqlState } from '../../src/db/database.ts';
import { syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { insertFuturesOption, insertOpenLong } from './futures-fixture.ts';

// Migrations 0026 and 0030: an order's and a position's member and option are checked to be their
// own site's, each pair in one foreign-key lookup; an order that names a position is checked through
// it, in one lookup for its member, option and site (the liquidation sweep writes thousands of orders
// in one statement).

interface Tenant {
  readonly id: number;
  readonly member: number;
  readonly otherMember: number;
  readonly option: number;
  readonly otherOption: number;
}

/** The SQLSTATE `write` failed with, or undefined when it succeeded. */
async function refusal(write: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await write();
    return undefined;
  } catch (error) {
    return sqlState(error);
  }
}

describe("futures keys: an order's and a position's site, member and option", () => {
  let db: Database;
  let site: Tenant;
  let other: Tenant;
  beforeAll(async () => {
    db = await openTestDatabase();
    await syncInstrumentCatalogue(db);
    const make = async (): Promise<Tenant> => {
      const { id } = await insertSite(db);
      return {
        id,
        member: await insertMember(db, id),
        otherMember: await insertMember(db, id),
        option: await insertFuturesOption(db, id),
        otherOption: await insertFuturesOption(db, id, { stock: 'ETHUSDT' }),
      };
    };
    site = await make();
    other = await make();
  });
  afterAll(async () => {
    await db.close();
  });

  const insertPosition = (siteId: number, memberId: number, optionId: number) =>
    insertOpenLong(db, 'futures_position', siteId, memberId, optionId);

  /** Writes a filled MARKET order of `siteId` naming `memberId`, `optionId` and maybe a position. */
  function insertOrder(siteId: number, memberId: number, optionId: number, positionId: number | null = null) {
    return db.query(
      `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
         status, qty, leverage, margin_type, fill_price, fill_tick_at, fill_source, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'LONG', 'MARKET', 'FILLED', 1, 10, 'ISOLATED', 1, now(), 'test', now(), now())`,
      [siteId, memberId, optionId, positionId],
    );
  }

  describe('an order without a position', () => {
    it("takes a member and an option of the order's own site", async () => {
      expect(await refusal(() => insertOrder(site.id, site.member, site.option))).toBeUndefined();
    });

    it('refuses a member of another site', async () => {
      expect(await refusal(() => insertOrder(site.id, other.member, site.option))).toBe('23503');
    });

    it('refuses an option of another site', async () => {
      expect(await refusal(() => insertOrder(site.id, site.member, other.option))).toBe('23503');
    });

    it('refuses a site that does not exist', async () => {
      expect(await refusal(() => insertOrder(other.id + 1_000, site.member, site.option))).toBe('23503');
    });
  });

  describe('a position', () => {
    it('refuses a member of another site', async () => {
      expect(await refusal(() => insertPosition(site.id, other.member, site.option))).toBe('23503');
    });

    it('refuses an option of another site', async () => {
      expect(await refusal(() => insertPosition(site.id, site.member, other.option))).toBe('23503');
    });
  });

  describe('an order naming a position', () => {
    let position: number;
    beforeAll(async () => {
      position = await insertPosition(site.id, site.member, site.option);
    });

    it("takes its own member's position on its own option", async () => {
      expect(await refusal(() => insertOrder(site.id, site.member, site.option, position))).toBeUndefined();
    });

    it("refuses another member's position", async () => {
      expect(await refusal(() => insertOrder(site.id, site.otherMember, site.option, position))).toBe(
        '23503',
      );
    });

    it('refuses a position on another option', async () => {
      expect(await refusal(() => insertOrder(site.id, site.member, site.otherOption, position))).toBe(
        '23503',
      );
    });

    it('refuses a position of another site', async () => {
      const theirs = await insertPosition(other.id, other.member, other.option);
      expect(await refusal(() => insertOrder(site.id, site.member, site.option, theirs))).toBe('23503');
    });

    it('refuses a position that does not exist', async () => {
      expect(await refusal(() => insertOrder(site.id, site.member, site.option, position + 1_000))).toBe(
        '23503',
      );
    });

    it('is checked through its position when a resting order fills and names one', async () => {
      const id = await insertOpenLong(db, 'futures_order', site.id, site.otherMember, site.option);
      const name = (positionId: number) =>
        db.query('UPDATE futures_order SET futures_position_id = $2 WHERE id = $1', [id, positionId]);
      expect(await refusal(() => name(position))).toBe('23503');
      const own = await insertPosition(site.id, site.otherMember, site.option);
      expect(await refusal(() => name(own))).toBeUndefined();
    });
  });
});
