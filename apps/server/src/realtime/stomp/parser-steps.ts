// The parser's state machine, one step at a time: each step reads from the read position `pos` of
// `src`, whose end is the end of the received bytes, and returns where the next step starts, or
// `needMore`. parser.ts drives it.
import { assertStomp } from './assertion.ts';
import { allowsBody, commandBytesMax, escapesHeaders, isStompCommand } from './commands.ts';
import type { StompCommand, StompFrame, StompLimits } from './frame.ts';
import { parseContentLength, parseHeaderLine } from './header-line.ts';

const NUL = 0;
const LF = 10;
const CR = 13;

/** Returned by a step that cannot go on until more bytes arrive (or after it recorded an error). */
export const needMore = -1;

export interface FrameInProgress {
  readonly command: StompCommand;
  readonly headers: (readonly [string, string])[];
  /** The bytes of this frame consumed so far: its command line and header lines with their EOLs. */
  bytes: number;
  /** The first `content-length` header's octet count; later repeats do not count (spec). */
  contentLength: number | undefined;
}

export interface ParserState {
  readonly limits: StompLimits;
  phase: 'between' | 'command' | 'headers' | 'body';
  /**
   * How many bytes after the read position were already searched for the LF or NUL the phase waits
   * for. Kept relative to the read position so it stays right when the queue compacts.
   */
  scanned: number;
  frame: FrameInProgress | undefined;
  frames: StompFrame[];
  heartbeats: number;
  error: string | undefined;
}

export function step(state: ParserState, src: Uint8Array, pos: number): number {
  switch (state.phase) {
    case 'between':
      return readBetweenFrames(state, src, pos);
    case 'command':
      return readCommand(state, src, pos);
    case 'headers':
      return readHeaderLine(state, src, pos);
    case 'body':
      return readBody(state, src, pos);
  }
}

// A function rather than an inline test, because the steps set the error behind the compiler's back
// and an inline test would stay narrowed to its value from before the call.
export function failed(state: ParserState): boolean {
  return state.error !== undefined;
}

export function fail(state: ParserState, error: string): number {
  state.error = error;
  state.frame = undefined;
  return needMore;
}

export function frameTooLarge(state: ParserState): number {
  return fail(state, `frame exceeds ${state.limits.frameBytesMax} bytes`);
}

export function headerLineTooLong(state: ParserState): number {
  return fail(state, `header line exceeds ${state.limits.headerLineBytesMax} bytes`);
}

/** STOMP 1.2 lets EOLs follow a frame's NUL; a peer with nothing to say sends them as heart-beats. */
function readBetweenFrames(state: ParserState, src: Uint8Array, pos: number): number {
  const byte = src[pos];
  if (byte === LF) {
    state.heartbeats += 1;
    return pos + 1;
  }
  if (byte === CR) {
    if (pos + 1 >= src.length) return needMore;
    if (src[pos + 1] !== LF) return fail(state, 'CR not followed by LF');
    state.heartbeats += 1;
    return pos + 2;
  }
  state.phase = 'command';
  state.scanned = 0;
  return pos;
}

/** The index of the next LF, searching only bytes not searched before, or -1. */
function findLineFeed(state: ParserState, src: Uint8Array, pos: number): number {
  const lf = src.indexOf(LF, pos + state.scanned);
  state.scanned = lf === -1 ? src.length - pos : 0;
  return lf;
}

/** Where a line's content ends: before the CR of a CRLF, else at the LF. */
function contentEnd(src: Uint8Array, pos: number, lf: number): number {
  return lf > pos && src[lf - 1] === CR ? lf - 1 : lf;
}

function readCommand(state: ParserState, src: Uint8Array, pos: number): number {
  const lf = findLineFeed(state, src, pos);
  if (lf === -1) return needMore;
  const end = contentEnd(src, pos, lf);
  const text = end - pos <= commandBytesMax ? String.fromCharCode(...src.subarray(pos, end)) : '';
  if (!isStompCommand(text)) return fail(state, 'unknown command');
  state.frame = { command: text, headers: [], bytes: lf + 1 - pos, contentLength: undefined };
  if (state.frame.bytes >= state.limits.frameBytesMax) return frameTooLarge(state);
  state.phase = 'headers';
  return lf + 1;
}

