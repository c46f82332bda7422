import { messageLanguage } from '@baro/contracts';
import type { ErrorCode, MessageLanguage } from '@baro/contracts';
import type { Caller } from '../caller.ts';
import { isRejection } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';
import { deviceOf } from '../core/device.ts';
import type { RequestDevice } from '../core/device.ts';
import type { Connection } from './connection.ts';
import type {
  Authorisation,
  SessionIdentity,
  SubscriptionPolicy,
  SubscriptionRoute,
} from './destinations.ts';
import type { RealtimeLimits } from './limits.ts';
import type { FlushScheduler } from './flush-scheduler.ts';
import { Outbound } from './outbound.ts';
import { handleSessionFrame } from './session-commands.ts';
import type { CommandContext, FrameOutcome, Subscription } from './session-commands.ts';
import { connectedFrame, errorFrame, identityOf, readConnect, receiptFrame } from './session-frames.ts';
import { createStompParser, headerValue, heartbeatBytes } from './stomp/index.ts';
import type { StompFrame, StompParser } from './stomp/index.ts';

export type { Subscription } from './session-commands.ts';

/** What a session needs from the gateway that owns it. */
export interface SessionHost {
  readonly limits: RealtimeLimits;
  /** When queued frames go out, shared by all sessions of the gateway. */
  readonly scheduler: FlushScheduler;
  /** Who may subscribe to what, shared by all sessions of the gateway. */
  readonly subscriptionPolicy: SubscriptionPolicy;
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
  /**
   * Queues an encoded MESSAGE frame; a session past its bound is cut off instead. `batched` (topic
   * traffic) lets it wait for the scheduler's window; otherwise it goes out at the end of the turn.
   */
  deliver(frame: Uint8Array, batched: boolean): void;
  /** Sends what is queued, then closes (a forced logout). */
  end(reason: string): void;
  /**
   * The server is stopping: sends what is queued and, to a connected client, an ERROR with the code
   * SERVER_RESTARTING, then closes with WebSocket code 1012 (Service Restart), so the client knows to
   * connect again shortly rather than give up.
   */
  serverRestarting(): void;
  bufferedBytes(): number;
}

const slowConsumer = 'SLOW_CONSUMER';

/** RFC 6455 §7.4 (IANA registry): the server is restarting; a client may reconnect. */
export const serviceRestartCloseCode = 1012;
const normalCloseCode = 1000;

type State = 'awaiting-connect' | 'authenticating' | 'open' | 'ended';

/**
 * One STOMP 1.2 session over one connection, either transport: CONNECT with the bearer token,
 * subscriptions authorised per destination (session-commands.ts), heart-beats both ways, and a bounded
 * send buffer. Every refusal is an ERROR frame followed by the close, as STOMP 1.2 requires of a
 * server that cannot process a frame.
 */
export function createStompSession(id: string, connection: Connection, host: SessionHost): StompSession {
  return new GatewaySession(id, connection, host);
}

/**
 * A class with its state in fields, because a gateway holds thousands: a closure per method would
 * cost each connection a few kilobytes of function objects (measured with a heap snapshot).
 */
class GatewaySession implements StompSession {
  readonly id: string;
  readonly transport: Connection['transport'];
  readonly mobile: boolean;
  readonly #connection: Connection;
  readonly #host: SessionHost;
  readonly #parser: StompParser;
  readonly #outbound: Outbound;
  readonly #device: RequestDevice;
  readonly #subscriptions = new Map<string, Subscription>();
  #state: State = 'awaiting-connect';
  #identity: SessionIdentity | null = null;
  #commands: CommandContext | null = null;
  /** Frames held while the token or a subscription is being checked, in arrival order. */
  #pending: StompFrame[] | undefined;
  #connectTimer: NodeJS.Timeout | undefined;
  #sendTimer: NodeJS.Timeout | undefined;
  #expectTimer: NodeJS.Timeout | undefined;
  #messageSerial = 0;
  #receivedSinceCheck = false;
  #heartbeatMisses = 0;

