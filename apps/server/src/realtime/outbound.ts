import type { Connection } from './connection.ts';

/**
 * A session's send side: frames queue here and go out as one transport write per turn of the event
 * loop, however many were published in that turn (STACK.md measured ~10x more messages per second
 * that way than one write per message). The queue is bounded together with what the transport still
 * holds, so a client that stops reading costs at most `boundBytes`.
 */
export interface Outbound {
  /**
   * Queues bytes for this turn's write. Answers false, and queues nothing, when they would take the
   * session past its bound; the caller then ends the session.
   */
  write(bytes: Uint8Array): boolean;
  /**
   * Queues bytes whatever the bound: the one ERROR frame that explains a disconnection. With
   * `dropQueued`, what was waiting is dropped first, as for a consumer that fell behind.
   */
  writeLast(bytes: Uint8Array, dropQueued: boolean): void;
  /** Sends what is queued now, instead of at the end of the turn. */
  flush(): void;
  /** Drops what is queued and sends nothing more (the connection is gone or being cut off). */
  discard(): void;
  /** Bytes queued here plus the transport's own buffer. */
  bufferedBytes(): number;
  /** Whether anything was written since the last call: the heart-beat timer sends only when idle. */
  takeWroteSinceLastCheck(): boolean;
}

export function createOutbound(connection: Connection, boundBytes: number): Outbound {
  let chunks: Uint8Array[] = [];
  let queuedBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;
  let discarded = false;
  let wrote = false;
  // The transport's buffer, read once per turn: reading it costs more than a field on some transports
  // (SockJS sums its pending messages), and within a turn it only changes by what this queue flushes.
  let transportBytes: number | undefined;

  function flush(): void {
    if (scheduled !== undefined) {
      clearImmediate(scheduled);
      scheduled = undefined;
    }
    transportBytes = undefined;
    if (discarded || chunks.length === 0) return;
    const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, queuedBytes);
    chunks = [];
    queuedBytes = 0;
    if (data !== undefined) connection.send(data);
  }

  function enqueue(bytes: Uint8Array): void {
    chunks.push(bytes);
    queuedBytes += bytes.length;
    wrote = true;
    scheduled ??= setImmediate(flush);
  }

  return {
    write(bytes) {
      if (discarded) return true;
      transportBytes ??= connection.bufferedBytes();
      if (queuedBytes + transportBytes + bytes.length > boundBytes) return false;
      enqueue(bytes);
      return true;
    },
    writeLast(bytes, dropQueued) {
      if (discarded) return;
      if (dropQueued) {
        chunks = [];
        queuedBytes = 0;
      }
      enqueue(bytes);
    },
    flush,
    discard() {
      discarded = true;
      chunks = [];
      queuedBytes = 0;
      if (scheduled !== undefined) clearImmediate(scheduled);
      scheduled = undefined;
    },
    bufferedBytes: () => queuedBytes + connection.bufferedBytes(),
    takeWroteSinceLastCheck() {
      const answer = wrote;
      wrote = false;
      return answer;
    },
  };
}
