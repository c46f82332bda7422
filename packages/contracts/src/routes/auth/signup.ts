import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idSchema } from '../../wire.ts';
import { bodySiteInfoId, certificateValueInput, passwordInput, phoneInput, usernameInput } from './fields.ts';

const etcValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
const etcObject = z.record(z.string().max(50), etcValue);

/**
 * Free-form member details, as an object or as its JSON text (the spec's client sends text). The
 * server keeps only the keys a member may set; security flags such as `blockDevice` are never taken
 * from a client.
 */
export const etcJsonInput = z.union([
  etcObject,
  z
    .string()
    .max(4000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'Expected JSON text of an object.', input: text });
        return z.NEVER;
      }
    })
    .pipe(etcObject),
]);

export const signupBodySchema = z.object({
  username: usernameInput,
  password: passwordInput,
  name: z.string().trim().min(1).max(50),
  phone: phoneInput,
  email: z.email().max(200).optional(),
  /** A partner id, or the partner code of a `/ref/{partnerCode}` link. */
  partnerId: z.union([idSchema, z.string().trim().min(1).max(50)]).optional(),
  etcJson: etcJsonInput.optional(),
  nick: z.string().trim().min(1).max(20).optional(),
  /** Bank name, account number and holder as the member typed them (as /wallet/generate takes it). */
  bankInfo: z.string().trim().max(200).optional(),
  address: z.string().trim().max(200).optional(),
  siteInfoId: bodySiteInfoId,
  /** From POST /certi/verify_phone (purpose SIGNUP); required unless the site waives it. */
  certificateValue: certificateValueInput.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signup = defineRoute({
  method: 'POST',
  path: '/player',
  access: 'guest',
  area: 'auth',
  summary: 'Sign up a member (with a partner when a partner id or code is given).',
  spec: ['POST /player'],
  body: signupBodySchema,
  response: z.object({ id: idSchema, username: z.string() }),
});

/** Answers only for an available username; a taken or malformed one is a catalogued rejection. */
export const checkUsername = defineRoute({
  method: 'GET',
  path: '/user/check_username',
  access: 'guest',
  area: 'auth',
  summary: 'Check that a username is well formed and not taken on this site.',
  spec: ['GET /user/check_username'],
  query: z.object({ username: usernameInput }),
  response: z.object({ username: z.string(), available: z.literal(true) }),
});

export const partnerSummarySchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
});

/** Signup from `/ref/{partnerCode}` shows whose link it is before the member fills the form. */
export const verifyPartner = defineRoute({
  method: 'GET',
  path: '/partner/verify',
  access: 'guest',
  area: 'auth',
  summary: 'Look up an active partner of this site by code (or id) for signup.',
  spec: ['GET /partner/verify'],
  query: z.object({ partnerPk: z.string().trim().min(1).max(50) }),
  response: partnerSummarySchema,
});
