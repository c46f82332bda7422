import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './route.ts';
import { parseRouteInput } from './route-input.ts';
import { amountString, idQuery } from './wire.ts';

const route = defineRoute({
  method: 'POST',
  path: '/test/:code',
  access: 'member',
  area: 'test',
  summary: 'A route with a string in each part.',
  spec: [],
  params: z.object({ code: z.string() }),
  query: z.object({ keyword: z.string().optional(), id: idQuery.optional() }),
  body: z.object({ nick: z.string().max(20), point: amountString.optional() }),
  response: z.object({}),
});

const valid = { params: { code: 'abc' }, query: { keyword: 'hello' }, body: { nick: '홍길동' } };

describe('parseRouteInput', () => {
  it('answers the parsed params, query and body of a valid request', () => {
    expect(parseRouteInput(route, { ...valid, body: { nick: 'a', point: 1000 } })).toEqual({
      ok: true,
      params: { code: 'abc' },
      query: { keyword: 'hello' },
      body: { nick: 'a', point: '1000' },
    });
  });

  it('refuses NUL or a lone surrogate in any part with TEXT_NOT_ALLOWED, naming where', () => {
    const cases = [
      [{ ...valid, params: { code: 'a\u0000' } }, 'params.code'],
      [{ ...valid, query: { keyword: '\ud800' } }, 'query.keyword'],
      [{ ...valid, body: { nick: 'x\udc00y' } }, 'body.nick'],
      // Fields the schema does not name are checked too: they could still reach a log or a JSON column.
      [{ ...valid, body: { nick: 'a', extra: ['\u0000'] } }, 'body.extra.0'],
      [{ ...valid, body: { nick: 'a', ['k\u0000']: 1 } }, 'body.k\uFFFD'],
    ] as const;
    for (const [raw, path] of cases) {
      expect(parseRouteInput(route, raw)).toEqual({
        ok: false,
        code: 'TEXT_NOT_ALLOWED',
        issues: [{ path, message: 'Unsafe character.' }],
      });
    }
  });

  it('refuses bad text before the schema, so even a field the schema would refuse says why', () => {
    const result = parseRouteInput(route, { ...valid, body: { nick: '\u0000'.repeat(50) } });
    expect(result).toMatchObject({ ok: false, code: 'TEXT_NOT_ALLOWED' });
  });

  it('answers a schema failure with its catalogue code and the message values', () => {
    const result = parseRouteInput(route, {
      ...valid,
      body: { nick: 'a', point: '99999999999999999999999' },
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'AMOUNT_TOO_LARGE',
      params: { max: '1,000,000,000,000' },
      issues: [{ path: 'body.point', message: 'AMOUNT_TOO_LARGE' }],
    });
    expect(parseRouteInput(route, { ...valid, query: { id: '0' } })).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      issues: [{ path: 'query.id' }],
    });
  });
});
