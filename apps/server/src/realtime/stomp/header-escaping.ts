// STOMP 1.2 "Value Encoding": in every frame but CONNECT and CONNECTED, a backslash, carriage return,
// line feed or colon inside a header name or value travels as a two-character escape. The escape
// characters are ASCII, so working on the decoded string gives the same result as working on the
// UTF-8 octets the spec describes.

const needsEscape = /[\\\r\n:]/;

/** The escaped form of one header name or value. */
export function escapeHeaderText(text: string): string {
  // Most names and values (ids, destinations, MIME types) need no escaping; skip the rebuild for them.
  if (!needsEscape.test(text)) return text;
  let escaped = '';
  for (const char of text) {
    if (char === '\\') escaped += '\\\\';
    else if (char === '\r') escaped += '\\r';
    else if (char === '\n') escaped += '\\n';
    else if (char === ':') escaped += '\\c';
    else escaped += char;
  }
  return escaped;
}

/**
 * The text an escaped header name or value stands for, or `undefined` when it holds an escape the
 * spec does not define (`\t`, or a lone backslash at the end): the spec makes that a fatal error.
 */
export function unescapeHeaderText(text: string): string | undefined {
  if (!text.includes('\\')) return text;
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const backslash = text.indexOf('\\', index);
    if (backslash === -1) return plain + text.slice(index);
    plain += text.slice(index, backslash);
    const code = text[backslash + 1];
    if (code === 'r') plain += '\r';
    else if (code === 'n') plain += '\n';
    else if (code === 'c') plain += ':';
    else if (code === '\\') plain += '\\';
    else return undefined;
    index = backslash + 2;
  }
  return plain;
}
