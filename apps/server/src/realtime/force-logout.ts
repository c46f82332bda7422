import { errorCatalogue, forceLogoutQueue, messageLanguage } from '@baro/contracts';
import type { DestinationPayload, MessageLanguage } from '@baro/contracts';
import type { EventSink } from './bus.ts';

export type ForceLogoutCode = DestinationPayload<typeof forceLogoutQueue>['code'];

export interface ForceLogoutInput {
  readonly memberId: number;
  readonly siteId: number;
  /** TOKEN_REVOKED for revoked sign-ins; ACCOUNT_DENIED or MOBILE_BLOCKED for an operator's action. */
  readonly code: ForceLogoutCode;
  /** Only the sockets of this sign-in (a revoked refresh-token family). */
  readonly onlySessionId?: string;
  /** Every socket but those of this sign-in (the member who changed the password stays). */
  readonly exceptSessionId?: string;
  /** Only the sockets opened from a mobile device (the mobile block). */
  readonly onlyMobile?: boolean;
  /** The site's language by the spec rule unless the caller knows the site's own setting. */
  readonly lang?: MessageLanguage;
}

/**
 * Ends a member's socket sessions: each gets `/user/queue/force_logout` with the reason to show
 * (spec §4: log out, alert, reload), then is closed. It travels as an ordinary bus message, so it
 * reaches the member's sessions on every node, and the gateway that delivers it closes the sessions
 * it delivered to (registry.ts). Pass the transaction's collector (publish-after-commit.ts): the
 * sessions end only if the revocation or the status change commits.
 */
export function forceLogout(events: EventSink, input: ForceLogoutInput): void {
  const entry = errorCatalogue[input.code];
  const lang = input.lang ?? messageLanguage(input.siteId, false);
  events.publish(
    forceLogoutQueue,
    { code: input.code, message: lang === 'en' ? entry.en : entry.ko },
    {
      kind: 'member',
      memberId: input.memberId,
      onlySessionId: input.onlySessionId,
      exceptSessionId: input.exceptSessionId,
      onlyMobile: input.onlyMobile,
    },
  );
}
