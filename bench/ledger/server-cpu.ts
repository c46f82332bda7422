import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Queryable } from '../../apps/server/src/db/database.ts';

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * CPU time (user and system, ms) the database server's processes have used so far, from /proc: the
 * backends and the server's own processes (WAL writer, checkpointer…) as pg_stat_activity lists them.
 * Undefined when they are not on this machine (BENCH_DATABASE_URL elsewhere). On a shared machine the
 * CPU a piece of work costs moves less than its wall time with what else runs.
 */
export async function databaseCpuMs(db: Queryable): Promise<number | undefined> {
  const pids = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity');
  let ticks = 0;
  for (const { pid } of pids.rows) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      if (pid === pids.rows[0]?.pid) return undefined;
      continue;
    }
    // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicksPerSecond;
}
