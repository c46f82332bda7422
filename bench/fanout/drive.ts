// The publishing loop, closed through the clients: the server child may publish a tick only while
// the slowest client is fewer than `windowTicks` ticks behind it. The figure that comes out is what
// the clients received, never what the server claims to have sent, and no server can run up an
// unbounded backlog (Baro would cut such a client off as a slow consumer, by design).
import type { Cohort } from './clients.ts';
import { machineBusyMicros } from './machine.ts';
import type { PublishMode } from './protocol.ts';
import type { ServerHandle } from './server-handle.ts';

/** A window in which nothing at all arrives means a server or the harness is stuck. */
const stallMs = 15_000;

export interface Tally {
  readonly ticks: number;
  /** Turns of the server's event loop that published them (a turn publishes one tick or a burst). */
  readonly publishTurns: number;
  /** Messages received by the clients: every tick reached every client (`ticks × clients`). */
  readonly messages: number;
  readonly elapsedMs: number;
  readonly serverCpuMicros: number;
  readonly clientCpuMicros: number;
  /** CPU time of every process on the machine, where the system tells it. */
  readonly machineCpuMicros: number | undefined;
}

/** A cohort and the tick count at which it subscribed: its `complete()` counts from there. */
export interface Audience {
  readonly cohort: Cohort;
  readonly baseTick: number;
}

function delivered(audience: Audience): number {
  return audience.baseTick + audience.cohort.complete();
}

/**
 * Grants ticks from `first` on: `grant(done)` answers the new grant (or the old one to wait), and
 * the loop ends when `finished(done, granted)` holds. Rejects when the clients report a failure or
 * nothing arrives for `stallMs`.
 */
function pump(
  server: ServerHandle,
  audience: Audience,
  mode: PublishMode,
  grant: (done: number, granted: number) => number,
  finished: (done: number, granted: number) => boolean,
): Promise<void> {
  let granted = delivered(audience);
  return new Promise<void>((resolve, reject) => {
    let stallTimer: NodeJS.Timeout | undefined;
    const stop = (error?: Error) => {
      clearTimeout(stallTimer);
      audience.cohort.onAdvance(undefined);
      if (error === undefined) resolve();
      else reject(error);
    };
    const step = () => {
      const failures = audience.cohort.failures();
      if (failures.length > 0) {
        stop(new Error(`${failures.length} client failures, first: ${failures[0] ?? ''}`));
        return;
      }
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stop(
          new Error(
            `${server.kind}: nothing delivered for ${stallMs} ms (${delivered(audience)}/${granted})`,
          ),
        );
      }, stallMs);
      const done = delivered(audience);
      if (finished(done, granted)) {
        stop();
        return;
      }
      const next = grant(done, granted);
      if (next > granted) {
        granted = next;
        server.publish(granted, mode);
      }
    };
    audience.cohort.onAdvance(step);
    step();
  });
}

/** Publishes `ticks` more ticks one at a time and waits until every client has each. */
export async function deliverTicks(server: ServerHandle, audience: Audience, ticks: number): Promise<void> {
  const target = delivered(audience) + ticks;
  await pump(
    server,
    audience,
    'spaced',
    (done) => Math.min(done + 1, target),
    (done) => done >= target,
  );
}

/**
 * Publishes for `seconds` as fast as the window allows, then stops granting and waits until every
 * client has every granted tick. The elapsed time includes that drain, so the rate is of messages
 * that arrived, within the time they took to arrive.
 */
export async function drive(
  server: ServerHandle,
  audience: Audience,
  seconds: number,
  windowTicks: number,
  mode: PublishMode,
): Promise<Tally> {
  const first = delivered(audience);
  const serverBefore = await server.probe(false);
  if (serverBefore.published !== first) {
    throw new Error(`${server.kind} published ${serverBefore.published} ticks, the clients hold ${first}`);
  }
  const clientBefore = process.cpuUsage();
  const machineBefore = machineBusyMicros();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await pump(
    server,
    audience,
    mode,
    // Grants go out in batches: a new batch once the slowest client is no more than half the window
    // behind. Granting one tick each time the slowest client took one locks the loop into its own
    // rhythm (each tick its own round trip through both processes), which measures that rhythm rather
    // than the server; batches leave each server to publish and write at its own pace.
    (done, granted) =>
      performance.now() < deadline && granted - done <= windowTicks / 2 ? done + windowTicks : granted,
    (done, granted) => performance.now() >= deadline && done === granted,
  );
  const elapsedMs = performance.now() - started;
  const clientCpu = process.cpuUsage(clientBefore);
  const machineAfter = machineBusyMicros();
  const serverAfter = await server.probe(false);
  const ticks = delivered(audience) - first;
  return {
    ticks,
    publishTurns: serverAfter.publishTurns - serverBefore.publishTurns,
    messages: ticks * audience.cohort.size,
    elapsedMs,
    serverCpuMicros: serverAfter.cpuMicros - serverBefore.cpuMicros,
    clientCpuMicros: clientCpu.user + clientCpu.system,
    machineCpuMicros:
      machineBefore === undefined || machineAfter === undefined ? undefined : machineAfter - machineBefore,
  };
}
