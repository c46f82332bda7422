import type { Queryable } from '../../db/database.ts';
import { accountBalance } from '../../ledger/index.ts';
import type { MarketService } from '../../market/market-service.ts';
import { overseaLossBeyondMargin } from '../oversea/wallet-figures.ts';

/**
 * Whether the BINARY available balance left after a move out of it (`availableAccountId`, read in the
 * move's transaction after its postings) still pays what the member's open overseas positions have
 * lost beyond their margins (`overseaLossBeyondMargin`), as a move out of FUTURES keeps the CROSS
 * losses backed (futures/cross-loss.ts).
 */
export async function leavesOverseaLossBacked(
  tx: Queryable,
  market: Pick<MarketService, 'stock'>,
  member: { siteId: number; memberId: number },
  availableAccountId: number,
): Promise<boolean> {
  const beyond = await overseaLossBeyondMargin(tx, market, member);
  if (beyond === 0n) return true;
  return (await accountBalance(tx, availableAccountId)) >= beyond;
}
