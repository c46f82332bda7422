import { describe, expect, it } from 'vitest';
import { StompAssertionError } from './assertion.ts';
import type { StompLimits } from './frame.ts';
import { createStompParser } from './parser.ts';
import { parseInChunks, utf8 } from './test-helpers.ts';

const limits: StompLimits = { frameBytesMax: 64, headersMax: 3, headerLineBytesMax: 20 };

/** `SEND` with one header, padded with body bytes to exactly `frameBytes` bytes including the NUL. */
function sendOfSize(frameBytes: number, withContentLength = false): Uint8Array {
  const prefix = 'SEND\ndestination:/a\n';
  const bodyBytes = frameBytes - prefix.length - 2;
  const lengthHeader = withContentLength ? `content-length:${bodyBytes}\n` : '';
  const body = 'x'.repeat(bodyBytes - lengthHeader.length);
  return utf8(`${prefix}${lengthHeader}\n${body}\0`);
}

describe('createStompParser limits', () => {
  it('accepts a frame of exactly frameBytesMax bytes and refuses one a byte larger', () => {
    expect(sendOfSize(64)).toHaveLength(64);
    expect(parseInChunks(sendOfSize(64), [64], limits)).toMatchObject({ error: undefined, frames: [{}] });
    expect(parseInChunks(sendOfSize(65), [65], limits).error).toBe('frame exceeds 64 bytes');
  });

  it('refuses a content-length over the limit as soon as the headers end, before the body arrives', () => {
    const parser = createStompParser(limits);
    expect(parser.push(utf8('SEND\ndestination:/a\ncontent-length:99999\n\n')).error).toBe(
      'frame exceeds 64 bytes',
    );
  });

  it('refuses a body without content-length once its buffered bytes reach the limit, without waiting for a NUL', () => {
    const parser = createStompParser(limits);
    const head = 'SEND\ndestination:/a\n\n';
    expect(parser.push(utf8(`${head}${'x'.repeat(63 - head.length)}`)).error).toBeUndefined();
    expect(parser.push(utf8('x')).error).toBe('frame exceeds 64 bytes');
  });

  it('does not count heart-beats between frames toward any frame', () => {
    const input = utf8(`${'\n'.repeat(500)}${new TextDecoder().decode(sendOfSize(64))}${'\r\n'.repeat(500)}`);
    expect(parseInChunks(input, [7], limits)).toMatchObject({ error: undefined, heartbeats: 1000 });
  });

  it('accepts headersMax headers and refuses one more', () => {
    expect(parseInChunks(utf8('SEND\na:1\nb:2\nc:3\n\n\0'), [100], limits).error).toBeUndefined();
    expect(parseInChunks(utf8('SEND\na:1\nb:2\nc:3\nd:4\n\n\0'), [100], limits).error).toBe(
      'more than 3 headers',
    );
  });

  it('accepts a header line of headerLineBytesMax bytes, CRLF aside, and refuses a longer one', () => {
    const atLimit = `destination:${'d'.repeat(8)}`;
    expect(atLimit).toHaveLength(20);
    expect(parseInChunks(utf8(`SEND\r\n${atLimit}\r\n\r\n\0`), [100], limits).error).toBeUndefined();
    expect(parseInChunks(utf8(`SEND\n${atLimit}d\n\n\0`), [100], limits).error).toBe(
      'header line exceeds 20 bytes',
    );
  });

  it('refuses an overlong header line before its LF arrives', () => {
    const parser = createStompParser(limits);
    expect(parser.push(utf8(`SEND\ndestination:${'d'.repeat(9)}`)).error).toBeUndefined();
    expect(parser.push(utf8('d')).error).toBe('header line exceeds 20 bytes');
  });

  it('refuses a line that cannot be a command before its LF arrives', () => {
    expect(createStompParser(limits).push(utf8('GET /index.html HTTP/1.1')).error).toBe('unknown command');
  });

  it('treats limits that are not positive integers as a programmer error', () => {
    expect(() => createStompParser({ ...limits, headersMax: 0 })).toThrow(StompAssertionError);
    expect(() => createStompParser({ ...limits, frameBytesMax: 1.5 })).toThrow(StompAssertionError);
  });
});
