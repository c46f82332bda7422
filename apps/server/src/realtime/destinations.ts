import { allDestinations, matchDestination, noticeTopicDestination, pingSend } from '@baro/contracts';
import type { DestinationDef, DestinationParamValues, ErrorCode } from '@baro/contracts';

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

/**
 * A subscription's authorisation: decided at once, or, when the topic's site has to be looked up,
 * later. The session holds its next frames until a pending one is decided, so they keep their order.
 */
export type SubscriptionCheck =
  Authorisation<SubscriptionRoute> | { readonly pending: Promise<Authorisation<SubscriptionRoute>> };

/**
 * Which site a parameterised topic belongs to, from its parameters: null when they name nothing that
 * exists. A lookup that needs the database answers a promise; it runs when a session subscribes,
 * never when a message is published.
 */
export interface TopicSiteRule<D extends DestinationDef = DestinationDef> {
  readonly definition: D;
  siteOf(params: DestinationParamValues<D['destination']>): number | null | Promise<number | null>;
}

/** The rule of `/topic/notice/{siteId}`: the topic names its site. */
export const noticeTopicSiteRule: TopicSiteRule<typeof noticeTopicDestination> = {
  definition: noticeTopicDestination,
  siteOf: (params) => params.siteId,
};

/** Who may subscribe to what; `authorise` answers for one SUBSCRIBE of one session. */
export interface SubscriptionPolicy {
  authorise(identity: SessionIdentity, destination: string): SubscriptionCheck;
}

function refuse(code: ErrorCode, reason: string): Authorisation<never> {
  return { ok: false, code, reason };
}

function topicOfSite(identity: SessionIdentity, destination: string, siteId: number | null) {
  if (siteId === null) return refuse('NOT_FOUND', `no destination ${destination}`);
  if (siteId !== identity.siteId) return refuse('SITE_MISMATCH', `${destination} is another site's`);
  const route: SubscriptionRoute = { kind: 'topic', destination };
  return { ok: true as const, value: route };
}

function fixedRoute(identity: SessionIdentity, definition: DestinationDef): Authorisation<SubscriptionRoute> {
  const { destination } = definition;
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
    case 'operator':
      // Published to one site's operators (`{ kind: 'site' }`): delivery keeps to the session's site.
      if (identity.kind === 'operator') return { ok: true, value: { kind: 'topic', destination } };
      return identity.kind === 'guest'
        ? refuse('UNAUTHORIZED', `${destination} needs a signed-in operator`)
        : refuse('FORBIDDEN', `${destination} is an operator queue`);
  }
}

/**
 * The subscription policy of a gateway. `/user/queue/*` always means the session's own member, so
 * there is no way to name another member's queue: every other `/user/...` form (Spring's
 * `/user/{name}/queue/...`) is refused. A parameterised topic belongs to one site, which `rules` say
 * (the notice topic's is built in); a session may subscribe only to its own site's, and a guest must
 * have named its site. A parameterised topic without a rule is refused as unknown. Guests and
 * operators get the public destinations, and the pong of their own pings; operators also their
 * site's `/operator/queue/*`, which nobody else may subscribe to.
 */
export function createSubscriptionPolicy(rules: readonly TopicSiteRule[] = []): SubscriptionPolicy {
  const subscribable = allDestinations.filter((definition) => definition.direction === 'subscribe');
  const fixed = new Map<string, DestinationDef>(
    subscribable
      .filter((definition) => definition.params.length === 0)
      .map((definition) => [definition.destination, definition]),
  );
  const parameterised: readonly TopicSiteRule[] = [noticeTopicSiteRule, ...rules];
  for (const rule of parameterised) {
    if (!subscribable.includes(rule.definition) || rule.definition.params.length === 0) {
      throw new Error(`${rule.definition.destination} is not a parameterised topic of the contracts.`);
    }
    if (parameterised.filter((other) => other.definition === rule.definition).length > 1) {
      throw new Error(`${rule.definition.destination} has more than one site rule.`);
    }
  }
  return {
    authorise(identity, destination) {
      const definition = fixed.get(destination);
      if (definition !== undefined) return fixedRoute(identity, definition);
      for (const rule of parameterised) {
        const params = matchDestination(rule.definition, destination);
        if (params === null) continue;
        if (identity.siteId === null) return refuse('SITE_REQUIRED', `${destination} needs the site`);
        const siteId = rule.siteOf(params);
        if (siteId === null || typeof siteId === 'number') return topicOfSite(identity, destination, siteId);
        return { pending: siteId.then((found) => topicOfSite(identity, destination, found)) };
      }
      if (destination.startsWith('/user/')) return refuse('FORBIDDEN', `${destination} is not your queue`);
      return refuse('NOT_FOUND', `no destination ${destination}`);
    },
  };
}

/** What a SEND may address: `/ping` only (spec §7 "Send: /ping"). */
export type SendRoute = 'ping';

export function authoriseSend(destination: string): Authorisation<SendRoute> {
  if (destination === pingSend.destination) return { ok: true, value: 'ping' };
  return refuse('NOT_FOUND', `no send destination ${destination}`);
}
