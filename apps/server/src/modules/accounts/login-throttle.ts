import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';

/** The sliding window attempts are counted over. */
export const loginWindowMs = 15 * 60 * 1000;
/**
 * Failures one address may make in the window, on all usernames together. It also bounds one address
 * guessing one username, so a member's own address is the only one their typos lock.
 */
export const loginFailuresPerAddressMax = 10;
/**
 * Failures one username may take in the window from all addresses together. Higher than the
 * per-address limit, so that one address guessing a username cannot lock its owner out elsewhere,
 * yet guessing spread over many addresses is still capped.
 */
export const loginFailuresPerUsernameMax = 50;
// Pruning is bounded per attempt so no single sign-in pays for a large backlog.
const pruneBatchRows = 100;

export interface LoginAttemptKey {
  readonly siteId: number;
  readonly realm: 'member' | 'admin';
  /** Already normalised (`normalizeUsername`). */
  readonly username: string;
  readonly ip: string;
}

export type ThrottledCheck<T> = { ok: true; value: T } | { ok: false; reason: 'THROTTLED' | 'MISMATCH' };

/**
 * Checks a password under the sign-in throttle; sign-in and change_password both go through here.
 *
 * The attempt is written before the password is hashed and the limits are counted after, including
 * it. Reading the count first and writing the failure after the ~20 ms hash would let any number of
 * parallel guesses read the same count and all pass. Written first, each attempt's count sees every
 * attempt that was written before it, so at most the limit get past the count at once.
 *
 * An attempt over the limit is deleted again: it was never checked, so it is no guess, and keeping it
 * would let a hammering client hold the window shut. A mismatch keeps its row, which is the failure.
 * A match forgets this username's failures from this address: the member's own typos.
 *
 * `verify` answers a value when the password matches and undefined when it does not; it is called
 * only for an attempt within the limits, so a throttled one costs a count, never a hash.
 */
export async function verifyUnderThrottle<T>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  key: LoginAttemptKey,
  verify: () => Promise<T | undefined>,
): Promise<ThrottledCheck<T>> {
  const attemptId = await recordAttempt(ctx.db, key, ctx.clock.nowMs());
  if (await isOverLimit(ctx.db, key, ctx.clock.nowMs())) {
    await ctx.db.query('DELETE FROM login_failure WHERE id = $1', [attemptId]);
    return { ok: false, reason: 'THROTTLED' };
  }
  const value = await verify();
  if (value === undefined) return { ok: false, reason: 'MISMATCH' };
  await ctx.db.query(
    'DELETE FROM login_failure WHERE site_id = $1 AND realm = $2 AND username = $3 AND ip = $4',
    [key.siteId, key.realm, key.username, key.ip],
  );
  return { ok: true, value };
}

/**
 * Forgets every failure on a username, from every address. A password reset calls it: the member has
 * proved their phone and chosen a new password, and must not stay locked out by the guesses that
 * may have sent them to the reset.
 */
export async function forgetLoginFailures(
  q: Queryable,
  key: Pick<LoginAttemptKey, 'siteId' | 'realm' | 'username'>,
): Promise<void> {
  await q.query('DELETE FROM login_failure WHERE site_id = $1 AND realm = $2 AND username = $3', [
    key.siteId,
    key.realm,
    key.username,
  ]);
}

async function recordAttempt(q: Queryable, key: LoginAttemptKey, nowMs: number): Promise<number> {
  const inserted = await q.query<{ id: number }>(
    'INSERT INTO login_failure (site_id, realm, username, ip, at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [key.siteId, key.realm, key.username, key.ip, new Date(nowMs)],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('login_failure insert returned no id');
  await q.query(
    'DELETE FROM login_failure WHERE id IN (SELECT id FROM login_failure WHERE at <= $1 LIMIT $2)',
    [new Date(nowMs - loginWindowMs), pruneBatchRows],
  );
  return id;
}

/**
 * Counted in a statement of its own, after the attempt's insert has committed, so that its snapshot
 * holds this attempt and every one written before it (see verifyUnderThrottle).
 */
async function isOverLimit(q: Queryable, key: LoginAttemptKey, nowMs: number): Promise<boolean> {
  const since = new Date(nowMs - loginWindowMs);
  const counted = await q.query<{ by_username: number; by_address: number }>(
    `SELECT (SELECT count(*) FROM login_failure
              WHERE site_id = $1 AND realm = $2 AND username = $3 AND at > $5) AS by_username,
            (SELECT count(*) FROM login_failure WHERE ip = $4 AND at > $5) AS by_address`,
    [key.siteId, key.realm, key.username, key.ip, since],
  );
  const row = counted.rows[0];
  if (row === undefined) throw new Error('login_failure count returned no row');
  return row.by_address > loginFailuresPerAddressMax || row.by_username > loginFailuresPerUsernameMax;
}
