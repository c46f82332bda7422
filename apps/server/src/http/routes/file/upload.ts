import { site as siteArea } from '@baro/contracts';
import type { RouteResponse } from '@baro/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Site } from '../../../modules/sites/find-site.ts';
import { siteSettings } from '../../../modules/sites/site-settings.ts';
import { storeUpload } from '../../../modules/sites/stored-files.ts';
import { isRejection, reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.uploadFile;

/**
 * POST /file (multipart): stores one file of the member's, typed by its content. The size limit is
 * the multipart plugin's (config `fileUploadMaxBytes`); with `throwFileSizeLimit` off, an oversize
 * file arrives cut short with `truncated` set, and is refused with FILE_TOO_LARGE. The member's
 * hourly quota is the site's `uploads` setting (UPLOAD_QUOTA_EXCEEDED).
 */
export async function uploadFileHandler({
  ctx,
  site,
  caller,
  request,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return receiveUpload(ctx, request, { siteId: site.id, ownerMemberId: caller.memberId, site });
}

/**
 * Stores the form's one file for a member (under their hourly quota) or, with no owner, for the site
 * (an operator's upload: `POST /admin/file`), and answers it as the upload calls do.
 */
export async function receiveUpload(
  ctx: HandlerInput<Route>['ctx'],
  request: FastifyRequest,
  target: { siteId: number; ownerMemberId: number | null; site: Site },
): Promise<RouteResponse<Route> | Rejection> {
  const part = await firstFile(request);
  if (isRejection(part)) return part;
  if (part === undefined) {
    return reject('INVALID_INPUT', {
      data: { issues: [{ path: 'body.file', message: 'A file is required.' }] },
    });
  }
  const stored = await storeUpload(ctx, {
    siteId: target.siteId,
    ownerMemberId: target.ownerMemberId,
    clientName: part.filename,
    stream: part.file,
    quota: siteSettings(target.site).uploads,
  });
  if (isRejection(stored)) return stored;
  return {
    id: stored.id,
    name: stored.name,
    size: stored.sizeBytes,
    mimeType: stored.mimeType,
    url: `/api${siteArea.downloadFile.path.replace(':id', stored.id)}`,
  };
}

/**
 * The form's first file. A body that breaks off before the part's headers end makes the parser fail
 * without a status: that is the client's truncated upload (UPLOAD_INCOMPLETE), not ours. The plugin's
 * own errors carry a 4xx status and go on to the edge's handler as they did.
 */
async function firstFile(request: FastifyRequest): Promise<MultipartFile | undefined | Rejection> {
  try {
    return await request.file({ throwFileSizeLimit: false });
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    return reject('UPLOAD_INCOMPLETE');
  }
}
