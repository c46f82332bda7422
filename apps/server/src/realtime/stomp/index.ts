// The STOMP 1.2 frame codec (README.md beside this file): bytes in, frames out, and back. Pure: the
// gateway around it owns sockets, timers and sessions.
export { StompAssertionError } from './assertion.ts';
export { encodeFrame, heartbeatBytes } from './encoder.ts';
export { defaultStompLimits, headerValue } from './frame.ts';
export type {
  ClientCommand,
  ParseOutput,
  ServerCommand,
  StompCommand,
  StompFrame,
  StompHeaders,
  StompLimits,
  StompParser,
} from './frame.ts';
export { negotiateHeartbeat } from './heartbeat.ts';
export type { HeartbeatNegotiation, ServerHeartbeat } from './heartbeat.ts';
export { encodeMessageFrame, prepareMessageFrame } from './message-frame.ts';
export type { MessageFrameInput, PreparedMessageFrame } from './message-frame.ts';
export { createStompParser } from './parser.ts';
