import { messageLanguage } from '@baro/contracts/errors/translate';
import * as auth from '@baro/contracts/manifest/auth';
import type { Me } from '@baro/contracts/routes/auth';
import type { ApiFailure } from '../api/api-result.ts';
import type { Services } from '../app/services.ts';
import { messageOf } from '../i18n/i18n.ts';
import { MEMBER_QUERY_ROOT, meQuery } from '../queries/member-queries.ts';
import { loadSettings, saveSettings } from '../settings/local-settings.ts';
import type { LocalSettings } from '../settings/local-settings.ts';
import { blockOfCode, memberBlock } from '../startup/member-block.ts';
import type { MemberBlock } from '../startup/member-block.ts';
import { clearCookies } from '../storage/cookies.ts';
import { applyTheme } from '../theme/apply-theme.ts';

/**
 * The message language follows the site and whether someone is signed in (spec §6), and is kept
 * with the other site-prefixed values (spec §4).
 */
export function updateLanguage(services: Services): void {
  const { siteInfo, me } = services.store.getState();
  if (siteInfo === null) return;
  const language = messageLanguage(siteInfo.id, me === null);
  services.store.getState().setLanguage(language);
  services.storage.set('language', language);
  services.i18n.changeLanguage(language);
}

/** Reads the settings of the member (or of a guest) and shows their theme. */
function showSettingsOf(services: Services, memberId: number | undefined): void {
  const settings = loadSettings(services.storage, memberId);
  services.store.getState().setSettings(settings);
  applyTheme(settings.theme);
}

/** Saves and applies a settings change of whoever is signed in (spec §3: per site and member). */
export function changeSettings(services: Services, settings: LocalSettings): void {
  saveSettings(services.storage, services.store.getState().me?.id, settings);
  services.store.getState().setSettings(settings);
  applyTheme(settings.theme);
}

/** Makes a loaded member the signed-in one: store, cache, settings, language, socket. */
export function enterMember(services: Services, me: Me): void {
  const token = services.tokens.read()?.accessToken ?? null;
  services.store.getState().signedIn(me, token ?? '');
  services.queryClient.setQueryData(meQuery(services.api).queryKey, me);
  showSettingsOf(services, me.id);
  updateLanguage(services);
  const siteId = services.store.getState().siteInfo?.id;
  if (siteId !== undefined) services.socket.start(siteId);
}

/**
 * Forgets the session on this device (spec §4 logout): tokens, cookies, the member and everything
 * cached for them, the unread counters; the socket closes. Nothing is sent to the server.
 */
export async function endLocalSession(services: Services): Promise<void> {
  services.tokens.clear();
  clearCookies();
  services.store.getState().signedOut();
  services.queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  showSettingsOf(services, undefined);
  updateLanguage(services);
  await services.socket.stop();
}

/** Logout as the header and menu do it (spec §4): end the session on the server too, then go to /. */
export async function signOut(services: Services): Promise<void> {
  const tokens = services.tokens.read();
  if (tokens !== null) await services.api.call(auth.logout, { body: { refreshToken: tokens.refreshToken } });
  await endLocalSession(services);
  services.assign('/');
}

/**
 * Alerts why a member may not stay and logs them out (spec §4 DENY, §5 mobile block); the mobile
 * block reloads the page as well.
 */
export async function refuseMember(services: Services, code: MemberBlock): Promise<void> {
  await services.dialogs.alert(messageOf(services.i18n, code));
  await endLocalSession(services);
  if (code === 'MOBILE_BLOCKED') services.reload();
}

/**
 * Signs in with a password, then loads the member (spec §4 login: tokens and expiry stored, the user
 * stored on success). Answers the failure to show, or null when the member is in.
 */
export async function signIn(
  services: Services,
  username: string,
  password: string,
): Promise<ApiFailure | null> {
  const { store, api, tokens } = services;
  store.getState().setAuthPending();
  const siteInfoId = store.getState().siteInfo?.id;
  const login = await api.call(auth.login, { body: { username, password, siteInfoId } });
  if (!login.ok) {
    store.getState().signedOut(true);
    return login;
  }
  tokens.save(login.data, Date.now());
  const me = await api.call(auth.me);
  if (!me.ok) {
    tokens.clear();
    store.getState().signedOut(true);
    const block = blockOfCode(me.code);
    if (block !== undefined) await refuseMember(services, block);
    return block === undefined ? me : null;
  }
  const block = memberBlock(me.data, services.mobileDevice);
  if (block !== undefined) {
    await refuseMember(services, block);
    return null;
  }
  enterMember(services, me.data);
  return null;
}
