import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// Stopping the HTTP server without keeping a process alive for clients that send nothing. Node's
// `server.close()` closes the keep-alive connections idle at that moment, but a request in flight
// then leaves its connection idle afterwards, open until the keep-alive timeout (72 s in Fastify),
// and `close` waits for it. So: every answer from the moment the close begins says
// `Connection: close`, idle connections are closed as soon as they are idle, and whatever is still
// open when the drain's time is up is cut.

/** How long requests in flight get to finish once the server is told to stop. */
export const drainTimeMsDefault = 5_000;

/** How often, while draining, connections that went idle are closed (SockJS answers them too). */
const idleSweepMs = 100;

/**
 * Hooks the app's close: from its start, answers carry `Connection: close` and idle connections are
 * closed. Register before the other `preClose` hooks so it runs first.
 */
export function closeConnectionsOnClose(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    app.server.closeIdleConnections();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Closes the app (its hooks end the socket sessions, then the server stops listening), sweeping
 * connections that turn idle meanwhile, and cutting every connection still open after `drainMs`.
 */
export async function closeWithin(
  app: FastifyInstance,
  drainMs: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const server = app.server;
  const sweep = setInterval(() => {
    server.closeIdleConnections();
  }, idleSweepMs);
  const cut = setTimeout(() => {
    log.warn({ drainMs }, 'requests still open after the drain time; closing their connections');
    server.closeAllConnections();
  }, drainMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
