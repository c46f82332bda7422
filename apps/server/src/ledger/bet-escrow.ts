import type { Queryable } from '../db/database.ts';
import { systemAccount } from './accounts.ts';

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
