import { assertStomp } from './assertion.ts';
import { createByteQueue } from './byte-queue.ts';
import { commandBytesMax } from './commands.ts';
import { defaultStompLimits } from './frame.ts';
import type { ParseOutput, StompLimits, StompParser } from './frame.ts';
import { fail, failed, frameTooLarge, headerLineTooLong, needMore, step } from './parser-steps.ts';
import type { ParserState } from './parser-steps.ts';

const textEncoder = new TextEncoder();

/**
 * A STOMP 1.2 parser for one connection. It keeps only the bytes of the frame in progress, never
 * more than `limits.frameBytesMax`, and each `push` resumes where the previous one stopped searching.
 */
export function createStompParser(limits: StompLimits = defaultStompLimits): StompParser {
  assertPositive(limits.frameBytesMax, 'frameBytesMax');
  assertPositive(limits.headersMax, 'headersMax');
  assertPositive(limits.headerLineBytesMax, 'headerLineBytesMax');
  return new IncrementalStompParser(limits);
}

/** A class so that a connection's parser holds its state in fields, not in a closure per method. */
class IncrementalStompParser implements StompParser {
  readonly #state: ParserState;
  readonly #queue = createByteQueue();

  constructor(limits: StompLimits) {
    this.#state = {
      limits,
      phase: 'between',
      scanned: 0,
      frame: undefined,
      frames: [],
      heartbeats: 0,
      error: undefined,
    };
  }

  push(chunk: Uint8Array | string): ParseOutput {
    const state = this.#state;
    const queue = this.#queue;
    if (state.error !== undefined) return { frames: [], heartbeats: 0, error: state.error };
    const bytes = typeof chunk === 'string' ? textEncoder.encode(chunk) : chunk;
    if (queue.length === 0) {
      // The common case: whole frames in one WebSocket message. Parse the chunk in place and keep
      // only an unfinished tail, instead of copying every chunk into the queue first.
      queue.append(bytes.subarray(parseBytes(state, bytes)));
    } else {
      queue.append(bytes);
      queue.consume(parseBytes(state, queue.view()));
    }
    // A connection with a protocol error is closed next, so its buffered bytes are no use any more.
    if (failed(state)) queue.clear();
    return takeOutput(state);
  }
}

function assertPositive(value: number, name: string): void {
  assertStomp(Number.isSafeInteger(value) && value > 0, `${name} must be a positive integer`);
}

/** Hands over what this push completed; frames finished before an error are complete and valid. */
function takeOutput(state: ParserState): ParseOutput {
  const { frames, heartbeats, error } = state;
  state.frames = [];
  state.heartbeats = 0;
  return error === undefined ? { frames, heartbeats } : { frames, heartbeats, error };
}

/** Parses as far as `src` allows and returns how many of its bytes were consumed. */
function parseBytes(state: ParserState, src: Uint8Array): number {
  let pos = 0;
  while (!failed(state) && pos < src.length) {
    const next = step(state, src, pos);
    if (next === needMore) {
      if (!failed(state)) checkPending(state, src.length - pos);
      break;
    }
    pos = next;
  }
  return pos;
}

/**
 * Rejects an unfinished frame as soon as its buffered bytes show it must break a limit, so that a
 * peer cannot make the server hold more than the limits allow by never sending the LF or NUL.
 */
function checkPending(state: ParserState, pending: number): void {
  const { limits, frame, phase } = state;
  // Between frames only a CR can be waiting, for its LF.
  if (phase === 'between') return;
  // The line checks allow one more byte for the CR of a CRLF whose LF has not arrived yet.
  if (phase === 'command' && pending > commandBytesMax + 1) {
    fail(state, 'unknown command');
  } else if (phase === 'headers' && pending > limits.headerLineBytesMax + 1) {
    headerLineTooLong(state);
  } else if ((frame?.bytes ?? 0) + pending >= limits.frameBytesMax) {
    // An unfinished frame still needs at least its NUL, so reaching the limit already exceeds it.
    frameTooLarge(state);
  }
}
