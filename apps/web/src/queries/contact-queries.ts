import * as contact from '@baro/contracts/manifest/contact';
import * as messages from '@baro/contracts/manifest/messages';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { MEMBER_QUERY_ROOT } from './member-queries.ts';

// The member's inquiries and messages sit under the member root, so logout drops them with the rest.
export const CONTACT_KEY = [MEMBER_QUERY_ROOT, 'contact'] as const;
export const MESSAGE_KEY = [MEMBER_QUERY_ROOT, 'message'] as const;

const PAGE_SIZE = 20;

/** The member's 1:1 inquiries, newest first, 20 a page. */
export function contactListQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: [...CONTACT_KEY, 'list'],
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.call(contact.listContacts, {
          query: { resultType: 'PAGE', page: pageParam, size: PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** One inquiry with its answer; reading it marks the answer read on the server (GET /contact/read). */
export function contactReadQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...CONTACT_KEY, 'read', id],
    queryFn: async ({ signal }) => unwrap(await api.call(contact.readContact, { query: { id }, signal })),
    staleTime: 0,
  });
}

/** The operators' messages to the member, newest first, 20 a page. */
export function messageListQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: [...MESSAGE_KEY, 'list'],
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.call(messages.listMessages, {
          query: { resultType: 'PAGE', page: pageParam, size: PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
