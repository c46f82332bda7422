import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// What the edge decides before any handler runs: ids in range, a stale token on a guest call, and a
// body that names another site.
describe('the request edge', () => {
  let t: TestApp;
  let siteA: number;
  let siteB: number;

  beforeAll(async () => {
    // Only the token `a` is known; every other token is refused as an expired one would be.
    t = await buildTestApp({
      authenticate: (token) => authenticateTokens({ a: memberCaller(siteA, 1) })(token),
    });
    siteA = (await insertSite(t.db, { code: 'edge-a' })).id;
    siteB = (await insertSite(t.db, { code: 'edge-b' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 for a site id beyond the id range instead of failing in the database', async () => {
    const res = await t.app.inject({ url: '/api/banklist?siteInfoId=9999999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('serves a guest call to a client whose token went stale, as a guest', async () => {
    const res = await t.app.inject({ url: `/api/banklist?siteInfoId=${siteA}`, headers: bearer('expired') });
    expect(res.statusCode).toBe(200);
  });

  it('still refuses a stale token on a member call', async () => {
    const res = await t.app.inject({ url: `/api/me?siteInfoId=${siteA}`, headers: bearer('expired') });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a body siteInfoId that names another site, and one that is not an id', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/login?siteInfoId=${siteA}`,
      payload: { username: 'someone', password: 'whatever-123', siteInfoId: siteB },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'SITE_MISMATCH' });
    const garbage = await t.app.inject({
      method: 'POST',
      url: `/api/login?siteInfoId=${siteA}`,
      payload: { username: 'someone', password: 'whatever-123', siteInfoId: 'abc' },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('answers a malformed JSON body with the catalogued input error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login?siteInfoId=${siteA}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: '입력값이 올바르지 않습니다.',
    });
  });
});
