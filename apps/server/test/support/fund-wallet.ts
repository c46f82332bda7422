import { isRejection } from '../../src/core/rejection.ts';
import type { Queryable } from '../../src/db/database.ts';
import { ensureMemberWallet, systemAccount, transfer } from '../../src/ledger/index.ts';

/** Pays a member's wallet from the site's provider clearing account, as an approved deposit would. */
export async function fundWallet(
  db: Queryable,
  input: { siteId: number; memberId: number; walletType: string; asset: string; minor: bigint },
): Promise<void> {
  const { siteId, memberId, walletType, asset } = input;
  const wallet = await ensureMemberWallet(db, { siteId, memberId, walletType, asset });
  const clearing = await systemAccount(db, { siteId, asset, kind: 'PROVIDER_CLEARING', shardKey: memberId });
  const moved = await transfer(db, {
    siteId,
    asset,
    debitAccountId: clearing,
    creditAccountId: wallet.availableAccountId,
    amountMinor: input.minor,
    dnwType: 'D',
    ref: 'test:funding',
  });
  if (isRejection(moved)) throw new Error(moved.code);
}

/** Won into a member's BINARY (KRW) wallet. */
export function fundBinary(db: Queryable, siteId: number, memberId: number, won: bigint): Promise<void> {
  return fundWallet(db, { siteId, memberId, walletType: 'BINARY', asset: 'KRW', minor: won });
}
