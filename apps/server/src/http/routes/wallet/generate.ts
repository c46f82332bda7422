import type { RouteResponse, wallet } from '@baro/contracts';
import { generateWallet } from '../../../modules/wallet/wallets.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof wallet.generateWallet;

/** POST /wallet/generate {coinName, address, bankInfo}: a coin wallet with its deposit address and the member's own details. */
export async function generateWalletHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return generateWallet(ctx, caller, site, body);
}
