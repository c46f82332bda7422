import { schemaErrorCode } from '@baro/contracts';
import type { RouteDef } from '@baro/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { deviceOf } from '../modules/accounts/device.ts';
import { findSiteById } from '../modules/sites/find-site.ts';
import { messageLanguageOf } from '../modules/sites/site-info.ts';
import type { Site } from '../modules/sites/find-site.ts';
import type { MessageLanguage } from './error-body.ts';
import { isRejection, reject } from './rejection.ts';
import type { Rejection } from './rejection.ts';

export interface Resolved {
  readonly ok: true;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly caller: Caller | null;
  readonly site: Site | null;
  readonly lang: MessageLanguage;
  readonly ip: string;
}

export interface Refused {
  readonly ok: false;
  readonly rejection: Rejection;
  readonly lang: MessageLanguage;
}

const siteIdPattern = /^[1-9]\d{0,9}$/;

/**
 * Everything the edge decides before a handler runs, in the order a client would expect its errors:
 * which site, who is calling (and whether the token belongs to that site), whether the route allows
 * them, then whether the input matches the contract. Nothing is written on any of these paths.
 */
export async function resolveRequest(
  ctx: AppContext,
  route: RouteDef,
  request: FastifyRequest,
): Promise<Resolved | Refused> {
  const { siteInfoId, ...rawQuery } = (request.query ?? {}) as Record<string, unknown>;
  let lang: MessageLanguage = 'ko';
  const refuse = (rejection: Rejection): Refused => ({ ok: false, rejection, lang });

  const caller = await callerOf(ctx, request);
  if (isRejection(caller)) return refuse(caller);

  let siteId: number | undefined;
  if (siteInfoId !== undefined) {
    if (typeof siteInfoId !== 'string' || !siteIdPattern.test(siteInfoId)) {
      return refuse(
        reject('INVALID_INPUT', { data: { issues: [{ path: 'siteInfoId', message: 'Invalid' }] } }),
      );
    }
    siteId = Number(siteInfoId);
  } else if (route.site === 'required') {
    return refuse(reject('SITE_REQUIRED'));
  }
  if (caller !== null && siteId !== undefined && caller.siteId !== siteId)
    return refuse(reject('SITE_MISMATCH'));
  siteId ??= caller?.siteId;

  let site: Site | null = null;
  if (siteId !== undefined) {
    site = (await findSiteById(ctx.db, siteId)) ?? null;
    if (site?.status !== 'ACTIVE') return refuse(reject('SITE_NOT_FOUND'));
    lang = messageLanguageOf(site, caller === null);
  }

  if (route.access === 'member' && caller?.kind !== 'member') {
    return refuse(reject(caller === null ? 'UNAUTHORIZED' : 'FORBIDDEN'));
  }
  if (route.access === 'operator' && caller?.kind !== 'operator') {
    return refuse(reject(caller === null ? 'UNAUTHORIZED' : 'FORBIDDEN'));
  }

  const rawBody: unknown = route.multipart ? {} : (request.body ?? {});
  if (typeof rawBody === 'object' && rawBody !== null && 'siteInfoId' in rawBody) {
    const bodySiteId = rawBody.siteInfoId;
    if (site === null || Number(bodySiteId) !== site.id) return refuse(reject('SITE_MISMATCH'));
  }

  const params = parse(route.params, request.params ?? {}, 'params');
  if (isRejection(params)) return refuse(params);
  const query = parse(route.query, rawQuery, 'query');
  if (isRejection(query)) return refuse(query);
  const body = parse(route.body, rawBody, 'body');
  if (isRejection(body)) return refuse(body);

  return { ok: true, params, query, body, caller, site, lang, ip: request.ip };
}

async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<Caller | Rejection | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match?.[1] === undefined) return reject('UNAUTHORIZED');
  return ctx.authenticate(match[1], deviceOf(request.headers['user-agent']));
}

function parse(schema: z.ZodType, value: unknown, where: string): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  // A schema may name the spec's own alert for a mistake (an empty withdraw amount, say).
  return reject(schemaErrorCode(result.error), { data: { issues } });
}
