import type { Queryable } from '../db/database.ts';
import { isRejection } from './rejection.ts';
import type { Rejection } from './rejection.ts';
import { withIdempotency } from '../ledger/index.ts';
import type { EventSink } from '../realtime/bus.ts';
import type { Bus } from '../realtime/bus.ts';
import { transactionWithEvents } from '../realtime/publish-after-commit.ts';
import type { Database } from '../db/database.ts';

/**
 * Carries a rejection out of a transaction it rolls back; caught by `moneyAction`, never elsewhere. Not
 * a second kind of refusal: the write path's way to unwind the transaction, holding the same
 * `Rejection` that `moneyAction` then returns as a value.
 */
class RollbackWith extends Error {
  override readonly name = 'RollbackWith';

  constructor(readonly rejection: Rejection) {
    super(`rolled back: ${rejection.code}`);
  }
}

/**
 * Ends the current action with a rejection and rolls back everything it wrote (rows, postings, the
 * idempotency record). For a refusal found after an earlier step already wrote something: the
 * withdrawal row before its reservation, the coupon use before its limit.
 */
export function rollbackWith(rejection: Rejection): never {
  throw new RollbackWith(rejection);
}

export interface MoneyActionKey {
  readonly siteId: number;
  readonly memberId: number;
  /** The client's `requestId`; without one the call runs each time it is sent. */
  readonly requestId: string | undefined;
  /** The request body as validated, compared by hash with the first use of the request id. */
  readonly body: unknown;
}

/**
 * One money-moving call (ARCHITECTURE.md §3): one transaction, its events published after commit,
 * run once per request id (a retry replays the first answer; the same id with another body is
 * IDEMPOTENCY_CONFLICT). A rejection, returned or raised with `rollbackWith`, rolls the whole action
 * back, the idempotency record with it: bad input changes nothing, and a retry after the member
 * fixed the cause (a deposit that arrived) runs afresh.
 */
export async function moneyAction<T extends object>(
  ctx: { readonly db: Database; readonly bus: Bus },
  key: MoneyActionKey,
  work: (tx: Queryable, events: EventSink) => Promise<T | Rejection>,
): Promise<T | Rejection> {
  try {
    return await transactionWithEvents(ctx, async (tx, events) => {
      const run = async (): Promise<T> => {
        const result = await work(tx, events);
        if (isRejection(result)) rollbackWith(result);
        return result;
      };
      if (key.requestId === undefined) return run();
      const done = await withIdempotency<T>(
        tx,
        { siteId: key.siteId, memberId: key.memberId, requestId: key.requestId, body: key.body },
        async () => ({ statusCode: 200, body: await run() }),
      );
      // A conflicting request id is a rejection of its own; the work did not run.
      return isRejection(done) ? done : done.body;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.rejection;
    throw error;
  }
}
