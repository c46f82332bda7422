import pg from 'pg';
import { ClaimedWork, ownershipRetryMsDefault } from './ownership.ts';
import type { Ownership } from './ownership.ts';

export interface AdvisoryLockOwnershipOptions {
  readonly connectionString: string;
  readonly onError: (error: unknown, key: string) => void;
  readonly retryMs?: number;
}

/**
 * Ownership between nodes through PostgreSQL session advisory locks (ARCHITECTURE.md §7). The locks
 * live on one connection of their own, outside the query pool, because a session lock belongs to the
 * connection that took it: when this process dies, PostgreSQL ends the session and every key is free
 * for another node.
 *
 * Every `retryMs` the connection is checked and the unowned keys are tried. A connection that fails
 * loses every key at once: the work is stopped and the keys are tried again on a new connection.
 * Between a connection breaking and this node noticing (at most `retryMs`), another node may already
 * hold a key, so owned work must stay correct when two runners overlap briefly; settlement and
 * candle writes are guarded in SQL for that reason, not by ownership alone.
 */
export function advisoryLockOwnership(options: AdvisoryLockOwnershipOptions): Ownership {
  const claims = new Map<string, ClaimedWork>();
  const owned = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let round: Promise<void> = Promise.resolve();

  async function loseEverything(broken: pg.Client): Promise<void> {
    if (client !== broken) return;
    client = null;
    owned.clear();
    await Promise.all([...claims.values()].map((work) => work.stop()));
    await broken.end().catch(() => undefined);
  }

  async function connect(): Promise<pg.Client | null> {
    const fresh = new pg.Client({ connectionString: options.connectionString });
    // Without a listener a dropped connection would crash the process; the next round notices it.
    fresh.on('error', () => {
      round = round.then(() => loseEverything(fresh));
    });
    try {
      await fresh.connect();
      return fresh;
    } catch (error) {
      options.onError(error, '(ownership connection)');
      await fresh.end().catch(() => undefined);
      return null;
    }
  }

  async function tryKey(connection: pg.Client, work: ClaimedWork): Promise<void> {
    const result = await connection.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [work.key],
    );
    if (result.rows[0]?.locked !== true) return;
    owned.add(work.key);
    if (await work.start()) return;
    // The work could not start: give the key up so that a node that can run it may take it.
    owned.delete(work.key);
    await connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [work.key]);
  }

  // A function, not a narrowed local: both change while a round awaits the database.
  const current = (connection: pg.Client) => !closed && client === connection;

  async function runRound(): Promise<void> {
    if (closed) return;
    client ??= await connect();
    const connection = client;
    if (connection === null) return;
    try {
      await connection.query('SELECT 1');
      for (const work of claims.values()) {
        if (!current(connection)) return;
        if (!owned.has(work.key)) await tryKey(connection, work);
      }
    } catch (error) {
      options.onError(error, '(ownership connection)');
      await loseEverything(connection);
    }
  }

  function schedule(): void {
    round = round.then(runRound);
  }

  const timer = setInterval(schedule, options.retryMs ?? ownershipRetryMsDefault);
  timer.unref();

  return {
    claim(key, onAcquired) {
      if (closed) throw new Error('Ownership is closed; nothing more can be claimed.');
      if (claims.has(key)) throw new Error(`${key} is already claimed.`);
      const work = new ClaimedWork(key, onAcquired, options.onError);
      claims.set(key, work);
      schedule();
      return {
        drop: async () => {
          if (claims.get(key) !== work) return;
          claims.delete(key);
          // In the rounds' queue, so no round is trying this key while it is given up.
          const dropped = round.then(async () => {
            await work.stop();
            if (!owned.delete(key) || client === null) return;
            await client
              .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key])
              .catch((error: unknown) => {
                options.onError(error, key);
              });
          });
          round = dropped;
          await dropped;
        },
      };
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await round;
      await Promise.all([...claims.values()].map((work) => work.stop()));
      claims.clear();
      owned.clear();
      // Ending the session gives every advisory lock back.
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