function readHeaderLine(state: ParserState, src: Uint8Array, pos: number): number {
  const { frame, limits } = state;
  assertStomp(frame !== undefined, 'a frame is in progress while reading headers');
  // The spec's own DISCONNECT and RECEIPT examples end with a NUL where the blank line should be;
  // accepting that costs nothing and spares clients that copied them.
  if (src[pos] === NUL) return endWithoutBlankLine(state, frame, pos);
  const lf = findLineFeed(state, src, pos);
  if (lf === -1) return needMore;
  const end = contentEnd(src, pos, lf);
  frame.bytes += lf + 1 - pos;
  if (end === pos) return startBody(state, frame, lf + 1);
  if (end - pos > limits.headerLineBytesMax) return headerLineTooLong(state);
  if (frame.headers.length >= limits.headersMax) return fail(state, `more than ${limits.headersMax} headers`);
  const header = parseHeaderLine(src.subarray(pos, end), escapesHeaders(frame.command));
  if (!header.ok) return fail(state, header.error);
  frame.headers.push([header.name, header.value]);
  if (header.name === 'content-length' && frame.contentLength === undefined) {
    frame.contentLength = parseContentLength(header.value);
    if (frame.contentLength === undefined) return fail(state, 'content-length is not a decimal octet count');
  }
  if (frame.bytes >= limits.frameBytesMax) return frameTooLarge(state);
  return lf + 1;
}

function endWithoutBlankLine(state: ParserState, frame: FrameInProgress, pos: number): number {
  if ((frame.contentLength ?? 0) > 0) return fail(state, 'frame ended before its content-length');
  if (frame.bytes + 1 > state.limits.frameBytesMax) return frameTooLarge(state);
  return emit(state, frame, new Uint8Array(0), pos + 1);
}

function startBody(state: ParserState, frame: FrameInProgress, pos: number): number {
  const { contentLength } = frame;
  if (contentLength !== undefined) {
    if (contentLength > 0 && !allowsBody(frame.command)) return bodyNotAllowed(state, frame);
    // Known up front, so refuse now rather than buffer a body that is going to be rejected anyway.
    if (frame.bytes + contentLength + 1 > state.limits.frameBytesMax) return frameTooLarge(state);
  } else if (frame.bytes >= state.limits.frameBytesMax) {
    return frameTooLarge(state);
  }
  state.phase = 'body';
  state.scanned = 0;
  return pos;
}

function bodyNotAllowed(state: ParserState, frame: FrameInProgress): number {
  return fail(state, `${frame.command} frame must not have a body`);
}

function readBody(state: ParserState, src: Uint8Array, pos: number): number {
  const { frame } = state;
  assertStomp(frame !== undefined, 'a frame is in progress while reading its body');
  if (frame.contentLength !== undefined) {
    const length = frame.contentLength;
    if (src.length - pos < length + 1) return needMore;
    if (src[pos + length] !== NUL) return fail(state, 'frame body is longer than its content-length');
    return emit(state, frame, src.subarray(pos, pos + length), pos + length + 1);
  }
  const nul = src.indexOf(NUL, pos + state.scanned);
  if (nul === -1) {
    state.scanned = src.length - pos;
    return needMore;
  }
  if (frame.bytes + (nul - pos) + 1 > state.limits.frameBytesMax) return frameTooLarge(state);
  if (nul > pos && !allowsBody(frame.command)) return bodyNotAllowed(state, frame);
  return emit(state, frame, src.subarray(pos, nul), nul + 1);
}

function emit(state: ParserState, frame: FrameInProgress, body: Uint8Array, next: number): number {
  // A copy, because the bytes belong to the caller's chunk or to the queue that will be reused.
  state.frames.push({ command: frame.command, headers: frame.headers, body: body.slice() });
  state.frame = undefined;
  state.phase = 'between';
  state.scanned = 0;
  return next;
}
