import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { doneResponse } from '../../wire.ts';
import { bodySiteInfoId, loginTokensSchema, passwordInput, usernameInput } from './fields.ts';

const passwordLoginBody = z.object({
  username: usernameInput,
  password: passwordInput,
  siteInfoId: bodySiteInfoId,
});

const refreshLoginBody = z.object({
  refreshToken: z.string().min(1).max(200),
  siteInfoId: bodySiteInfoId,
});

/**
 * Signs a member in with a password, or renews the tokens with a refresh token (the refresh token
 * rotates; presenting a rotated one again ends the whole session).
 */
export const login = defineRoute({
  method: 'POST',
  path: '/login',
  access: 'guest',
  area: 'auth',
  summary: 'Sign in with username and password, or renew the tokens with a refresh token.',
  spec: ['POST /login'],
  body: z.union([passwordLoginBody, refreshLoginBody]),
  response: loginTokensSchema,
});

/**
 * Ends the session the access token belongs to, or the one a refresh token belongs to when the access
 * token has already expired. Both stop working at once.
 */
export const logout = defineRoute({
  method: 'POST',
  path: '/logout',
  access: 'guest',
  area: 'auth',
  summary: 'End the current session (its access and refresh tokens).',
  spec: [],
  body: z.object({ refreshToken: z.string().min(1).max(200).optional() }),
  response: doneResponse,
});

/** Operators sign in here; the tokens carry an operator caller and renew through POST /login. */
export const adminLogin = defineRoute({
  method: 'POST',
  path: '/admin/login',
  access: 'guest',
  area: 'auth',
  summary: 'Sign an operator in.',
  spec: [],
  body: passwordLoginBody,
  response: loginTokensSchema,
});
