// The server child: one server under test alone in its process, so its memory is its own. It listens
// on a loopback port, publishes ticks when the parent grants them, and measures itself on request.
// Started by server-handle.ts with `--import tsx --expose-gc`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { futuresTick, isServerKind } from './protocol.ts';
import type { ChildMessage, ParentMessage, ServerProbe } from './protocol.ts';
import { attachFanoutServer } from './servers.ts';

const kind = process.argv[2];
if (!isServerKind(kind)) throw new Error(`unknown server kind ${kind ?? '(none)'}`);

function tell(message: ChildMessage): void {
  process.send?.(message);
}

const server = createServer((_request, response) => {
  response.statusCode = 404;
  response.end();
});
const fanout = attachFanoutServer(kind, server);
let published = 0;
let publishTurns = 0;
let grantedUpTo = 0;
let spacedTimer: NodeJS.Immediate | undefined;

/** Each tick is its own publish, as a price feed would call it. */
function publishNext(): void {
  published += 1;
  fanout.publish(published, futuresTick(published));
}

/**
 * One tick, then the next one in a later turn. A server that flushes its sockets in a `setImmediate`
 * (Baro) has that callback queued before this one, so each tick goes out in writes of its own.
 */
function publishSpaced(): void {
  spacedTimer = undefined;
  if (published >= grantedUpTo) return;
  publishTurns += 1;
  publishNext();
  if (published < grantedUpTo) spacedTimer = setImmediate(publishSpaced);
}

/** Full collections with a pause between, so what is left is what the connections hold. */
async function collectGarbage(): Promise<void> {
  const gc = globalThis.gc;
  if (gc === undefined) throw new Error('the server child needs --expose-gc');
  for (let round = 0; round < 3; round += 1) {
    gc();
    await sleep(50);
  }
}

async function probe(withGc: boolean): Promise<ServerProbe> {
  if (withGc) await collectGarbage();
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    externalBytes: memory.external,
    subscribers: fanout.subscribers(),
    published,
    publishTurns,
    cpuMicros: cpu.user + cpu.system,
  };
}

process.on('message', (message: ParentMessage) => {
  switch (message.type) {
    case 'publish':
      grantedUpTo = Math.max(grantedUpTo, message.upTo);
      if (message.mode === 'burst') {
        if (published < grantedUpTo) publishTurns += 1;
        while (published < grantedUpTo) publishNext();
      } else {
        spacedTimer ??= setImmediate(publishSpaced);
      }
      return;
    case 'probe':
      probe(message.gc).then(
        (measured) => {
          tell({ type: 'probe', id: message.id, ...measured });
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
      return;
    case 'stop':
      // The parent drops its clients itself; nothing here needs an orderly close.
      process.exit(0);
  }
});
// The parent died or let go: never outlive it.
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  tell({ type: 'listening', port: (server.address() as AddressInfo).port });
});
