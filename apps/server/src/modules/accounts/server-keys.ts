import { createHmac, randomBytes } from 'node:crypto';
import { ConfigError } from '../../config.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';

/** Keys derived from the one server secret; each use gets its own, so none can stand in for another. */
export interface ServerKeys {
  /** HS256 key of access tokens. */
  readonly accessToken: Uint8Array;
  /** HMAC key of stored verification codes. */
  readonly verificationCode: Uint8Array;
}

const storedSecretName = 'token_secret';

/**
 * The secret comes from TOKEN_SECRET when set. Outside demo mode it must be: a secret generated into
 * the database sits beside the sessions it protects, so whoever reads a backup or a replica could sign
 * any member's access token. Starting without it stops with a ConfigError that names it.
 *
 * The demo generates one once and stores it, so a restart keeps its sessions. `ON CONFLICT DO
 * NOTHING` followed by a read makes two nodes starting together agree on the first one written.
 */
export async function loadServerSecret(
  db: Queryable,
  config: Pick<Config, 'tokenSecret' | 'demo'>,
): Promise<string> {
  if (config.tokenSecret !== undefined) return config.tokenSecret;
  if (!config.demo) {
    throw new ConfigError(
      'TOKEN_SECRET is not set. Outside demo mode (DEMO=false) set it to a random value of at least 32 ' +
        'characters, the same on every node (for example: openssl rand -base64 48).',
    );
  }
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    storedSecretName,
    randomBytes(32).toString('base64url'),
  ]);
  const stored = await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [
    storedSecretName,
  ]);
  const value = stored.rows[0]?.value;
  if (value === undefined) throw new Error('server_secret has no token secret after inserting one');
  return value;
}

export function deriveServerKeys(secret: string): ServerKeys {
  const derive = (label: string) => new Uint8Array(createHmac('sha256', secret).update(label).digest());
  return { accessToken: derive('baro:access-token'), verificationCode: derive('baro:verification-code') };
}
