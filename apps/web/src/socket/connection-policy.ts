/**
 * The socket's connection policy of spec §4 as a pure state machine: given the state and one event,
 * `transition` answers the next state and the commands the shell must carry out (open or close a
 * connection, send a ping, start or cancel a timer, tell the app the new state). It owns no timer and
 * no socket, so every rule below is tested by feeding events, without mocks or fake clocks.
 *
 * - After CONNECTED the shell subscribes and a ping goes out; the next ping follows 2 s after each
 *   pong; no pong within 10 s means the connection is lost.
 * - A lost connection shows `reconnecting`; a new attempt follows 500 ms after the loss and 500 ms
 *   after each failed attempt, three attempts at most, then `failed` (the app alerts and reloads).
 *   A first connect that fails is retried the same way.
 * - An ERROR frame before CONNECTED is a refusal (a bad or expired token, a denied account): the
 *   machine stops in `refused` instead of retrying what will be refused again.
 */

/** The timings of spec §4 and §9, with units last. */
export interface ConnectionPolicyConfig {
  /** How long after a pong the next ping goes out. */
  readonly pingDelayMs: number;
  /** A ping without a pong for this long means the connection is lost. */
  readonly pongTimeoutMs: number;
  /** The wait after a loss, and after each failed attempt, before the next attempt. */
  readonly retryDelayMs: number;
  /** Attempts after a loss (or after a failed first connect) before giving up. */
  readonly reconnectAttemptsMax: number;
  /**
   * An attempt that has not reached CONNECTED by then has failed. The spec names no value; a server
   * that accepts the TCP connection and then hangs would otherwise hold the loader forever.
   */
  readonly connectTimeoutMs: number;
}

/** Spec §9: ping reply time-out 10 s, next ping 2 s after the pong, retry after 500 ms, 2 more retries. */
export const specConnectionPolicy: ConnectionPolicyConfig = {
  pingDelayMs: 2_000,
  pongTimeoutMs: 10_000,
  retryDelayMs: 500,
  reconnectAttemptsMax: 3,
  connectTimeoutMs: 10_000,
};

/** What the app shows: spec §4's blocking loader while `reconnecting`, the alert and reload on `failed`. */
export type SocketState =
  | { readonly status: 'idle' }
  | { readonly status: 'connecting' }
  | { readonly status: 'connected' }
  | { readonly status: 'reconnecting'; readonly attempt: number; readonly attemptsMax: number }
  | { readonly status: 'failed' }
  /** The server answered CONNECT with an ERROR: `code` is the catalogue code, `message` its text. */
  | { readonly status: 'refused'; readonly code: string; readonly message: string };

export type SocketStatus = SocketState['status'];

export type TimerName = 'connect' | 'ping' | 'pong' | 'retry';

const timerNames: readonly TimerName[] = ['connect', 'ping', 'pong', 'retry'];

/** Why a connection is closed: `stop` says goodbye (DISCONNECT); `drop` discards a dead one at once. */
export type CloseReason = 'stop' | 'drop';

export type PolicyEvent =
  /** The app wants a connection (start-up, a new token after a refusal, the user retrying). */
  | { readonly type: 'start' }
  /** The app is done with the socket (logout, a forced logout). */
  | { readonly type: 'stop' }
  | { readonly type: 'connected'; readonly connectionId: number }
  | { readonly type: 'pongReceived'; readonly connectionId: number }
  /** The transport closed, or the attempt could not even start (no token could be read). */
  | { readonly type: 'closed'; readonly connectionId: number }
  /** An ERROR frame; `code` is its `code` header when the server sent one. */
  | {
      readonly type: 'stompError';
      readonly connectionId: number;
      readonly code: string | undefined;
      readonly message: string;
    }
  | { readonly type: 'timerFired'; readonly timer: TimerName; readonly token: number };

