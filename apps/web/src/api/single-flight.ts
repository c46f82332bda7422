/**
 * Runs `work` once for any number of callers that ask while it runs: they all get the same promise.
 * The next call after it settles starts a fresh run.
 */
export function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
}
