import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idQuery, queryFlag } from '../../wire.ts';
import { futuresOptionSchema } from './records.ts';

export const listFuturesOptions = defineRoute({
  method: 'GET',
  path: '/futures/option/list',
  access: 'guest',
  area: 'futures',
  summary: 'Lists the coin futures instruments; offered ones only by default.',
  spec: ['GET /futures/option/list'],
  query: z.object({
    isPlay: queryFlag.default(true),
    stockPrefix: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,20}$/)
      .optional(),
  }),
  response: z.array(futuresOptionSchema),
});

export const getFuturesOption = defineRoute({
  method: 'GET',
  path: '/futures/option',
  access: 'guest',
  area: 'futures',
  summary: 'Returns one coin futures instrument.',
  spec: ['GET /futures/option'],
  query: z.object({ futuresOptionId: idQuery }),
  response: futuresOptionSchema,
});