export type PolicyCommand =
  | { readonly type: 'openConnection'; readonly connectionId: number }
  | { readonly type: 'closeConnection'; readonly connectionId: number; readonly reason: CloseReason }
  /** Subscribe the pong and every registered destination on this connection. */
  | { readonly type: 'subscribeAll'; readonly connectionId: number }
  | { readonly type: 'sendPing'; readonly connectionId: number }
  /** Start `timer` (replacing a running one); when it fires, feed back `timerFired` with `token`. */
  | {
      readonly type: 'scheduleTimer';
      readonly timer: TimerName;
      readonly token: number;
      readonly delayMs: number;
    }
  | { readonly type: 'cancelTimer'; readonly timer: TimerName }
  | { readonly type: 'stateChanged'; readonly state: SocketState };

interface Connection {
  readonly id: number;
  /** `opening` until CONNECTED arrives. */
  readonly phase: 'opening' | 'open';
}

export interface PolicyState {
  readonly config: ConnectionPolicyConfig;
  readonly socket: SocketState;
  readonly connection: Connection | null;
  /** Ids are never reused, so events of a connection already given up are recognised and ignored. */
  readonly lastConnectionId: number;
  /** Attempts made since the last loss (0 while waiting for the first). */
  readonly attempt: number;
  readonly awaitingPong: boolean;
  /** The token of each running timer; a firing whose token is not here is stale and ignored. */
  readonly timers: Readonly<Partial<Record<TimerName, number | undefined>>>;
  readonly lastTimerToken: number;
}

export interface PolicyStep {
  readonly state: PolicyState;
  readonly commands: readonly PolicyCommand[];
}

export function initialPolicyState(config: ConnectionPolicyConfig = specConnectionPolicy): PolicyState {
  if (!Number.isSafeInteger(config.reconnectAttemptsMax) || config.reconnectAttemptsMax < 0) {
    throw new Error(`reconnectAttemptsMax is a non-negative integer, got ${config.reconnectAttemptsMax}.`);
  }
  return {
    config,
    socket: { status: 'idle' },
    connection: null,
    lastConnectionId: 0,
    attempt: 0,
    awaitingPong: false,
    timers: {},
    lastTimerToken: 0,
  };
}

/**
 * Whether an ERROR frame before CONNECTED is worth another attempt. `INTERNAL` is the server failing
 * to check the token (its database, say), and a frame without a code is a load or protocol failure;
 * every catalogued code (UNAUTHORIZED, TOKEN_EXPIRED, TOKEN_REVOKED, ACCOUNT_DENIED, ...) would be
 * refused again, so retrying it would only loop.
 */
export function isRetryableRefusal(code: string | undefined): boolean {
  return code === undefined || code === 'INTERNAL';
}

/** A draft of the next state and the commands collected while building it. */
interface Draft {
  state: {
    -readonly [K in keyof PolicyState]: PolicyState[K];
  } & { timers: Partial<Record<TimerName, number | undefined>> };
  readonly commands: PolicyCommand[];
}

function setSocket(draft: Draft, socket: SocketState): void {
  if (JSON.stringify(draft.state.socket) === JSON.stringify(socket)) return;
  draft.state.socket = socket;
  draft.commands.push({ type: 'stateChanged', state: socket });
}

function schedule(draft: Draft, timer: TimerName, delayMs: number): void {
  const token = draft.state.lastTimerToken + 1;
  draft.state.lastTimerToken = token;
  draft.state.timers[timer] = token;
  draft.commands.push({ type: 'scheduleTimer', timer, token, delayMs });
}

function cancel(draft: Draft, timer: TimerName): void {
  if (draft.state.timers[timer] === undefined) return;
  draft.state.timers[timer] = undefined;
  draft.commands.push({ type: 'cancelTimer', timer });
}

function cancelAll(draft: Draft): void {
  for (const timer of timerNames) cancel(draft, timer);
}

function open(draft: Draft): void {
  const id = draft.state.lastConnectionId + 1;
  draft.state.lastConnectionId = id;
  draft.state.connection = { id, phase: 'opening' };
  draft.commands.push({ type: 'openConnection', connectionId: id });
  schedule(draft, 'connect', draft.state.config.connectTimeoutMs);
}

function close(draft: Draft, reason: CloseReason): void {
  const { connection } = draft.state;
  if (connection === null) return;
  draft.state.connection = null;
  draft.state.awaitingPong = false;
  draft.commands.push({ type: 'closeConnection', connectionId: connection.id, reason });
}

