import type { Site } from './modules/sites/find-site.ts';

/** Who is calling, resolved from the bearer token. The token's site is the only site it may touch. */
export interface MemberCaller {
  readonly kind: 'member';
  readonly memberId: number;
  readonly siteId: number;
  readonly username: string;
  /** The refresh-token family this access token was issued in; revoking the family ends it. */
  readonly sessionId: string;
  readonly sessionSite?: Site;
}

export interface OperatorCaller {
  readonly kind: 'operator';
  readonly adminId: number;
  readonly siteId: number;
  readonly level: number;
  readonly sessionId: string;
  readonly sessionSite?: Site;
}

/**
 * A caller. `sessionSite` is the token's site as `authenticate` read it with the session, in the same
 * statement and for this request only, so the edge does not read it again (resolve-request.ts); a
 * caller made otherwise (tests' fixed tokens) has none and the edge reads the site itself.
 */
export type Caller = MemberCaller | OperatorCaller;
