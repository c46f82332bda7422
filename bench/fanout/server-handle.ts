// The parent's side of a server child: start it, grant it ticks, ask it to measure itself, stop it.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, ParentMessage, PublishMode, ServerKind, ServerProbe } from './protocol.ts';

const childScript = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const startTimeoutMs = 30_000;
const probeTimeoutMs = 30_000;
const stopTimeoutMs = 5_000;
// Further flags for the server children only, to look inside one (`--cpu-prof --cpu-prof-dir=…`).
const extraNodeFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== '');

export interface ServerHandle {
  readonly kind: ServerKind;
  readonly port: number;
  /** Lets the child publish until `upTo` ticks in all have been published. */
  publish(upTo: number, mode: PublishMode): void;
  probe(gc: boolean): Promise<ServerProbe>;
  /** Ends the child; kills it if it has not exited within a few seconds. */
  stop(): Promise<void>;
}

/** Children still running, so an interrupted run can kill them on its way out. */
const running = new Set<ChildProcess>();

export function killServerChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

function send(child: ChildProcess, message: ParentMessage): void {
  child.send(message);
}

export async function startServer(kind: ServerKind): Promise<ServerHandle> {
  const child = fork(childScript, [kind], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...extraNodeFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
  });
  const probes = new Map<number, (probe: ServerProbe) => void>();
  let probeSerial = 0;

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${kind} server did not start within ${startTimeoutMs} ms`));
    }, startTimeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with code ${code} before listening`));
    });
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'listening') {
        clearTimeout(timer);
        resolve(message.port);
        return;
      }
      const { id, type: _type, ...measured } = message;
      probes.get(id)?.(measured);
      probes.delete(id);
    });
  });

  return {
    kind,
    port,
    publish(upTo, mode) {
      send(child, { type: 'publish', upTo, mode });
    },
    probe(gc) {
      probeSerial += 1;
      const id = probeSerial;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          probes.delete(id);
          reject(new Error(`${kind} server did not answer a probe within ${probeTimeoutMs} ms`));
        }, probeTimeoutMs);
        probes.set(id, (measured) => {
          clearTimeout(timer);
          resolve(measured);
        });
        send(child, { type: 'probe', id, gc });
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      send(child, { type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
