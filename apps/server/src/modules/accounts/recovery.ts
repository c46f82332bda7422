import { normalizeUsername, validatePassword } from '@baro/domain';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { forceLogout } from '../../realtime/force-logout.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import type { Site } from '../sites/find-site.ts';
import { messageLanguageOf } from '../sites/site-info.ts';
import { peekCertificate, spendCertificate } from './certificates.ts';
import { forgetLoginFailures } from './login-throttle.ts';
import { maskUsername } from './mask-username.ts';
import { revokeMemberSessions } from './sessions.ts';

/**
 * POST /player/find_id: the username of the member with this name and the phone the certificate
 * proves, masked, because the certificate proves a phone, not who holds the account.
 */
export async function findUsername(
  ctx: AppContext,
  input: { site: Site; name: string; certificateValue: string },
): Promise<{ username: string } | Rejection> {
  const use = {
    siteId: input.site.id,
    channel: 'PHONE',
    purpose: 'FIND_ID',
    certificateValue: input.certificateValue,
  } as const;
  const phone = await peekCertificate(ctx, ctx.db, use);
  if (phone === undefined) return reject('CERTIFICATE_REQUIRED');
  const found = await ctx.db.query<{ username: string }>(
    'SELECT username FROM member WHERE site_id = $1 AND phone = $2 AND name = $3',
    [input.site.id, phone, input.name],
  );
  const member = found.rows[0];
  if (member === undefined) return reject('MEMBER_NOT_FOUND');
  // Spent after the lookup; if a parallel call spent it first, this one is refused like a stale one.
  if ((await spendCertificate(ctx, ctx.db, { ...use, target: phone })) === undefined) {
    return reject('CERTIFICATE_REQUIRED');
  }
  return { username: maskUsername(member.username) };
}

/**
 * POST /player/find_pw: a new password for the member with this username and the proven phone. Every
 * session ends, since the reset may be the member taking the account back, and the username's sign-in
 * failures are forgotten, so the member can sign in with the new password at once.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { site: Site; username: string; certificateValue: string; password: string },
): Promise<{ ok: true } | Rejection> {
  const use = {
    siteId: input.site.id,
    channel: 'PHONE',
    purpose: 'FIND_PW',
    certificateValue: input.certificateValue,
  } as const;
  const phone = await peekCertificate(ctx, ctx.db, use);
  if (phone === undefined) return reject('CERTIFICATE_REQUIRED');
  const username = normalizeUsername(input.username);
  const found = await ctx.db.query<{ id: number }>(
    'SELECT id FROM member WHERE site_id = $1 AND username = $2 AND phone = $3',
    [input.site.id, username, phone],
  );
  const member = found.rows[0];
  if (member === undefined) return reject('MEMBER_NOT_FOUND');
  const policy = validatePassword(input.password, { username });
  if (!policy.ok) return reject(policy.code);

  const passwordHash = await ctx.passwordHasher.hash(input.password);
  return transactionWithEvents(ctx, async (tx, events) => {
    if ((await spendCertificate(ctx, tx, { ...use, target: phone })) === undefined) {
      return reject('CERTIFICATE_REQUIRED');
    }
    await tx.query('UPDATE member SET password_hash = $2 WHERE id = $1', [member.id, passwordHash]);
    await revokeMemberSessions(ctx, tx, { memberId: member.id, reason: 'PASSWORD_CHANGED' });
    forceLogout(events, {
      memberId: member.id,
      siteId: input.site.id,
      code: 'TOKEN_REVOKED',
      lang: messageLanguageOf(input.site, false),
    });
    await forgetLoginFailures(tx, { siteId: input.site.id, realm: 'member', username });
    return { ok: true } as const;
  });
}
