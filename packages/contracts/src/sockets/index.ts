import { futuresInfoTopic, messageQueue, noticeTopicDestination } from './broadcast.ts';
import type { DestinationDef } from './destination.ts';
import { crossQueue, futuresQueue } from './futures.ts';
import { errorQueue, forceLogoutQueue, newMessageQueue, pingSend, pointQueue, pongQueue } from './member.ts';
import { overseaCrossQueue, overseaQueue, overseaTopic } from './oversea.ts';

export * from './broadcast.ts';
export * from './destination.ts';
export * from './endpoint.ts';
export * from './futures.ts';
export * from './member.ts';
export * from './oversea.ts';

/** Every socket destination of spec §7, in the order the spec lists them. */
export const allDestinations: readonly DestinationDef[] = [
  futuresQueue,
  crossQueue,
  pointQueue,
  errorQueue,
  forceLogoutQueue,
  newMessageQueue,
  pongQueue,
  messageQueue,
  overseaQueue,
  overseaCrossQueue,
  futuresInfoTopic,
  overseaTopic,
  noticeTopicDestination,
  pingSend,
];
