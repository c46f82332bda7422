import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { auth } from '@baro/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../http/rejection.ts';
import type { Rejection } from '../../http/rejection.ts';
import type { Site } from '../sites/find-site.ts';
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

function certificateHash(certificateValue: string): string {
  return createHash('sha256').update(certificateValue).digest('hex');
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
 * row is committed (a code that was never stored must not be sent).
 */
export async function requestCode(
  ctx: CodeContext,
  input: CodeTarget & { purpose: auth.CertificatePurpose; ip: string },
): Promise<{ expiresIn: number } | Rejection> {
  const nowMs = ctx.clock.nowMs();
  if (await isRequestThrottled(ctx.db, input, input.ip, nowMs)) return reject('RATE_LIMITED');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
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
  });
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

/**
 * Checks a code. Every attempt spends a try before the comparison, under a row lock, so parallel
 * guesses cannot exceed five; a refused attempt still commits its spent try. A match answers a
 * certificate, stored only as its hash, that proves the target once.
 */
export async function verifyCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'keys'>,
  input: CodeTarget & { code: string },
): Promise<{ certificateValue: string; expiresIn: number } | Rejection> {
  const nowMs = ctx.clock.nowMs();
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<OpenCodeRow>(
      `SELECT id, code_hash, expires_at, tries FROM verification_code
        WHERE site_id = $1 AND channel = $2 AND target = $3 AND verified_at IS NULL AND replaced_at IS NULL
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [input.site.id, input.channel, input.target],
    );
    const row = found.rows[0];
    if (row === undefined || row.expires_at.getTime() <= nowMs) return reject('CODE_EXPIRED');
    if (row.tries >= codeTriesMax) return reject('CODE_TRIES_EXCEEDED');
    await tx.query('UPDATE verification_code SET tries = tries + 1 WHERE id = $1', [row.id]);

    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(codeHash(ctx, input, input.code), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      return reject(row.tries + 1 >= codeTriesMax ? 'CODE_TRIES_EXCEEDED' : 'CODE_MISMATCH');
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

export interface CertificateUse {
  readonly siteId: number;
  readonly channel: CodeChannel;
  readonly purpose: auth.CertificatePurpose;
  readonly certificateValue: string;
}

/**
 * The target a certificate proves, read without spending it, so that a member who mistypes the name
 * on find_id can try again with the same certificate. Spend it once the lookup succeeds.
 */
export async function peekCertificate(
  ctx: Pick<AppContext, 'clock'>,
  q: Queryable,
  input: CertificateUse,
): Promise<string | undefined> {
  const found = await q.query<{ target: string }>(
    `SELECT target FROM verification_code
      WHERE certificate_hash = $1 AND site_id = $2 AND channel = $3 AND purpose = $4
        AND consumed_at IS NULL AND certificate_expires_at > $5`,
    [
      certificateHash(input.certificateValue),
      input.siteId,
      input.channel,
      input.purpose,
      new Date(ctx.clock.nowMs()),
    ],
  );
  return found.rows[0]?.target;
}

/**
 * Spends a certificate inside the caller's transaction and answers the target it proves, or
 * undefined when it is unknown, expired, already spent, or for another site, channel or purpose.
 * Spending inside the transaction means a signup that fails later leaves the certificate unspent.
 */
export async function spendCertificate(
  ctx: Pick<AppContext, 'clock'>,
  q: Queryable,
  input: CertificateUse & {
    /** When given, a certificate for any other target is left unspent and refused. */
    target?: string;
  },
): Promise<string | undefined> {
  const spent = await q.query<{ target: string }>(
    `UPDATE verification_code SET consumed_at = $5
      WHERE certificate_hash = $1 AND site_id = $2 AND channel = $3 AND purpose = $4
        AND consumed_at IS NULL AND certificate_expires_at > $5 AND ($6::text IS NULL OR target = $6)
      RETURNING target`,
    [
      certificateHash(input.certificateValue),
      input.siteId,
      input.channel,
      input.purpose,
      new Date(ctx.clock.nowMs()),
      input.target ?? null,
    ],
  );
  return spent.rows[0]?.target;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
