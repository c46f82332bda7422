import { randomBytes } from 'node:crypto';

export interface IdentityCheckStart {
  /** Which provider answered; the sandbox says so, so no one mistakes it for a real check. */
  readonly provider: string;
  readonly requestNo: string;
  /** The page the client opens to run the check. */
  readonly url: string;
}

/** The identity check behind GET /certi/nice_id (NICE in production, DOMAIN.md §7). */
export interface IdentityProvider {
  start(input: { siteId: number; host: string }): Promise<IdentityCheckStart>;
}

const localHostPattern = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * A sandbox that checks nobody: it answers a page of the web app on the caller's own host, which
 * completes the flow locally. It exists so signup screens work with no provider contract; a real
 * deployment configures a NICE implementation instead.
 */
export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    start({ host }) {
      const requestNo = `sandbox-${randomBytes(12).toString('hex')}`;
      const scheme = localHostPattern.test(host) ? 'http' : 'https';
      const url = `${scheme}://${host}/certi/nice-sandbox?requestNo=${requestNo}`;
      return Promise.resolve({ provider: 'sandbox', requestNo, url });
    },
  };
}
