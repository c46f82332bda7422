// A cohort of STOMP subscribers: raw `ws` sockets that CONNECT, SUBSCRIBE to the tick destination and
// count the MESSAGE frames they receive by their NUL terminators. A @stomp/stompjs Client per socket
// would parse every frame and cost the client process more than the servers it measures.
import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import { futuresInfoDestination } from './protocol.ts';

const connectFrame = 'CONNECT\naccept-version:1.2\nheart-beat:0,0\nhost:127.0.0.1\n\n\0';
// The id @stomp/stompjs gives a client's first subscription; every client here uses it.
const subscribeFrame = `SUBSCRIBE\nid:sub-0\ndestination:${futuresInfoDestination}\nack:auto\n\n\0`;
const connectedPrefix = Buffer.from('CONNECTED\n');
const messagePrefix = Buffer.from('MESSAGE\n');

/**
 * How far any one client may be ahead of the slowest, in ticks; a tick number modulo the ring size
 * indexes the count of clients that have received it. The driver's window must stay below it.
 */
export const ticksAheadMax = 4096;
const ringMask = ticksAheadMax - 1;

/** A client's progress, one byte per client in a typed array. */
const ClientState = { Opening: 0, AwaitingConnected: 1, Subscribed: 2, Receiving: 3 } as const;

export interface CohortOptions {
  readonly url: string;
  readonly size: number;
  /** Sockets opening at once; the rest wait, so the server's accept backlog never overflows. */
  readonly openingMax: number;
  readonly openTimeoutMs: number;
}

export interface Cohort {
  readonly size: number;
  /** Ticks that every client of the cohort has received, counted from its subscription. */
  complete(): number;
  /** Called once per event-loop turn in which `complete()` grew. */
  onAdvance(listener: (() => void) | undefined): void;
  /** Why clients failed (closed or refused), empty while all is well. */
  failures(): readonly string[];
  close(): void;
}

function countNuls(data: Buffer): number {
  let count = 0;
  for (let at = data.indexOf(0); at !== -1; at = data.indexOf(0, at + 1)) count += 1;
  return count;
}

function asBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/**
 * Opens `size` sockets with at most `openingMax` between the upgrade request and CONNECTED, and
 * resolves when every one has sent its SUBSCRIBE. Whether the server registered each subscription is
 * for the caller to check (the servers answer a SUBSCRIBE with nothing).
 */
export function openCohort(options: CohortOptions): Promise<Cohort> {
  const { size } = options;
  const sockets: WebSocket[] = [];
  const states = new Uint8Array(size);
  const received = new Float64Array(size);
  // reached[t & mask]: how many clients have received their t-th message (t from 1).
  const reached = new Uint32Array(ticksAheadMax);
  const problems: string[] = [];
  let complete = 0;
  let closing = false;
  let advanceListener: (() => void) | undefined;
  let advanceScheduled = false;

  function notifyAdvance(): void {
    advanceScheduled = false;
    advanceListener?.();
  }

  function count(index: number, data: Buffer): void {
    if (states[index] === ClientState.Subscribed) {
      if (data.subarray(0, messagePrefix.length).equals(messagePrefix)) {
        states[index] = ClientState.Receiving;
      } else {
        problems.push(
          `client ${index}: expected MESSAGE, got ${JSON.stringify(data.subarray(0, 40).toString())}`,
        );
      }
    }
    const frames = countNuls(data);
    const before = received[index] ?? 0;
    const after = before + frames;
    if (after - complete >= ticksAheadMax) throw new Error('a client ran further ahead than the ring holds');
    received[index] = after;
    let full = false;
    for (let tick = before + 1; tick <= after; tick += 1) {
      const slot = tick & ringMask;
      const clients = (reached[slot] ?? 0) + 1;
      reached[slot] = clients;
      if (clients === size) full = true;
    }
    if (!full) return;
    const startedAt = complete;
    while (reached[(complete + 1) & ringMask] === size) {
      reached[(complete + 1) & ringMask] = 0;
      complete += 1;
    }
    if (complete > startedAt && !advanceScheduled) {
      advanceScheduled = true;
      setImmediate(notifyAdvance);
    }
  }

  const cohort: Cohort = {
    size,
    complete: () => complete,
    onAdvance(listener) {
      advanceListener = listener;
    },
    failures: () => problems,
    close() {
      closing = true;
      for (const socket of sockets) socket.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    let opened = 0;
    let subscribed = 0;
    const timer = setTimeout(() => {
      fail(`only ${subscribed} of ${size} clients subscribed within ${options.openTimeoutMs} ms`);
    }, options.openTimeoutMs);

    function fail(reason: string): void {
      clearTimeout(timer);
      cohort.close();
      reject(new Error(`${reason}${problems.length > 0 ? `; first problem: ${problems[0] ?? ''}` : ''}`));
    }

    function openOne(): void {
      const index = opened;
      opened += 1;
      const socket = new WebSocket(options.url, { perMessageDeflate: false, skipUTF8Validation: true });
      sockets.push(socket);
      socket.on('open', () => {
        states[index] = ClientState.AwaitingConnected;
        socket.send(connectFrame);
      });
      socket.on('message', (raw) => {
        const data = asBuffer(raw);
        if (states[index] !== ClientState.AwaitingConnected) {
          count(index, data);
          return;
        }
        if (!data.subarray(0, connectedPrefix.length).equals(connectedPrefix)) {
          problems.push(`client ${index}: CONNECT answered with ${JSON.stringify(data.toString())}`);
          fail('a CONNECT was refused');
          return;
        }
        socket.send(subscribeFrame);
        states[index] = ClientState.Subscribed;
        subscribed += 1;
        if (opened < size) openOne();
        if (subscribed === size) {
          clearTimeout(timer);
          resolve(cohort);
        }
      });
      socket.on('error', (error) => {
        problems.push(`client ${index}: ${error.message}`);
      });
      socket.on('close', (code, reason) => {
        if (closing) return;
        problems.push(`client ${index}: closed by the server (${code} ${reason.toString()})`);
        if (states[index] !== ClientState.Receiving && states[index] !== ClientState.Subscribed) {
          fail('a client closed before subscribing');
        }
      });
    }

    for (let started = 0; started < Math.min(options.openingMax, size); started += 1) openOne();
  });
}
