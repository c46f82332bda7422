/** Thrown when a caller breaks a precondition: a bug to fix, never a rejection to show a member. */
export class DomainAssertionError extends Error {
  override readonly name = 'DomainAssertionError';
}

/**
 * Crashes loudly on a programmer error (STYLE.md, "three kinds of errors"). The domain package may
 * not import Node's `assert`, so it carries this one.
 */
export function assert(condition: boolean, message: string): asserts condition {
  if (!condition) {
    throw new DomainAssertionError(message);
  }
}
