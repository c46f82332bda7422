import type { OverseaAccount } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import {
  ensureMemberWallet,
  ledgerAssert,
  lockAccounts,
  systemAccounts,
  systemShardCount,
} from '../../ledger/index.ts';

// The overseas side of the ledger (docs/ledger-flows.md "Overseas futures"): the member's BINARY
// wallet and the site's shards an order, a fill, a close or a losscut moves money between.

/** The accounts of one member's overseas actions, locked, and the point they found. */
export interface OverseaAccounts {
  readonly siteId: number;
  readonly memberId: number;
  readonly asset: string;
  readonly available: number;
  readonly margin: number;
  readonly house: number;
  readonly fee: number;
  readonly insurance: number;
  /** The BINARY wallet's available balance under the lock. */
  readonly pointMinor: bigint;
}

const systemKinds = ['OVERSEA_MARGIN', 'HOUSE', 'FEE', 'INSURANCE'] as const;

/**
 * The member's BINARY available account and the site's overseas margin, house, fee and insurance
 * shards, locked in the ledger's lock order (members' by id, then the site's by id), with their
 * balances. $1 member, $2 site, $3 asset, $4 shard.
 */
const lockSql = `SELECT id, kind, site_id, asset, balance::text AS balance FROM ledger_account
  WHERE (member_id = $1 AND wallet_type = 'BINARY' AND kind = 'AVAILABLE')
     OR (site_id = $2 AND asset = $3 AND member_id IS NULL AND shard = $4
       AND kind IN ('OVERSEA_MARGIN', 'HOUSE', 'FEE', 'INSURANCE'))
  ORDER BY member_id IS NULL, id FOR NO KEY UPDATE`;

interface LockedRow {
  id: number;
  kind: string;
  site_id: number;
  asset: string;
  balance: string;
}

/**
 * Locks the member's overseas accounts for the rest of the transaction: the member's overseas actions
 * (calls, the trigger loop's fills and losscuts) run one after the other, each deciding on what the
 * one before wrote. The first time, the accounts are created and then locked.
 */
export async function lockOverseaAccounts(
  tx: Queryable,
  input: { siteId: number; memberId: number; asset: string },
): Promise<OverseaAccounts> {
  const { siteId, memberId, asset } = input;
  const shard = memberId % systemShardCount;
  let rows = (await tx.query<LockedRow>(lockSql, [memberId, siteId, asset, shard])).rows;
  if (rows.length < 1 + systemKinds.length) {
    const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'BINARY', asset });
    const shards = await systemAccounts(tx, { siteId, asset, kinds: [...systemKinds], shardKey: memberId });
    await lockAccounts(tx, [wallet.availableAccountId, ...systemKinds.map((kind) => shards[kind])], {
      siteId,
      asset,
    });
    rows = (await tx.query<LockedRow>(lockSql, [memberId, siteId, asset, shard])).rows;
  }
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const id = (kind: string): number => {
    const row = byKind.get(kind);
    ledgerAssert(row !== undefined, `Overseas account ${kind} of member ${memberId} is missing.`);
    ledgerAssert(
      row.site_id === siteId && row.asset === asset,
      `Overseas account ${kind} of member ${memberId} is not ${asset} of site ${siteId}.`,
    );
    return row.id;
  };
  const available = id('AVAILABLE');
  return {
    siteId,
    memberId,
    asset,
    available,
    margin: id('OVERSEA_MARGIN'),
    house: id('HOUSE'),
    fee: id('FEE'),
    insurance: id('INSURANCE'),
    pointMinor: BigInt(byKind.get('AVAILABLE')?.balance ?? '0'),
  };
}

/** The ledger account each of the engine's accounts is: both margins are the one OVERSEA_MARGIN shard. */
export function ledgerAccountOf(accounts: OverseaAccounts, account: OverseaAccount): number {
  switch (account) {
    case 'POINT':
      return accounts.available;
    case 'ORDER_MARGIN':
    case 'POSITION_MARGIN':
      return accounts.margin;
    case 'HOUSE':
      return accounts.house;
    case 'FEES':
      return accounts.fee;
    case 'INSURANCE':
      return accounts.insurance;
  }
}

/**
 * Many members' BINARY available accounts and every shard of the site's overseas system accounts,
 * locked in the ledger's lock order in one statement, for a decision over many members (a tick's
 * losscuts, a session end). Members without a BINARY wallet hold nothing overseas and are left out;
 * so are shards not created yet, whose members have never traded overseas. $1 members, $2 site, $3 asset.
 */
const lockManySql = `SELECT id, kind, member_id, shard, balance::text AS balance FROM ledger_account
  WHERE (member_id = ANY($1::int[]) AND wallet_type = 'BINARY' AND kind = 'AVAILABLE' AND site_id = $2 AND asset = $3)
     OR (site_id = $2 AND asset = $3 AND member_id IS NULL AND kind IN ('OVERSEA_MARGIN', 'HOUSE', 'FEE', 'INSURANCE'))
  ORDER BY member_id IS NULL, id FOR NO KEY UPDATE`;

export async function lockManyOverseaAccounts(
  tx: Queryable,
  input: { siteId: number; memberIds: readonly number[]; asset: string },
): Promise<OverseaAccounts[]> {
  const { siteId, asset } = input;
  const rows = (
    await tx.query<{ id: number; kind: string; member_id: number | null; shard: number; balance: string }>(
      lockManySql,
      [input.memberIds, siteId, asset],
    )
  ).rows;
  const shards = new Map<string, number>();
  for (const row of rows) if (row.member_id === null) shards.set(`${row.kind}:${row.shard}`, row.id);
  const accounts: OverseaAccounts[] = [];
  for (const row of rows) {
    if (row.member_id === null) continue;
    const shard = row.member_id % systemShardCount;
    const margin = shards.get(`OVERSEA_MARGIN:${shard}`);
    const house = shards.get(`HOUSE:${shard}`);
    const fee = shards.get(`FEE:${shard}`);
    const insurance = shards.get(`INSURANCE:${shard}`);
    // A member whose shard lacks an account has never placed an overseas order.
    if (margin === undefined || house === undefined || fee === undefined || insurance === undefined) continue;
    accounts.push({
      siteId,
      memberId: row.member_id,
      asset,
      available: row.id,
      margin,
      house,
      fee,
      insurance,
      pointMinor: BigInt(row.balance),
    });
  }
  return accounts;
}
