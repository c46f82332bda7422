import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { pageOf } from '../../wire.ts';
import { contentDetailQuery, contentListQuery } from './queries.ts';
import { contentSchema } from './records.ts';

export const listFaqs = defineRoute({
  method: 'GET',
  path: '/content/faq/list',
  access: 'guest',
  area: 'content',
  summary: "Lists the site's FAQ entries.",
  spec: ['GET /content/faq/list'],
  query: contentListQuery,
  response: pageOf(contentSchema),
});

export const getFaq = defineRoute({
  method: 'GET',
  path: '/content/faq',
  access: 'guest',
  area: 'content',
  summary: 'Returns one FAQ entry.',
  spec: ['GET /content/faq'],
  query: contentDetailQuery,
  response: contentSchema,
});

export const listStrategies = defineRoute({
  method: 'GET',
  path: '/content/strategy/list',
  access: 'guest',
  area: 'content',
  summary: "Lists the site's strategy (investment information) posts.",
  spec: ['GET /content/strategy/list'],
  query: contentListQuery,
  response: pageOf(contentSchema),
});

export const getStrategy = defineRoute({
  method: 'GET',
  path: '/content/strategy',
  access: 'guest',
  area: 'content',
  summary: 'Returns one strategy post.',
  spec: ['GET /content/strategy'],
  query: contentDetailQuery,
  response: contentSchema,
});

export const listNotices = defineRoute({
  method: 'GET',
  path: '/content/notice/list',
  access: 'guest',
  area: 'content',
  summary: "Lists the site's notices, newest first.",
  spec: ['GET /content/notice/list'],
  query: contentListQuery,
  response: pageOf(contentSchema),
});

export const getNotice = defineRoute({
  method: 'GET',
  path: '/content/notice',
  access: 'guest',
  area: 'content',
  summary: 'Returns one notice for the notice dialog or detail page.',
  spec: ['GET /content/notice'],
  query: contentDetailQuery,
  response: contentSchema,
});

export const listNoticeCategories = defineRoute({
  method: 'GET',
  path: '/content/notice/categories',
  access: 'guest',
  area: 'content',
  summary: 'Lists the categories the site files its notices under.',
  spec: ['GET /content/notice/categories'],
  response: z.array(z.string()),
});
