import { allRoutes, routeKey } from '@baro/contracts';
import type { RouteDef } from '@baro/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Database } from '../../src/db/database.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { sampleOf, stringSlotsOf, variantsOf, withTextAt } from '../support/schema-slots.ts';
import type { Slot } from '../support/schema-slots.ts';
import {
  authenticateTokens,
  bearer,
  buildTestApp,
  memberCaller,
  operatorCaller,
} from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// Issue 14: a NUL or an unpaired surrogate in a string field answered 500 (PostgreSQL cannot store
// either), on /login, /player/change_nick, /dnw/list, /dnw/p2p and more. Every string a route's contract
// names, in its path, query and body, is driven here with such text, on every route: the answer is the
// catalogued TEXT_NOT_ALLOWED and nothing is written. Routes without a handler yet check their input
// before answering 501, so they are driven too.

/** What may arrive in a JSON body: a `\u0000` or `\ud800` escape decodes to exactly these. */
const bodyBad = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'] as const;
/**
 * What may arrive in a URL: `%00` decodes to NUL. A surrogate has no UTF-8 encoding; the bytes that
 * would be one (`%ED%A0%80`) are not decoded by the query parser and are refused as a bad URL in a path.
 */
const urlBad = ['\u0000'] as const;
/** Text around the bad character, so it is tested at the start, the middle and the end of a value. */
const around = fc.string({ maxLength: 6 });

type Part = 'params' | 'query' | 'body';

let t: TestApp;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp({
    authenticate: (token) =>
      authenticateTokens({
        member: memberCaller(siteId, memberId),
        operator: operatorCaller(siteId, adminId),
      })(token),
  });
  siteId = (await insertSite(t.db, { code: 'bad-strings' })).id;
  memberId = await insertMember(t.db, siteId, 'member-bad-strings');
  adminId = (
    await t.db.query<{ id: number }>(
      `INSERT INTO admin (site_id, username, password_hash, name) VALUES ($1, 'op', 'not-a-hash', 'op') RETURNING id`,
      [siteId],
    )
  ).rows[0]!.id;
});
let memberId: number;
let adminId: number;
afterAll(() => t.close());

/** Every row of every table, as one digest per table: a refused request changes none of them. */
async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await db.query<{ md5: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM "${name}" t`,
    );
    digest[name] = rows.rows[0]?.md5 ?? 'empty';
  }
  return digest;
}

/** A query string with `%00` for NUL, so the bad character arrives decoded, as from a real client. */
function queryString(values: Record<string, unknown>): string {
  return Object.entries({ siteInfoId: siteId, ...values })
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function url(route: RouteDef, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = route.path.replace(/:(\w+)/g, (_whole, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  return `/api${path}?${queryString(query)}`;
}

function tokenOf(route: RouteDef): Record<string, string> {
  return route.access === 'guest' ? {} : bearer(route.access);
}

function shapeSample(schema: z.ZodType): Record<string, unknown> {
  const sample = sampleOf(schema);
  return typeof sample === 'object' && sample !== null ? (sample as Record<string, unknown>) : {};
}

/** One request of `route` with `text` at `slot` of `part`, every other part an ordinary value. */
function send(
  route: RouteDef,
  part: Part,
  slot: Slot,
  text: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const params = shapeSample(route.params);
  const query = shapeSample(route.query);
  const input = {
    params: part === 'params' ? (withTextAt(params, slot, text) as Record<string, unknown>) : params,
    query: part === 'query' ? (withTextAt(query, slot, text) as Record<string, unknown>) : query,
  };
  return t.app.inject({
    method: route.method,
    url: url(route, input.params, input.query),
    headers: tokenOf(route),
    ...(route.method === 'POST' && !route.multipart
      ? { payload: (part === 'body' ? withTextAt(body, slot, text) : body) as Record<string, unknown> }
      : {}),
  });
}

interface Case {
  readonly route: RouteDef;
  readonly part: Part;
  readonly slot: Slot;
  readonly body: unknown;
}

/** Every string slot of every route: each path param, each query field, each body string (per variant). */
function casesOf(route: RouteDef): Case[] {
  const bodies = route.method === 'POST' && !route.multipart ? variantsOf(route.body).map(sampleOf) : [{}];
  const base = bodies[0];
  const cases: Case[] = [];
  for (const part of ['params', 'query'] as const) {
    // Everything in a path or query string is text, whatever the schema makes of it.
    for (const key of Object.keys(shapeSample(route[part]))) {
      cases.push({ route, part, slot: { path: [key], inKey: false }, body: base });
    }
  }
  // A query field the contract does not name is refused too, so a route without any string of its
  // own is still driven once.
  cases.push({ route, part: 'query', slot: { path: ['unnamed'], inKey: false }, body: base });
  if (route.method === 'POST' && !route.multipart) {
    for (const variant of variantsOf(route.body)) {
      const body = sampleOf(variant);
      for (const slot of stringSlotsOf(variant)) cases.push({ route, part: 'body', slot, body });
    }
  }
  return cases;
}

const cases = allRoutes.flatMap(casesOf);

describe('a NUL or an unpaired surrogate in any string of any route', () => {
  it('finds string slots in the contracts to drive', () => {
    // A walker that found nothing would make the test below pass vacuously.
    expect(new Set(cases.map((one) => routeKey(one.route))).size).toBe(allRoutes.length);
    expect(cases.filter((one) => one.slot.path[0] !== 'unnamed').length).toBeGreaterThan(300);
    const keys = new Set(cases.map((one) => `${routeKey(one.route)} ${one.part}.${one.slot.path.join('.')}`));
    for (const expected of [
      'POST /login body.username',
      'POST /player/change_nick body.nick',
      'GET /dnw/list query.keyword',
      'POST /dnw/p2p body.name',
      'POST /player body.etcJson.key',
    ]) {
      expect(keys, expected).toContain(expected);
    }
  });

  it('answers 400 TEXT_NOT_ALLOWED with its Korean message, never 5xx, and writes nothing', async () => {
    const before = await databaseDigest(t.db);
    for (const one of cases) {
      const bad = one.part === 'body' ? bodyBad : urlBad;
      const where = `${routeKey(one.route)} ${one.part}.${one.slot.path.join('.')}${one.slot.inKey ? ' (key)' : ''}`;
      await fc.assert(
        fc.asyncProperty(around, fc.constantFrom(...bad), around, async (before, character, after) => {
          const res = await send(one.route, one.part, one.slot, `${before}${character}${after}`, one.body);
          expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
          expect(res.json(), where).toMatchObject({
            status: 400,
            code: 'TEXT_NOT_ALLOWED',
            message: '허용되지 않는 문자가 포함되어 있습니다.',
          });
        }),
        { numRuns: 2, examples: bad.map((character) => ['', character, '']) },
      );
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('answers TEXT_NOT_ALLOWED for a siteInfoId holding NUL too, in the query or the body', async () => {
    const query = await t.app.inject({ url: '/api/banklist?siteInfoId=1%00' });
    expect(query.json()).toMatchObject({ status: 400, code: 'TEXT_NOT_ALLOWED' });
    const body = await t.app.inject({
      method: 'POST',
      url: `/api/login?siteInfoId=${siteId}`,
      payload: { username: 'someone', password: 'whatever-123', siteInfoId: '\ud800' },
    });
    expect(body.json()).toMatchObject({ status: 400, code: 'TEXT_NOT_ALLOWED' });
  });
});
