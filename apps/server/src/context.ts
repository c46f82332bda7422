import type { Logger } from 'pino';
import type { Caller } from './caller.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Rejection } from './core/rejection.ts';
import type { CodeSender } from './modules/accounts/code-sender.ts';
import type { RequestDevice } from './core/device.ts';
import type { IdentityProvider } from './modules/accounts/identity-provider.ts';
import type { PasswordHasher } from './modules/accounts/password-hasher.ts';
import type { ServerKeys } from './modules/accounts/server-keys.ts';
import type { EconomicCalendarProvider } from './modules/support/economic/provider.ts';
import type { MarketService } from './market/market-service.ts';
import type { Bus } from './realtime/bus.ts';
import type { RealtimeLimits } from './realtime/limits.ts';

/** Time comes from here, never from `Date.now()` in modules, so tests can move it. */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

/**
 * The wall clock run `offsetMs` ahead (the server's CLOCK_OFFSET_MS, a demo and test switch): every
 * time the server reads or stamps moves together, sessions, fills, tokens, rounds and feed ticks, so
 * the server is consistent with itself; it only sits at another market time.
 */
export function shiftedClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : { nowMs: () => Date.now() + offsetMs };
}

/**
 * Everything a module needs, passed explicitly (no service locator). Built once by `main.ts` or by a
 * test, then handed to `buildApp`.
 */
export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  readonly log: Logger;
  readonly clock: Clock;
  /**
   * Resolves a bearer token to its caller, or the catalogued reason it is refused. With the request's
   * device it also refuses a mobile-blocked member on a mobile device.
   */
  readonly authenticate: (bearerToken: string, device?: RequestDevice) => Promise<Caller | Rejection>;
  /** Keys derived from the server secret (access tokens, verification codes). */
  readonly keys: ServerKeys;
  readonly passwordHasher: PasswordHasher;
  /** Delivers verification codes (the default logs them, and keeps them in the demo outbox). */
  readonly codeSender: CodeSender;
  /** The identity check behind GET /certi/nice_id (a local sandbox by default). */
  readonly identityProvider: IdentityProvider;
  /** Where the economic calendar comes from (the built-in sample by default). */
  readonly economicCalendar: EconomicCalendarProvider;
  /**
   * Where modules publish socket events, after their transaction commits
   * (realtime/publish-after-commit.ts). In-process by default; shared by every app built on this
   * context, so a test can restart the app and keep publishing.
   */
  readonly bus: Bus;
  /** The socket gateway's bounds (buffer per session, heart-beats); tests shorten them. */
  readonly realtimeLimits: RealtimeLimits;
  /**
   * Prices, candles and 24 h figures of every instrument, as the feed delivers them (the feed itself is
   * started by main.ts; a test pushes ticks into it).
   */
  readonly market: MarketService;
}
