import { assertStomp } from './assertion.ts';
import { allowsBody, escapesHeaders } from './commands.ts';
import type { StompFrame } from './frame.ts';
import { headerValue } from './frame.ts';
import { escapeHeaderText } from './header-escaping.ts';
import { parseContentLength } from './header-line.ts';

const textEncoder = new TextEncoder();

/**
 * A heart-beat: one LF. Shared, so that an idle connection's timer allocates nothing; never write
 * into it.
 */
export const heartbeatBytes: Uint8Array = Uint8Array.of(10);

/**
 * The wire bytes of a frame: command, headers, a blank line, the body and a NUL. Headers are escaped
 * except in CONNECT and CONNECTED, and a frame with a body gets a `content-length` (appended last)
 * unless it carries one, so a body may hold NUL octets. Throws `StompAssertionError` for a frame that
 * cannot be written faithfully.
 */
export function encodeFrame(frame: StompFrame): Uint8Array {
  const { command, body } = frame;
  assertStomp(body.length === 0 || allowsBody(command), `${command} frame must not have a body`);
  let head = `${command}\n`;
  for (const [name, value] of frame.headers) head += `${headerLine(command, name, value)}\n`;
  const declaredLength = headerValue(frame, 'content-length');
  if (declaredLength === undefined) {
    if (body.length > 0) head += `content-length:${body.length}\n`;
  } else {
    assertStomp(parseContentLength(declaredLength) === body.length, 'content-length must match the body');
  }
  return concatFrame(textEncoder.encode(`${head}\n`), body);
}

/** `name:value` as the frame's command requires, without the EOL. */
export function headerLine(command: StompFrame['command'], name: string, value: string): string {
  assertStomp(name.length > 0, 'a header name must not be empty');
  // No escape exists for NUL, and a receiver may take it for the end of the frame.
  assertStomp(!name.includes('\0') && !value.includes('\0'), 'a header must not contain NUL');
  if (escapesHeaders(command)) return `${escapeHeaderText(name)}:${escapeHeaderText(value)}`;
  // CONNECT and CONNECTED are written as they are, so what they cannot hold is a programmer error.
  assertStomp(!/[\r\n:]/.test(name), `a ${command} header name cannot hold CR, LF or ':'`);
  assertStomp(!/[\r\n]/.test(value), `a ${command} header value cannot hold CR or LF`);
  return `${name}:${value}`;
}

/** The head bytes, then the body, then the NUL that the zero-filled array already holds. */
export function concatFrame(head: Uint8Array, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(head.length + body.length + 1);
  bytes.set(head);
  bytes.set(body, head.length);
  return bytes;
}
