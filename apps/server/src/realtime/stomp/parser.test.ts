import { describe, expect, it } from 'vitest';
import { createStompParser } from './parser.ts';
import { decodeUtf8, parseInChunks, plain, utf8 } from './test-helpers.ts';

const send = 'SEND\ndestination:/app/order\ncontent-type:application/json\n\n{"qty":1}\0';

describe('createStompParser framing', () => {
  it('parses a SEND frame with its headers and body from one push', () => {
    const output = createStompParser().push(utf8(send));
    expect(output.error).toBeUndefined();
    expect(output.frames.map(plain)).toEqual([
      {
        command: 'SEND',
        headers: [
          ['destination', '/app/order'],
          ['content-type', 'application/json'],
        ],
        body: [...utf8('{"qty":1}')],
      },
    ]);
  });

  it('returns nothing until the last byte of a frame pushed one byte at a time arrives', () => {
    const parser = createStompParser();
    const input = utf8(send);
    const counts = [...input].map((byte) => parser.push(Uint8Array.of(byte)).frames.length);
    expect(counts.slice(0, -1).every((count) => count === 0)).toBe(true);
    expect(counts.at(-1)).toBe(1);
  });

  it('gives the same frames and heart-beats wherever the input is split in two', () => {
    const input = utf8(`\r\n${send}\n\nMESSAGE\r\nsubscription:sub-0\r\ncontent-length:3\r\n\r\na\0b\0\r\n`);
    const whole = parseInChunks(input);
    expect(whole.frames).toHaveLength(2);
    expect(whole.heartbeats).toBe(4);
    for (let split = 0; split <= input.length; split += 1) {
      const pieces = parseInChunks(input, [split, input.length]);
      expect(pieces.frames.map(plain)).toEqual(whole.frames.map(plain));
      expect(pieces.heartbeats).toBe(4);
      expect(pieces.error).toBeUndefined();
    }
  });

  it('returns every frame of several coalesced into one push', () => {
    const output = createStompParser().push(utf8(`${send}${send}\nUNSUBSCRIBE\nid:1\n\n\0`));
    expect(output.frames.map((frame) => frame.command)).toEqual(['SEND', 'SEND', 'UNSUBSCRIBE']);
    expect(output.heartbeats).toBe(1);
  });

  it('reads exactly content-length octets, so a body may contain NUL', () => {
    const output = createStompParser().push(utf8('SEND\ndestination:/a\ncontent-length:5\n\nab\0cd\0'));
    expect(output.error).toBeUndefined();
    expect([...(output.frames[0]?.body ?? [])]).toEqual([97, 98, 0, 99, 100]);
  });

  it('ends a body at its first NUL when there is no content-length', () => {
    const output = createStompParser().push(utf8('SEND\ndestination:/a\n\nab\0SEND\ndestination:/b\n\ncd\0'));
    expect(output.frames.map((frame) => decodeUtf8(frame.body))).toEqual(['ab', 'cd']);
  });

  it('refuses a frame whose content-length octets are not followed by NUL', () => {
    const output = createStompParser().push(utf8('SEND\ndestination:/a\ncontent-length:2\n\nabc\0'));
    expect(output.error).toBe('frame body is longer than its content-length');
  });

  it.each(['-1', '1e3', ' 5', '5 ', '', '0x10'])('refuses the content-length %j', (value) => {
    const output = createStompParser().push(utf8(`SEND\ndestination:/a\ncontent-length:${value}\n\n\0`));
    expect(output.error).toBe('content-length is not a decimal octet count');
  });

  it('accepts CRLF line endings in the command, the headers and the blank line', () => {
    const output = createStompParser().push(utf8('SUBSCRIBE\r\nid:0\r\ndestination:/topic/a\r\n\r\n\0'));
    expect(output.frames.map(plain)).toEqual([
      {
        command: 'SUBSCRIBE',
        headers: [
          ['id', '0'],
          ['destination', '/topic/a'],
        ],
        body: [],
      },
    ]);
  });

  it('refuses a CR not followed by LF, in a header line or between frames', () => {
    expect(createStompParser().push(utf8('SEND\ndestination:/a\rb\n\n\0')).error).toBe(
      'CR not followed by LF',
    );
    expect(createStompParser().push(utf8('SEND\ndestination:/a\r\r\n\n\0')).error).toBe(
      'CR not followed by LF',
    );
    expect(createStompParser().push(utf8(`${send}\rSEND`)).error).toBe('CR not followed by LF');
  });

  it('counts LF and CRLF between frames as heart-beats, a CRLF split over two pushes once', () => {
    const parser = createStompParser();
    expect(parser.push(utf8('\n\r\n\r')).heartbeats).toBe(2);
    expect(parser.push(utf8('\n')).heartbeats).toBe(1);
    expect(parser.push(utf8(`${send}\n\n`))).toMatchObject({ heartbeats: 2, frames: [{ command: 'SEND' }] });
  });

  it.each(['send', 'SEND ', 'PUBLISH', 'GET / HTTP/1.1'])('refuses the command line %j', (command) => {
    expect(createStompParser().push(utf8(`${command}\n\n\0`)).error).toBe('unknown command');
  });

  it('repeats its error on every later push and returns no more frames', () => {
    const parser = createStompParser();
    expect(parser.push(utf8('BOGUS\n\n\0')).error).toBe('unknown command');
    expect(parser.push(utf8(send))).toEqual({ frames: [], heartbeats: 0, error: 'unknown command' });
  });

  it('returns the frames completed before an error in the same push along with the error', () => {
    const output = createStompParser().push(utf8(`${send}\nBOGUS\n\n\0`));
    expect(output.frames).toHaveLength(1);
    expect(output.heartbeats).toBe(1);
    expect(output.error).toBe('unknown command');
  });

  it('accepts string chunks and keeps a UTF-8 body as its bytes', () => {
    const parser = createStompParser();
    expect(parser.push('SEND\ndestination:/app/채팅\n\n').frames).toEqual([]);
    const [frame] = parser.push('{"text":"안녕하세요"}\0').frames;
    expect(frame?.headers).toEqual([['destination', '/app/채팅']]);
    expect(frame?.body).toEqual(utf8('{"text":"안녕하세요"}'));
  });

  it('refuses a body on a frame that must not have one, with or without content-length', () => {
    expect(createStompParser().push(utf8('SUBSCRIBE\nid:0\n\nx\0')).error).toBe(
      'SUBSCRIBE frame must not have a body',
    );
    expect(createStompParser().push(utf8('DISCONNECT\ncontent-length:1\n\nx\0')).error).toBe(
      'DISCONNECT frame must not have a body',
    );
    expect(createStompParser().push(utf8('DISCONNECT\ncontent-length:0\n\n\0')).error).toBeUndefined();
  });

  it('accepts the spec example DISCONNECT, which has no blank line before its NUL', () => {
    const output = createStompParser().push(utf8('DISCONNECT\nreceipt:77\n\0\n'));
    expect(output.frames.map(plain)).toEqual([
      { command: 'DISCONNECT', headers: [['receipt', '77']], body: [] },
    ]);
    expect(output.heartbeats).toBe(1);
  });

  it('returns a body that is a copy, unaffected when the caller reuses its buffer', () => {
    const input = utf8('SEND\ndestination:/a\n\nabc\0');
    const [frame] = createStompParser().push(input).frames;
    input.fill(0);
    expect(decodeUtf8(frame?.body ?? new Uint8Array())).toBe('abc');
  });

  it('parses a large frame pushed one byte at a time in linear time', () => {
    // Re-scanning the buffered bytes on every push would take minutes here; one pass takes well under
    // a second.
    const bodyBytes = 200_000;
    const input = utf8(`SEND\ndestination:/a\n\n${'x'.repeat(bodyBytes)}\0`);
    const parser = createStompParser({ frameBytesMax: 1 << 20, headersMax: 8, headerLineBytesMax: 64 });
    const startedMs = performance.now();
    const frames = [...input].flatMap((byte) => parser.push(Uint8Array.of(byte)).frames);
    expect(performance.now() - startedMs).toBeLessThan(5_000);
    expect(frames[0]?.body.length).toBe(bodyBytes);
  });
});
