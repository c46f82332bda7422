import type { RouteResponse, wallet } from '@baro/contracts';
import { walletPositionFigures } from '../../../modules/wallet/wallet-entry.ts';
import { myWallets } from '../../../modules/wallet/wallets.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof wallet.getMyWallets;

/**
 * GET /wallet/my: the caller's wallets keyed by type, with coin deposit addresses, the overseas
 * figures (BINARY) and the futures uPnL at mark (FUTURES).
 */
export async function myWalletsHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return myWallets(ctx.db, caller, await walletPositionFigures(ctx.db, ctx.market, caller));
}
