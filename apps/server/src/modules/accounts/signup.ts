import type { auth } from '@baro/contracts';
import { normalizePhone, validatePassword, validateUsername } from '@baro/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../http/rejection.ts';
import type { Rejection } from '../../http/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { memberSettableEtc } from './etc-json.ts';
import { openMemberWallets } from './member-wallets.ts';
import { findActivePartner } from './partners.ts';
import { normaliseEmail, spendCertificate } from './verification-codes.ts';

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

const takenByConstraint = {
  member_username_unique: 'USERNAME_TAKEN',
  member_nick_unique: 'NICK_TAKEN',
  member_phone_unique: 'PHONE_TAKEN',
} as const;

/** The first of username, nick and phone another member of the site already holds. */
export async function findTaken(
  q: Queryable,
  siteId: number,
  fields: { username?: string; nick?: string | null; phone?: string },
): Promise<Rejection | undefined> {
  const found = await q.query<{ username: boolean; nick: boolean; phone: boolean }>(
    `SELECT bool_or(username = $2) AS username, bool_or(nick = $3) AS nick, bool_or(phone = $4) AS phone
       FROM member WHERE site_id = $1 AND (username = $2 OR nick = $3 OR phone = $4)`,
    [siteId, fields.username ?? null, fields.nick ?? null, fields.phone ?? null],
  );
  const row = found.rows[0];
  if (row?.username === true) return reject('USERNAME_TAKEN');
  if (row?.nick === true) return reject('NICK_TAKEN');
  if (row?.phone === true) return reject('PHONE_TAKEN');
  return undefined;
}

/**
 * Maps a unique violation on member to its catalogued answer: two signups racing past the checks
 * above meet here. Anything else is not ours to translate and is thrown on.
 */
export function takenFromViolation(error: unknown): Rejection {
  for (const [constraint, code] of Object.entries(takenByConstraint)) {
    if (isUniqueViolation(error, constraint)) return reject(code);
  }
  throw error;
}

type Checked = { ok: true; phone: string; partnerId: number | null } | { ok: false; rejection: Rejection };

/** Everything that can refuse a signup without writing, cheapest first, before the password is hashed. */
async function checkSignup(ctx: AppContext, site: Site, body: auth.SignupBody): Promise<Checked> {
  const refuse = (rejection: Rejection): Checked => ({ ok: false, rejection });
  const username = validateUsername(body.username);
  if (!username.ok) return refuse(reject(username.code));
  const password = validatePassword(body.password, { username: body.username });
  if (!password.ok) return refuse(reject(password.code));
  if (requiresPhoneCertificate(site) && body.certificateValue === undefined) {
    return refuse(reject('CERTIFICATE_REQUIRED'));
  }
  let partnerId: number | null = null;
  if (body.partnerId !== undefined) {
    const partner = await findActivePartner(ctx.db, site.id, body.partnerId);
    if (partner === undefined) return refuse(reject('PARTNER_NOT_FOUND'));
    partnerId = partner.id;
  }
  const phone = normalizePhone(body.phone);
  const taken = await findTaken(ctx.db, site.id, { username: body.username, nick: body.nick ?? null, phone });
  if (taken !== undefined) return refuse(taken);
  return { ok: true, phone, partnerId };
}

/**
 * Creates a member with its wallets. The phone certificate is spent in the same transaction as the
 * insert, so a signup that fails (a racing duplicate, say) leaves it usable for the next try.
 */
export async function signUp(
  ctx: AppContext,
  input: { site: Site; body: auth.SignupBody },
): Promise<{ id: number; username: string } | Rejection> {
  const { site, body } = input;
  const checked = await checkSignup(ctx, site, body);
  if (!checked.ok) return checked.rejection;
  const passwordHash = await ctx.passwordHasher.hash(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (requiresPhoneCertificate(site)) {
        const proven = await spendCertificate(ctx, tx, {
          siteId: site.id,
          channel: 'PHONE',
          purpose: 'SIGNUP',
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
          body.username,
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
      return { id, username: body.username };
    });
  } catch (error) {
    return takenFromViolation(error);
  }
}
