import { messageLanguage } from '@baro/contracts';
import type { ErrorCode, MessageLanguage } from '@baro/contracts';
import type { Caller } from '../caller.ts';
import { isRejection } from '../http/rejection.ts';
import type { Rejection } from '../http/rejection.ts';
import { deviceOf } from '../modules/accounts/device.ts';
import type { RequestDevice } from '../modules/accounts/device.ts';
import type { Connection } from './connection.ts';
import type { SessionIdentity } from './destinations.ts';
import type { RealtimeLimits } from './limits.ts';
import { createOutbound } from './outbound.ts';
import { handleSessionFrame } from './session-commands.ts';
import type { CommandContext, Subscription } from './session-commands.ts';
import { connectedFrame, errorFrame, identityOf, readConnect, receiptFrame } from './session-frames.ts';
import { createStompParser, headerValue, heartbeatBytes } from './stomp/index.ts';
import type { StompFrame } from './stomp/index.ts';

export type { Subscription } from './session-commands.ts';

/** What a session needs from the gateway that owns it. */
export interface SessionHost {
  readonly limits: RealtimeLimits;
  authenticate(bearerToken: string, device: RequestDevice): Promise<Caller | Rejection>;
  nowMs(): number;
  /** The session knows who it is now; the gateway indexes it. */
  connected(session: StompSession): void;
  subscribed(session: StompSession, subscription: Subscription): void;
  unsubscribed(session: StompSession, subscription: Subscription): void;
  /** Called once when the session ends, however it ended; it receives nothing after. */
  ended(session: StompSession): void;
  /** A failure of ours (never a client's protocol error), for the log. */
  failed(session: StompSession, error: unknown): void;
}

export interface StompSession {
  /** Unique within the gateway; also the `session` header of CONNECTED. */
  readonly id: string;
  readonly transport: Connection['transport'];
  /** Opened from a phone or tablet, by its User-Agent (the mobile block ends only these). */
  readonly mobile: boolean;
  /** Null until the CONNECT frame has been accepted. */
  identity(): SessionIdentity | null;
  subscriptions(): readonly Subscription[];
  /** This session's subscriptions to one of its `/user/queue/*` destinations. */
  memberSubscriptions(destination: string): readonly Subscription[];
  /** Queues an encoded MESSAGE frame; a session past its bound is cut off instead. */
  deliver(frame: Uint8Array): void;
  /** Sends what is queued, then closes (a forced logout, the server stopping). */
  end(reason: string): void;
  bufferedBytes(): number;
}

const slowConsumer = 'SLOW_CONSUMER';

type State = 'awaiting-connect' | 'authenticating' | 'open' | 'ended';

/**
 * One STOMP 1.2 session over one connection, either transport: CONNECT with the bearer token,
 * subscriptions authorised per destination (session-commands.ts), heart-beats both ways, and a bounded
 * send buffer. Every refusal is an ERROR frame followed by the close, as STOMP 1.2 requires of a
 * server that cannot process a frame.
 */
