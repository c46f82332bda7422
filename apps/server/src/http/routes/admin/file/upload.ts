import type { RouteResponse, site as siteArea } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { receiveUpload } from '../../file/upload.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof siteArea.adminUploadFile;

/**
 * POST /admin/file (multipart): a file of the operator's site, owned by no member, e.g. an image for a
 * post or a message (the content policy shows only such images). Site files have no hourly quota:
 * the quota guards against members, and operators are the site's own staff.
 */
export async function adminUploadFileHandler({
  ctx,
  site,
  request,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return receiveUpload(ctx, request, { siteId: site.id, ownerMemberId: null, site });
}
