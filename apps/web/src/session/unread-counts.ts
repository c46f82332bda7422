import * as contact from '@baro/contracts/manifest/contact';
import * as messages from '@baro/contracts/manifest/messages';
import type { Services } from '../app/services.ts';
import type { UnreadCounts } from '../state/app-store.ts';

/**
 * Loads both unread counters into the store (spec §3). A counter the server cannot answer yet stays
 * as it was: a badge is not worth an error dialog.
 */
export async function refreshUnreadCounts(services: Services): Promise<UnreadCounts> {
  const [messageCount, contactCount] = await Promise.all([
    services.api.call(messages.countUnreadMessages),
    services.api.call(contact.countUnreadContacts),
  ]);
  const { setUnread } = services.store.getState();
  if (messageCount.ok) setUnread('message', () => messageCount.data.count);
  if (contactCount.ok) setUnread('contact', () => contactCount.data.count);
  return services.store.getState().unread;
}
