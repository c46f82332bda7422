/**
 * Text no request may carry, in any field, key or query value: the NUL character and a UTF-16
 * surrogate that is not half of a pair. Neither is a character a person types. PostgreSQL cannot
 * store NUL in `text` ("invalid byte sequence for encoding UTF8: 0x00"), and a lone surrogate is
 * either written to `json`/`jsonb` as a `\ud800` escape it refuses ("unsupported Unicode escape
 * sequence") or turned into U+FFFD on its way to a `text` column, silently changing what was sent.
 * Both answered 500 before the edge refused them (issue 14).
 */

// With the `u` flag a string is read by code points: a proper pair is one astral code point, so only
// an unpaired half is in the surrogate category `Cs`.
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this refuses.
const unsafeCharacter = /[\u0000\p{Cs}]/u;

/** Whether a text holds nothing but characters a field may store. */
export function isSafeText(text: string): boolean {
  return !unsafeCharacter.test(text);
}

interface Visit {
  readonly value: unknown;
  readonly key: string;
  readonly parent: Visit | undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at = visit; at.parent !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) in a parsed request value that is not safe text, or
 * undefined when there is none. The walk keeps its own stack and builds a path only for the value it
 * reports, so a deeply nested JSON body neither overflows the call stack nor costs more than one look
 * at each value.
 */
export function unsafeTextPath(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathOf(visit);
    } else if (typeof current === 'object' && current !== null) {
      // Arrays are objects whose keys are their indexes.
      for (const [key, item] of Object.entries(current) as [string, unknown][]) {
        const child = { value: item, key, parent: visit };
        if (!isSafeText(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return undefined;
}

/** A text with every character `isSafeText` refuses replaced by U+FFFD, to name a bad key safely. */
export function replaceUnsafeText(text: string): string {
  return text.replace(new RegExp(unsafeCharacter.source, 'gu'), '\uFFFD');
}
