import { createHash } from 'node:crypto';
import { ledgerAssert } from './types.ts';

/**
 * JSON with object keys sorted at every level, so that two bodies that mean the same thing hash the
 * same whatever order a client wrote their fields in. A bigint is written as its decimal string, as
 * the money codec puts it on the wire, so a parsed body hashes like the raw one. `undefined` members
 * are left out, as JSON.stringify does; anything JSON cannot carry is a programmer error.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    ledgerAssert(Number.isFinite(value), `canonicalJson: ${value} has no JSON form.`);
    return JSON.stringify(value);
  }
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => canonicalJson(item)).join(',')}]`;
  }
  ledgerAssert(
    typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype,
    `canonicalJson: a ${typeof value} has no canonical JSON form.`,
  );
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${members.join(',')}}`;
}

/** The sha256 of a body's canonical JSON, hex: what an idempotency record compares. */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
