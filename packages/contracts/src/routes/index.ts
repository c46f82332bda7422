import type { RouteDef } from '../route.ts';
import { authRoutes } from './auth/index.ts';
import * as binaryArea from './binary/index.ts';
import * as chatArea from './chat/index.ts';
import * as contactArea from './contact/index.ts';
import * as contentArea from './content/index.ts';
import * as copytradeArea from './copytrade/index.ts';
import * as dnwArea from './dnw/index.ts';
import * as futuresArea from './futures/index.ts';
import * as messagesArea from './messages/index.ts';
import * as overseaArea from './oversea/index.ts';
import * as partnerArea from './partner/index.ts';
import * as providersArea from './providers/index.ts';
import { siteRoutes } from './site/index.ts';
import * as stockArea from './stock/index.ts';
import * as walletArea from './wallet/index.ts';

// Each area is exported as a namespace, so callers name a call by area: `futures.cancelOrder`.
export * as auth from './auth/index.ts';
export * as binary from './binary/index.ts';
export * as chat from './chat/index.ts';
export * as contact from './contact/index.ts';
export * as content from './content/index.ts';
export * as copytrade from './copytrade/index.ts';
export * as dnw from './dnw/index.ts';
export * as futures from './futures/index.ts';
export * as messages from './messages/index.ts';
export * as oversea from './oversea/index.ts';
export * as partner from './partner/index.ts';
export * as providers from './providers/index.ts';
export * as site from './site/index.ts';
export * as stock from './stock/index.ts';
export * as wallet from './wallet/index.ts';

/** Whether a module export is a route definition rather than a schema or constant beside it. */
export function isRouteDef(value: unknown): value is RouteDef {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof RouteDef, unknown>>;
  return (
    (candidate.method === 'GET' || candidate.method === 'POST') &&
    typeof candidate.path === 'string' &&
    typeof candidate.access === 'string' &&
    Array.isArray(candidate.spec)
  );
}

/**
 * The route definitions an area module exports. Areas export their schemas beside their routes, and
 * collecting the routes by shape means a new call cannot be defined and then forgotten here.
 */
export function routesOf(area: Readonly<Record<string, unknown>>): RouteDef[] {
  return Object.values(area).filter(isRouteDef);
}

/**
 * Every call the server answers and the web client may make. The auth and site areas list their own
 * routes; every other area's routes are collected from its module.
 */
export const allRoutes: readonly RouteDef[] = [
  ...authRoutes,
  ...siteRoutes,
  ...[
    walletArea,
    messagesArea,
    contactArea,
    contentArea,
    chatArea,
    binaryArea,
    overseaArea,
    futuresArea,
    copytradeArea,
    dnwArea,
    providersArea,
    stockArea,
    partnerArea,
  ].flatMap(routesOf),
];
