import type { RouteResponse, wallet } from '@baro/contracts';
import { overseaWalletFigures } from '../../../modules/oversea/wallet-figures.ts';
import { myWallets } from '../../../modules/wallet/wallets.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof wallet.getMyWallets;

/** GET /wallet/my: the caller's wallets keyed by type, with coin deposit addresses and the overseas figures. */
export async function myWalletsHandler({
  ctx,
  caller,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return myWallets(ctx.db, caller, await overseaWalletFigures(ctx.db, ctx.market, caller));
}
