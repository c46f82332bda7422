import * as contact from '@baro/contracts/manifest/contact';
import * as messages from '@baro/contracts/manifest/messages';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { unwrap } from '../api/api-result.ts';
import { CONTACT_KEY, MESSAGE_KEY, unreadListKey } from './support-query-keys.ts';

export { CONTACT_KEY, MESSAGE_KEY };

const PAGE_SIZE = 20;

/** The member's 1:1 inquiries, newest first, 20 a page. */
export function contactListQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: unreadListKey('contact'),
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
    queryKey: unreadListKey('message'),
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
