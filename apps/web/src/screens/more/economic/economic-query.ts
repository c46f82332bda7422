import * as content from '@baro/contracts/manifest/content';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { unwrap } from '../../../api/api-result.ts';
import { MEMBER_QUERY_ROOT } from '../../../queries/member-queries.ts';

/** What the calendar screen asks for: a run of KST days, some countries (none = all), a least importance. */
export interface EconomicFilter {
  readonly fromDate: string;
  readonly toDate: string;
  readonly countries: readonly string[];
  readonly minImportance: 1 | 2 | 3;
}

/** How long a read calendar is shown without asking again: releases move at most hourly. */
const ECONOMIC_STALE_MS = 60_000;

/** The releases of the filter's days (GET /economic/list), under the member root so logout drops them. */
export function economicEventsQuery(api: ApiClient, filter: EconomicFilter) {
  const countries = [...filter.countries].sort().join(',');
  return queryOptions({
    queryKey: [
      MEMBER_QUERY_ROOT,
      'economic',
      filter.fromDate,
      filter.toDate,
      countries,
      filter.minImportance,
    ],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(content.listEconomicEvents, {
          query: {
            fromDate: filter.fromDate,
            toDate: filter.toDate,
            countries: countries === '' ? undefined : countries,
            minImportance: filter.minImportance === 1 ? undefined : filter.minImportance,
          },
          signal,
        }),
      ),
    staleTime: ECONOMIC_STALE_MS,
  });
}
