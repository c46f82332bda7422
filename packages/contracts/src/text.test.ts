import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeText, replaceUnsafeText, unsafeTextPath } from './text.ts';

const unsafe = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'] as const;

describe('isSafeText', () => {
  it('refuses NUL and every unpaired surrogate, wherever it stands', () => {
    for (const bad of unsafe) {
      for (const text of [bad, `a${bad}`, `${bad}a`, `가${bad}나`]) expect(isSafeText(text)).toBe(false);
    }
    // Two high halves, or a low half before a high one, pair with nothing.
    expect(isSafeText('\ud800\ud800')).toBe(false);
    expect(isSafeText('\udc00\ud800')).toBe(false);
  });

  it('accepts Korean, emoji (a proper surrogate pair) and other control characters', () => {
    for (const text of ['홍길동', '😀', 'a\u{1F600}b', 'tab\there', 'line\nbreak', '\u0001', '']) {
      expect(isSafeText(text)).toBe(true);
    }
  });

  it('accepts every well-formed string without NUL, and refuses it with one bad character inserted', () => {
    const wellFormed = fc
      .string({ unit: 'grapheme', maxLength: 20 })
      .filter((text) => !text.includes('\u0000'));
    fc.assert(
      fc.property(wellFormed, fc.constantFrom(...unsafe), fc.nat(), (text, bad, at) => {
        expect(isSafeText(text)).toBe(true);
        // Inserted between two code points of well-formed text, so no half beside it can pair it.
        const points = Array.from(text);
        const cut = at % (points.length + 1);
        expect(isSafeText([...points.slice(0, cut), bad, ...points.slice(cut)].join(''))).toBe(false);
      }),
    );
  });
});

describe('unsafeTextPath', () => {
  it('finds a bad string in a field, an array item, a nested object and a key', () => {
    expect(unsafeTextPath({ name: 'ok', nick: 'a\u0000' })).toEqual(['nick']);
    expect(unsafeTextPath({ list: ['ok', 'b\ud800'] })).toEqual(['list', '1']);
    expect(unsafeTextPath({ etc: { deep: { value: '\udc00' } } })).toEqual(['etc', 'deep', 'value']);
    expect(unsafeTextPath({ etc: { ['k\u0000']: 'v' } })).toEqual(['etc', 'k\u0000']);
    expect(unsafeTextPath('\u0000')).toEqual([]);
  });

  it('passes values without strings or with safe ones', () => {
    for (const value of [undefined, null, 1, true, {}, [], { a: ['b', { c: '😀' }], n: 5 }]) {
      expect(unsafeTextPath(value)).toBeUndefined();
    }
  });

  it('walks a body nested far deeper than the call stack allows recursion', () => {
    let nested: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(unsafeTextPath(nested)).toHaveLength(200_000);
  });
});

describe('replaceUnsafeText', () => {
  it('replaces each bad character with U+FFFD and keeps the rest', () => {
    expect(replaceUnsafeText('a\u0000b\ud800c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });
});
