import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { loadBankRows, selectBanks } from '../../modules/sites/bank-list.ts';
import { siteSettings } from '../../modules/sites/site-settings.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { HandlerInput } from '../router.ts';

type Route = typeof siteArea.bankList;

/** GET /banklist: the banks the site offers, filtered by its bank-list setting (spec §5). */
export async function siteBankListHandler({
  ctx,
  site,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const setting = siteSettings(site).bankList;
  return selectBanks(await loadBankRows(ctx.db), setting);
}
