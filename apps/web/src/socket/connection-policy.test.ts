import { describe, expect, it } from 'vitest';
import {
  initialPolicyState,
  isRetryableRefusal,
  specConnectionPolicy,
  transition,
} from './connection-policy.ts';
import type { PolicyCommand, PolicyEvent, PolicyState, SocketState, TimerName } from './connection-policy.ts';
import { seededUnit } from '@baro/domain';

/**
 * Carries out the policy's timer commands on a virtual clock and records every other command with
 * the time it was issued: a tiny interpreter of the machine's own output, so the tests read in
 * seconds ("no pong within 10 s") while staying deterministic.
 */
interface Timeline {
  state: PolicyState;
  nowMs: number;
  readonly log: { readonly atMs: number; readonly command: PolicyCommand }[];
  readonly timers: Map<TimerName, { readonly token: number; readonly dueMs: number }>;
}

function timeline(state = initialPolicyState()): Timeline {
  return { state, nowMs: 0, log: [], timers: new Map() };
}

function send(line: Timeline, event: PolicyEvent): readonly PolicyCommand[] {
  const step = transition(line.state, event);
  line.state = step.state;
  for (const command of step.commands) {
    line.log.push({ atMs: line.nowMs, command });
    if (command.type === 'scheduleTimer') {
      line.timers.set(command.timer, { token: command.token, dueMs: line.nowMs + command.delayMs });
    }
    if (command.type === 'cancelTimer') line.timers.delete(command.timer);
  }
  return step.commands;
}

/** Lets `ms` pass, firing every timer that falls due, earliest first. */
function advance(line: Timeline, ms: number): void {
  const end = line.nowMs + ms;
  for (;;) {
    const due = [...line.timers.entries()]
      .filter(([, timer]) => timer.dueMs <= end)
      .sort(([, a], [, b]) => a.dueMs - b.dueMs)[0];
    if (due === undefined) break;
    const [name, timer] = due;
    line.timers.delete(name);
    line.nowMs = timer.dueMs;
    send(line, { type: 'timerFired', timer: name, token: timer.token });
  }
  line.nowMs = end;
}

function current(line: Timeline): number {
  const id = line.state.connection?.id;
  if (id === undefined) throw new Error('no connection');
  return id;
}

function connectedLine(): Timeline {
  const line = timeline();
  send(line, { type: 'start' });
  send(line, { type: 'connected', connectionId: current(line) });
  return line;
}

function commandsOf<T extends PolicyCommand['type']>(line: Timeline, type: T) {
  return line.log
    .filter((entry) => entry.command.type === type)
    .map((entry) => ({ atMs: entry.atMs, command: entry.command as Extract<PolicyCommand, { type: T }> }));
}

function states(line: Timeline): SocketState[] {
  return commandsOf(line, 'stateChanged').map((entry) => entry.command.state);
}

describe('connecting', () => {
  it('starts idle with nothing running', () => {
    const state = initialPolicyState();
    expect(state.socket).toEqual({ status: 'idle' });
    expect(state.connection).toBeNull();
  });

  it('opens a connection on start and bounds the attempt by the connect time-out', () => {
    const line = timeline();
    const commands = send(line, { type: 'start' });
    expect(commands).toEqual([
      { type: 'openConnection', connectionId: 1 },
      { type: 'scheduleTimer', timer: 'connect', token: 1, delayMs: 10_000 },
      { type: 'stateChanged', state: { status: 'connecting' } },
    ]);
  });

  it('ignores start while connecting, connected or reconnecting', () => {
    const line = timeline();
    send(line, { type: 'start' });
    expect(send(line, { type: 'start' })).toEqual([]);
    send(line, { type: 'connected', connectionId: 1 });
    expect(send(line, { type: 'start' })).toEqual([]);
    send(line, { type: 'closed', connectionId: 1 });
    expect(line.state.socket.status).toBe('reconnecting');
    expect(send(line, { type: 'start' })).toEqual([]);
  });

  it('on CONNECTED subscribes, pings at once and waits 10 s for the pong', () => {
    const line = timeline();
    send(line, { type: 'start' });
    const commands = send(line, { type: 'connected', connectionId: 1 });
    expect(commands).toEqual([
      { type: 'cancelTimer', timer: 'connect' },
      { type: 'stateChanged', state: { status: 'connected' } },
      { type: 'subscribeAll', connectionId: 1 },
      { type: 'sendPing', connectionId: 1 },
      { type: 'scheduleTimer', timer: 'pong', token: 2, delayMs: 10_000 },
    ]);
  });

  it('ignores a second CONNECTED and one from a connection it is not waiting for', () => {
    const line = connectedLine();
    expect(send(line, { type: 'connected', connectionId: 1 })).toEqual([]);
    expect(send(line, { type: 'connected', connectionId: 7 })).toEqual([]);
  });

  it('gives an attempt up when CONNECTED has not come within the connect time-out', () => {
    const line = timeline();
    send(line, { type: 'start' });
    advance(line, 10_000);
    expect(commandsOf(line, 'closeConnection').map((entry) => entry.command)).toEqual([
      { type: 'closeConnection', connectionId: 1, reason: 'drop' },
    ]);
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 0, attemptsMax: 3 });
  });
});

