import { MEMBER_QUERY_ROOT } from './member-queries.ts';

// Kept apart from contact-queries.ts (which loads the support contracts) so the app-wide socket
// handlers can mark the lists stale without loading the support screens' code.

/** The member's inquiries and messages sit under the member root, so logout drops them with the rest. */
export const CONTACT_KEY = [MEMBER_QUERY_ROOT, 'contact'] as const;
export const MESSAGE_KEY = [MEMBER_QUERY_ROOT, 'message'] as const;

/** The list behind an unread counter: the inquiries for `contact`, the messages for `message`. */
export function unreadListKey(counter: 'contact' | 'message') {
  return [...(counter === 'contact' ? CONTACT_KEY : MESSAGE_KEY), 'list'] as const;
}
