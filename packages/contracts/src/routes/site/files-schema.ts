import { z } from 'zod';

/** The file types an upload may have, decided by the file's content, never by its name. */
export const uploadMimeTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
export const uploadMimeTypeSchema = z.enum(uploadMimeTypes);
export type UploadMimeType = z.infer<typeof uploadMimeTypeSchema>;

export const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string().describe('The uploaded name, cleaned and with an extension that matches the content.'),
  size: z.number().int().positive().describe('Bytes.'),
  mimeType: uploadMimeTypeSchema,
  url: z.string().describe('Where GET /file/:id serves it back.'),
});
export type StoredFileInfo = z.infer<typeof storedFileSchema>;

/**
 * A file's bytes. The server answers with the stored file's own content type and the client reads
 * the body as a blob, so there is no JSON shape to check: any object passes.
 */
export type FileBody = object;
export const fileBodySchema = z.custom<FileBody>((value) => typeof value === 'object' && value !== null, {
  error: 'Expected a file body.',
});