describe('liveness (spec §4: next ping 2 s after the pong, none within 10 s means lost)', () => {
  it('sends the next ping 2 s after each pong', () => {
    const line = connectedLine();
    for (let round = 0; round < 3; round += 1) {
      advance(line, 300);
      send(line, { type: 'pongReceived', connectionId: 1 });
      advance(line, 1_999);
      const before = commandsOf(line, 'sendPing').length;
      advance(line, 1);
      expect(commandsOf(line, 'sendPing').length).toBe(before + 1);
    }
    expect(commandsOf(line, 'sendPing').map((entry) => entry.atMs)).toEqual([0, 2_300, 4_600, 6_900]);
    expect(line.state.socket.status).toBe('connected');
  });

  it('counts the connection lost when no pong came 10 s after a ping', () => {
    const line = connectedLine();
    advance(line, 9_999);
    expect(line.state.socket.status).toBe('connected');
    advance(line, 1);
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 0, attemptsMax: 3 });
    expect(commandsOf(line, 'closeConnection').map((entry) => entry.command)).toEqual([
      { type: 'closeConnection', connectionId: 1, reason: 'drop' },
    ]);
  });

  it('keeps a connection whose pongs keep coming for as long as they come', () => {
    const line = connectedLine();
    for (let round = 0; round < 50; round += 1) {
      advance(line, 9_000);
      send(line, { type: 'pongReceived', connectionId: 1 });
      advance(line, 2_000);
    }
    expect(line.state.socket.status).toBe('connected');
    expect(commandsOf(line, 'closeConnection')).toEqual([]);
  });

  it('ignores a pong it did not ask for and one from another connection', () => {
    const line = connectedLine();
    send(line, { type: 'pongReceived', connectionId: 1 });
    expect(send(line, { type: 'pongReceived', connectionId: 1 })).toEqual([]);
    expect(send(line, { type: 'pongReceived', connectionId: 9 })).toEqual([]);
  });

  it('ignores a timer whose token was replaced', () => {
    const line = connectedLine();
    const staleToken = line.state.timers.pong;
    expect(staleToken).toBeDefined();
    send(line, { type: 'pongReceived', connectionId: 1 });
    expect(send(line, { type: 'timerFired', timer: 'pong', token: staleToken ?? 0 })).toEqual([]);
    expect(line.state.socket.status).toBe('connected');
  });
});

