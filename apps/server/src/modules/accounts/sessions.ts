import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { auth } from '@baro/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { forceLogout } from '../../realtime/force-logout.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { signAccessToken } from './access-token.ts';
import { isMobileBlocked } from '../../core/device.ts';
import type { RequestDevice } from '../../core/device.ts';

export type SessionOwner = { kind: 'member'; memberId: number } | { kind: 'operator'; adminId: number };

export type RevokeReason = 'LOGOUT' | 'REUSE' | 'PASSWORD_CHANGED' | 'OPERATOR';

type SessionContext = Pick<AppContext, 'config' | 'clock' | 'keys'>;

/**
 * How long after a rotation the token it replaced is taken for a client's own retry rather than a
 * copy. Two tabs, or a retried request on a flaky phone network, present one refresh token twice
 * within moments; revoking the family then would sign the member out everywhere. Within the window
 * the late one is only refused, which gives a thief holding a copy nothing either.
 */
export const refreshReuseGraceMs = 10_000;

/** Refresh tokens are stored only as this hash, so a copy of the table signs nobody in. */
export function refreshTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function ownerColumns(owner: SessionOwner): [number | null, number | null] {
  return owner.kind === 'member' ? [owner.memberId, null] : [null, owner.adminId];
}

async function insertRefreshToken(
  ctx: SessionContext,
  q: Queryable,
  input: { familyId: string; siteId: number; owner: SessionOwner },
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const nowMs = ctx.clock.nowMs();
  const [memberId, adminId] = ownerColumns(input.owner);
  const inserted = await q.query<{ id: number }>(
    `INSERT INTO refresh_token (family_id, site_id, member_id, admin_id, token_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.familyId,
      input.siteId,
      memberId,
      adminId,
      refreshTokenHash(token),
      new Date(nowMs + ctx.config.refreshTokenTtlSeconds * 1000),
      new Date(nowMs),
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('refresh_token insert returned no id');
  return { id, token };
}

async function tokensFor(
  ctx: SessionContext,
  input: { familyId: string; siteId: number; owner: SessionOwner; refreshToken: string },
): Promise<auth.LoginTokens> {
  const subjectId = input.owner.kind === 'member' ? input.owner.memberId : input.owner.adminId;
  const accessToken = await signAccessToken(
    ctx.keys.accessToken,
    { kind: input.owner.kind, subjectId, siteId: input.siteId, sessionId: input.familyId },
    ctx.clock.nowMs(),
    ctx.config.accessTokenTtlSeconds,
  );
  return { accessToken, refreshToken: input.refreshToken, expiresIn: ctx.config.accessTokenTtlSeconds };
}

/** Opens a session family for a sign-in and answers its first access and refresh tokens. */
export async function startSession(
  ctx: SessionContext & Pick<AppContext, 'db'>,
  input: { siteId: number; owner: SessionOwner },
): Promise<auth.LoginTokens> {
  const familyId = randomUUID();
  const [memberId, adminId] = ownerColumns(input.owner);
  const refresh = await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO session_family (id, site_id, member_id, admin_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [familyId, input.siteId, memberId, adminId, new Date(ctx.clock.nowMs())],
    );
    return insertRefreshToken(ctx, tx, { familyId, ...input });
  });
  return tokensFor(ctx, { familyId, ...input, refreshToken: refresh.token });
}

interface PresentedTokenRow {
  id: number;
  family_id: string;
  status: 'ACTIVE' | 'ROTATED' | 'REVOKED';
  replaced_by: number | null;
  expires_at: Date;
  member_id: number | null;
  admin_id: number | null;
  revoked_at: Date | null;
  owner_status: 'NORMAL' | 'DENY';
  block_device: string | null;
}

/**
 * Renews the tokens of a session: the presented refresh token is spent and a new one issued in the
 * same family. A token that was already spent was copied (or stolen), so the whole family is revoked
 * and every access token of it stops working; that revocation commits even though the call is refused.
 * The exception is a token spent less than refreshReuseGraceMs ago: that is refused and nothing else.
 */
export async function rotateSession(
  ctx: SessionContext & Pick<AppContext, 'db' | 'bus'>,
  input: { siteId: number; refreshToken: string; device: RequestDevice },
): Promise<auth.LoginTokens | Rejection> {
  return transactionWithEvents(ctx, async (tx, events) => {
    const found = await tx.query<PresentedTokenRow>(
      `SELECT t.id, t.family_id, t.status, t.replaced_by, t.expires_at, t.member_id, t.admin_id, f.revoked_at,
              COALESCE(m.status, a.status) AS owner_status, m.etc_json->>'blockDevice' AS block_device
         FROM refresh_token t
         JOIN session_family f ON f.id = t.family_id
         LEFT JOIN member m ON m.id = t.member_id
         LEFT JOIN admin a ON a.id = t.admin_id
        WHERE t.token_hash = $1 AND t.site_id = $2
          FOR UPDATE OF t`,
      [refreshTokenHash(input.refreshToken), input.siteId],
    );
    const row = found.rows[0];
    if (row === undefined || row.revoked_at !== null) return reject('REFRESH_TOKEN_INVALID');
    if (row.status !== 'ACTIVE') {
      if (await isJustRotated(ctx, tx, row)) return reject('REFRESH_TOKEN_INVALID');
      await revokeSession(ctx, tx, row.family_id, 'REUSE');
      if (row.member_id !== null) {
        // The copy's sockets, and the rightful owner's, end with the family.
        forceLogout(events, {
          memberId: row.member_id,
          siteId: input.siteId,
          code: 'TOKEN_REVOKED',
          onlySessionId: row.family_id,
        });
      }
      return reject('TOKEN_REVOKED');
    }
    if (row.expires_at.getTime() <= ctx.clock.nowMs()) return reject('REFRESH_TOKEN_INVALID');
    if (row.owner_status === 'DENY') return reject('ACCOUNT_DENIED');
    if (isMobileBlocked(row.block_device, input.device)) return reject('MOBILE_BLOCKED');

    const owner = ownerOfRow(row);
    const next = await insertRefreshToken(ctx, tx, { familyId: row.family_id, siteId: input.siteId, owner });
    await tx.query(`UPDATE refresh_token SET status = 'ROTATED', replaced_by = $2 WHERE id = $1`, [
      row.id,
      next.id,
    ]);
    return tokensFor(ctx, { familyId: row.family_id, siteId: input.siteId, owner, refreshToken: next.token });
  });
}

/**
 * Whether the token was rotated within the grace window; its successor's creation is the moment of
 * rotation. Read in a statement of its own: when this call waited on the row lock of a parallel
 * rotation, the locking statement saw the row's new status but not the successor it inserted.
 */
async function isJustRotated(
  ctx: Pick<AppContext, 'clock'>,
  tx: Queryable,
  row: Pick<PresentedTokenRow, 'status' | 'replaced_by'>,
): Promise<boolean> {
  if (row.status !== 'ROTATED' || row.replaced_by === null) return false;
  const successor = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM refresh_token WHERE id = $1',
    [row.replaced_by],
  );
  const rotatedAt = successor.rows[0]?.created_at;
  return rotatedAt !== undefined && ctx.clock.nowMs() - rotatedAt.getTime() < refreshReuseGraceMs;
}

function ownerOfRow(row: Pick<PresentedTokenRow, 'member_id' | 'admin_id'>): SessionOwner {
  if (row.member_id !== null) return { kind: 'member', memberId: row.member_id };
  if (row.admin_id !== null) return { kind: 'operator', adminId: row.admin_id };
  // refresh_token_one_owner forbids this row; reaching here means the schema changed under the code.
  throw new Error('refresh_token row without an owner');
}

export async function revokeSession(
  ctx: Pick<AppContext, 'clock'>,
  q: Queryable,
  familyId: string,
  reason: RevokeReason,
): Promise<void> {
  await q.query(
    `UPDATE session_family SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL`,
    [familyId, new Date(ctx.clock.nowMs()), reason],
  );
}

/** Ends every session of a member, except the one making the change when it is given. */
export async function revokeMemberSessions(
  ctx: Pick<AppContext, 'clock'>,
  q: Queryable,
  input: { memberId: number; reason: RevokeReason; keepSessionId?: string },
): Promise<void> {
  await q.query(
    `UPDATE session_family SET revoked_at = $2, revoke_reason = $3
      WHERE member_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $4::uuid`,
    [input.memberId, new Date(ctx.clock.nowMs()), input.reason, input.keepSessionId ?? null],
  );
}

/** The session a refresh token belongs to, for logging out with only a refresh token in hand. */
export async function sessionOfRefreshToken(
  q: Queryable,
  input: { siteId: number; refreshToken: string },
): Promise<string | undefined> {
  const found = await q.query<{ family_id: string }>(
    'SELECT family_id FROM refresh_token WHERE token_hash = $1 AND site_id = $2',
    [refreshTokenHash(input.refreshToken), input.siteId],
  );
  return found.rows[0]?.family_id;
}

/**
 * For the operator action that denies a member or blocks its mobile use (there is no operator endpoint
 * yet): call it inside that action's transaction, with its event collector. Every open socket of the
 * member (for a mobile block, those on mobile devices) gets `/user/queue/force_logout` and closes once
 * the change commits; its HTTP calls are already refused by `authenticate`, which reads the status on
 * every call.
 */
export function forceOutMember(
  events: EventSink,
  input: { memberId: number; siteId: number; reason: 'ACCOUNT_DENIED' | 'MOBILE_BLOCKED' },
): void {
  forceLogout(events, {
    memberId: input.memberId,
    siteId: input.siteId,
    code: input.reason,
    onlyMobile: input.reason === 'MOBILE_BLOCKED',
  });
}
