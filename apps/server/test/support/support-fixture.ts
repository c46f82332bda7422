import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/db/database.ts';
import { insertMember, insertSite } from './seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller, operatorCaller } from './test-app.ts';
import type { TestApp } from './test-app.ts';

/** Inserts an operator of a site (a throwaway password hash) and answers its id. */
export async function insertOperator(db: Queryable, siteId: number, username = 'operator'): Promise<number> {
  const admin = await db.query<{ id: number }>(
    `INSERT INTO admin (site_id, username, password_hash, name) VALUES ($1, $2, 'not-a-hash', $2) RETURNING id`,
    [siteId, username],
  );
  return admin.rows[0]!.id;
}

export interface SupportFixture {
  readonly t: TestApp;
  /** Site A with two members and an operator; site B with one of each. */
  readonly siteA: number;
  readonly siteB: number;
  readonly memberA1: number;
  readonly memberA2: number;
  readonly memberB: number;
  readonly operatorA: number;
  readonly operatorB: number;
  /** Headers of a token: `a1`, `a2`, `b` (members), `opA`, `opB` (operators). */
  readonly as: (token: SupportToken) => { authorization: string };
  /** POST to `/api{path}` as the token, on the token's site. */
  readonly post: (token: SupportToken, path: string, body?: object) => Promise<LightMyRequestResponse>;
  /** GET `/api{path}` on site A (or the token's site) with the query, as the token or a guest. */
  readonly get: (
    path: string,
    query?: Record<string, string | number>,
    token?: SupportToken,
  ) => Promise<LightMyRequestResponse>;
}

export type SupportToken = 'a1' | 'a2' | 'b' | 'opA' | 'opB';

/**
 * The support tests' world: two sites, members and operators of each, and fixed tokens for them, so a
 * test can try every call as its owner, another member, another site's member and either operator.
 */
export async function buildSupportFixture(): Promise<SupportFixture> {
  let tokens: Parameters<typeof authenticateTokens>[0] = {};
  const t = await buildTestApp({
    authenticate: (token, ...rest) => authenticateTokens(tokens)(token, ...rest),
  });
  const siteA = (await insertSite(t.db)).id;
  const siteB = (await insertSite(t.db)).id;
  const memberA1 = await insertMember(t.db, siteA);
  const memberA2 = await insertMember(t.db, siteA);
  const memberB = await insertMember(t.db, siteB);
  const operatorA = await insertOperator(t.db, siteA);
  const operatorB = await insertOperator(t.db, siteB);
  tokens = {
    a1: memberCaller(siteA, memberA1),
    a2: memberCaller(siteA, memberA2),
    b: memberCaller(siteB, memberB),
    opA: operatorCaller(siteA, operatorA),
    opB: operatorCaller(siteB, operatorB),
  };
  const siteOf = (token: SupportToken | undefined) => (token === 'b' || token === 'opB' ? siteB : siteA);
  return {
    t,
    siteA,
    siteB,
    memberA1,
    memberA2,
    memberB,
    operatorA,
    operatorB,
    as: (token) => bearer(token),
    post: (token, path, body = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api${path}?siteInfoId=${siteOf(token)}`,
        headers: bearer(token),
        payload: body,
      }),
    get: (path, query = {}, token) => {
      const params = new URLSearchParams({ siteInfoId: String(siteOf(token)) });
      for (const [key, value] of Object.entries(query)) params.set(key, String(value));
      return t.app.inject({
        url: `/api${path}?${params.toString()}`,
        headers: token === undefined ? {} : bearer(token),
      });
    },
  };
}

/** How many audit rows the site holds for an action. */
export async function auditCount(db: Queryable, siteId: number, action: string): Promise<number> {
  const found = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM operator_audit WHERE site_id = $1 AND action = $2',
    [siteId, action],
  );
  return found.rows[0]!.count;
}
