import type { StompCommand } from './frame.ts';

// A record keyed by every command makes the compiler tell us when frame.ts gains a command that the
// parser would otherwise reject as unknown.
const bodyAllowedByCommand: Readonly<Record<StompCommand, boolean>> = {
  CONNECT: false,
  STOMP: false,
  SEND: true,
  SUBSCRIBE: false,
  UNSUBSCRIBE: false,
  ACK: false,
  NACK: false,
  BEGIN: false,
  COMMIT: false,
  ABORT: false,
  DISCONNECT: false,
  CONNECTED: false,
  MESSAGE: true,
  RECEIPT: false,
  ERROR: true,
};

/** The longest command name in bytes (`UNSUBSCRIBE`), which bounds how long a command line may be. */
export const commandBytesMax = Math.max(...Object.keys(bodyAllowedByCommand).map((name) => name.length));

/** Commands are case-sensitive ASCII, so an exact key lookup is the whole check. */
export function isStompCommand(text: string): text is StompCommand {
  return Object.hasOwn(bodyAllowedByCommand, text);
}

/** STOMP 1.2 ("Body"): only SEND, MESSAGE and ERROR may carry a body. */
export function allowsBody(command: StompCommand): boolean {
  return bodyAllowedByCommand[command];
}

/**
 * STOMP 1.2 ("Value Encoding"): every frame except CONNECT and CONNECTED escapes its headers; those two
 * stay unescaped for STOMP 1.0 compatibility. The text names CONNECT only, so a STOMP frame is escaped.
 */
export function escapesHeaders(command: StompCommand): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}
