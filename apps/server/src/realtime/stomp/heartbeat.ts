import { assertStomp } from './assertion.ts';

/** What the server can do and would like, in milliseconds; 0 turns that direction off. */
export interface ServerHeartbeat {
  /** The smallest interval at which the server can guarantee to send (the spec's `sx`). */
  readonly sendMs: number;
  /** The interval at which the server would like to hear from the client (the spec's `sy`). */
  readonly receiveMs: number;
}

export type HeartbeatNegotiation =
  | {
      readonly ok: true;
      /** Send a frame or an EOL at least this often; 0 means never. */
      readonly sendEveryMs: number;
      /** The client promised data at least this often; 0 means do not time it out. */
      readonly expectEveryMs: number;
      /** The value for the CONNECTED frame's `heart-beat` header. */
      readonly header: string;
    }
  | { readonly ok: false; readonly error: string };

// Node's timers treat a delay above 2^31 - 1 ms as 1 ms, so a larger interval would turn a
// heart-beat into a flood; such a header is refused rather than clamped.
const intervalMsMax = 2 ** 31 - 1;

/**
 * STOMP 1.2 heart-beat negotiation. The client sends `heart-beat:cx,cy` in CONNECT (missing means
 * `0,0`). The server sends every max(sx, cy) ms unless sx or cy is 0, and expects data every
 * max(cx, sy) ms unless cx or sy is 0. The CONNECTED header states the negotiated pair, so a client
 * applying the same rule to it arrives at the same intervals.
 */
export function negotiateHeartbeat(
  clientHeader: string | undefined,
  server: ServerHeartbeat,
): HeartbeatNegotiation {
  assertInterval(server.sendMs, 'sendMs');
  assertInterval(server.receiveMs, 'receiveMs');
  let clientSendMs = 0;
  let clientReceiveMs = 0;
  if (clientHeader !== undefined) {
    // Exactly two decimal integers and a comma: STOMP 1.2 forbids trimming header values.
    const match = /^([0-9]{1,10}),([0-9]{1,10})$/.exec(clientHeader);
    if (match === null) return { ok: false, error: 'heart-beat must be two integers separated by a comma' };
    clientSendMs = Number(match[1]);
    clientReceiveMs = Number(match[2]);
    if (clientSendMs > intervalMsMax || clientReceiveMs > intervalMsMax) {
      return { ok: false, error: `heart-beat intervals must not exceed ${intervalMsMax} ms` };
    }
  }
  const sendEveryMs = directionIntervalMs(server.sendMs, clientReceiveMs);
  const expectEveryMs = directionIntervalMs(clientSendMs, server.receiveMs);
  return { ok: true, sendEveryMs, expectEveryMs, header: `${sendEveryMs},${expectEveryMs}` };
}

/** The interval of one direction: none when either side declines, else the slower of the two. */
function directionIntervalMs(senderMs: number, receiverMs: number): number {
  return senderMs === 0 || receiverMs === 0 ? 0 : Math.max(senderMs, receiverMs);
}

function assertInterval(value: number, name: string): void {
  assertStomp(Number.isSafeInteger(value) && value >= 0 && value <= intervalMsMax, `${name} out of range`);
}
