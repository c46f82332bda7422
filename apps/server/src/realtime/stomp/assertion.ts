/**
 * A programmer error in how this module was called (a frame the encoder cannot write, limits that
 * are not positive integers). It is thrown, never returned, so that the bug surfaces loudly instead
 * of reaching a client as a malformed frame.
 */
export class StompAssertionError extends Error {
  override name = 'StompAssertionError';
}

export function assertStomp(condition: boolean, message: string): asserts condition {
  if (!condition) throw new StompAssertionError(message);
}
