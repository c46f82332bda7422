import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { seededUnit } from '../random/mulberry32.ts';
import { IdTable } from './id-table.ts';

interface Entry {
  readonly orderId: number;
}

/** Checks every id of `ids` reads the same from the table as from the model, and the size. */
function expectSame(table: IdTable<Entry>, model: Map<number, Entry>, ids: Iterable<number>): void {
  expect(table.size).toBe(model.size);
  for (const id of ids) expect(table.get(id)).toBe(model.get(id));
}

describe('IdTable', () => {
  it('answers as a Map under random adds, deletes and reads', () => {
    // Few ids, so adds meet used ids and deletes meet present ones; up to 1,500 steps, so the table
    // grows past its first capacity and probe runs wrap around its end.
    // Small ids and any positive safe integer (above 2^32 the high bits enter the hash).
    const id = fc.oneof(
      fc.integer({ min: 1, max: 1_200 }),
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: 1, max: 1_200 }).map((n) => n * 4_294_967_296),
    );
    const operation = fc.record({ kind: fc.constantFrom('add', 'delete', 'get'), id });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 1_500 }), (operations) => {
        const table = new IdTable<Entry>();
        const model = new Map<number, Entry>();
        for (const { kind, id: orderId } of operations) {
          if (kind === 'add') {
            const entry = { orderId };
            expect(table.add(entry)).toBe(model.get(orderId) ?? null);
            if (!model.has(orderId)) model.set(orderId, entry);
          } else if (kind === 'delete') {
            expect(table.delete(orderId)).toBe(model.delete(orderId));
          } else {
            expect(table.get(orderId)).toBe(model.get(orderId));
          }
        }
        expectSame(table, model, model.keys());
        expect(new Set(table.values())).toEqual(new Set(model.values()));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps every entry through growth and long runs of deletes, as a seeded book does', () => {
    const random = seededUnit(7);
    const table = new IdTable<Entry>();
    const model = new Map<number, Entry>();
    const live: number[] = [];
    for (let step = 0, next = 1; step < 60_000; step += 1) {
      if (random() < 0.6 || live.length === 0) {
        const entry = { orderId: next++ };
        expect(table.add(entry)).toBeNull();
        model.set(entry.orderId, entry);
        live.push(entry.orderId);
      } else {
        const at = Math.floor(random() * live.length);
        const orderId = live[at] as number;
        live[at] = live[live.length - 1] as number;
        live.pop();
        expect(table.delete(orderId)).toBe(true);
        model.delete(orderId);
      }
    }
    expectSame(table, model, model.keys());
    expect(table.values()).toHaveLength(model.size);
  });

  it('finds ids that differ only in their high bits, refuses a used one and ids that are not ids', () => {
    const table = new IdTable<Entry>();
    const low = { orderId: 12 };
    const high = { orderId: 12 + 4_294_967_296 };
    const largest = { orderId: Number.MAX_SAFE_INTEGER };
    for (const entry of [low, high, largest]) expect(table.add(entry)).toBeNull();
    expect(table.get(12)).toBe(low);
    expect(table.get(12 + 4_294_967_296)).toBe(high);
    expect(table.get(Number.MAX_SAFE_INTEGER)).toBe(largest);
    expect(table.add({ orderId: 12 })).toBe(low);
    expect(table.size).toBe(3);
    expect(table.delete(13)).toBe(false);
    expect(table.delete(12)).toBe(true);
    expect(table.get(12)).toBeUndefined();
    expect(table.get(12 + 4_294_967_296)).toBe(high);
    expect(table.size).toBe(2);
    for (const orderId of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN]) {
      expect(() => table.add({ orderId })).toThrow(DomainAssertionError);
    }
    expect(table.get(0)).toBeUndefined();
    expect(table.delete(0)).toBe(false);
    expect(table.size).toBe(2);
  });
});
