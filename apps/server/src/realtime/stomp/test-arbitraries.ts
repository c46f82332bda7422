// fast-check arbitraries for this folder's property tests only: index.ts does not export them.
import fc from 'fast-check';
import { allowsBody, escapesHeaders } from './commands.ts';
import { encodeFrame } from './encoder.ts';
import { defaultStompLimits } from './frame.ts';
import type { StompCommand, StompFrame, StompLimits } from './frame.ts';

export const allCommands: readonly StompCommand[] = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
  'CONNECTED',
  'MESSAGE',
  'RECEIPT',
  'ERROR',
];

// The characters escaping is about, the letters of its escape codes and some non-ASCII text, mixed
// with any code point but NUL (no frame can carry NUL in a header) and lone surrogates (UTF-8 cannot
// carry those). Plain integers and maps, because chained and filtered arbitraries made 100,000 runs
// several times slower.
const specialChars = ['\\', ':', '\r', '\n', 'c', 'r', 'n', 't', ' ', 'a', 'é', '한', '😀', '\uFEFF'];
const surrogatesCount = 0x800;
const anyChar = fc
  .integer({ min: 1, max: 0x10ffff - surrogatesCount })
  .map((code) => String.fromCodePoint(code >= 0xd800 ? code + surrogatesCount : code));
const headerChar = fc.oneof(
  { arbitrary: fc.constantFrom(...specialChars), weight: 3 },
  { arbitrary: anyChar, weight: 1 },
);

// Names are at most six characters, so never `content-length`, which the encoder would treat as the
// frame's own.
const headerArbitrary = fc.tuple(
  fc.array(headerChar, { minLength: 1, maxLength: 6 }).map((chars) => chars.join('')),
  fc.array(headerChar, { maxLength: 10 }).map((chars) => chars.join('')),
);

/** Any frame the encoder may write: a body only where the spec allows one, and no content-length. */
export const frameArbitrary: fc.Arbitrary<StompFrame> = fc
  .record({
    command: fc.constantFrom(...allCommands),
    headers: fc.array(headerArbitrary, { maxLength: 5 }),
    body: fc.uint8Array({ maxLength: 48 }),
  })
  .map(({ command, headers, body }) => ({
    command,
    // CONNECT and CONNECTED are not escaped, so they cannot hold CR or LF, nor a colon in a name.
    headers: escapesHeaders(command)
      ? headers
      : headers.map(
          ([name, value]) => [name.replace(/[\r\n:]/g, '_'), value.replace(/[\r\n]/g, '_')] as const,
        ),
    body: allowsBody(command) ? body : new Uint8Array(0),
  }));

/** Heart-beat EOLs as they may come before or after a frame. */
export const eolsArbitrary: fc.Arbitrary<string[]> = fc.array(fc.constantFrom('\n', '\r\n'), {
  maxLength: 3,
});

/** Piece sizes for pushing a stream; some are 0, so empty pushes happen too. */
export const chunkSizesArbitrary: fc.Arbitrary<number[]> = fc
  .array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 6 })
  .filter((sizes) => sizes.some((size) => size > 0));

/** The default limits, or small ones so that every limit is reached often. */
export const limitsArbitrary: fc.Arbitrary<StompLimits> = fc.oneof(
  fc.constant(defaultStompLimits),
  fc.record({
    frameBytesMax: fc.integer({ min: 1, max: 80 }),
    headersMax: fc.integer({ min: 1, max: 4 }),
    headerLineBytesMax: fc.integer({ min: 1, max: 24 }),
  }),
);

type Mutation = { kind: 'set' | 'insert' | 'delete' | 'truncate'; at: number; byte: number };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set', 'insert', 'delete', 'truncate'),
  at: fc.nat(),
  // The octets the grammar turns on, as well as any octet (and thereby broken UTF-8).
  byte: fc.oneof(fc.constantFrom(0, 10, 13, 58, 92, 0x30, 0xc3), fc.integer({ min: 0, max: 255 })),
});

function mutate(bytes: Uint8Array, mutation: Mutation): Uint8Array {
  const at = mutation.at % (bytes.length + 1);
  const list = [...bytes];
  if (mutation.kind === 'set' && at < list.length) list[at] = mutation.byte;
  if (mutation.kind === 'insert') list.splice(at, 0, mutation.byte);
  if (mutation.kind === 'delete') list.splice(at, 1);
  if (mutation.kind === 'truncate') list.length = at;
  return Uint8Array.from(list);
}

const textEncoder = new TextEncoder();

/** A valid stream of one to three frames with heart-beats, as one byte array. */
export const validStreamArbitrary: fc.Arbitrary<Uint8Array> = fc
  .array(fc.tuple(eolsArbitrary, frameArbitrary), { minLength: 1, maxLength: 3 })
  .map((parts) => {
    const pieces = parts.flatMap(([eols, frame]) => [textEncoder.encode(eols.join('')), encodeFrame(frame)]);
    return Uint8Array.from(pieces.flatMap((piece) => [...piece]));
  });

// Pieces of STOMP that random bytes would almost never hit, to get deep into the parser.
const tokens = [
  'SEND',
  'CONNECT',
  'MESSAGE',
  'ERROR',
  '\n',
  '\r\n',
  '\r',
  '\0',
  ':',
  '\\c',
  '\\t',
  'content-length:',
];
const tokenSoupArbitrary: fc.Arbitrary<Uint8Array> = fc
  .array(fc.oneof(fc.constantFrom(...tokens), fc.constantFrom('1', '3', 'x', '한')), { maxLength: 16 })
  .map((parts) => textEncoder.encode(parts.join('')));

/** Hostile input: random bytes, STOMP-flavoured token soup, and valid streams with a few mutations. */
export const hostileInputArbitrary: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 48 }),
  tokenSoupArbitrary,
  fc
    .tuple(validStreamArbitrary, fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }))
    .map(([bytes, mutations]) => mutations.reduce(mutate, bytes)),
);
