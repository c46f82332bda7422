import { createHash } from 'node:crypto';
import type { auth } from '@baro/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import type { CodeChannel } from './code-sender.ts';

/**
 * A certificate is the proof a verified code answers (/certi/verify_*): a random value the client
 * holds, stored only as this hash, that proves one target once, for one purpose.
 */
export function certificateHash(certificateValue: string): string {
  return createHash('sha256').update(certificateValue).digest('hex');
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
