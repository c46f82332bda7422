/**
 * Per-member sequence numbers (ARCHITECTURE.md §6): each member destination of each member counts its
 * messages up by one, so a client that sees a number other than the last plus one knows it missed
 * something and refetches its snapshot over HTTP.
 */
export interface MemberSequence {
  /** The number of the next message of `destination` for `memberId`. */
  next(memberId: number, destination: string): number;
}

/**
 * The in-process sequence. Every counter starts at `startMs`, the time the process started in
 * milliseconds, instead of at 1: a restarted server must never reissue a number a client already saw,
 * or a client that missed exactly as many events as the new process sent would take the next one for
 * the expected successor. A counter would only overtake the next start's base if one member received
 * more than one message per millisecond on one destination for the whole life of the process.
 *
 * The map grows with members that received something since the start, not with sessions or messages,
 * which is a few dozen bytes per active member.
 */
export function createMemberSequence(startMs: number): MemberSequence {
  if (!Number.isSafeInteger(startMs) || startMs < 0) {
    throw new Error(`A sequence base is a non-negative integer, got ${startMs}.`);
  }
  const counters = new Map<number, Map<string, number>>();
  return {
    next(memberId, destination) {
      let perMember = counters.get(memberId);
      if (perMember === undefined) {
        perMember = new Map();
        counters.set(memberId, perMember);
      }
      const value = (perMember.get(destination) ?? startMs) + 1;
      perMember.set(destination, value);
      return value;
    },
  };
}
