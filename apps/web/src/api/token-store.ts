import type { auth } from '@baro/contracts';
import type { SiteStorage } from '../storage/site-storage.ts';

/** The tokens of a signed-in member and when the access token stops working. */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
}

export interface TokenStore {
  read(): SessionTokens | null;
  /** Stores a login's tokens; the expiry is computed from `expiresIn` at `nowMs` (spec §4). */
  save(tokens: auth.LoginTokens, nowMs: number): SessionTokens;
  clear(): void;
}

/** Tokens in the site-prefixed storage, so a reload keeps the member signed in. */
export function createTokenStore(storage: SiteStorage): TokenStore {
  return {
    read() {
      const accessToken = storage.get('accessToken');
      const refreshToken = storage.get('refreshToken');
      const expiresAtMs = Number(storage.get('tokenExpiresAt'));
      if (accessToken === null || refreshToken === null || !Number.isFinite(expiresAtMs)) return null;
      return { accessToken, refreshToken, expiresAtMs };
    },
    save(tokens, nowMs) {
      const saved = {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAtMs: nowMs + tokens.expiresIn * 1000,
      };
      storage.set('accessToken', saved.accessToken);
      storage.set('refreshToken', saved.refreshToken);
      storage.set('tokenExpiresAt', String(saved.expiresAtMs));
      return saved;
    },
    clear() {
      storage.remove('accessToken');
      storage.remove('refreshToken');
      storage.remove('tokenExpiresAt');
    },
  };
}

/**
 * A token counts as expired a little before its real expiry, so a request sent just in time does not
 * arrive just too late.
 */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

export function isExpired(tokens: SessionTokens, nowMs: number): boolean {
  return nowMs >= tokens.expiresAtMs - TOKEN_EXPIRY_MARGIN_MS;
}
