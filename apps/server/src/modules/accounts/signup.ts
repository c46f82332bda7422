import type { auth } from '@baro/contracts';
import { normalizePhone, normalizeUsername, validatePassword, validateUsername } from '@baro/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { peekCertificate, spendCertificate } from './certificates.ts';
import { memberSettableEtc } from './etc-json.ts';
import { findTaken, takenFromViolation } from './member-taken.ts';
import { openMemberWallets } from './member-wallets.ts';
import { findActivePartner } from './partners.ts';
import { grantStartingBalances } from './signup-grant.ts';
import { normaliseEmail } from './verification-codes.ts';

const signupSettingsSchema = z.object({
  signup: z.object({ requirePhoneCertificate: z.boolean().default(true) }).prefault({}),
});

/**
 * Whether signup needs a phone certificate from /certi/verify_phone. Required unless the site's
 * settings say `{ "signup": { "requirePhoneCertificate": false } }` (a demo site without an SMS
 * provider, say). A malformed value keeps it required: failing closed is the safe reading.
 */
export function requiresPhoneCertificate(site: Pick<Site, 'settings'>): boolean {
  const parsed = signupSettingsSchema.safeParse(site.settings);
  return parsed.success ? parsed.data.signup.requirePhoneCertificate : true;
}

type Checked = { username: string; phone: string; partnerId: number | null } | Rejection;

/**
 * Everything that can refuse a signup without writing, cheapest first, before the password is hashed.
 * The phone certificate is checked before anything is compared with other members: with an invalid
 * certificate every phone answers the same, so signup cannot be used to learn which phones are
 * registered. It is read here and spent in the insert's transaction.
 */
async function checkSignup(ctx: AppContext, site: Site, body: auth.SignupBody): Promise<Checked> {
  const username = normalizeUsername(body.username);
  const usernameCheck = validateUsername(username);
  if (!usernameCheck.ok) return reject(usernameCheck.code);
  const password = validatePassword(body.password, { username });
  if (!password.ok) return reject(password.code);
  const phone = normalizePhone(body.phone);
  if (requiresPhoneCertificate(site)) {
    const proven =
      body.certificateValue === undefined
        ? undefined
        : await peekCertificate(ctx, ctx.db, {
            ...signupCertificate(site),
            certificateValue: body.certificateValue,
          });
    if (proven !== phone) return reject('CERTIFICATE_REQUIRED');
  }
  let partnerId: number | null = null;
  if (body.partnerId !== undefined) {
    const partner = await findActivePartner(ctx.db, site.id, body.partnerId);
    if (partner === undefined) return reject('PARTNER_NOT_FOUND');
    partnerId = partner.id;
  }
  const taken = await findTaken(ctx.db, site.id, { username, nick: body.nick ?? null, phone });
  if (taken !== undefined) return taken;
  return { username, phone, partnerId };
}

function signupCertificate(site: Site) {
  return { siteId: site.id, channel: 'PHONE', purpose: 'SIGNUP' } as const;
}

/**
 * Creates a member with its wallets and the site's starting balances, if it gives any (a paper-money
 * demo: signup-grant.ts). The phone certificate is spent and the balances credited in the same
 * transaction as the insert, so a signup that fails (a racing duplicate, say) leaves the certificate
 * usable for the next try and has given nothing.
 */
export async function signUp(
  ctx: AppContext,
  input: { site: Site; body: auth.SignupBody },
): Promise<{ id: number; username: string } | Rejection> {
  const { site, body } = input;
  const checked = await checkSignup(ctx, site, body);
  if (isRejection(checked)) return checked;
  const passwordHash = await ctx.passwordHasher.hash(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (requiresPhoneCertificate(site)) {
        const proven = await spendCertificate(ctx, tx, {
          ...signupCertificate(site),
          certificateValue: body.certificateValue ?? '',
          target: checked.phone,
        });
        if (proven === undefined) return reject('CERTIFICATE_REQUIRED');
      }
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO member
           (site_id, username, password_hash, name, nick, phone, email, partner_id, etc_json, bank_info, address,
            created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12)
         RETURNING id`,
        [
          site.id,
          checked.username,
          passwordHash,
          body.name,
          body.nick ?? null,
          checked.phone,
          body.email === undefined ? null : normaliseEmail(body.email),
          checked.partnerId,
          JSON.stringify(memberSettableEtc(body.etcJson)),
          body.bankInfo === undefined ? null : JSON.stringify(body.bankInfo),
          body.address ?? null,
          new Date(ctx.clock.nowMs()),
        ],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Error('member insert returned no id');
      await openMemberWallets(tx, site, id);
      await grantStartingBalances(tx, site, id, ctx.clock.nowMs());
      return { id, username: checked.username };
    });
  } catch (error) {
    return takenFromViolation(error);
  }
}
