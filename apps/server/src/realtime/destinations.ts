import { allDestinations, noticeTopicSiteId, pingSend } from '@baro/contracts';
import type { DestinationDef, ErrorCode } from '@baro/contracts';

/**
 * Who a socket session is. A member's id and site come from the bearer token of the CONNECT frame and
 * nothing else; a guest's site is only what the guest says (it decides which public notices it sees,
 * never whose data). `sessionId` is the sign-in session (refresh-token family) the token belongs to.
 */
export type SessionIdentity =
  | { readonly kind: 'guest'; readonly siteId: number | null }
  | {
      readonly kind: 'member';
      readonly memberId: number;
      readonly siteId: number;
      readonly username: string;
      readonly sessionId: string;
    }
  | {
      readonly kind: 'operator';
      readonly adminId: number;
      readonly siteId: number;
      readonly sessionId: string;
    };

/**
 * Where a subscription's messages come from: `member` is one of the session's own `/user/queue/*`
 * destinations, `session` the pong that only this session's pings produce, `topic` a public
 * destination shared by every subscriber.
 */
export interface SubscriptionRoute {
  readonly kind: 'member' | 'session' | 'topic';
  readonly destination: string;
}

export type Authorisation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: ErrorCode; readonly reason: string };

const subscribable = new Map<string, DestinationDef>(
  allDestinations
    .filter((definition) => definition.direction === 'subscribe')
    .map((definition) => [definition.destination, definition]),
);

function refuse(code: ErrorCode, reason: string): Authorisation<never> {
  return { ok: false, code, reason };
}

/**
 * Whether a session may subscribe to `destination`. `/user/queue/*` always means the session's own
 * member, so there is no way to name another member's queue: every other `/user/...` form (Spring's
 * `/user/{name}/queue/...`) is refused. A notice topic is open only to the session's own site. Guests
 * and operators get the public destinations, and the pong of their own pings.
 */
export function authoriseSubscription(
  identity: SessionIdentity,
  destination: string,
): Authorisation<SubscriptionRoute> {
  const definition = subscribable.get(destination);
  if (definition !== undefined) {
    switch (definition.scope) {
      case 'member':
        if (identity.kind === 'member') return { ok: true, value: { kind: 'member', destination } };
        return identity.kind === 'guest'
          ? refuse('UNAUTHORIZED', `${destination} needs a signed-in member`)
          : refuse('FORBIDDEN', `${destination} is a member queue`);
      case 'session':
        return { ok: true, value: { kind: 'session', destination } };
      case 'broadcast':
        return { ok: true, value: { kind: 'topic', destination } };
    }
  }
  const noticeSiteId = noticeTopicSiteId(destination);
  if (noticeSiteId !== null) {
    if (identity.siteId === null) return refuse('SITE_REQUIRED', 'a notice topic needs the site');
    if (noticeSiteId !== identity.siteId) return refuse('SITE_MISMATCH', "another site's notices");
    return { ok: true, value: { kind: 'topic', destination } };
  }
  if (destination.startsWith('/user/')) return refuse('FORBIDDEN', `${destination} is not your queue`);
  return refuse('NOT_FOUND', `no destination ${destination}`);
}

/** What a SEND may address: `/ping` only (spec §7 "Send: /ping"). */
export type SendRoute = 'ping';

export function authoriseSend(destination: string): Authorisation<SendRoute> {
  if (destination === pingSend.destination) return { ok: true, value: 'ping' };
  return refuse('NOT_FOUND', `no send destination ${destination}`);
}
