import { errorBodySchema, routeKey } from '@baro/contracts';
import type { RouteDef } from '@baro/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and coercions have no JSON Schema form; they are documented as their input type.
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function queryParameters(route: RouteDef): JsonSchema[] {
  const siteInfoId = {
    name: 'siteInfoId',
    in: 'query',
    required: route.site === 'required',
    schema: { type: 'integer', minimum: 1 },
    description: 'The site (tenant) of the call. Must match the token.',
  };
  const schema = jsonSchema(route.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
  return [siteInfoId, ...fields];
}

function pathParameters(route: RouteDef): JsonSchema[] {
  const schema = jsonSchema(route.params, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'path',
    required: true,
    schema: property,
  }));
}

/**
 * The OpenAPI 3.1 document of every contract route. Routes without a handler yet are marked
 * `x-baro-implemented: false` and documented as answering 501.
 */
export function buildOpenApiDocument(
  routes: readonly RouteDef[],
  implemented: ReadonlySet<RouteDef>,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const isImplemented = implemented.has(route);
    const operation: JsonSchema = {
      operationId: routeKey(route),
      summary: route.summary,
      tags: [route.area],
      'x-baro-access': route.access,
      'x-baro-implemented': isImplemented,
      'x-baro-spec': route.spec,
      parameters: [...pathParameters(route), ...queryParameters(route)],
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: jsonSchema(route.response, 'input') } },
        },
        default: {
          description: 'Failure',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
        ...(isImplemented ? {} : { '501': { description: 'Not implemented yet (NOT_IMPLEMENTED)' } }),
      },
      ...(route.access === 'guest' ? {} : { security: [{ bearer: [] }] }),
    };
    if (route.method === 'POST') {
      const contentType = route.multipart ? 'multipart/form-data' : 'application/json';
      operation.requestBody = {
        required: true,
        content: { [contentType]: { schema: jsonSchema(route.body, 'input') } },
      };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Baro API', version: '1' },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
