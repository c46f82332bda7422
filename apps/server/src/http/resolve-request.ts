import { isSafeText, parseId, parseRouteInput } from '@baro/contracts';
import type { RouteDef } from '@baro/contracts';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { deviceOf } from '../core/device.ts';
import type { RequestDevice } from '../core/device.ts';
import { findSiteById } from '../modules/sites/find-site.ts';
import type { Site } from '../modules/sites/find-site.ts';
import { messageLanguageOf } from '../modules/sites/site-info.ts';
import type { MessageLanguage } from './error-body.ts';
import { isRejection, reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';

export interface Resolved {
  readonly ok: true;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly caller: Caller | null;
  readonly site: Site | null;
  readonly lang: MessageLanguage;
  readonly ip: string;
  readonly device: RequestDevice;
}

export interface Refused {
  readonly ok: false;
  readonly rejection: Rejection;
  readonly lang: MessageLanguage;
}

/** A `siteInfoId` that is not an id; one holding text no field may hold says so, as any field would. */
function invalidSiteId(value: unknown, path: string): Rejection {
  if (typeof value === 'string' && !isSafeText(value)) {
    return reject('TEXT_NOT_ALLOWED', { data: { issues: [{ path, message: 'Unsafe character.' }] } });
  }
  return reject('INVALID_INPUT', { data: { issues: [{ path, message: 'Invalid' }] } });
}

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
  const device = deviceOf(request.headers['user-agent']);

  const caller = await callerOf(ctx, request, device);
  // A guest call works without a token, so a stale one must not stand in its way: signing in,
  // refreshing and signing out are guest calls a client makes precisely when its token has expired.
  if (isRejection(caller) && route.access !== 'guest') return refuse(caller);
  const signedIn = isRejection(caller) ? null : caller;

  let siteId: number | undefined;
  if (siteInfoId !== undefined) {
    siteId = typeof siteInfoId === 'string' ? parseId(siteInfoId) : undefined;
    if (siteId === undefined) return refuse(invalidSiteId(siteInfoId, 'query.siteInfoId'));
  } else if (route.site === 'required') {
    return refuse(reject('SITE_REQUIRED'));
  }
  if (signedIn !== null && siteId !== undefined && signedIn.siteId !== siteId) {
    return refuse(reject('SITE_MISMATCH'));
  }
  siteId ??= signedIn?.siteId;

  let site: Site | null = null;
  if (siteId !== undefined) {
    // A signed-in caller's site came with its session (`sessionSite`), read for this request.
    const sessionSite = signedIn?.siteId === siteId ? signedIn.sessionSite : undefined;
    site = sessionSite ?? (await findSiteById(ctx.db, siteId)) ?? null;
    if (site?.status !== 'ACTIVE') return refuse(reject('SITE_NOT_FOUND'));
    lang = messageLanguageOf(site, signedIn === null);
  }

  if (route.access !== 'guest' && signedIn?.kind !== route.access) {
    return refuse(reject(signedIn === null ? 'UNAUTHORIZED' : 'FORBIDDEN'));
  }

  const rawBody: unknown = route.multipart ? {} : (request.body ?? {});
  const bodySite = bodySiteOf(rawBody, site);
  if (bodySite !== undefined) return refuse(bodySite);

  // The contract's own input rules, the same for every route (contracts `route-input.ts`).
  const input = parseRouteInput(route, { params: request.params ?? {}, query: rawQuery, body: rawBody });
  if (!input.ok) {
    const { code, params, issues } = input;
    return refuse(reject(code, { ...(params === undefined ? {} : { params }), data: { issues } }));
  }
  const { params, query, body } = input;

  return { ok: true, params, query, body, caller: signedIn, site, lang, ip: request.ip, device };
}

/** Some spec bodies repeat `siteInfoId`; one that names another site is refused like the query's. */
function bodySiteOf(rawBody: unknown, site: Site | null): Rejection | undefined {
  if (typeof rawBody !== 'object' || rawBody === null || !('siteInfoId' in rawBody)) return undefined;
  const value = rawBody.siteInfoId;
  if (value === undefined || value === null) return undefined;
  const id = typeof value === 'number' || typeof value === 'string' ? parseId(String(value)) : undefined;
  if (id === undefined) return invalidSiteId(value, 'body.siteInfoId');
  return site?.id === id ? undefined : reject('SITE_MISMATCH');
}

async function callerOf(
  ctx: AppContext,
  request: FastifyRequest,
  device: RequestDevice,
): Promise<Caller | Rejection | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match?.[1] === undefined) return reject('UNAUTHORIZED');
  return ctx.authenticate(match[1], device);
}
