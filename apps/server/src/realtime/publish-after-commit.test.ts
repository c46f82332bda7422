import { futuresInfoTopic, pointQueue } from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import type { Bus, BusMessage } from './bus.ts';
import { createInProcessBus } from './bus.ts';
import type { EventSink } from './bus.ts';
import { transactionWithEvents } from './publish-after-commit.ts';
import { createMemberSequence } from './sequence.ts';

const noQueries: Queryable = {
  query: () => Promise.reject(new Error('no database here')),
  exec: () => Promise.reject(new Error('no database here')),
};

/** A database whose transactions fail with a serialization error `failures` times before committing. */
function retryingDatabase(failures: number): Database {
  let left = failures;
  return {
    kind: 'pglite',
    ...noQueries,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      for (;;) {
        const result = await work(noQueries);
        if (left === 0) return result;
        left -= 1;
      }
    },
    close: () => Promise.resolve(),
  };
}

function recordingBus(): { bus: Bus; received: BusMessage[] } {
  const bus = createInProcessBus({
    sequence: createMemberSequence(0),
    onListenerError: (error) => {
      throw error;
    },
  });
  const received: BusMessage[] = [];
  bus.subscribe((message) => received.push(message));
  return { bus, received };
}

const wallet = {
  type: 'FUTURES',
  currency: 'USDT',
  point: '1',
  gameWaitPoint: '0',
  realPoint: '1',
  losscut: '0',
  pnl: '0',
  address: null,
};

describe('transactionWithEvents', () => {
  it('publishes after the commit, in the order queued', async () => {
    const { bus, received } = recordingBus();
    const result = await transactionWithEvents({ db: retryingDatabase(0), bus }, async (_tx, events) => {
      events.publish(pointQueue, wallet, { kind: 'member', memberId: 1 });
      events.publish(futuresInfoTopic, { items: [] }, { kind: 'broadcast' });
      expect(received).toEqual([]);
      return Promise.resolve('done');
    });
    expect(result).toBe('done');
    expect(received.map((message) => message.destination)).toEqual([
      pointQueue.destination,
      futuresInfoTopic.destination,
    ]);
  });

  it('publishes only the events of the attempt that committed when the database retries', async () => {
    const { bus, received } = recordingBus();
    let attempt = 0;
    await transactionWithEvents({ db: retryingDatabase(2), bus }, async (_tx, events) => {
      attempt += 1;
      events.publish(pointQueue, { ...wallet, point: String(attempt) }, { kind: 'member', memberId: 1 });
      return Promise.resolve();
    });
    expect(attempt).toBe(3);
    expect(received.map((message) => (JSON.parse(message.body) as { point: string }).point)).toEqual(['3']);
  });

  it('publishes nothing when the work throws', async () => {
    const { bus, received } = recordingBus();
    await expect(
      transactionWithEvents({ db: retryingDatabase(0), bus }, async (_tx, events) => {
        events.publish(pointQueue, wallet, { kind: 'member', memberId: 1 });
        return Promise.reject(new Error('rolled back'));
      }),
    ).rejects.toThrow('rolled back');
    expect(received).toEqual([]);
  });

  it('refuses a target that does not fit the destination inside the transaction, so the work rolls back', async () => {
    const { bus, received } = recordingBus();
    await expect(
      transactionWithEvents({ db: retryingDatabase(0), bus }, (_tx, events) => {
        events.publish(pointQueue, wallet, { kind: 'broadcast' });
        return Promise.resolve();
      }),
    ).rejects.toThrow(/member queue/);
    expect(received).toEqual([]);
  });

  it('refuses a collector kept past its transaction', async () => {
    const { bus } = recordingBus();
    let kept: EventSink | undefined;
    await transactionWithEvents({ db: retryingDatabase(0), bus }, (_tx, events) => {
      kept = events;
      return Promise.resolve();
    });
    expect(() => kept?.publish(futuresInfoTopic, { items: [] }, { kind: 'broadcast' })).toThrow(
      /transaction/,
    );
  });
});
