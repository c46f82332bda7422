import { site as siteArea } from '@baro/contracts';
import type { RouteResponse } from '@baro/contracts';
import { storeUpload } from '../../../modules/sites/stored-files.ts';
import { isRejection, reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof siteArea.uploadFile;

/**
 * POST /file (multipart): stores one file of the member's, typed by its content. The size limit is
 * the multipart plugin's (config `fileUploadMaxBytes`); with `throwFileSizeLimit` off, an oversize
 * file arrives cut short with `truncated` set, and is refused with FILE_TOO_LARGE.
 */
export async function uploadFileHandler({
  ctx,
  site,
  caller,
  request,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  const part = await request.file({ throwFileSizeLimit: false });
  if (part === undefined) {
    return reject('INVALID_INPUT', {
      data: { issues: [{ path: 'body.file', message: 'A file is required.' }] },
    });
  }
  const stored = await storeUpload(ctx, {
    siteId: site.id,
    ownerMemberId: caller.memberId,
    clientName: part.filename,
    stream: part.file,
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
