import type { auth, site } from '@baro/contracts';
import type { PlainMessageCode } from '../i18n/i18n.ts';
import type { ApiResult } from '../api/api-result.ts';
import { blockOfCode, memberBlock } from './member-block.ts';
import type { MemberBlock } from './member-block.ts';

/** Spec §4, §9: whatever goes wrong at start-up, the app shows after this long. */
export const STARTUP_FALLBACK_MS = 1000;

/** What start-up needs from the app, so the flow is tested without a browser. */
export interface StartupPorts {
  loadSiteInfo(): Promise<site.SiteInfo>;
  siteInfoLoaded(siteInfo: site.SiteInfo): void;
  hasSession(): boolean;
  loadMe(): Promise<ApiResult<auth.Me>>;
  readonly mobileDevice: boolean;
  /** Alerts the reason and logs out (a mobile block reloads as well). */
  refuse(block: MemberBlock): Promise<void>;
  /** Forgets a session the server no longer knows. */
  endSession(): Promise<void>;
  enterMember(me: auth.Me): void;
  /** Unread inquiry answers; a failure counts as none. */
  unreadContacts(): Promise<number>;
  alert(code: PlainMessageCode): Promise<void>;
  currentPath(): string;
  /** The page a member lands on: wanted, last opened, or /oversea. */
  landingPath(): string;
  navigate(path: string): void;
}

export type StartupOutcome = 'guest' | 'member' | 'refused';

/** Where start-up sends a member who opened one of these: the landing page instead. */
const entryPaths = new Set(['/', '/signin', '/register']);

/**
 * Spec §4 start-up: site info first; then, with a token, the member. DENY and the mobile block are
 * alerted and logged out; a member is let in (socket connected by `enterMember`) and taken to the
 * inquiries when answers are unread, else to the last opened page when they opened an entry page.
 * A failure (no answer, a broken one) throws: the caller still shows the app.
 */
export async function runStartup(ports: StartupPorts): Promise<StartupOutcome> {
  ports.siteInfoLoaded(await ports.loadSiteInfo());
  if (!ports.hasSession()) return 'guest';

  const loaded = await ports.loadMe();
  if (!loaded.ok) {
    const block = blockOfCode(loaded.code);
    if (block !== undefined) {
      await ports.refuse(block);
      return 'refused';
    }
    // No answer is not a verdict on the session: keep the tokens and let the fallback show the app.
    if (loaded.status === 0 || loaded.status >= 500)
      throw new Error(`Loading the member failed: ${loaded.code}`);
    // The client has already tried the refresh token (api-client); the session is gone.
    await ports.endSession();
    return 'guest';
  }
  const block = memberBlock(loaded.data, ports.mobileDevice);
  if (block !== undefined) {
    await ports.refuse(block);
    return 'refused';
  }

  ports.enterMember(loaded.data);
  if ((await ports.unreadContacts()) > 0) {
    await ports.alert('UNREAD_MESSAGES_ON_START');
    ports.navigate('/more/contact');
  } else if (entryPaths.has(ports.currentPath())) {
    ports.navigate(ports.landingPath());
  }
  return 'member';
}

/**
 * Runs start-up and marks the app ready when it ends; after a failure, only after the spec's fallback
 * delay, so a flash of a half-started app does not appear.
 */
export async function startApp(
  ports: StartupPorts,
  ready: () => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<StartupOutcome | 'failed'> {
  try {
    const outcome = await runStartup(ports);
    ready();
    return outcome;
  } catch (error) {
    console.error('Start-up failed; showing the app anyway.', error);
    await wait(STARTUP_FALLBACK_MS);
    ready();
    return 'failed';
  }
}
