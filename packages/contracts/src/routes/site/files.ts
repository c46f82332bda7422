import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { fileBodySchema, storedFileSchema } from './files-schema.ts';

/**
 * One file as `multipart/form-data` (any field name), e.g. an inquiry attachment. The type is read
 * from the content: PNG, JPEG, GIF, WebP or PDF.
 */
export const uploadFile = defineRoute({
  method: 'POST',
  path: '/file',
  access: 'member',
  area: 'site',
  summary: 'Uploads one file (PNG, JPEG, GIF, WebP or PDF, judged by content).',
  spec: ['POST /file'],
  multipart: true,
  body: z.object({}),
  response: storedFileSchema,
});

/**
 * Serves an uploaded file back (Baro addition). A member reads their own files, an operator any file
 * of their site. A site file (an operator's upload for posts and messages, owned by no member) is
 * public: anyone may load it by its id alone, as a post's `<img src="/api/file/<id>">` does, which
 * carries neither a token nor the site.
 */
export const downloadFile = defineRoute({
  method: 'GET',
  path: '/file/:id',
  access: 'guest',
  site: 'optional',
  area: 'site',
  summary:
    "Serves an uploaded file: a member's own, any of the site's to an operator, a site image to anyone.",
  spec: [],
  params: z.object({ id: z.uuid() }),
  response: fileBodySchema,
});

/**
 * Baro addition: an operator uploads an image for the site's posts and messages (a site file, owned by
 * no member). Posts may show only such files (`contentImageSource`).
 */
export const adminUploadFile = defineRoute({
  method: 'POST',
  path: '/admin/file',
  access: 'operator',
  area: 'site',
  summary:
    "Uploads one file of the operator's site (PNG, JPEG, GIF, WebP or PDF, judged by content), e.g. an image for a post.",
  spec: [],
  multipart: true,
  body: z.object({}),
  response: storedFileSchema,
});
