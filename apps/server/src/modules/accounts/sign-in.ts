import type { auth } from '@baro/contracts';
import { normalizeUsername } from '@baro/domain';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { isMobileBlocked } from '../../core/device.ts';
import type { RequestDevice } from '../../core/device.ts';
import { verifyUnderThrottle } from './login-throttle.ts';
import type { LoginAttemptKey } from './login-throttle.ts';
import { startSession } from './sessions.ts';
import type { SessionOwner } from './sessions.ts';

export interface PasswordSignIn {
  readonly siteId: number;
  readonly realm: 'member' | 'admin';
  readonly username: string;
  readonly password: string;
  readonly ip: string;
  readonly device: RequestDevice;
}

interface AccountRow {
  id: number;
  password_hash: string;
  status: 'NORMAL' | 'DENY';
  block_device: string | null;
}

// Table names come from this fixed map, never from input.
const accountQueries = {
  member: `SELECT id, password_hash, status, etc_json->>'blockDevice' AS block_device
             FROM member WHERE site_id = $1 AND username = $2`,
  admin: `SELECT id, password_hash, status, NULL AS block_device
            FROM admin WHERE site_id = $1 AND username = $2`,
} as const;

/**
 * Signs a member or an operator in with a password. The order matters: the throttle is counted before
 * any hash is computed; the password is checked before the account's status, so a wrong password
 * never learns that an account is blocked.
 */
export async function signInWithPassword(
  ctx: AppContext,
  input: PasswordSignIn,
): Promise<auth.LoginTokens | Rejection> {
  const username = normalizeUsername(input.username);
  const key: LoginAttemptKey = { siteId: input.siteId, realm: input.realm, username, ip: input.ip };
  const checked = await verifyUnderThrottle(ctx, key, async () => {
    const found = await ctx.db.query<AccountRow>(accountQueries[input.realm], [input.siteId, username]);
    const account = found.rows[0];
    if (account === undefined) {
      await ctx.passwordHasher.verifyDecoy(input.password);
      return undefined;
    }
    return (await ctx.passwordHasher.verify(account.password_hash, input.password)) ? account : undefined;
  });
  if (!checked.ok) return reject(checked.reason === 'THROTTLED' ? 'LOGIN_THROTTLED' : 'LOGIN_FAILED');
  const account = checked.value;

  if (account.status === 'DENY') return reject('ACCOUNT_DENIED');
  if (isMobileBlocked(account.block_device, input.device)) return reject('MOBILE_BLOCKED');
  const owner: SessionOwner =
    input.realm === 'member'
      ? { kind: 'member', memberId: account.id }
      : { kind: 'operator', adminId: account.id };
  return startSession(ctx, { siteId: input.siteId, owner });
}
