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

/** Every shard of one system account kind, index = shard (member id mod 8). */
export async function systemAccountShards(
  tx: Queryable,
  input: { siteId: number; asset: string; kind: 'BET_ESCROW' | 'HOUSE' },
): Promise<number[]> {
  const ids: number[] = [];
  for (let shard = 0; shard < systemShardCount; shard += 1)
    ids.push(await systemAccount(tx, { ...input, shardKey: shard }));
  return ids;
}
