import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { advisoryLockOwnership } from './advisory-lock-ownership.ts';
import { soleOwnership } from './ownership.ts';
import type { Ownership } from './ownership.ts';

/**
 * The embedded database is one process's alone, so that process owns everything; on a PostgreSQL
 * server several nodes may run, and advisory locks decide.
 */
export function createOwnership(config: Pick<Config, 'databaseUrl'>, log: Logger): Ownership {
  const onError = (error: unknown, key: string) => {
    log.error({ err: error, key }, 'ownership: owned work failed');
  };
  return config.databaseUrl === undefined
    ? soleOwnership({ onError })
    : advisoryLockOwnership({ connectionString: config.databaseUrl, onError });
}
