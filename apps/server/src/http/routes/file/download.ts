import type { RouteResponse, site as siteArea } from '@baro/contracts';
import { contentDisposition } from '../../../modules/sites/file-name.ts';
import { findStoredFile, openStoredFile } from '../../../modules/sites/stored-files.ts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.downloadFile;

/** A stored file loads nothing, runs nothing, and is its own unique origin if a browser renders it. */
const sandboxedFilePolicy = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * GET /file/:id: serves a stored file. A member gets only their own files, an operator any of their
 * site's; anything else is FILE_NOT_FOUND, so ids of others' files reveal nothing. A site file (an
 * operator's upload for posts and messages, owned by no member) is public and served to anyone by its
 * id, with or without the site (a post's `<img>` sends neither token nor site), and may be cached: its
 * id names its bytes for good. A guest gets UNAUTHORIZED for anything else, found or not.
 * The stored type (decided from the content at upload) is sent with `nosniff`, so a browser never
 * reinterprets the bytes as something else, and `no-store` keeps members' documents out of caches.
 * A PDF can carry JavaScript (an /OpenAction) that a browser's viewer would run on our origin: PDFs
 * are downloaded, never shown inline, and every file is sandboxed should a browser render it anyway.
 */
export async function downloadFileHandler({
  ctx,
  site,
  caller,
  params,
  reply,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const file = await findStoredFile(ctx.db, site?.id ?? null, params.id);
  const siteFile = file !== undefined && file.ownerMemberId === null;
  if (caller === null && !siteFile) return reject('UNAUTHORIZED');
  if (file === undefined) return reject('FILE_NOT_FOUND');
  if (caller?.kind === 'member' && file.ownerMemberId !== caller.memberId && !siteFile)
    return reject('FILE_NOT_FOUND');
  const body = await openStoredFile(ctx.config.dataDir, file);
  const disposition = file.mimeType === 'application/pdf' ? 'attachment' : 'inline';
  void reply.headers({
    'content-type': file.mimeType,
    'content-length': file.sizeBytes,
    'content-disposition': contentDisposition(disposition, file.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': sandboxedFilePolicy,
    'cache-control': siteFile ? 'public, max-age=31536000, immutable' : 'private, no-store',
  });
  return body;
}
