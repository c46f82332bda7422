import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  commaEnumList,
  commaList,
  ownPlayerIdQuery,
  pageOf,
  pageQuery,
  resultType,
  walletType,
  ymdDate,
} from '../../wire.ts';
import { dnwHistorySchema, dnwStatusValues, dnwTypeValues, exchangeRateSchema } from './records.ts';

export const listDnw = defineRoute({
  method: 'GET',
  path: '/dnw/list',
  access: 'member',
  area: 'dnw',
  summary: "Lists the caller's deposit and withdrawal history, newest first.",
  spec: ['GET /dnw/list'],
  query: pageQuery.extend({
    resultType,
    playerId: ownPlayerIdQuery,
    typeStrs: commaEnumList(dnwTypeValues).optional(),
    excludeTypeStrs: commaEnumList(dnwTypeValues).optional(),
    statusStrs: commaEnumList(dnwStatusValues).optional(),
    walletTypeStrs: commaList('[A-Z][A-Z0-9]{1,15}', 20).optional(),
    keyword: z.string().trim().max(100).optional(),
    startDate: ymdDate.optional(),
    endDate: ymdDate.optional(),
  }),
  response: pageOf(dnwHistorySchema),
});

export type DnwHistoryPage = z.infer<typeof listDnw.response>;

export const getExchangeRate = defineRoute({
  method: 'GET',
  path: '/dnw/get_exchange_rate',
  access: 'guest',
  area: 'dnw',
  summary: 'Returns the published rate of one pair (USDT to BKT by default).',
  spec: ['GET /dnw/get_exchange_rate'],
  query: z.object({
    base: walletType.default('USDT'),
    counter: walletType.default('BKT'),
  }),
  response: exchangeRateSchema,
});

export const getExchangeRateMap = defineRoute({
  method: 'GET',
  path: '/dnw/get_exchange_rate_map',
  access: 'guest',
  area: 'dnw',
  summary: 'Returns every published rate of the site, for the convert screen.',
  spec: ['GET /dnw/get_exchange_rate_map'],
  response: z.array(exchangeRateSchema),
});