describe('reconnecting (spec §4: retry after 500 ms, 3 attempts, then failed)', () => {
  it('makes the first attempt 500 ms after the loss', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    advance(line, 499);
    expect(commandsOf(line, 'openConnection')).toHaveLength(1);
    advance(line, 1);
    expect(commandsOf(line, 'openConnection').map((entry) => entry.command.connectionId)).toEqual([1, 2]);
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 1, attemptsMax: 3 });
  });

  it('makes three attempts 500 ms apart, then fails and opens nothing more', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      advance(line, 500);
      send(line, { type: 'closed', connectionId: current(line) });
    }
    expect(commandsOf(line, 'openConnection').map((entry) => entry.atMs)).toEqual([0, 500, 1_000, 1_500]);
    expect(line.state.socket).toEqual({ status: 'failed' });
    advance(line, 60_000);
    expect(commandsOf(line, 'openConnection')).toHaveLength(4);
    expect(line.state.connection).toBeNull();
    expect(line.timers.size).toBe(0);
  });

  it('reports each attempt to the app, then the failure', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      advance(line, 500);
      send(line, { type: 'closed', connectionId: current(line) });
    }
    expect(states(line)).toEqual([
      { status: 'connecting' },
      { status: 'connected' },
      { status: 'reconnecting', attempt: 0, attemptsMax: 3 },
      { status: 'reconnecting', attempt: 1, attemptsMax: 3 },
      { status: 'reconnecting', attempt: 2, attemptsMax: 3 },
      { status: 'reconnecting', attempt: 3, attemptsMax: 3 },
      { status: 'failed' },
    ]);
  });

  it('counts an attempt that hangs as failed after the connect time-out', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    advance(line, 3 * (500 + 10_000));
    expect(line.state.socket).toEqual({ status: 'failed' });
    expect(commandsOf(line, 'openConnection')).toHaveLength(4);
  });

  it('subscribes everything again when an attempt connects, and counts afresh at the next loss', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    advance(line, 500);
    send(line, { type: 'closed', connectionId: 2 });
    advance(line, 500);
    send(line, { type: 'connected', connectionId: 3 });
    expect(line.state.socket).toEqual({ status: 'connected' });
    expect(commandsOf(line, 'subscribeAll').map((entry) => entry.command.connectionId)).toEqual([1, 3]);
    // A second loss gets all three attempts again.
    send(line, { type: 'closed', connectionId: 3 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      advance(line, 500);
      send(line, { type: 'closed', connectionId: current(line) });
    }
    advance(line, 500);
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 3, attemptsMax: 3 });
    send(line, { type: 'connected', connectionId: current(line) });
    expect(line.state.socket).toEqual({ status: 'connected' });
  });

  it('retries a first connect that fails the same way', () => {
    const line = timeline();
    send(line, { type: 'start' });
    send(line, { type: 'closed', connectionId: 1 });
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 0, attemptsMax: 3 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      advance(line, 500);
      send(line, { type: 'closed', connectionId: current(line) });
    }
    expect(line.state.socket).toEqual({ status: 'failed' });
    expect(commandsOf(line, 'openConnection')).toHaveLength(4);
  });

  it('ignores a close of a connection it already gave up', () => {
    const line = connectedLine();
    advance(line, 10_000);
    advance(line, 500);
    expect(current(line)).toBe(2);
    expect(send(line, { type: 'closed', connectionId: 1 })).toEqual([]);
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 1, attemptsMax: 3 });
  });

  it('starts over on connect after failing', () => {
    const line = timeline(initialPolicyState({ ...specConnectionPolicy, reconnectAttemptsMax: 0 }));
    send(line, { type: 'start' });
    send(line, { type: 'closed', connectionId: 1 });
    expect(line.state.socket).toEqual({ status: 'failed' });
    send(line, { type: 'start' });
    expect(line.state.socket).toEqual({ status: 'connecting' });
    expect(line.state.connection).toEqual({ id: 2, phase: 'opening' });
  });

  it('refuses a negative attempt bound', () => {
    expect(() => initialPolicyState({ ...specConnectionPolicy, reconnectAttemptsMax: -1 })).toThrow();
  });
});

describe('ERROR frames', () => {
  it('stops in refused when CONNECT is refused with a catalogued code, without retrying', () => {
    const line = timeline();
    send(line, { type: 'start' });
    send(line, {
      type: 'stompError',
      connectionId: 1,
      code: 'UNAUTHORIZED',
      message: '로그인이 필요합니다.',
    });
    expect(line.state.socket).toEqual({
      status: 'refused',
      code: 'UNAUTHORIZED',
      message: '로그인이 필요합니다.',
    });
    expect(commandsOf(line, 'closeConnection').map((entry) => entry.command.reason)).toEqual(['drop']);
    advance(line, 60_000);
    expect(commandsOf(line, 'openConnection')).toHaveLength(1);
    expect(line.timers.size).toBe(0);
  });

  it('stops in refused when a reconnect attempt is refused (a token that expired meanwhile)', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    advance(line, 500);
    send(line, {
      type: 'stompError',
      connectionId: 2,
      code: 'TOKEN_EXPIRED',
      message: '토큰이 만료되었습니다.',
    });
    expect(line.state.socket.status).toBe('refused');
    advance(line, 60_000);
    expect(commandsOf(line, 'openConnection')).toHaveLength(2);
  });

  it('retries a refusal the server may not repeat (INTERNAL, or no code)', () => {
    const line = timeline();
    send(line, { type: 'start' });
    send(line, { type: 'stompError', connectionId: 1, code: 'INTERNAL', message: 'x' });
    expect(line.state.socket.status).toBe('reconnecting');
    advance(line, 500);
    send(line, { type: 'stompError', connectionId: 2, code: undefined, message: 'x' });
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 1, attemptsMax: 3 });
  });

  it('treats an ERROR after CONNECTED as a lost connection', () => {
    const line = connectedLine();
    send(line, { type: 'stompError', connectionId: 1, code: 'NOT_FOUND', message: 'x' });
    expect(line.state.socket).toEqual({ status: 'reconnecting', attempt: 0, attemptsMax: 3 });
  });

  it('ignores an ERROR of a connection it gave up', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    expect(send(line, { type: 'stompError', connectionId: 1, code: 'UNAUTHORIZED', message: 'x' })).toEqual(
      [],
    );
  });

  it('classifies codes: catalogued ones are final, INTERNAL and none are worth a retry', () => {
    expect(isRetryableRefusal('UNAUTHORIZED')).toBe(false);
    expect(isRetryableRefusal('TOKEN_REVOKED')).toBe(false);
    expect(isRetryableRefusal('ACCOUNT_DENIED')).toBe(false);
    expect(isRetryableRefusal('INTERNAL')).toBe(true);
    expect(isRetryableRefusal(undefined)).toBe(true);
  });
});

