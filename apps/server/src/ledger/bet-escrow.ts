import type { Queryable } from '../db/database.ts';
import { systemAccount, systemShardCount } from './accounts.ts';

/**
 * The escrow shard that holds a member's stakes while their rounds run: the shard of the member id,
 * as the house shard is, so that a round's settlement moves each shard's remainder to its own house
 * shard. Created on first use.
 */
export async function betEscrowAccount(
  tx: Queryable,
  input: { siteId: number; asset: string; memberId: number },
): Promise<number> {
  return systemAccount(tx, {
    siteId: input.siteId,
    asset: input.asset,
    kind: 'BET_ESCROW',
    shardKey: input.memberId,
  });
}

/**
 * The escrow and house shards of a site's currency, index = shard (member id mod 8), read in one
 * query; a shard not made yet is created (a site's first rounds).
 */
export async function roundShards(
  tx: Queryable,
  input: { siteId: number; asset: string },
): Promise<{ escrows: number[]; houses: number[] }> {
  const found = await tx.query<{ kind: 'BET_ESCROW' | 'HOUSE'; shard: number; id: number }>(
    `SELECT kind, shard, id FROM ledger_account
     WHERE site_id = $1 AND asset = $2 AND kind IN ('BET_ESCROW', 'HOUSE') AND member_id IS NULL`,
    [input.siteId, input.asset],
  );
  const ids = new Map(found.rows.map((row) => [`${row.kind}:${row.shard}`, row.id]));
  const shardsOf = async (kind: 'BET_ESCROW' | 'HOUSE') => {
    const shards: number[] = [];
    for (let shard = 0; shard < systemShardCount; shard += 1)
      shards.push(
        ids.get(`${kind}:${shard}`) ?? (await systemAccount(tx, { ...input, kind, shardKey: shard })),
      );
    return shards;
  };
  return { escrows: await shardsOf('BET_ESCROW'), houses: await shardsOf('HOUSE') };
}
