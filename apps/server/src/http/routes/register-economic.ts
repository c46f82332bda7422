import { content } from '@baro/contracts';
import type { Router } from '../router.ts';
import { adminSyncEconomicEventsHandler } from './admin/economic/sync.ts';
import { listEconomicEventsHandler } from './economic/list.ts';

/** The economic calendar (issue 18, Baro additions): the members' list and the operator's sync. */
export function registerEconomicHandlers(router: Router): void {
  router.add(content.listEconomicEvents, listEconomicEventsHandler);
  router.add(content.adminSyncEconomicEvents, adminSyncEconomicEventsHandler);
}
