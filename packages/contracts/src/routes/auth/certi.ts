import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { certificatePurposeSchema, phoneInput } from './fields.ts';

/**
 * `ignoreKey` is accepted because the spec's client sends it; Baro checks whether a phone or e-mail
 * is already registered when the certificate is used (signup, find_id), so it changes nothing here.
 */
const requestBody = (key: z.ZodType<string>) =>
  z.object({
    key,
    purpose: certificatePurposeSchema.default('SIGNUP'),
    ignoreKey: z.unknown().optional(),
  });

const verifyBody = (key: z.ZodType<string>) =>
  z.object({
    key,
    secretCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'Expected 6 digits.' }),
  });

const emailKey = z.email().max(200);

/** The code is never in the answer; it goes to the phone or mailbox (or the demo outbox). */
const codeSentSchema = z.object({ expiresIn: z.number().int().positive() });

/** Proof that the caller read the code: spend it once on signup, find_id or find_pw. */
const certificateSchema = z.object({ certificateValue: z.string(), expiresIn: z.number().int().positive() });

export const certificateEmail = defineRoute({
  method: 'POST',
  path: '/certi/certificate_email',
  access: 'guest',
  area: 'auth',
  summary: 'Send a 6-digit code to an e-mail address (valid 3 minutes, 5 tries).',
  spec: ['POST /certi/certificate_email'],
  body: requestBody(emailKey),
  response: codeSentSchema,
});

export const verifyEmail = defineRoute({
  method: 'POST',
  path: '/certi/verify_email',
  access: 'guest',
  area: 'auth',
  summary: 'Check an e-mail code and answer the certificate that proves it.',
  spec: ['POST /certi/verify_email'],
  body: verifyBody(emailKey),
  response: certificateSchema,
});

export const certificatePhone = defineRoute({
  method: 'POST',
  path: '/certi/certificate_phone',
  access: 'guest',
  area: 'auth',
  summary: 'Send a 6-digit code to a phone (valid 3 minutes, 5 tries).',
  spec: ['POST /certi/certificate_phone'],
  body: requestBody(phoneInput),
  response: codeSentSchema,
});

export const verifyPhone = defineRoute({
  method: 'POST',
  path: '/certi/verify_phone',
  access: 'guest',
  area: 'auth',
  summary: 'Check a phone code and answer the certificate that proves it.',
  spec: ['POST /certi/verify_phone'],
  body: verifyBody(phoneInput),
  response: certificateSchema,
});

/** A host name with an optional port, as the browser's `location.host` gives it. */
const hostInput = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, { error: 'Expected a host such as example.com or localhost:5173.' });

export const niceId = defineRoute({
  method: 'GET',
  path: '/certi/nice_id',
  access: 'guest',
  area: 'auth',
  summary: 'Start an identity check and answer the URL to open (a local sandbox unless configured).',
  spec: ['GET /certi/nice_id'],
  query: z.object({ host: hostInput }),
  response: z.object({ provider: z.string(), requestNo: z.string(), url: z.string() }),
});
