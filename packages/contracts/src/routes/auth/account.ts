import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { doneResponse, idSchema } from '../../wire.ts';
import { bodySiteInfoId, certificateValueInput, passwordInput, usernameInput } from './fields.ts';

export const findId = defineRoute({
  method: 'POST',
  path: '/player/find_id',
  access: 'guest',
  area: 'auth',
  summary: 'Find a username by name and a verified phone (certificate of purpose FIND_ID); answered masked.',
  spec: ['POST /player/find_id'],
  body: z.object({ name: z.string().trim().min(1).max(50), certificateValue: certificateValueInput }),
  response: z.object({ username: z.string() }),
});

export const findPw = defineRoute({
  method: 'POST',
  path: '/player/find_pw',
  access: 'guest',
  area: 'auth',
  summary: 'Set a new password with a verified phone (certificate of purpose FIND_PW); ends every session.',
  spec: ['POST /player/find_pw'],
  body: z.object({
    username: usernameInput,
    certificateValue: certificateValueInput,
    password: passwordInput,
  }),
  response: doneResponse,
});

/** `id` must be the caller's own id; it names the account, it never grants access to it. */
export const changePassword = defineRoute({
  method: 'POST',
  path: '/user/change_password',
  access: 'member',
  area: 'auth',
  summary: "Change the caller's password; every other session ends.",
  spec: ['POST /user/change_password'],
  body: z.object({
    id: idSchema,
    password: passwordInput,
    currentPassword: passwordInput,
  }),
  response: doneResponse,
});

export const changeNick = defineRoute({
  method: 'POST',
  path: '/player/change_nick',
  access: 'member',
  area: 'auth',
  summary: "Change the caller's nickname (unique per site).",
  spec: ['POST /player/change_nick'],
  body: z.object({
    id: idSchema,
    nick: z.string().trim().min(1).max(20),
    siteInfoId: bodySiteInfoId,
  }),
  response: z.object({ nick: z.string() }),
});
