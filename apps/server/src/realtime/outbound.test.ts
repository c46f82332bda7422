import { describe, expect, it } from 'vitest';
import type { Connection } from './connection.ts';
import { FlushScheduler } from './flush-scheduler.ts';
import { batchedBytesMax, Outbound } from './outbound.ts';

function fakeConnection(): Connection & { sent: Uint8Array[]; transportBytes: number } {
  const fake = {
    transport: 'websocket' as const,
    userAgent: undefined,
    sent: [] as Uint8Array[],
    transportBytes: 0,
    send(bytes: Uint8Array) {
      fake.sent.push(bytes);
    },
    bufferedBytes: () => fake.transportBytes,
    close: () => undefined,
    terminate: () => undefined,
    onData: () => undefined,
    onClose: () => undefined,
  };
  return fake;
}

function createOutbound(connection: Connection, boundBytes: number, windowMs = 0): Outbound {
  return new Outbound(connection, boundBytes, new FlushScheduler(windowMs));
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const bytes = (...values: number[]) => Uint8Array.from(values);

describe('the outbound buffer', () => {
  it('sends everything written in one turn as one transport write', async () => {
    const connection = fakeConnection();
    const outbound = createOutbound(connection, 100);
    outbound.write(bytes(1, 2));
    outbound.write(bytes(3));
    outbound.write(bytes(4, 5));
    expect(connection.sent).toEqual([]);
    await nextTurn();
    expect(connection.sent.map((chunk) => [...chunk])).toEqual([[1, 2, 3, 4, 5]]);
    outbound.write(bytes(6));
    await nextTurn();
    expect(connection.sent).toHaveLength(2);
  });

  it('holds batched (topic) bytes for the window and sends them with what comes in later turns', async () => {
    const connection = fakeConnection();
    const outbound = createOutbound(connection, 100, 30);
    outbound.write(bytes(1), true);
    await nextTurn();
    outbound.write(bytes(2), true);
    await nextTurn();
    expect(connection.sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(connection.sent.map((chunk) => [...chunk])).toEqual([[1, 2]]);
  });

  it('sends held topic bytes ahead of a reply at the end of the turn, in the order written', async () => {
    const connection = fakeConnection();
    const outbound = createOutbound(connection, 100, 10_000);
    outbound.write(bytes(1), true);
    outbound.write(bytes(2));
    await nextTurn();
    expect(connection.sent.map((chunk) => [...chunk])).toEqual([[1, 2]]);
  });

  it('sends batched bytes at the end of the turn once the queue outgrows a small batch', async () => {
    const connection = fakeConnection();
    const outbound = createOutbound(connection, 4 * batchedBytesMax, 10_000);
    outbound.write(new Uint8Array(batchedBytesMax), true);
    await nextTurn();
    expect(connection.sent).toEqual([]);
    outbound.write(bytes(7), true);
    await nextTurn();
    expect(connection.sent.map((chunk) => chunk.length)).toEqual([batchedBytesMax + 1]);
  });

  it("refuses a write past the bound, counting the transport's own buffer", () => {
    const connection = fakeConnection();
    connection.transportBytes = 6;
    const outbound = createOutbound(connection, 10);
    expect(outbound.write(bytes(1, 2, 3))).toBe(true);
    expect(outbound.write(bytes(4, 5))).toBe(false);
    expect(outbound.bufferedBytes()).toBe(9);
  });

  it('sends a last frame past the bound, after dropping what waited when asked', () => {
    const connection = fakeConnection();
    const outbound = createOutbound(connection, 2);
    outbound.write(bytes(1, 2));
    outbound.writeLast(bytes(9, 9, 9), true);
    outbound.flush();
    expect(connection.sent.map((chunk) => [...chunk])).toEqual([[9, 9, 9]]);
  });

  it('sends nothing once discarded', async () => {
    const connection = fakeConnection();
    const outbound = createOutbound(connection, 100);
    outbound.write(bytes(1));
    outbound.discard();
    outbound.write(bytes(2));
    await nextTurn();
    expect(connection.sent).toEqual([]);
  });

  it('tells the heart-beat timer whether anything went out since it last asked', () => {
    const outbound = createOutbound(fakeConnection(), 100);
    expect(outbound.takeWroteSinceLastCheck()).toBe(false);
    outbound.write(bytes(1));
    expect(outbound.takeWroteSinceLastCheck()).toBe(true);
    expect(outbound.takeWroteSinceLastCheck()).toBe(false);
  });
});
