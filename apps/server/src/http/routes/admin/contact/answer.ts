import type { contact, RouteResponse } from '@baro/contracts';
import type { Rejection } from '../../../../core/rejection.ts';
import { answerContact } from '../../../../modules/support/contacts-admin.ts';
import type { HandlerInput } from '../../../router.ts';

type Route = typeof contact.adminAnswerContact;

/** POST /admin/contact/answer: answers a waiting inquiry of the operator's site, once. */
export async function adminAnswerContactHandler({
  ctx,
  caller,
  body,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  return answerContact(ctx, caller, body);
}
