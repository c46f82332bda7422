import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededUnit } from '../random/mulberry32.ts';
import { IdTable } from './id-table.ts';

interface Entry {
  readonly orderId: string;
}

/** Checks every id of `ids` reads the same from the table as from the model, and the size. */
function expectSame(table: IdTable<Entry>, model: Map<string, Entry>, ids: Iterable<string>): void {
  expect(table.size).toBe(model.size);
  for (const id of ids) expect(table.get(id)).toBe(model.get(id));
}

describe('IdTable', () => {
  it('answers as a Map under random adds, deletes and reads', () => {
    // Few ids, so adds meet used ids and deletes meet present ones; up to 1,500 steps, so the table
    // grows past its first capacity and probe runs wrap around its end.
    const id = fc.oneof(
      fc.integer({ min: 0, max: 1_200 }).map((n) => `o${n}`),
      fc.string({ maxLength: 6 }),
    );
    const operation = fc.record({ kind: fc.constantFrom('add', 'delete', 'get'), id });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 1_500 }), (operations) => {
        const table = new IdTable<Entry>();
        const model = new Map<string, Entry>();
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
    const model = new Map<string, Entry>();
    const live: string[] = [];
    for (let step = 0, next = 1; step < 60_000; step += 1) {
      if (random() < 0.6 || live.length === 0) {
        const entry = { orderId: `o${next++}` };
        expect(table.add(entry)).toBeNull();
        model.set(entry.orderId, entry);
        live.push(entry.orderId);
      } else {
        const at = Math.floor(random() * live.length);
        const orderId = live[at] as string;
        live[at] = live[live.length - 1] as string;
        live.pop();
        expect(table.delete(orderId)).toBe(true);
        model.delete(orderId);
      }
    }
    expectSame(table, model, model.keys());
    expect(table.values()).toHaveLength(model.size);
  });

  it('finds an entry by an id equal to its own but built apart, and refuses a used one', () => {
    const table = new IdTable<Entry>();
    const first = { orderId: 'o12' };
    expect(table.add(first)).toBeNull();
    const built = ['o', String(12)].join('');
    expect(table.get(built)).toBe(first);
    expect(table.add({ orderId: built })).toBe(first);
    expect(table.get('o12')).toBe(first);
    expect(table.size).toBe(1);
    expect(table.delete('o13')).toBe(false);
    expect(table.delete(built)).toBe(true);
    expect(table.get('o12')).toBeUndefined();
    expect(table.size).toBe(0);
  });
});
