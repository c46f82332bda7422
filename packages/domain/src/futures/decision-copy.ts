import type { FuturesDecision } from './types.ts';

/**
 * A decision of its own, for a caller that keeps one past the next `decide` (which rewrites the
 * engine's reused decision and pooled events; see `FuturesDecision`). Events are plain data (objects
 * of strings, numbers, bigints, booleans and null), so a structural copy is a full one.
 */
export function copyDecision(decision: FuturesDecision): FuturesDecision {
  return { result: { ...decision.result }, events: decision.events.map(copyPlain) };
}

function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = copyPlain(field);
  return copy as T;
}
