/**
 * The per-member sequence numbers of ARCHITECTURE.md §6 as the client sees them. The server counts
 * each member destination up by one per message, starting above its own start time, so:
 *
 * - `next`: the number after the last one seen; nothing was missed.
 * - `gap`: a larger number; messages were missed (during a reconnect, or after a server restart,
 *   whose counters start higher).
 * - `reset`: the same or a smaller number; the counter is not the one we followed (another node, a
 *   restart with a clock behind the old one), so what we hold cannot be trusted either.
 * - `first`: nothing seen yet on this destination; there is nothing to compare with.
 *
 * A `gap` or `reset` means the app refetches the data the destination feeds.
 */
export type SequenceVerdict = 'first' | 'next' | 'gap' | 'reset';

export function sequenceVerdict(last: number | undefined, seq: number): SequenceVerdict {
  if (last === undefined) return 'first';
  if (seq === last + 1) return 'next';
  return seq > last ? 'gap' : 'reset';
}

export function isMissedSomething(verdict: SequenceVerdict): boolean {
  return verdict === 'gap' || verdict === 'reset';
}

/** The last number seen per destination, for one client. */
export interface SequenceTracker {
  /** Records `seq` as the last number of `destination` and says how it follows the previous one. */
  observe(destination: string, seq: number): SequenceVerdict;
  /**
   * Forgets a destination the app stopped listening to: messages it was not subscribed for are not
   * a gap, and the screen that subscribes again loads its data anyway.
   */
  forget(destination: string): void;
}

export function createSequenceTracker(): SequenceTracker {
  const last = new Map<string, number>();
  return {
    observe(destination, seq) {
      const verdict = sequenceVerdict(last.get(destination), seq);
      last.set(destination, seq);
      return verdict;
    },
    forget(destination) {
      last.delete(destination);
    },
  };
}

/** The `seq` of a member event's JSON body, or undefined when it has none that is a positive integer. */
export function sequenceOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('seq' in body)) return undefined;
  const { seq } = body;
  return typeof seq === 'number' && Number.isSafeInteger(seq) && seq > 0 ? seq : undefined;
}
