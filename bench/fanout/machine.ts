// What the benchmark reads about the machine it runs on (Linux /proc; undefined elsewhere).
import { readFileSync } from 'node:fs';

/** The soft limit on open files of this process. */
export function openFilesLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (line?.[1] === undefined) return undefined;
    return line[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(line[1]);
  } catch {
    return undefined;
  }
}

// The kernel counts CPU time in /proc/stat in USER_HZ ticks, 100 per second on Linux everywhere.
const userHz = 100;

/**
 * CPU time that processes of the machine have used so far, in microseconds: user, nice, system and
 * steal from the `cpu` line of /proc/stat. Interrupt time is left out, since on loopback it is mostly
 * the benchmark's own packets. Its growth over a window, less the server's and the clients', is what
 * other processes took from the benchmark.
 */
export function machineBusyMicros(): number | undefined {
  try {
    const line = /^cpu\s+([\d\s]+)$/m.exec(readFileSync('/proc/stat', 'utf8'));
    const fields = line?.[1]?.trim().split(/\s+/).map(Number);
    if (fields === undefined || fields.length < 8) return undefined;
    const [user = 0, nice = 0, system = 0, , , , , steal = 0] = fields;
    return ((user + nice + system + steal) * 1_000_000) / userHz;
  } catch {
    return undefined;
  }
}