describe('stopping', () => {
  it('says goodbye to an open connection and cancels every timer', () => {
    const line = connectedLine();
    const commands = send(line, { type: 'stop' });
    expect(commands).toEqual([
      { type: 'cancelTimer', timer: 'pong' },
      { type: 'closeConnection', connectionId: 1, reason: 'stop' },
      { type: 'stateChanged', state: { status: 'idle' } },
    ]);
    expect(line.timers.size).toBe(0);
  });

  it('stops while reconnecting, and a late close changes nothing', () => {
    const line = connectedLine();
    send(line, { type: 'closed', connectionId: 1 });
    send(line, { type: 'stop' });
    expect(line.state.socket).toEqual({ status: 'idle' });
    expect(send(line, { type: 'closed', connectionId: 1 })).toEqual([]);
    advance(line, 60_000);
    expect(commandsOf(line, 'openConnection')).toHaveLength(1);
  });

  it('answers nothing to stop when already idle', () => {
    expect(transition(initialPolicyState(), { type: 'stop' }).commands).toEqual([]);
  });

  it('can be started again after a stop', () => {
    const line = connectedLine();
    send(line, { type: 'stop' });
    send(line, { type: 'start' });
    expect(line.state.connection).toEqual({ id: 2, phase: 'opening' });
  });
});

describe('purity', () => {
  it('never changes the state it is given', () => {
    const state = initialPolicyState();
    const frozen = JSON.stringify(state);
    transition(state, { type: 'start' });
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it('answers the same step for the same state and event', () => {
    const line = connectedLine();
    const event: PolicyEvent = { type: 'closed', connectionId: 1 };
    expect(transition(line.state, event)).toEqual(transition(line.state, event));
  });
});

function randomEvent(line: Timeline, random: () => number): PolicyEvent | number {
  const id = line.state.connection?.id ?? line.state.lastConnectionId;
  const anyId = Math.max(1, id - Math.floor(random() * 2));
  const pick = Math.floor(random() * 9);
  switch (pick) {
    case 0:
      return { type: 'start' };
    case 1:
      return random() < 0.2 ? { type: 'stop' } : 3_000;
    case 2:
      return { type: 'connected', connectionId: anyId };
    case 3:
      return { type: 'pongReceived', connectionId: anyId };
    case 4:
      return { type: 'closed', connectionId: anyId };
    case 5: {
      const code = ['UNAUTHORIZED', 'INTERNAL', undefined][Math.floor(random() * 3)];
      return { type: 'stompError', connectionId: anyId, code, message: 'x' };
    }
    default:
      return Math.floor(random() * 12_000);
  }
}

/** The first broken rule after a step, or null: what must hold whatever happened before. */
function violation(line: Timeline): string | null {
  const { socket, connection, timers, attempt, config } = line.state;
  const names: readonly TimerName[] = ['connect', 'ping', 'pong', 'retry'];
  const running = names.filter((name) => timers[name] !== undefined).length;
  if (running !== line.timers.size) return 'the state and the commands disagree on the running timers';
  if (attempt > config.reconnectAttemptsMax) return 'more attempts than allowed';
  switch (socket.status) {
    case 'idle':
    case 'failed':
    case 'refused':
      return connection === null && running === 0 ? null : `${socket.status} with a connection or a timer`;
    case 'connecting':
      return connection?.phase === 'opening' && timers.connect !== undefined
        ? null
        : 'connecting without an attempt under way';
    case 'connected':
      return connection?.phase === 'open' && (timers.ping !== undefined || timers.pong !== undefined)
        ? null
        : 'connected without an open connection and its next ping or pong deadline';
    case 'reconnecting':
      // Either waiting to retry with nothing open, or an attempt under way with its time-out.
      return (connection === null && timers.retry !== undefined) ||
        (connection?.phase === 'opening' && timers.connect !== undefined)
        ? null
        : 'reconnecting with neither a retry pending nor an attempt under way';
  }
}

describe('invariants over random event sequences', () => {
  it('keeps state, connection and timers consistent after every step', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = seededUnit(seed);
      const line = timeline();
      for (let step = 0; step < 200; step += 1) {
        const next = randomEvent(line, random);
        if (typeof next === 'number') advance(line, next);
        else send(line, next);
        const broken = violation(line);
        if (broken !== null) expect.fail(`seed ${seed}, step ${step}: ${broken}`);
      }
    }
  });
});
