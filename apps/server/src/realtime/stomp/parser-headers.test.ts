import { describe, expect, it } from 'vitest';
import { headerValue } from './frame.ts';
import { createStompParser } from './parser.ts';
import { utf8 } from './test-helpers.ts';

function headersOf(text: string | Uint8Array): readonly (readonly [string, string])[] | string {
  const output = createStompParser().push(typeof text === 'string' ? utf8(text) : text);
  return output.error ?? output.frames[0]?.headers ?? 'no frame';
}

describe('createStompParser headers', () => {
  it('unescapes \\r, \\n, \\c and \\\\ in header names and values', () => {
    expect(headersOf('MESSAGE\na\\cb\\\\:line\\r\\nnext\\c\\\\n\n\n\0')).toEqual([
      ['a:b\\', 'line\r\nnext:\\n'],
    ]);
  });

  it.each(['a\\tb', 'end\\', '\\x41', '\\C'])('refuses the undefined escape in %j', (value) => {
    expect(headersOf(`SEND\ndestination:${value}\n\n\0`)).toBe('undefined escape sequence in a header');
    expect(headersOf(`SEND\n${value}:x\n\n\0`)).toBe('undefined escape sequence in a header');
  });

  it('leaves CONNECT and CONNECTED headers as written, backslashes and colons in values included', () => {
    expect(headersOf('CONNECT\nhost:example.com:443\npasscode:a\\cb\\t\n\n\0')).toEqual([
      ['host', 'example.com:443'],
      ['passcode', 'a\\cb\\t'],
    ]);
    expect(headersOf('CONNECTED\nserver:baro\\1\n\n\0')).toEqual([['server', 'baro\\1']]);
  });

  it('unescapes a STOMP frame, which the spec text does not exempt as it does CONNECT', () => {
    expect(headersOf('STOMP\nlogin:a\\cb\n\n\0')).toEqual([['login', 'a:b']]);
  });

  it('keeps repeated headers in their order, and headerValue reads the first as the spec says', () => {
    const output = createStompParser().push(utf8('MESSAGE\nfoo:World\nfoo:Hello\n\n\0'));
    const [frame] = output.frames;
    expect(frame?.headers).toEqual([
      ['foo', 'World'],
      ['foo', 'Hello'],
    ]);
    expect(frame && headerValue(frame, 'foo')).toBe('World');
  });

  it('reads the body by the first content-length when the header repeats', () => {
    const output = createStompParser().push(utf8('SEND\ncontent-length:2\ncontent-length:9\n\na\0\0'));
    expect(output.error).toBeUndefined();
    expect([...(output.frames[0]?.body ?? [])]).toEqual([97, 0]);
  });

  it('takes a raw colon in the value of an escaping frame as part of the value', () => {
    expect(headersOf('SEND\ndestination:/topic/a:b\n\n\0')).toEqual([['destination', '/topic/a:b']]);
  });

  it('refuses a header line without a colon, or with an empty name', () => {
    expect(headersOf('SEND\ndestination\n\n\0')).toBe('header line without a colon');
    expect(headersOf('SEND\n:value\n\n\0')).toBe('empty header name');
  });

  it('accepts an empty value and never trims spaces', () => {
    expect(headersOf('SEND\nreceipt:\n name : value \n\n\0')).toEqual([
      ['receipt', ''],
      [' name ', ' value '],
    ]);
  });

  it('decodes UTF-8 names and values, and refuses a header that is not valid UTF-8', () => {
    expect(headersOf('SEND\n종목:삼성전자\n\n\0')).toEqual([['종목', '삼성전자']]);
    const invalid = Uint8Array.of(...utf8('SEND\nx:'), 0xc3, 0x28, ...utf8('\n\n\0'));
    expect(headersOf(invalid)).toBe('header is not valid UTF-8');
  });

  it('refuses a NUL inside a header line', () => {
    expect(headersOf('SEND\ndestination:/a\0b\n\n\0')).toBe('NUL octet in a header line');
  });
});
