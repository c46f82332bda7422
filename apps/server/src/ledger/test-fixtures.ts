import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { ensureMemberWallet, systemAccount } from './accounts.ts';
import type { MemberWallet } from './accounts.ts';
import { transfer } from './transfer.ts';
import { isRejection } from '../core/rejection.ts';

// Rows the ledger tests need around them: a site and its members. Each call makes new ones, so the
// tests of one file can share a database and still not see each other's money.

/** A new site (tenant) with every feature on; its id. */
export async function createTestSite(db: Queryable): Promise<number> {
  const code = `t${randomBytes(6).toString('hex')}`;
  const result = await db.query<{ id: number }>(
    `INSERT INTO site_info (code, name, type) VALUES ($1, $1, '111111') RETURNING id`,
    [code],
  );
  const site = result.rows[0];
  if (site === undefined) throw new Error('site_info insert returned no row');
  return site.id;
}

/** A new member of the site; its id. The password hash is a placeholder: these members never log in. */
export async function createTestMember(db: Queryable, siteId: number): Promise<number> {
  const username = `m${randomBytes(6).toString('hex')}`;
  const result = await db.query<{ id: number }>(
    `INSERT INTO member (site_id, username, password_hash, name) VALUES ($1, $2, 'x', $2) RETURNING id`,
    [siteId, username],
  );
  const member = result.rows[0];
  if (member === undefined) throw new Error('member insert returned no row');
  return member.id;
}

export interface FundedMember {
  siteId: number;
  memberId: number;
  wallet: MemberWallet;
  house: number;
  clearing: number;
}

/** A site with one member whose BINARY wallet received `depositMinor` KRW from provider clearing. */
export async function createFundedMember(db: Database, depositMinor = 1_000n): Promise<FundedMember> {
  const siteId = await createTestSite(db);
  const memberId = await createTestMember(db, siteId);
  return db.transaction(async (tx) => {
    const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'BINARY', asset: 'KRW' });
    const house = await systemAccount(tx, { siteId, asset: 'KRW', kind: 'HOUSE', shardKey: memberId });
    const clearing = await systemAccount(tx, {
      siteId,
      asset: 'KRW',
      kind: 'PROVIDER_CLEARING',
      shardKey: 0,
    });
    const moved = await transfer(tx, {
      siteId,
      asset: 'KRW',
      debitAccountId: clearing,
      creditAccountId: wallet.availableAccountId,
      amountMinor: depositMinor,
      dnwType: 'D',
      ref: 'deposit:1',
    });
    if (isRejection(moved)) throw new Error('the deposit was refused');
    return { siteId, memberId, wallet, house, clearing };
  });
}
