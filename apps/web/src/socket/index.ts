export {
  initialPolicyState,
  isRetryableRefusal,
  specConnectionPolicy,
  transition,
} from './connection-policy.ts';
export type {
  ConnectionPolicyConfig,
  PolicyCommand,
  PolicyEvent,
  PolicyState,
  SocketState,
  SocketStatus,
} from './connection-policy.ts';
export { createSocketClient } from './socket-client.ts';
export type {
  DestinationHandler,
  SocketClient,
  SocketClientOptions,
  SubscribeOptions,
} from './socket-client-api.ts';
export type { SocketProblem } from './message-dispatch.ts';
export { isViewRoute } from './subscription-registry.ts';
export {
  contactDetailPath,
  handleForceLogout,
  handleNewMessage,
  handleNoticeEvent,
  handleSocketError,
  subscribeAppHandlers,
  unreadCountAfter,
} from './app-handlers.ts';
export type { AppEffects, AppHandlerWiring, PopupNotice, UnreadCounter } from './app-handlers.ts';
export {
  contactAnswerText,
  forceLogoutText,
  newMessageText,
  reconnectFailedText,
  reconnectingText,
  socketText,
} from './socket-texts.ts';
