import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { pageOf } from '../../wire.ts';
import { contentDetailQuery, contentListQuery } from './queries.ts';
import { contentCategory, contentSchema } from './records.ts';

export const listPromotions = defineRoute({
  method: 'GET',
  path: '/content/promotion/list',
  access: 'guest',
  area: 'content',
  summary: "Lists the site's promotions.",
  spec: ['GET /content/promotion/list'],
  query: contentListQuery,
  response: pageOf(contentSchema),
});

export const getPromotion = defineRoute({
  method: 'GET',
  path: '/content/promotion',
  access: 'guest',
  area: 'content',
  summary: 'Returns one promotion.',
  spec: ['GET /content/promotion'],
  query: contentDetailQuery,
  response: contentSchema,
});

export const listPopups = defineRoute({
  method: 'GET',
  path: '/content/popup/list',
  access: 'guest',
  area: 'content',
  summary: 'Lists the popups the site shows on opening.',
  spec: ['GET /content/popup/list'],
  query: contentListQuery,
  response: pageOf(contentSchema),
});

export const getPopup = defineRoute({
  method: 'GET',
  path: '/content/popup',
  access: 'guest',
  area: 'content',
  summary: 'Returns one popup.',
  spec: ['GET /content/popup'],
  query: contentDetailQuery,
  response: contentSchema,
});

export const getStaticPage = defineRoute({
  method: 'GET',
  path: '/content/static',
  access: 'guest',
  area: 'content',
  summary: 'Returns a static page (terms, privacy, investment information) by its category key.',
  spec: ['GET /content/static'],
  query: z.object({ category: contentCategory }),
  response: contentSchema,
});
