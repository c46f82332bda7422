/**
 * A STOMP 1.2 frame as the gateway sees it. Headers keep their order and may repeat: STOMP 1.2 says
 * the first occurrence of a repeated header is the one that counts, and the round trip must keep the
 * rest (spec text, "Repeated Header Entries").
 */
export type ClientCommand =
  | 'CONNECT'
  | 'STOMP'
  | 'SEND'
  | 'SUBSCRIBE'
  | 'UNSUBSCRIBE'
  | 'ACK'
  | 'NACK'
  | 'BEGIN'
  | 'COMMIT'
  | 'ABORT'
  | 'DISCONNECT';

export type ServerCommand = 'CONNECTED' | 'MESSAGE' | 'RECEIPT' | 'ERROR';

export type StompCommand = ClientCommand | ServerCommand;

export type StompHeaders = readonly (readonly [name: string, value: string])[];

export interface StompFrame {
  readonly command: StompCommand;
  readonly headers: StompHeaders;
  /** The body bytes (UTF-8 text for JSON payloads); empty for most client frames. */
  readonly body: Uint8Array;
}

/** The first value of a header, as STOMP 1.2 reads repeated headers. */
export function headerValue(frame: Pick<StompFrame, 'headers'>, name: string): string | undefined {
  for (const [key, value] of frame.headers) if (key === name) return value;
  return undefined;
}

/** Bounds that keep one connection from making the server buffer without limit. */
export interface StompLimits {
  /** The largest whole frame (command, headers and body) in bytes. */
  readonly frameBytesMax: number;
  /** The most headers one frame may carry. */
  readonly headersMax: number;
  /** The longest single header line in bytes. */
  readonly headerLineBytesMax: number;
}

export const defaultStompLimits: StompLimits = {
  frameBytesMax: 64 * 1024,
  headersMax: 64,
  headerLineBytesMax: 8 * 1024,
};

/** What one `push` of received bytes yields: whole frames, heart-beats seen, or a protocol error. */
export interface ParseOutput {
  readonly frames: StompFrame[];
  /** Bare EOLs between frames: the peer's heart-beats. */
  readonly heartbeats: number;
  /** Set when the input broke the protocol or a limit; the connection must then be closed. */
  readonly error?: string;
}

/**
 * An incremental parser: bytes arrive in arbitrary pieces (a frame split over many WebSocket
 * messages, or several frames in one), and each `push` returns the frames completed so far.
 * After an error every further push returns the same error.
 */
export interface StompParser {
  push(chunk: Uint8Array | string): ParseOutput;
}
