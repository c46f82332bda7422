import { noticeTopicDestination } from '@baro/contracts/manifest/destinations/broadcast';
import { fillDestination } from '@baro/contracts/sockets/destination-path';

// Every socket destination the app listens to, as the contracts' zod-free references
// (`@baro/contracts/manifest/destinations/*`: destination, scope and the payload's JSON Schema), so
// no page loads zod for its socket.
export * from '@baro/contracts/manifest/destinations/broadcast';
export * from '@baro/contracts/manifest/destinations/futures';
export * from '@baro/contracts/manifest/destinations/member';
export * from '@baro/contracts/manifest/destinations/oversea';
export * from '@baro/contracts/manifest/destinations/rounds';

/** The notice topic of one site, e.g. `/topic/notice/7`. */
export function noticeTopic(siteId: number): string {
  return fillDestination(noticeTopicDestination, { siteId });
}
