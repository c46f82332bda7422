import { describe, expect, it } from 'vitest';
import { StompAssertionError } from './assertion.ts';
import { encodeFrame, heartbeatBytes } from './encoder.ts';
import type { StompFrame } from './frame.ts';
import { encodeMessageFrame, prepareMessageFrame } from './message-frame.ts';
import { createStompParser } from './parser.ts';
import { decodeUtf8, plain, utf8 } from './test-helpers.ts';

const empty = new Uint8Array(0);

describe('encodeFrame', () => {
  it('writes the command, the headers, a blank line, the body with its content-length and a NUL', () => {
    const frame: StompFrame = { command: 'ERROR', headers: [['message', 'bad frame']], body: utf8('a\0b') };
    expect(decodeUtf8(encodeFrame(frame))).toBe('ERROR\nmessage:bad frame\ncontent-length:3\n\na\0b\0');
  });

  it('writes no content-length for a frame without a body', () => {
    const frame: StompFrame = { command: 'RECEIPT', headers: [['receipt-id', '77']], body: empty };
    expect(decodeUtf8(encodeFrame(frame))).toBe('RECEIPT\nreceipt-id:77\n\n\0');
  });

  it('escapes backslash, CR, LF and colon in names and values of escaping frames', () => {
    const frame: StompFrame = { command: 'MESSAGE', headers: [['a:b', 'c\\d\r\ne:']], body: empty };
    expect(decodeUtf8(encodeFrame(frame))).toBe('MESSAGE\na\\cb:c\\\\d\\r\\ne\\c\n\n\0');
  });

  it('writes CONNECT and CONNECTED headers unescaped', () => {
    const frame: StompFrame = { command: 'CONNECTED', headers: [['server', 'baro\\1:2']], body: empty };
    expect(decodeUtf8(encodeFrame(frame))).toBe('CONNECTED\nserver:baro\\1:2\n\n\0');
  });

  it('refuses, as a programmer error, a CONNECTED header it cannot write unescaped', () => {
    const lineFeed: StompFrame = { command: 'CONNECTED', headers: [['server', 'a\nb']], body: empty };
    const colonName: StompFrame = { command: 'CONNECT', headers: [['a:b', 'c']], body: empty };
    expect(() => encodeFrame(lineFeed)).toThrow(StompAssertionError);
    expect(() => encodeFrame(colonName)).toThrow(StompAssertionError);
  });

  it('keeps a content-length the frame carries and refuses one that does not match the body', () => {
    const frame: StompFrame = { command: 'SEND', headers: [['content-length', '2']], body: utf8('hi') };
    expect(decodeUtf8(encodeFrame(frame))).toBe('SEND\ncontent-length:2\n\nhi\0');
    expect(() => encodeFrame({ ...frame, body: utf8('hey') })).toThrow(StompAssertionError);
  });

  it('refuses a body on a frame that must not have one, an empty header name and a NUL in a header', () => {
    expect(() => encodeFrame({ command: 'SUBSCRIBE', headers: [], body: utf8('x') })).toThrow(
      StompAssertionError,
    );
    expect(() => encodeFrame({ command: 'SEND', headers: [['', 'x']], body: empty })).toThrow(
      StompAssertionError,
    );
    expect(() => encodeFrame({ command: 'SEND', headers: [['a', '\0']], body: empty })).toThrow(
      StompAssertionError,
    );
  });

  it('has a heart-beat of one LF', () => {
    expect([...heartbeatBytes]).toEqual([10]);
  });
});

describe('prepareMessageFrame', () => {
  const message = {
    destination: '/topic/price:KOSPI',
    messageId: 'm-1',
    contentType: 'application/json',
    headers: [['ack', 'a-1']] as const,
    body: '{"price":"2650.5"}',
  };

  it('writes the same bytes as encodeFrame for the equivalent MESSAGE frame', () => {
    const frame: StompFrame = {
      command: 'MESSAGE',
      headers: [
        ['subscription', 'sub-0'],
        ['message-id', 'm-1'],
        ['destination', '/topic/price:KOSPI'],
        ['content-type', 'application/json'],
        ['ack', 'a-1'],
      ],
      body: utf8(message.body),
    };
    expect(encodeMessageFrame({ ...message, subscription: 'sub-0' })).toEqual(encodeFrame(frame));
  });

  it('parses back with its subscription, message-id, destination and body', () => {
    const bytes = prepareMessageFrame(message).frameFor('sub:1');
    const [frame] = createStompParser().push(bytes).frames;
    expect(frame && plain(frame)).toEqual({
      command: 'MESSAGE',
      headers: [
        ['subscription', 'sub:1'],
        ['message-id', 'm-1'],
        ['destination', '/topic/price:KOSPI'],
        ['content-type', 'application/json'],
        ['ack', 'a-1'],
        ['content-length', String(utf8(message.body).length)],
      ],
      body: [...utf8(message.body)],
    });
  });

  it('builds one frame per subscription id and hands the same bytes to every later caller', () => {
    const prepared = prepareMessageFrame(message);
    const first = prepared.frameFor('sub-0');
    expect(prepared.frameFor('sub-0')).toBe(first);
    expect(prepared.frameFor('sub-1')).not.toEqual(first);
  });

  it('refuses a content-length among the extra headers, since it writes its own', () => {
    const withLength = { ...message, headers: [['content-length', '1']] as const };
    expect(() => prepareMessageFrame(withLength)).toThrow(StompAssertionError);
  });
});
