import { messageLanguage, site as siteArea } from '@baro/contracts';
import type { MessageLanguage } from '@baro/contracts';
import { siteFeatures } from '@baro/domain';
import type { Site } from './find-site.ts';
import { siteSettingsSchema } from './site-settings.ts';

/**
 * The spec §6 policy of a site id (15 and 33 English, 25 English for guests), read from the contracts'
 * `messageLanguage` so the list of ids is written once.
 */
function specLanguagePolicy(siteId: number): siteArea.LanguagePolicy {
  if (messageLanguage(siteId, false) === 'en') return 'en';
  return messageLanguage(siteId, true) === 'en' ? 'enForGuests' : 'ko';
}

/**
 * The site's message language policy: its settings' `languagePolicy` when the operator set one,
 * otherwise the spec §6 rule for its id. Only this one key is read, so the edge can ask for the
 * language of every call without an unrelated broken setting failing all of the site's calls; a
 * malformed value falls back to the spec rule (the full settings check reports it).
 */
export function languagePolicyOf(site: Pick<Site, 'id' | 'settings'>): siteArea.LanguagePolicy {
  const configured = siteArea.languagePolicySchema.safeParse(site.settings.languagePolicy);
  return configured.success ? configured.data : specLanguagePolicy(site.id);
}

/** The language of messages for one caller of the site. */
export function messageLanguageOf(site: Pick<Site, 'id' | 'settings'>, isGuest: boolean): MessageLanguage {
  const policy = languagePolicyOf(site);
  switch (policy) {
    case 'ko':
      return 'ko';
    case 'en':
      return 'en';
    case 'enForGuests':
      return isGuest ? 'en' : 'ko';
  }
}

/**
 * Whether the site runs live chat (`settings.livechat.enabled`), for the client's menus. Only this
 * one key is read, as for the language policy: site info is the app's first call and must not fail
 * over an unrelated setting. A malformed value reads as off, which never shows a chat the operator
 * did not switch on; the chat calls themselves still refuse it with the settings error.
 */
export function liveChatOf(site: Pick<Site, 'settings'>): boolean {
  const configured = siteSettingsSchema.shape.livechat.safeParse(site.settings.livechat);
  return configured.success && configured.data.enabled;
}

/** Site info as the wire carries it (spec §3 plus name, code, decoded features and language policy). */
export function toSiteInfo(site: Site): siteArea.SiteInfo {
  return {
    id: site.id,
    code: site.code,
    name: site.name,
    type: site.type,
    stockPrefix: site.stockPrefix,
    overseasPrefix: site.overseasPrefix,
    binaryCurrency: site.binaryCurrency,
    usedCoins: site.usedCoins,
    buyCoins: site.buyCoins,
    depositCoins: site.depositCoins,
    coinInfoJson: site.coinInfoJson,
    features: { ...siteFeatures(site), liveChat: liveChatOf(site) },
    languagePolicy: languagePolicyOf(site),
  };
}
