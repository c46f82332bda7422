import type { Database, Queryable } from '../db/database.ts';
import { resolveDestination } from './bus.ts';
import type { Bus, EventSink } from './bus.ts';

/**
 * Runs `work` in one database transaction and publishes the events it queued only once that
 * transaction has committed (ARCHITECTURE.md §3 step 4, STYLE.md "Events after commit"). If the work
 * throws, or the commit fails, nothing is published: a socket never shows a change the database does
 * not hold.
 *
 * The database retries a transaction on a serialization failure by calling `work` again; each attempt
 * gets a fresh collector, so the events of an attempt that rolled back are dropped with it. A rejection
 * returned as a value commits, and so do its events (a refused refresh-token reuse still revokes the
 * family and still ends its sockets).
 */
export async function transactionWithEvents<T>(
  ctx: { readonly db: Database; readonly bus: Bus },
  work: (tx: Queryable, events: EventSink) => Promise<T>,
): Promise<T> {
  const committed = await ctx.db.transaction(async (tx) => {
    const pending: (() => void)[] = [];
    let open = true;
    const events: EventSink = {
      publish(definition, payload, target) {
        // Kept after the transaction, a collector would publish outside it, uncommitted or twice.
        if (!open) throw new Error('Events are queued only while their transaction runs.');
        // Checked now, so a wrong target is a bug that rolls the work back, not a failure after commit.
        resolveDestination(definition, target);
        pending.push(() => {
          ctx.bus.publish(definition, payload, target);
        });
      },
    };
    try {
      return { result: await work(tx, events), pending };
    } finally {
      open = false;
    }
  });
  for (const publish of committed.pending) publish();
  return committed.result;
}