function reconnecting(draft: Draft): void {
  schedule(draft, 'retry', draft.state.config.retryDelayMs);
  setSocket(draft, {
    status: 'reconnecting',
    attempt: draft.state.attempt,
    attemptsMax: draft.state.config.reconnectAttemptsMax,
  });
}

/** An open connection stopped answering or closed: start counting attempts from zero. */
function lost(draft: Draft): void {
  close(draft, 'drop');
  cancelAll(draft);
  draft.state.attempt = 0;
  reconnecting(draft);
}

/** An attempt never reached CONNECTED: try again while attempts remain. */
function attemptFailed(draft: Draft): void {
  close(draft, 'drop');
  cancelAll(draft);
  if (draft.state.attempt >= draft.state.config.reconnectAttemptsMax) {
    setSocket(draft, { status: 'failed' });
    return;
  }
  reconnecting(draft);
}

function sendPing(draft: Draft, connectionId: number): void {
  draft.commands.push({ type: 'sendPing', connectionId });
  draft.state.awaitingPong = true;
  schedule(draft, 'pong', draft.state.config.pongTimeoutMs);
}

function isCurrent(state: PolicyState, connectionId: number): boolean {
  return state.connection?.id === connectionId;
}

function onTimer(draft: Draft, timer: TimerName): void {
  const { connection } = draft.state;
  switch (timer) {
    case 'ping':
      if (connection?.phase === 'open') sendPing(draft, connection.id);
      return;
    case 'pong':
      lost(draft);
      return;
    case 'connect':
      attemptFailed(draft);
      return;
    case 'retry':
      draft.state.attempt += 1;
      open(draft);
      setSocket(draft, {
        status: 'reconnecting',
        attempt: draft.state.attempt,
        attemptsMax: draft.state.config.reconnectAttemptsMax,
      });
      return;
  }
}

function apply(draft: Draft, event: PolicyEvent): void {
  const { state } = draft;
  switch (event.type) {
    case 'start':
      if (state.socket.status === 'connecting' || state.socket.status === 'connected') return;
      if (state.socket.status === 'reconnecting') return;
      cancelAll(draft);
      state.attempt = 0;
      open(draft);
      setSocket(draft, { status: 'connecting' });
      return;
    case 'stop':
      cancelAll(draft);
      close(draft, 'stop');
      setSocket(draft, { status: 'idle' });
      return;
    case 'connected':
      if (!isCurrent(state, event.connectionId) || state.connection?.phase !== 'opening') return;
      state.connection = { id: event.connectionId, phase: 'open' };
      cancelAll(draft);
      state.attempt = 0;
      setSocket(draft, { status: 'connected' });
      draft.commands.push({ type: 'subscribeAll', connectionId: event.connectionId });
      sendPing(draft, event.connectionId);
      return;
    case 'pongReceived':
      if (!isCurrent(state, event.connectionId) || !state.awaitingPong) return;
      state.awaitingPong = false;
      cancel(draft, 'pong');
      schedule(draft, 'ping', state.config.pingDelayMs);
      return;
    case 'closed':
      if (!isCurrent(state, event.connectionId)) return;
      if (state.connection?.phase === 'open') lost(draft);
      else attemptFailed(draft);
      return;
    case 'stompError':
      if (!isCurrent(state, event.connectionId)) return;
      // After CONNECTED an ERROR ends the session (STOMP 1.2): the connection is lost.
      if (state.connection?.phase === 'open') lost(draft);
      else if (isRetryableRefusal(event.code)) attemptFailed(draft);
      else {
        close(draft, 'drop');
        cancelAll(draft);
        setSocket(draft, { status: 'refused', code: event.code ?? 'UNKNOWN', message: event.message });
      }
      return;
    case 'timerFired':
      if (state.timers[event.timer] !== event.token) return;
      state.timers[event.timer] = undefined;
      onTimer(draft, event.timer);
      return;
  }
}

/** The next state and the commands for one event. Never mutates `state`. */
export function transition(state: PolicyState, event: PolicyEvent): PolicyStep {
  const draft: Draft = { state: { ...state, timers: { ...state.timers } }, commands: [] };
  apply(draft, event);
  return { state: draft.state, commands: draft.commands };
}
