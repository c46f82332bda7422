import { z } from 'zod';
import { idSchema, parseId } from '../../wire.ts';

/**
 * The `siteInfoId` some auth bodies repeat (spec §7). The edge reads the site from the query and
 * refuses a body whose `siteInfoId` names another site, so handlers never read this field; it is
 * declared so the document shows what the spec's client sends.
 */
export const bodySiteInfoId = z
  .union([idSchema, z.string().refine((text) => parseId(text) !== undefined)])
  .optional()
  .describe('The site of the call; must equal the query siteInfoId.');

/** Spec §3 "Login tokens". `expiresIn` is the access token's lifetime in seconds. */
export const loginTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
});
export type LoginTokens = z.infer<typeof loginTokensSchema>;

/**
 * A username as typed. Its rule (DOMAIN.md §7) is checked by the server so that a wrong one answers
 * the catalogued USERNAME_INVALID rather than a generic input error; the bound here only keeps
 * absurd input out.
 */
export const usernameInput = z.string().max(100);

/**
 * A password as typed. The policy (8–64 printable characters, not a common one) is checked by the
 * server to answer PASSWORD_INVALID or PASSWORD_COMMON; the bound keeps a huge string away from the
 * password hash.
 */
export const passwordInput = z.string().max(1024);

const phoneError = 'Expected a phone number such as 010-1234-5678.';

/**
 * A phone number as typed: digits with optional dashes or spaces ('010-1234-5678'). Its digits must
 * make a Korean number, 9 to 11 of them starting with 0 ('02-123-4567' to '010-1234-5678'); the
 * shape alone would let '0--------' through and store the phone '0'. The server keeps the digits.
 */
export const phoneInput = z
  .string()
  .regex(/^0[0-9 -]{8,15}$/, { error: phoneError })
  .refine((typed) => /^0\d{8,10}$/.test(typed.replace(/\D/g, '')), { error: phoneError });

/** The proof a verified phone or e-mail gives (`certificateValue` from /certi/verify_*). */
export const certificateValueInput = z.string().min(1).max(200);

/**
 * What a certificate is for. A code asked for signup cannot be spent to recover an account, so a
 * certificate proves one thing only.
 */
export const certificatePurposeSchema = z.enum(['SIGNUP', 'FIND_ID', 'FIND_PW']);
export type CertificatePurpose = z.infer<typeof certificatePurposeSchema>;
