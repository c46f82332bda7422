import type { Connection } from './connection.ts';
import type { Flushable, FlushScheduler } from './flush-scheduler.ts';

/**
 * Batched bytes wait for the window only while the queue is small. Past this, a write costs about the
 * same per byte whenever it happens, and holding more would eat into the session's bound: a healthy
 * client that is sent a burst of large messages must not look like a slow consumer.
 */
export const batchedBytesMax = 16 * 1024;

/**
 * A session's send side: frames queue here and go out as one transport write per flush, however many
 * were queued (STACK.md measured ~10x more messages per second that way than one write per message).
 * Replies and member events are flushed at the end of the turn, topic traffic within the scheduler's
 * window (flush-scheduler.ts). The queue is bounded together with what the transport still holds, so
 * a client that stops reading costs at most `boundBytes`.
 *
 * A class, not a closure per method: a gateway holds one per connection.
 */
export class Outbound implements Flushable {
  readonly #connection: Connection;
  readonly #boundBytes: number;
  readonly #scheduler: FlushScheduler;
  #chunks: Uint8Array[] = [];
  #queuedBytes = 0;
  #discarded = false;
  #wrote = false;
  // The transport's buffer, read once per flush: reading it costs more than a field on some
  // transports (SockJS sums its pending messages), and until the next flush it can only shrink as the
  // kernel takes bytes, so the figure kept errs on the safe side.
  #transportBytes: number | undefined;

  constructor(connection: Connection, boundBytes: number, scheduler: FlushScheduler) {
    this.#connection = connection;
    this.#boundBytes = boundBytes;
    this.#scheduler = scheduler;
  }

  /**
   * Queues bytes: for the end of this turn, or with `batched` (topic traffic) for the scheduler's
   * window. Answers false, and queues nothing, when they would take the session past its bound; the
   * caller then ends the session.
   */
  write(bytes: Uint8Array, batched = false): boolean {
    if (this.#discarded) return true;
    this.#transportBytes ??= this.#connection.bufferedBytes();
    if (this.#queuedBytes + this.#transportBytes + bytes.length > this.#boundBytes) return false;
    this.#enqueue(bytes, batched);
    return true;
  }

  /**
   * Queues bytes whatever the bound: the one ERROR frame that explains a disconnection. With
   * `dropQueued`, what was waiting is dropped first, as for a consumer that fell behind.
   */
  writeLast(bytes: Uint8Array, dropQueued: boolean): void {
    if (this.#discarded) return;
    if (dropQueued) {
      this.#chunks = [];
      this.#queuedBytes = 0;
    }
    this.#enqueue(bytes, false);
  }

  /** Sends what is queued now, as one transport message. */
  flush(): void {
    this.#transportBytes = undefined;
    const chunks = this.#chunks;
    if (this.#discarded || chunks.length === 0) return;
    const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, this.#queuedBytes);
    this.#chunks = [];
    this.#queuedBytes = 0;
    if (data !== undefined) this.#connection.send(data);
  }

  /** Drops what is queued and sends nothing more (the connection is gone or being cut off). */
  discard(): void {
    this.#discarded = true;
    this.#chunks = [];
    this.#queuedBytes = 0;
  }

  /** Bytes queued here plus the transport's own buffer. */
  bufferedBytes(): number {
    return this.#queuedBytes + this.#connection.bufferedBytes();
  }

  /** Whether anything was written since the last call: the heart-beat timer sends only when idle. */
  takeWroteSinceLastCheck(): boolean {
    const answer = this.#wrote;
    this.#wrote = false;
    return answer;
  }

  #enqueue(bytes: Uint8Array, batched: boolean): void {
    this.#chunks.push(bytes);
    this.#queuedBytes += bytes.length;
    this.#wrote = true;
    if (batched && this.#queuedBytes <= batchedBytesMax) this.#scheduler.withinWindow(this);
    else this.#scheduler.endOfTurn(this);
  }
}