  constructor(id: string, connection: Connection, host: SessionHost) {
    this.id = id;
    this.transport = connection.transport;
    this.#connection = connection;
    this.#host = host;
    this.#device = deviceOf(connection.userAgent);
    this.mobile = this.#device.mobile;
    this.#parser = createStompParser(host.limits.stomp);
    this.#outbound = new Outbound(connection, host.limits.outboundBytesMax, host.scheduler);
    connection.onData((chunk) => {
      this.#received(chunk);
    });
    connection.onClose(() => {
      this.#finish('closed by the client', true);
    });
    this.#connectTimer = setTimeout(connectTimedOut, host.limits.connectTimeoutMs, this).unref();
  }

  identity(): SessionIdentity | null {
    return this.#identity;
  }

  subscriptions(): readonly Subscription[] {
    return [...this.#subscriptions.values()];
  }

  memberSubscriptions(destination: string): readonly Subscription[] {
    return [...this.#subscriptions.values()].filter(
      (subscription) =>
        subscription.route.kind === 'member' && subscription.route.destination === destination,
    );
  }

  deliver(frame: Uint8Array, batched: boolean): void {
    if (this.#state === 'open') this.#send(frame, batched);
  }

  end(reason: string): void {
    this.#finish(reason);
  }

  serverRestarting(): void {
    if (this.#state === 'ended') return;
    // Before CONNECTED an ERROR reads as a refused CONNECT, which a client would not retry: such a
    // session only sees the close code.
    if (this.#state === 'open') {
      const code = 'SERVER_RESTARTING';
      const frame = errorFrame({
        message: code,
        detail: 'the server is restarting',
        code,
        lang: this.#language(),
      });
      this.#outbound.writeLast(frame, false);
    }
    this.#finish('server restarting', false, serviceRestartCloseCode);
  }

  bufferedBytes(): number {
    return this.#outbound.bufferedBytes();
  }

  /** Called by the connect timer: a socket that never sent CONNECT is dropped. */
  connectTimedOut(): void {
    this.#connectTimer = undefined;
    if (this.#state !== 'awaiting-connect') return;
    this.#finish('no CONNECT in time');
    this.#connection.terminate();
  }

  /** Called by the send timer twice per interval: a heart-beat when nothing else went out. */
  heartbeatDue(): void {
    if (!this.#outbound.takeWroteSinceLastCheck()) this.#send(heartbeatBytes, false);
  }

  /** Called by the expect timer once per interval: a dead peer gets no ERROR, nobody would read it. */
  heartbeatCheck(): void {
    this.#heartbeatMisses = this.#receivedSinceCheck ? 0 : this.#heartbeatMisses + 1;
    this.#receivedSinceCheck = false;
    if (this.#heartbeatMisses >= this.#host.limits.heartbeatMissesMax) {
      this.#finish('heart-beat timeout');
      this.#connection.terminate();
    }
  }

  #language(): MessageLanguage {
    const identity = this.#identity;
    if (identity === null || identity.siteId === null) return 'ko';
    return messageLanguage(identity.siteId, identity.kind === 'guest');
  }

  #clearTimers(): void {
    clearTimeout(this.#connectTimer);
    clearInterval(this.#sendTimer);
    clearInterval(this.#expectTimer);
    this.#connectTimer = undefined;
    this.#sendTimer = undefined;
    this.#expectTimer = undefined;
  }

  /** Stops reading, sends what is queued, closes; destroys the socket if the peer does not follow. */
  #finish(reason: string, closedByPeer = false, closeCode = normalCloseCode): void {
    if (this.#state === 'ended') return;
    this.#state = 'ended';
    this.#clearTimers();
    this.#host.ended(this);
    const outbound = this.#outbound;
    if (closedByPeer) {
      outbound.discard();
      return;
    }
    outbound.flush();
    const connection = this.#connection;
    connection.close(closeCode, reason);
    setTimeout(() => {
      outbound.discard();
      connection.terminate();
    }, this.#host.limits.closeGraceMs).unref();
  }

  /** An ERROR frame (STOMP's only way to refuse), then the close. */
  #fail(message: string, detail: string, code?: ErrorCode, receipt?: string): void {
    if (this.#state === 'ended') return;
    // A consumer that fell behind loses what it has not received; the ERROR goes out after the bytes
    // the transport already holds, and the grace timer cuts it off if it never reads them.
    const frame = errorFrame({ message, detail, code, lang: this.#language(), receipt });
    this.#outbound.writeLast(frame, message === slowConsumer);
    this.#finish(message);
  }

  #send(bytes: Uint8Array, batched: boolean): void {
    if (!this.#outbound.write(bytes, batched)) this.#fail(slowConsumer, 'the client fell too far behind');
  }

  #startHeartbeats(sendEveryMs: number, expectEveryMs: number): void {
    // Checked twice per interval, so a heart-beat follows the last write within one interval; a check
    // once per interval would let almost two pass.
    if (sendEveryMs > 0) {
      this.#sendTimer = setInterval(heartbeatDue, Math.max(1, Math.floor(sendEveryMs / 2)), this).unref();
    }
    if (expectEveryMs > 0) this.#expectTimer = setInterval(heartbeatCheck, expectEveryMs, this).unref();
  }

  async #connect(frame: StompFrame): Promise<void> {
    const receipt = headerValue(frame, 'receipt');
    const limits = this.#host.limits;
    const request = readConnect(frame, limits);
    if (!request.ok) {
      this.#fail(request.code, request.reason, request.code, receipt);
      return;
    }
    this.#state = 'authenticating';
    clearTimeout(this.#connectTimer);
    this.#connectTimer = undefined;
    let caller: Caller | null = null;
    if (request.token !== undefined) {
      const resolved = await this.#host.authenticate(request.token, this.#device);
      if (isRejection(resolved)) {
        this.#fail(resolved.code, 'CONNECT refused', resolved.code, receipt);
        return;
      }
      caller = resolved;
    }
    // The client may have gone while its token was checked.
    if (this.#stateNow() !== 'authenticating') return;
    const who = identityOf(caller, request.guestSiteId);
    this.#identity = who;
    this.#commands = new SessionCommands(this, who, this.#host);
    this.#state = 'open';
    this.#send(connectedFrame(this.id, request.heartbeat.header), false);
    this.#startHeartbeats(request.heartbeat.sendEveryMs, request.heartbeat.expectEveryMs);
    this.#host.connected(this);
    const pending = this.#pending ?? [];
    this.#pending = undefined;
    for (const queued of pending) this.#handle(queued);
  }

  // Read through a method where an `await` came between: TypeScript keeps a narrowing across it.
  #stateNow(): State {
    return this.#state;
  }

  /** The next number for a `message-id` of this session's own replies. */
  nextMessageSerial(): number {
    this.#messageSerial += 1;
    return this.#messageSerial;
  }

  /** The subscriptions by id, for the command handlers (they add and remove entries). */
  subscriptionsById(): Map<string, Subscription> {
    return this.#subscriptions;
  }

  #received(chunk: Uint8Array | string): void {
    if (this.#state === 'ended') return;
    this.#receivedSinceCheck = true;
    const parsed = this.#parser.push(chunk);
    for (const frame of parsed.frames) this.#handle(frame);
    if (parsed.error !== undefined) this.#fail('PROTOCOL_ERROR', parsed.error);
  }

  #handle(frame: StompFrame): void {
    switch (this.#state) {
      case 'ended':
        return;
      case 'authenticating':
        this.#hold(frame, 'too many frames before CONNECTED');
        return;
      case 'awaiting-connect':
        if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
          this.#fail('PROTOCOL_ERROR', 'CONNECT first');
          return;
        }
        this.#connect(frame).catch((error: unknown) => {
          this.#host.failed(this, error);
          this.#fail('INTERNAL', 'the server could not check the token', 'INTERNAL');
        });
        return;
      case 'open':
        // A subscription being authorised holds what follows it, so frames keep their order.
        if (this.#pending !== undefined) this.#hold(frame, 'too many frames during a SUBSCRIBE check');
        else if (this.#commands !== null) this.#handleOpen(frame, this.#commands);
        return;
    }
  }

  #hold(frame: StompFrame, overflow: string): void {
    const pending = (this.#pending ??= []);
    if (pending.length >= this.#host.limits.pendingFramesMax) this.#fail('PROTOCOL_ERROR', overflow);
    else pending.push(frame);
  }

  #handleOpen(frame: StompFrame, context: CommandContext): void {
    this.#apply(handleSessionFrame(frame, context), headerValue(frame, 'receipt'));
  }

  /** Waits for a subscription's authorisation, holding the frames that come meanwhile. */
  #await(outcome: Extract<FrameOutcome, { kind: 'pending' }>, receipt: string | undefined): void {
    this.#pending = [];
    outcome.decision
      .then((decision) => {
        this.#decided(outcome, decision, receipt);
      })
      .catch((error: unknown) => {
        this.#host.failed(this, error);
        this.#fail('INTERNAL', 'the server could not check the subscription', 'INTERNAL', receipt);
      });
  }

  #decided(
    outcome: Extract<FrameOutcome, { kind: 'pending' }>,
    decision: Authorisation<SubscriptionRoute>,
    receipt: string | undefined,
  ): void {
    // A session that ended meanwhile must not gain a subscription the gateway would never remove.
    if (this.#stateNow() === 'ended') return;
    const held = this.#pending ?? [];
    this.#pending = undefined;
    this.#apply(outcome.complete(decision), receipt);
    for (const frame of held) this.#handle(frame);
  }

  #apply(outcome: FrameOutcome, receipt: string | undefined): void {
    switch (outcome.kind) {
      case 'refused':
        this.#fail(outcome.message, outcome.detail, outcome.code, receipt);
        return;
      case 'disconnect':
        if (receipt !== undefined) this.#send(receiptFrame(receipt), false);
        this.#finish('DISCONNECT');
        return;
      case 'done':
        for (const reply of outcome.replies) this.#send(reply, false);
        if (receipt !== undefined) this.#send(receiptFrame(receipt), false);
        return;
      case 'pending':
        this.#await(outcome, receipt);
        return;
    }
  }
}

// Timer callbacks shared by every session (the session is the timer's argument), so a session's
// timers add no function objects of their own.
function connectTimedOut(session: GatewaySession): void {
  session.connectTimedOut();
}

function heartbeatDue(session: GatewaySession): void {
  session.heartbeatDue();
}

function heartbeatCheck(session: GatewaySession): void {
  session.heartbeatCheck();
}

/** What the command handlers of an open session see of it. */
class SessionCommands implements CommandContext {
  readonly sessionId: string;
  readonly identity: SessionIdentity;
  readonly subscriptions: Map<string, Subscription>;
  readonly subscriptionsMax: number;
  readonly subscriptionPolicy: SubscriptionPolicy;
  readonly #session: GatewaySession;
  readonly #host: SessionHost;

  constructor(session: GatewaySession, identity: SessionIdentity, host: SessionHost) {
    this.sessionId = session.id;
    this.identity = identity;
    this.subscriptions = session.subscriptionsById();
    this.subscriptionsMax = host.limits.subscriptionsMax;
    this.subscriptionPolicy = host.subscriptionPolicy;
    this.#session = session;
    this.#host = host;
  }

  nowMs(): number {
    return this.#host.nowMs();
  }

  nextMessageSerial(): number {
    return this.#session.nextMessageSerial();
  }

  subscribed(subscription: Subscription): void {
    this.#host.subscribed(this.#session, subscription);
  }

  unsubscribed(subscription: Subscription): void {
    this.#host.unsubscribed(this.#session, subscription);
  }
}
