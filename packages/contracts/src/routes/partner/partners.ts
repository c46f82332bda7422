import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  commaEnumList,
  idQuery,
  idSchema,
  intQuery,
  pageOf,
  pageQuery,
  queryFlag,
  resultType,
  ymdDate,
} from '../../wire.ts';
import { passwordInput, phoneInput, usernameInput } from '../auth/fields.ts';
import {
  partnerProfitSchema,
  partnerProfitTypeValues,
  partnerSchema,
  partnerStatusValues,
} from './records.ts';

export const createPartner = defineRoute({
  method: 'POST',
  path: '/partner',
  access: 'operator',
  area: 'partner',
  summary: 'Creates a partner account under a parent partner, with its signup code.',
  spec: ['POST /partner'],
  // Username and password follow the member rules (DOMAIN.md §7), checked by the server so a wrong
  // one answers USERNAME_INVALID or PASSWORD_INVALID as at signup.
  body: z.object({
    username: usernameInput,
    password: passwordInput,
    name: z.string().trim().min(1).max(40),
    phone: phoneInput.optional(),
    code: z.string().regex(/^[A-Za-z0-9_-]{2,30}$/),
    level: z.number().int().min(1).max(20),
    parentId: idSchema.nullable().optional(),
  }),
  response: partnerSchema,
});

export const getPartner = defineRoute({
  method: 'GET',
  path: '/partner',
  access: 'operator',
  area: 'partner',
  summary: 'Returns one partner account.',
  spec: ['GET /partner'],
  query: z.object({ id: idQuery }),
  response: partnerSchema,
});

export const listPartners = defineRoute({
  method: 'GET',
  path: '/partner/list',
  access: 'operator',
  area: 'partner',
  summary: 'Lists partner accounts by level, parent and status.',
  spec: ['GET /partner/list'],
  query: z.object({
    resultType,
    level: intQuery.pipe(z.number().int().min(1)).optional(),
    parentId: idQuery.optional(),
    statusStrs: commaEnumList(partnerStatusValues).optional(),
  }),
  response: z.array(partnerSchema),
});

export const listMyPartnerProfit = defineRoute({
  method: 'GET',
  path: '/partner_profit/my_list',
  access: 'member',
  area: 'partner',
  summary: "Lists the calling partner's daily profit, optionally with its sub-partners'.",
  spec: ['GET /partner_profit/my_list'],
  query: pageQuery.extend({
    resultType,
    /** Include the partners below the caller in the tree. */
    isChildren: queryFlag.optional(),
    typeStrs: commaEnumList(partnerProfitTypeValues).optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
  }),
  response: pageOf(partnerProfitSchema),
});
