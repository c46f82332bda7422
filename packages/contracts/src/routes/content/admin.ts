import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { commaEnumList, countResponse, idSchema, pageOf, pageQuery, timestamp } from '../../wire.ts';
import { contentCategory, contentSchema } from './records.ts';

// Baro additions (docs/support-design.md §2): the operators' side of the site's content. Each call is
// the operator's own site only and writes the operator audit in its transaction.

export const contentKindValues = ['NOTICE', 'FAQ', 'STRATEGY', 'PROMOTION', 'POPUP', 'STATIC'] as const;
export const contentKind = z.enum(contentKindValues);
export type ContentKind = z.infer<typeof contentKind>;

/** The longest stored body (after sanitising), so one post cannot fill the database. */
export const CONTENT_HTML_LENGTH_MAX = 100_000;

/** A post as the operators see it: drafts too, with its open flag, order and display window. */
export const adminContentSchema = contentSchema.extend({
  kind: contentKind,
  isOpen: z.boolean(),
  sortOrder: z.number().int(),
  openFrom: timestamp.nullable(),
  openUntil: timestamp.nullable(),
});
export type AdminContent = z.infer<typeof adminContentSchema>;

const contentFields = {
  category: contentCategory.nullable().optional(),
  title: z.string().trim().min(1).max(200),
  /** HTML; the server sanitises it with the content policy before storing it. */
  content: z.string().max(CONTENT_HTML_LENGTH_MAX),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  openFrom: timestamp.nullable().optional(),
  openUntil: timestamp.nullable().optional(),
};

export const adminListContent = defineRoute({
  method: 'GET',
  path: '/admin/content/list',
  access: 'operator',
  area: 'content',
  summary: "Lists the operator's site's posts of one kind, drafts included, in the members' order.",
  spec: [],
  query: pageQuery.extend({
    kind: contentKind,
    isOpenStrs: commaEnumList(['0', '1']).optional(),
    keyword: z.string().trim().max(100).optional(),
    category: contentCategory.optional(),
  }),
  response: pageOf(adminContentSchema),
});

export const adminCreateContent = defineRoute({
  method: 'POST',
  path: '/admin/content/create',
  access: 'operator',
  area: 'content',
  summary: 'Writes a new post (closed until opened unless `isOpen`); its HTML is sanitised.',
  spec: [],
  body: z.object({ kind: contentKind, isOpen: z.boolean().optional(), ...contentFields }),
  response: adminContentSchema,
});

export const adminUpdateContent = defineRoute({
  method: 'POST',
  path: '/admin/content/update',
  access: 'operator',
  area: 'content',
  summary:
    'Rewrites a post of the site (its kind stays; a field left out keeps its value); its HTML is sanitised.',
  spec: [],
  body: z.object({ id: idSchema, ...contentFields }),
  response: adminContentSchema,
});

export const adminSetContentOpen = defineRoute({
  method: 'POST',
  path: '/admin/content/open',
  access: 'operator',
  area: 'content',
  summary: 'Opens a post to members or closes it. Opening a static page closes the one it replaces.',
  spec: [],
  body: z.object({ id: idSchema, isOpen: z.boolean() }),
  response: adminContentSchema,
});

export const adminOrderContent = defineRoute({
  method: 'POST',
  path: '/admin/content/order',
  access: 'operator',
  area: 'content',
  summary: 'Orders posts of the site: the first id listed is shown first. Answers how many were ordered.',
  spec: [],
  body: z.object({ ids: z.array(idSchema).min(1).max(200) }),
  response: countResponse,
});

export const adminPublishLiveNotice = defineRoute({
  method: 'POST',
  path: '/admin/content/publish_live',
  access: 'operator',
  area: 'content',
  summary:
    'Opens a notice of the site (if closed) and pops it up at once for everyone on the site (FORCE_NOTICE on /topic/notice/{siteId}).',
  spec: [],
  body: z.object({ id: idSchema }),
  response: adminContentSchema,
});
