import type { RouteResponse, wallet } from '@baro/contracts';
import { generateWallet } from '../../../modules/wallet/wallets.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof wallet.generateTempWallet;

/** POST /wallet/temp-generate {coinName}: a coin wallet with its deposit address only. */
export async function generateTempWalletHandler({
  ctx,
  caller,
  site,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return generateWallet(ctx, caller, site, { coinName: body.coinName });
}
