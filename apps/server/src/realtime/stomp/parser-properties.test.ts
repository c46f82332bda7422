import fc from 'fast-check';
import { describe, it } from 'vitest';
import { encodeFrame } from './encoder.ts';
import type { StompFrame } from './frame.ts';
import {
  chunkSizesArbitrary,
  eolsArbitrary,
  frameArbitrary,
  hostileInputArbitrary,
  limitsArbitrary,
} from './test-arbitraries.ts';
import { parseInChunks, sameFrames } from './test-helpers.ts';

/** The frame the parser should return: the encoder appends a content-length to any body. */
function expectedAfterRoundTrip(frame: StompFrame): StompFrame {
  if (frame.body.length === 0) return frame;
  return { ...frame, headers: [...frame.headers, ['content-length', String(frame.body.length)]] };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => right[index] === byte);
}

const textEncoder = new TextEncoder();

describe('createStompParser properties', () => {
  // 100,000 runs of one small input each (up to ~150 bytes), every input parsed twice: whole and in
  // random pieces. A failure prints fast-check's seed and path to replay it.
  it('never throws on 100,000 hostile inputs, and splitting them into pieces changes nothing', () => {
    fc.assert(
      fc.property(hostileInputArbitrary, chunkSizesArbitrary, limitsArbitrary, (input, sizes, limits) => {
        const whole = parseInChunks(input, [Math.max(input.length, 1)], limits);
        const pieces = parseInChunks(input, sizes, limits);
        // The message may differ: in pieces, a limit can be seen before a later byte breaks the grammar.
        return (
          sameFrames(pieces.frames, whole.frames) &&
          pieces.heartbeats === whole.heartbeats &&
          (pieces.error === undefined) === (whole.error === undefined)
        );
      }),
      { numRuns: 100_000 },
    );
  });

  it('parses every frame the encoder writes back to the same frame, whatever the pieces', () => {
    const streamArbitrary = fc.tuple(
      fc.array(fc.tuple(eolsArbitrary, frameArbitrary), { minLength: 1, maxLength: 4 }),
      eolsArbitrary,
    );
    fc.assert(
      fc.property(streamArbitrary, chunkSizesArbitrary, ([parts, trailingEols], sizes) => {
        const eols = [...parts.map(([before]) => before), trailingEols].flat();
        const input = concat([
          ...parts.flatMap(([before, frame]) => [textEncoder.encode(before.join('')), encodeFrame(frame)]),
          textEncoder.encode(trailingEols.join('')),
        ]);
        const result = parseInChunks(input, sizes);
        const expected = parts.map(([, frame]) => expectedAfterRoundTrip(frame));
        // Writing a parsed frame again gives the very bytes it came from.
        const reencodes = result.frames.every((frame, index) => {
          const original = expected[index];
          return original !== undefined && sameBytes(encodeFrame(frame), encodeFrame(original));
        });
        return (
          result.error === undefined &&
          result.heartbeats === eols.length &&
          sameFrames(result.frames, expected) &&
          reencodes
        );
      }),
      { numRuns: 5_000 },
    );
  });
});
