/** Milliseconds a set-based step (a liquidation sweep, a losscut settlement) spent per phase, summed over its batches (the benches print them). */
export type PhaseTimes = Map<string, number>;

/** Adds `ms` to the step `name` of `phases`. */
export function addPhase(phases: PhaseTimes | undefined, name: string, ms: number): void {
  if (phases !== undefined) phases.set(name, (phases.get(name) ?? 0) + ms);
}

/** Runs `step`, adding its time to `phases` under `name` when timings are asked for. */
export async function timedPhase<T>(
  phases: PhaseTimes | undefined,
  name: string,
  step: () => Promise<T> | T,
): Promise<T> {
  if (phases === undefined) return step();
  const started = performance.now();
  try {
    return await step();
  } finally {
    addPhase(phases, name, performance.now() - started);
  }
}
