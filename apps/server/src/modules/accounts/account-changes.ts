import { validatePassword } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { forceLogout } from '../../realtime/force-logout.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { verifyUnderThrottle } from './login-throttle.ts';
import type { LoginAttemptKey } from './login-throttle.ts';
import { findTaken, takenFromViolation } from './member-taken.ts';
import { revokeMemberSessions } from './sessions.ts';

const done = { ok: true } as const;

/**
 * POST /user/change_password. The body's `id` names the account but grants nothing: it must be the
 * caller's own. The current password is checked under the sign-in throttle, so a stolen access token
 * cannot be used to guess it; the other sessions end, since whoever changes a password may be
 * locking someone out.
 */
export async function changePassword(
  ctx: AppContext,
  input: { caller: MemberCaller; id: number; currentPassword: string; password: string; ip: string },
): Promise<typeof done | Rejection> {
  const { caller } = input;
  if (input.id !== caller.memberId) return reject('FORBIDDEN');
  const policy = validatePassword(input.password, { username: caller.username });
  if (!policy.ok) return reject(policy.code);

  const key: LoginAttemptKey = {
    siteId: caller.siteId,
    realm: 'member',
    username: caller.username,
    ip: input.ip,
  };
  const checked = await verifyUnderThrottle(ctx, key, async () => {
    const found = await ctx.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM member WHERE id = $1 AND site_id = $2',
      [caller.memberId, caller.siteId],
    );
    const current = found.rows[0]?.password_hash;
    const matches =
      current !== undefined && (await ctx.passwordHasher.verify(current, input.currentPassword));
    return matches ? true : undefined;
  });
  if (!checked.ok) {
    return reject(checked.reason === 'THROTTLED' ? 'LOGIN_THROTTLED' : 'CURRENT_PASSWORD_MISMATCH');
  }

  const passwordHash = await ctx.passwordHasher.hash(input.password);
  await transactionWithEvents(ctx, async (tx, events) => {
    await tx.query('UPDATE member SET password_hash = $2 WHERE id = $1', [caller.memberId, passwordHash]);
    await revokeMemberSessions(ctx, tx, {
      memberId: caller.memberId,
      reason: 'PASSWORD_CHANGED',
      keepSessionId: caller.sessionId,
    });
    // The revoked sign-ins' open sockets end too, once the revocation has committed.
    forceLogout(events, {
      memberId: caller.memberId,
      siteId: caller.siteId,
      code: 'TOKEN_REVOKED',
      exceptSessionId: caller.sessionId,
    });
  });
  return done;
}

/** POST /player/change_nick: the caller's own nick only, unique on the site. */
export async function changeNick(
  ctx: AppContext,
  input: { caller: MemberCaller; id: number; nick: string },
): Promise<{ nick: string } | Rejection> {
  const { caller, nick } = input;
  if (input.id !== caller.memberId) return reject('FORBIDDEN');
  const taken = await findTaken(ctx.db, caller.siteId, { nick }, caller.memberId);
  if (taken !== undefined) return taken;
  try {
    await ctx.db.query('UPDATE member SET nick = $3 WHERE id = $1 AND site_id = $2', [
      caller.memberId,
      caller.siteId,
      nick,
    ]);
  } catch (error) {
    // Two members taking the same nick at once: the unique constraint decides.
    return takenFromViolation(error);
  }
  return { nick };
}
