import { futuresInfoTopic, messageQueue, noticeTopicDestination } from './broadcast.ts';
import { memberChatQueue, operatorChatQueue } from './chat.ts';
import type { DestinationDef } from './destination.ts';
import { crossQueue, futuresQueue } from './futures.ts';
import { errorQueue, forceLogoutQueue, newMessageQueue, pingSend, pointQueue, pongQueue } from './member.ts';
import { overseaCrossQueue, overseaQueue, overseaTopic } from './oversea.ts';
import { tradeQueue, tradeRoundTopic } from './rounds.ts';
import { operatorContactQueue } from './support.ts';

export * from './broadcast.ts';
export * from './chat.ts';
export * from './destination.ts';
export * from './destination-path.ts';
export * from './endpoint.ts';
export * from './futures.ts';
export * from './member.ts';
export * from './oversea.ts';
export * from './rounds.ts';
export * from './support.ts';

/**
 * Every socket destination: those of spec §7, in the order the spec lists them, then Baro's own for
 * timed rounds, which the spec leaves unnamed (docs/spec-interpretations.md "Rounds"), live chat and
 * the operators' inquiry queue.
 */
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
  tradeRoundTopic,
  tradeQueue,
  memberChatQueue,
  operatorChatQueue,
  operatorContactQueue,
];
