import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { auth } from '@baro/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { certificateHash } from './certificates.ts';
import type { CodeChannel } from './code-sender.ts';

/** DOMAIN.md §7: 6 digits, valid 3 minutes, 5 tries. */
export const codeTtlSeconds = 3 * 60;
export const codeTriesMax = 5;
/** How long a verified certificate may wait to be spent (the member is filling in the signup form). */
export const certificateTtlSeconds = 30 * 60;
/** Requests per target and per address in the window, so codes cannot be used to flood a phone. */
export const codeRequestWindowMs = 15 * 60 * 1000;
export const codeRequestsPerTargetMax = 5;
export const codeRequestsPerAddressMax = 20;
/**
 * Wrong codes one target may take in a day, across all its codes. Five tries per code alone would let
 * a patient guesser ask for code after code (five per 15 minutes) and try 2,400 codes a day against
 * one phone; this leaves 20.
 */
export const codeFailuresPerTargetMax = 20;
export const codeFailureWindowMs = 24 * 60 * 60 * 1000;

type CodeContext = Pick<AppContext, 'db' | 'clock' | 'keys' | 'codeSender'>;

export interface CodeTarget {
  readonly site: Site;
  readonly channel: CodeChannel;
  /** Already normalised: digits of a phone, lower-cased e-mail. */
  readonly target: string;
}

function codeHash(ctx: Pick<AppContext, 'keys'>, target: CodeTarget, code: string): string {
  return createHmac('sha256', ctx.keys.verificationCode)
    .update(`${target.site.id}:${target.channel}:${target.target}:${code}`)
    .digest('hex');
}

/**
 * Serialises everything that counts or spends a target's codes, on every node: a count read outside
 * such a lock lets parallel requests all see the same count and all pass. A transaction-scoped
 * advisory lock is released by the commit; the key is a hash, so two targets may rarely share one,
 * which only makes them wait for each other.
 */
async function lockTarget(tx: Queryable, target: CodeTarget): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `verification_code:${target.site.id}:${target.channel}:${target.target}`,
  ]);
}

/** The same for one address's requests. Always taken after lockTarget, so two requests cannot deadlock. */
async function lockAddress(tx: Queryable, ip: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification_code_ip:${ip}`]);
}

async function isRequestThrottled(
  q: Queryable,
  target: CodeTarget,
  ip: string,
  nowMs: number,
): Promise<boolean> {
  const since = new Date(nowMs - codeRequestWindowMs);
  const counted = await q.query<{ by_target: number; by_address: number }>(
    `SELECT (SELECT count(*) FROM verification_code
              WHERE site_id = $1 AND channel = $2 AND target = $3 AND created_at > $5) AS by_target,
            (SELECT count(*) FROM verification_code WHERE requested_ip = $4 AND created_at > $5) AS by_address`,
    [target.site.id, target.channel, target.target, ip, since],
  );
  const row = counted.rows[0];
  return (
    row !== undefined &&
    (row.by_target >= codeRequestsPerTargetMax || row.by_address >= codeRequestsPerAddressMax)
  );
}

/**
 * Issues a new code for a target, replacing the open one, and hands it to the code sender after the
 * row is committed (a code that was never stored must not be sent). The limits are counted in the
 * same transaction as the insert, under the target's and the address's locks.
 */
export async function requestCode(
  ctx: CodeContext,
  input: CodeTarget & { purpose: auth.CertificatePurpose; ip: string },
): Promise<{ expiresIn: number } | Rejection> {
  const nowMs = ctx.clock.nowMs();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const issued = await ctx.db.transaction(async (tx) => {
    await lockTarget(tx, input);
    await lockAddress(tx, input.ip);
    if (await isRequestThrottled(tx, input, input.ip, nowMs)) return false;
    await tx.query(
      `UPDATE verification_code SET replaced_at = $4
        WHERE site_id = $1 AND channel = $2 AND target = $3 AND verified_at IS NULL AND replaced_at IS NULL`,
      [input.site.id, input.channel, input.target, new Date(nowMs)],
    );
    await tx.query(
      `INSERT INTO verification_code
         (site_id, channel, target, purpose, code_hash, requested_ip, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        input.site.id,
        input.channel,
        input.target,
        input.purpose,
        codeHash(ctx, input, code),
        input.ip,
        new Date(nowMs),
        new Date(nowMs + codeTtlSeconds * 1000),
      ],
    );
    return true;
  });
  if (!issued) return reject('RATE_LIMITED');
  await ctx.codeSender.send({
    siteId: input.site.id,
    siteName: input.site.name,
    channel: input.channel,
    target: input.target,
    code,
    expiresInSeconds: codeTtlSeconds,
  });
  return { expiresIn: codeTtlSeconds };
}

interface OpenCodeRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  tries: number;
}

/** Wrong codes the target took in the failure window, over all its codes (a verified code's last try was right). */
async function failedTries(tx: Queryable, target: CodeTarget, nowMs: number): Promise<number> {
  const counted = await tx.query<{ failed: number }>(
    `SELECT COALESCE(sum(tries - CASE WHEN verified_at IS NULL THEN 0 ELSE 1 END), 0)::int AS failed
       FROM verification_code WHERE site_id = $1 AND channel = $2 AND target = $3 AND created_at > $4`,
    [target.site.id, target.channel, target.target, new Date(nowMs - codeFailureWindowMs)],
  );
  return counted.rows[0]?.failed ?? 0;
}

/**
 * Checks a code. Every attempt spends a try before the comparison, under the target's lock, so
 * parallel guesses cannot exceed five per code nor the daily cap per target; a refused attempt still
 * commits its spent try. A match answers a certificate, stored only as its hash, that proves the
 * target once.
 */
export async function verifyCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'keys'>,
  input: CodeTarget & { code: string },
): Promise<{ certificateValue: string; expiresIn: number } | Rejection> {
  const nowMs = ctx.clock.nowMs();
  return ctx.db.transaction(async (tx) => {
    await lockTarget(tx, input);
    const found = await tx.query<OpenCodeRow>(
      `SELECT id, code_hash, expires_at, tries FROM verification_code
        WHERE site_id = $1 AND channel = $2 AND target = $3 AND verified_at IS NULL AND replaced_at IS NULL
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [input.site.id, input.channel, input.target],
    );
    const row = found.rows[0];
    if (row === undefined || row.expires_at.getTime() <= nowMs) return reject('CODE_EXPIRED');
    const failed = await failedTries(tx, input, nowMs);
    if (row.tries >= codeTriesMax || failed >= codeFailuresPerTargetMax) return reject('CODE_TRIES_EXCEEDED');
    await tx.query('UPDATE verification_code SET tries = tries + 1 WHERE id = $1', [row.id]);

    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(codeHash(ctx, input, input.code), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      const spent = row.tries + 1 >= codeTriesMax || failed + 1 >= codeFailuresPerTargetMax;
      return reject(spent ? 'CODE_TRIES_EXCEEDED' : 'CODE_MISMATCH');
    }
    const certificateValue = randomBytes(32).toString('base64url');
    await tx.query(
      `UPDATE verification_code SET verified_at = $2, certificate_hash = $3, certificate_expires_at = $4
        WHERE id = $1`,
      [
        row.id,
        new Date(nowMs),
        certificateHash(certificateValue),
        new Date(nowMs + certificateTtlSeconds * 1000),
      ],
    );
    return { certificateValue, expiresIn: certificateTtlSeconds };
  });
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
