import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

// The browser-side protections every answer carries (@fastify/helmet). API answers are JSON that no
// browser should render, frame or run anything from: their policy allows nothing at all. The web
// app's pages get their own policy (appHelmet below), set on the route that serves them.

/** Features the app never uses; a page injected into it cannot ask for them either. */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * The member app's policy. Scripts only from the app's own files and the page's own inline scripts,
 * each allowed by its hash (appHelmet below); never another inline script, never eval. Styles allow inline: sonner and vaul inject their
 * `<style>` at run time and charts set style attributes, and a style cannot run code. `connect-src
 * 'self'` covers the API, SockJS's XHR transports and the WebSocket at /ws (CSP 3 lets 'self' match
 * ws: and wss: on the same host). Images may come from https: because operators' notices embed them.
 */
export const appContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
} as const;

/** What a JSON answer may load, run or be framed by: nothing. */
const apiContentSecurityPolicy = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
} as const;

/** The API's policy as a header value, for an API path the web app's route hands to the 404. */
export const apiContentSecurityPolicyHeader = "default-src 'none';frame-ancestors 'none'";

/**
 * The route option for the web app's pages: the app's policy in place of the API's, its scripts
 * widened by the sources `inlineScripts` answers for the page being sent (page-scripts.ts).
 */
export function appHelmet(inlineScripts: () => readonly string[]) {
  const { directives } = appContentSecurityPolicy;
  return {
    contentSecurityPolicy: {
      ...appContentSecurityPolicy,
      directives: { ...directives, scriptSrc: [...directives.scriptSrc, () => inlineScripts().join(' ')] },
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file only ever loaded by a page (a script, a font): it gets no document policies. */
    readonly subresource?: boolean;
    /** A route's own `helmet` options, moved here by @fastify/helmet when the route is added. */
    readonly helmet?: unknown;
  }
}

/**
 * Route options for files that are never a document (the build's hashed assets): CSP, framing,
 * referrer and permissions policies apply to documents and workers only, so they are left out; the
 * file keeps `nosniff` and `Cross-Origin-Resource-Policy` (other sites may not load it), and HSTS.
 */
export const subresourceRoute = {
  config: { subresource: true },
  helmet: {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    frameguard: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  },
} as const;

/** What helmet does to a response under `options`: the headers it sets and those it removes. */
export interface FixedHeaders {
  readonly set: readonly (readonly [string, string])[];
  readonly removed: readonly string[];
}

/**
 * Runs helmet's middleware once on a recording response. Only for options without per-request
 * parts (no CSP directive computed from the request): their headers are the same on every answer.
 */
export function helmetHeaders(options: HelmetOptions): FixedHeaders {
  const set: (readonly [string, string])[] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  // No part of these options reads the request; helmet 8 throws its errors rather than passing them.
  const request = {} as unknown as IncomingMessage;
  helmet(options)(request, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return { set, removed };
}

/** helmet's options for every answer without route options of its own: the API's policy. */
export function apiHelmetOptions(publicUrl: string) {
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    contentSecurityPolicy: apiContentSecurityPolicy,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A year, as browsers' preload lists ask; only over https, where a browser honours it anyway and
    // a plain-http install (a laptop, a LAN) is not locked out of itself.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } as const;
}

/** Registers the headers on every answer; HSTS only when the public address is https. */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const apiOptions = apiHelmetOptions(publicUrl);
  // Not global: the plugin would build helmet's middleware afresh for every request (parsing the
  // CSP directives each time, about 35 µs of CPU per API call, issue 15 §5). The plugin still
  // applies a route's own `helmet` options (the web app's pages, subresources) merged over these;
  // every other answer gets the same headers, worked out once here.
  const options: FastifyHelmetOptions = { global: false, ...apiOptions };
  await app.register(fastifyHelmet, options);
  const api = helmetHeaders(apiOptions);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.helmet === undefined) {
      for (const name of api.removed) reply.raw.removeHeader(name);
      for (const [name, value] of api.set) reply.raw.setHeader(name, value);
    }
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.subresource !== true) {
      void reply.header('permissions-policy', permissionsPolicy);
    }
    done();
  });
}
