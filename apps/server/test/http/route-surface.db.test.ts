import { allRoutes, defineRoute, routeKey, site as siteArea } from '@baro/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '../../src/http/openapi.ts';
import { mountRoutes } from '../../src/http/router.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { insertSite } from '../support/seed-site.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// ADR 0002: every contract route is mounted; one without a handler answers 501 NOT_IMPLEMENTED and
// the OpenAPI document marks it `x-baro-implemented: false`.
type Operation = { operationId: string; 'x-baro-implemented': boolean; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const notYet = defineRoute({
  method: 'GET',
  path: '/test/not_yet',
  access: 'guest',
  area: 'test',
  summary: 'A route nobody has written a handler for.',
  spec: [],
  response: z.object({ ok: z.boolean() }),
});

let t: TestApp;
let site: Site;

beforeAll(async () => {
  t = await buildTestApp();
  site = await insertSite(t.db);
});
afterAll(() => t.close());

function operationOf(document: Document, route: { method: string; path: string }): Operation | undefined {
  return document.paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`]?.[route.method.toLowerCase()];
}

describe('a route without a handler', () => {
  it('answers 501 with the catalogued NOT_IMPLEMENTED body', async () => {
    const app = Fastify();
    mountRoutes(app, t.ctx, [notYet], () => undefined);
    try {
      const res = await app.inject({ url: `/api/test/not_yet?siteInfoId=${site.id}` });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({ status: 501, code: 'NOT_IMPLEMENTED', message: '준비중입니다.' });
    } finally {
      await app.close();
    }
  });

  it('still applies the edge rules first: no siteInfoId is SITE_REQUIRED, not 501', async () => {
    const app = Fastify();
    mountRoutes(app, t.ctx, [notYet], () => undefined);
    try {
      expect((await app.inject({ url: '/api/test/not_yet' })).json()).toMatchObject({
        code: 'SITE_REQUIRED',
      });
    } finally {
      await app.close();
    }
  });

  it('is documented as not implemented, answering 501', () => {
    const document = buildOpenApiDocument([notYet], new Set()) as Document;
    const operation = operationOf(document, notYet);
    expect(operation?.['x-baro-implemented']).toBe(false);
    expect(operation?.responses).toHaveProperty('501');
  });
});

describe('GET /api/docs', () => {
  it('lists every contract route once, the site routes as implemented, and marks the rest by their handlers', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const document = res.json<Document>();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(allRoutes.length);
    for (const route of allRoutes) {
      const operation = operationOf(document, route);
      expect(operation?.operationId, routeKey(route)).toBe(routeKey(route));
      if (siteArea.siteRoutes.includes(route))
        expect(operation?.['x-baro-implemented'], routeKey(route)).toBe(true);
      // An unimplemented operation must say so in its responses; an implemented one must not.
      expect('501' in (operation?.responses ?? {}), routeKey(route)).toBe(
        operation?.['x-baro-implemented'] === false,
      );
    }
  });
});
