// For this folder's tests only: index.ts does not export it.
import { defaultStompLimits } from './frame.ts';
import type { StompFrame, StompLimits } from './frame.ts';
import { createStompParser } from './parser.ts';

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();

/** UTF-8 bytes of a string, so tests can write frames as text with `\0` for the NUL. */
export function utf8(text: string): Uint8Array {
  return textEncoder.encode(text);
}

export function decodeUtf8(bytes: Uint8Array): string {
  return textDecoder.decode(bytes);
}

export interface StreamResult {
  readonly frames: StompFrame[];
  readonly heartbeats: number;
  readonly error: string | undefined;
  /** How many pushes it took; tests of early rejection look at it. */
  readonly pushes: number;
}

/**
 * Pushes `input` into a fresh parser in pieces of the given sizes (cycled; 0 makes an empty push, and
 * at least one size must be positive) and gathers everything it returns. It stops at the first error, after checking that the parser
 * repeats that error on the next push.
 */
export function parseInChunks(
  input: Uint8Array,
  chunkSizes: readonly number[] = [input.length],
  limits: StompLimits = defaultStompLimits,
): StreamResult {
  if (!chunkSizes.some((size) => size > 0) && input.length > 0) throw new Error('no positive chunk size');
  const parser = createStompParser(limits);
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  let offset = 0;
  let pushes = 0;
  do {
    const size = chunkSizes[pushes % Math.max(chunkSizes.length, 1)] ?? input.length;
    const output = parser.push(input.subarray(offset, offset + size));
    offset += size;
    pushes += 1;
    frames.push(...output.frames);
    heartbeats += output.heartbeats;
    if (output.error !== undefined) {
      const again = parser.push(utf8('SEND\n\n\0'));
      if (again.error !== output.error || again.frames.length > 0 || again.heartbeats > 0) {
        throw new Error('the parser did not keep its error');
      }
      return { frames, heartbeats, error: output.error, pushes };
    }
  } while (offset < input.length);
  return { frames, heartbeats, error: undefined, pushes };
}

/** A frame as plain data, so `toEqual` compares bodies by content and shows them readably. */
export function plain(frame: StompFrame): { command: string; headers: [string, string][]; body: number[] } {
  return {
    command: frame.command,
    headers: frame.headers.map(([name, value]) => [name, value]),
    body: [...frame.body],
  };
}

/** Whether two frame lists are equal; much cheaper than `expect().toEqual` inside 100,000 runs. */
export function sameFrames(left: readonly StompFrame[], right: readonly StompFrame[]): boolean {
  return left.length === right.length && left.every((frame, index) => sameFrame(frame, right[index]));
}

function sameFrame(left: StompFrame, right: StompFrame | undefined): boolean {
  if (right === undefined || left.command !== right.command) return false;
  if (left.headers.length !== right.headers.length || left.body.length !== right.body.length) return false;
  const sameHeaders = left.headers.every(([name, value], index) => {
    const other = right.headers[index];
    return other !== undefined && other[0] === name && other[1] === value;
  });
  return sameHeaders && left.body.every((byte, index) => right.body[index] === byte);
}
