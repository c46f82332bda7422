import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idQuery, idSchema, queryFlag, resultType } from '../../wire.ts';
import { overseaOptionSchema } from './records.ts';

export const getOverseaOption = defineRoute({
  method: 'GET',
  path: '/oversea/option',
  access: 'guest',
  area: 'oversea',
  summary: 'Returns one overseas option in a status envelope; data.isRest says its market is closed.',
  spec: ['GET /oversea/option'],
  query: z.object({ overseaOptionId: idQuery, resultType }),
  // Spec §7 names this answer's shape: status, message and data. A closed market is still a 200 with
  // isRest true, so the drawer can show '{stock}종목이 현재 휴장중입니다.' itself.
  response: z.object({
    status: z.number().int(),
    message: z.string(),
    data: overseaOptionSchema,
  }),
});

export const listOverseaOptions = defineRoute({
  method: 'GET',
  path: '/oversea/option/list',
  access: 'guest',
  area: 'oversea',
  summary: 'Lists overseas options, KRW-currency options first; offered ones only by default.',
  spec: ['GET /oversea/option/list'],
  query: z.object({
    resultType,
    isPlay: queryFlag.default(true),
    stockPrefix: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,20}$/)
      .optional(),
  }),
  response: z.array(overseaOptionSchema),
});

export const findOpenOverseaOption = defineRoute({
  method: 'GET',
  path: '/oversea/option/exist_option',
  access: 'guest',
  area: 'oversea',
  summary: 'Says whether any overseas option is open now, and which one to open first.',
  spec: ['GET /oversea/option/exist_option'],
  response: z.object({ exist: z.boolean(), overseaOptionId: idSchema.nullable() }),
});
