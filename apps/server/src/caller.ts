/** Who is calling, resolved from the bearer token. The token's site is the only site it may touch. */
export interface MemberCaller {
  readonly kind: 'member';
  readonly memberId: number;
  readonly siteId: number;
  readonly username: string;
  /** The refresh-token family this access token was issued in; revoking the family ends it. */
  readonly sessionId: string;
}

export interface OperatorCaller {
  readonly kind: 'operator';
  readonly adminId: number;
  readonly siteId: number;
  readonly level: number;
  readonly sessionId: string;
}

export type Caller = MemberCaller | OperatorCaller;
