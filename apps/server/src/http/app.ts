import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { allRoutes } from '@baro/contracts';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { tradeRoundTopicSiteRule } from '../modules/rounds/trade-option-sites.ts';
import { attachGateway } from '../realtime/gateway.ts';
import type { RealtimeGateway } from '../realtime/gateway.ts';
import { closeConnectionsOnClose } from './drain.ts';
import { answerClientError, requestRejection } from './framework-errors.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { reject } from '../core/rejection.ts';
import { mountRoutes, sendRejection } from './router.ts';
import { registerHandlers } from './routes/index.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const jsonBodyLimitBytes = 1024 * 1024;
/** Below this a JSON answer goes as it is: compressing a few hundred bytes saves less than it costs. */
const compressThresholdBytes = 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The STOMP endpoint on this app's server (realtime/gateway.ts). */
    readonly realtime: RealtimeGateway;
  }
}

/** A hop count becomes proxy-addr's "trust the first n hops" function; addresses pass through. */
function trustProxyOption(trust: false | number | string[]) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * Builds the HTTP app without listening, so tests drive it with `app.inject()` and `main.ts` starts
 * it. Everything the app needs arrives in `ctx`.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  // Fastify's instance type follows the logger's; typed as its base logger, the app stays a plain
  // FastifyInstance for everything that receives it.
  const loggerInstance: FastifyBaseLogger = ctx.log;
  const app = Fastify({
    loggerInstance,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    bodyLimit: jsonBodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // A broken URL (`%E0`) and a request the parser cannot read (headers over the limit) are refused
    // before any route: with the catalogue's body, not Fastify's English one.
    frameworkErrors: (error, _request, reply) => {
      void sendRejection(reply, requestRejection(error), 'ko');
    },
    clientErrorHandler: (error, socket) => {
      answerClientError(loggerInstance, error, socket);
    },
  });
  await registerSecurityHeaders(app, ctx.config.publicUrl);
  // JSON answers above a kilobyte go brotli or gzip, whichever the client prefers. The web app's
  // files are compressed once at build time and served as such (web-app.ts turns this off there);
  // the socket endpoint never reaches Fastify (the gateway answers it on the raw server).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressThresholdBytes,
  });
  await app.register(multipart, {
    limits: { fileSize: ctx.config.fileUploadMaxBytes, files: 1, fields: 10 },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Failures of the request itself (malformed JSON, a body over the limit) are the client's input;
    // anything else is ours, logged with its stack and answered without details.
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendRejection(reply, requestRejection(error), 'ko');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendRejection(reply, reject('INTERNAL'), 'ko');
  });
  app.setNotFoundHandler((_request, reply) => sendRejection(reply, reject('NOT_FOUND'), 'ko'));

  // The socket endpoint shares the HTTP server, so whoever calls `listen` serves it too. Its sessions
  // end before the server closes: open sockets would otherwise hold `close` until they time out.
  const realtime = attachGateway(app.server, {
    bus: ctx.bus,
    limits: ctx.realtimeLimits,
    authenticate: ctx.authenticate,
    clock: ctx.clock,
    log: ctx.log,
    topicSiteRules: [tradeRoundTopicSiteRule(ctx.db)],
  });
  app.decorate('realtime', realtime);
  closeConnectionsOnClose(app);
  app.addHook('preClose', () => realtime.close());

  const implemented = mountRoutes(app, ctx, allRoutes, registerHandlers);
  const openApi = buildOpenApiDocument(allRoutes, implemented);
  app.get('/api/docs', () => Promise.resolve(openApi));
  return app;
}