export function createStompSession(id: string, connection: Connection, host: SessionHost): StompSession {
  const { limits } = host;
  const parser = createStompParser(limits.stomp);
  const outbound = createOutbound(connection, limits.outboundBytesMax);
  const subscriptions = new Map<string, Subscription>();
  const device = deviceOf(connection.userAgent);
  const pending: StompFrame[] = [];
  const timers: NodeJS.Timeout[] = [];
  const current = { state: 'awaiting-connect' as State };
  // Read through a function where an `await` came between: TypeScript keeps a narrowing across it.
  const stateNow = (): State => current.state;
  let identity: SessionIdentity | null = null;
  let commands: CommandContext | null = null;
  let messageSerial = 0;
  let receivedSinceCheck = false;

  const session: StompSession = {
    id,
    transport: connection.transport,
    mobile: device.mobile,
    identity: () => identity,
    subscriptions: () => [...subscriptions.values()],
    memberSubscriptions(destination) {
      return [...subscriptions.values()].filter(
        (subscription) =>
          subscription.route.kind === 'member' && subscription.route.destination === destination,
      );
    },
    deliver(frame) {
      if (current.state === 'open') send(frame);
    },
    end(reason) {
      finish(reason);
    },
    bufferedBytes: () => outbound.bufferedBytes(),
  };

  function language(): MessageLanguage {
    if (identity === null || identity.siteId === null) return 'ko';
    return messageLanguage(identity.siteId, identity.kind === 'guest');
  }

  /** Stops reading, sends what is queued, closes; destroys the socket if the peer does not follow. */
  function finish(reason: string, closedByPeer = false): void {
    if (current.state === 'ended') return;
    current.state = 'ended';
    for (const timer of timers) clearTimeout(timer);
    host.ended(session);
    if (closedByPeer) {
      outbound.discard();
      return;
    }
    outbound.flush();
    connection.close(1000, reason);
    setTimeout(() => {
      outbound.discard();
      connection.terminate();
    }, limits.closeGraceMs).unref();
  }

  /** An ERROR frame (STOMP's only way to refuse), then the close. */
  function fail(message: string, detail: string, code?: ErrorCode, receipt?: string): void {
    if (current.state === 'ended') return;
    // A consumer that fell behind loses what it has not received; the ERROR goes out after the bytes
    // the transport already holds, and the grace timer cuts it off if it never reads them.
    const frame = errorFrame({ message, detail, code, lang: language(), receipt });
    outbound.writeLast(frame, message === slowConsumer);
    finish(message);
  }

  function send(bytes: Uint8Array): void {
    if (!outbound.write(bytes)) fail(slowConsumer, 'the client fell too far behind');
  }

  function startHeartbeats(sendEveryMs: number, expectEveryMs: number): void {
    if (sendEveryMs > 0) {
      // Checked twice per interval, so a heart-beat follows the last write within one interval; a
      // check once per interval would let almost two pass.
      const timer = setInterval(
        () => {
          if (!outbound.takeWroteSinceLastCheck()) send(heartbeatBytes);
        },
        Math.max(1, Math.floor(sendEveryMs / 2)),
      );
      timers.push(timer.unref());
    }
    if (expectEveryMs > 0) {
      let misses = 0;
      const timer = setInterval(() => {
        misses = receivedSinceCheck ? 0 : misses + 1;
        receivedSinceCheck = false;
        // A dead peer gets no ERROR, nobody would read it: the socket is destroyed at once.
        if (misses >= limits.heartbeatMissesMax) {
          finish('heart-beat timeout');
          connection.terminate();
        }
      }, expectEveryMs);
      timers.push(timer.unref());
    }
  }

  async function connect(frame: StompFrame): Promise<void> {
    const receipt = headerValue(frame, 'receipt');
    const request = readConnect(frame, limits);
    if (!request.ok) {
      fail(request.code, request.reason, request.code, receipt);
      return;
    }
    current.state = 'authenticating';
    let caller: Caller | null = null;
    if (request.token !== undefined) {
      const resolved = await host.authenticate(request.token, device);
      if (isRejection(resolved)) {
        fail(resolved.code, 'CONNECT refused', resolved.code, receipt);
        return;
      }
      caller = resolved;
    }
    // The client may have gone while its token was checked.
    if (stateNow() !== 'authenticating') return;
    const who = identityOf(caller, request.guestSiteId);
    identity = who;
    commands = {
      sessionId: id,
      identity: who,
      subscriptions,
      subscriptionsMax: limits.subscriptionsMax,
      nowMs: () => host.nowMs(),
      nextMessageSerial: () => (messageSerial += 1),
      subscribed: (subscription) => {
        host.subscribed(session, subscription);
      },
      unsubscribed: (subscription) => {
        host.unsubscribed(session, subscription);
      },
    };
    current.state = 'open';
    send(connectedFrame(id, request.heartbeat.header));
    startHeartbeats(request.heartbeat.sendEveryMs, request.heartbeat.expectEveryMs);
    host.connected(session);
    for (const queued of pending.splice(0)) handle(queued);
  }

  function handle(frame: StompFrame): void {
    switch (current.state) {
      case 'ended':
        return;
      case 'authenticating':
        if (pending.length >= limits.pendingFramesMax)
          fail('PROTOCOL_ERROR', 'too many frames before CONNECTED');
        else pending.push(frame);
        return;
      case 'awaiting-connect':
        if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
          fail('PROTOCOL_ERROR', 'CONNECT first');
          return;
        }
        connect(frame).catch((error: unknown) => {
          host.failed(session, error);
          fail('INTERNAL', 'the server could not check the token', 'INTERNAL');
        });
        return;
      case 'open':
        if (commands !== null) handleOpen(frame, commands);
        return;
    }
  }

  function handleOpen(frame: StompFrame, context: CommandContext): void {
    const receipt = headerValue(frame, 'receipt');
    const outcome = handleSessionFrame(frame, context);
    switch (outcome.kind) {
      case 'refused':
        fail(outcome.message, outcome.detail, outcome.code, receipt);
        return;
      case 'disconnect':
        if (receipt !== undefined) send(receiptFrame(receipt));
        finish('DISCONNECT');
        return;
      case 'done':
        for (const reply of outcome.replies) send(reply);
        if (receipt !== undefined) send(receiptFrame(receipt));
        return;
    }
  }

  connection.onData((chunk) => {
    if (current.state === 'ended') return;
    receivedSinceCheck = true;
    const parsed = parser.push(chunk);
    for (const frame of parsed.frames) handle(frame);
    if (parsed.error !== undefined) fail('PROTOCOL_ERROR', parsed.error);
  });
  connection.onClose(() => {
    finish('closed by the client', true);
  });
  const connectTimer = setTimeout(() => {
    if (current.state !== 'awaiting-connect') return;
    finish('no CONNECT in time');
    connection.terminate();
  }, limits.connectTimeoutMs);
  timers.push(connectTimer.unref());
  return session;
}
