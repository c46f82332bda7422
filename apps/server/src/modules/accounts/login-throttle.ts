import type { Queryable } from '../../db/database.ts';

/** The sliding window failures are counted over, and how many it tolerates per username and address. */
export const loginWindowMs = 15 * 60 * 1000;
export const loginFailuresPerUsernameMax = 10;
export const loginFailuresPerAddressMax = 10;
// Pruning is bounded per failure so no single sign-in pays for a large backlog.
const pruneBatchRows = 100;

export interface LoginAttemptKey {
  readonly siteId: number;
  readonly realm: 'member' | 'admin';
  readonly username: string;
  readonly ip: string;
}

/**
 * Whether this username or this address has failed too often within the window. Checked before the
 * password is hashed, so a guessing run costs the server one indexed count per attempt, not a hash.
 */
export async function isLoginThrottled(q: Queryable, key: LoginAttemptKey, nowMs: number): Promise<boolean> {
  const since = new Date(nowMs - loginWindowMs);
  const counted = await q.query<{ by_username: number; by_address: number }>(
    `SELECT (SELECT count(*) FROM login_failure
              WHERE site_id = $1 AND realm = $2 AND username = $3 AND at > $5) AS by_username,
            (SELECT count(*) FROM login_failure WHERE ip = $4 AND at > $5) AS by_address`,
    [key.siteId, key.realm, key.username, key.ip, since],
  );
  const row = counted.rows[0];
  if (row === undefined) return false;
  return row.by_username >= loginFailuresPerUsernameMax || row.by_address >= loginFailuresPerAddressMax;
}

export async function recordLoginFailure(q: Queryable, key: LoginAttemptKey, nowMs: number): Promise<void> {
  await q.query('INSERT INTO login_failure (site_id, realm, username, ip, at) VALUES ($1, $2, $3, $4, $5)', [
    key.siteId,
    key.realm,
    key.username,
    key.ip,
    new Date(nowMs),
  ]);
  await q.query(
    'DELETE FROM login_failure WHERE id IN (SELECT id FROM login_failure WHERE at <= $1 LIMIT $2)',
    [new Date(nowMs - loginWindowMs), pruneBatchRows],
  );
}

/**
 * After a correct password, forgets only this username's failures from this address: the member's
 * own typos. Failures from other addresses, and this address's failures on other usernames, stay
 * counted, so one valid account does not reset an attacker's budget.
 */
export async function clearLoginFailures(q: Queryable, key: LoginAttemptKey): Promise<void> {
  await q.query('DELETE FROM login_failure WHERE site_id = $1 AND realm = $2 AND username = $3 AND ip = $4', [
    key.siteId,
    key.realm,
    key.username,
    key.ip,
  ]);
}
