import { unescapeHeaderText } from './header-escaping.ts';

export type HeaderLineResult =
  | { readonly ok: true; readonly name: string; readonly value: string }
  | { readonly ok: false; readonly error: string };

// `fatal` turns invalid UTF-8 into a protocol error instead of silently replacing it, and
// `ignoreBOM` keeps a leading U+FEFF in a value rather than stripping it, so values round-trip.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const NUL = 0;
const CR = 13;

/**
 * One header line, without its EOL, as a name and a value. The line is split at its first colon:
 * escaping frames should never carry a raw colon, but one in a value is accepted as part of the value
 * (as Spring and ActiveMQ do), while CONNECT and CONNECTED rely on this rule for values like
 * `host:example.com:443`.
 */
export function parseHeaderLine(line: Uint8Array, escaped: boolean): HeaderLineResult {
  if (line.indexOf(NUL) !== -1) return { ok: false, error: 'NUL octet in a header line' };
  // The EOL's optional CR has already been taken off, so any CR left is one without its LF.
  if (line.indexOf(CR) !== -1) return { ok: false, error: 'CR not followed by LF' };
  let text: string;
  try {
    text = decoder.decode(line);
  } catch {
    return { ok: false, error: 'header is not valid UTF-8' };
  }
  const colon = text.indexOf(':');
  if (colon === -1) return { ok: false, error: 'header line without a colon' };
  if (colon === 0) return { ok: false, error: 'empty header name' };
  const rawName = text.slice(0, colon);
  const rawValue = text.slice(colon + 1);
  if (!escaped) return { ok: true, name: rawName, value: rawValue };
  const name = unescapeHeaderText(rawName);
  const value = unescapeHeaderText(rawValue);
  if (name === undefined || value === undefined) {
    return { ok: false, error: 'undefined escape sequence in a header' };
  }
  return { ok: true, name, value };
}

/** The octet count of a `content-length` value, or `undefined` when it is not plain decimal digits. */
export function parseContentLength(value: string): number | undefined {
  if (!/^[0-9]{1,15}$/.test(value)) return undefined;
  return Number(value);
}
