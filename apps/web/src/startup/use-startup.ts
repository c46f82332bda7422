import * as auth from '@baro/contracts/manifest/auth';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../routes/router/index.ts';
import { useServices } from '../app/services-context.tsx';
import type { Services } from '../app/services.ts';
import { messageOf } from '../i18n/i18n.ts';
import { siteInfoQuery } from '../queries/site-queries.ts';
import { forgetWantedPath, landingPath } from '../routes/navigation-memory.ts';
import { endLocalSession, enterMember, refuseMember, updateLanguage } from '../session/session.ts';
import { refreshUnreadCounts } from '../session/unread-counts.ts';
import { startApp } from './run-startup.ts';

/**
 * Sends start-up's first call (site info) before React has rendered anything: start-up itself runs
 * in an effect after the first render, and finds the answer in the query cache or on its way.
 */
export function prefetchSiteInfo(services: Services): void {
  // A failure here is start-up's to handle: its own call asks again.
  services.queryClient.query(siteInfoQuery(services.api, services.siteCode)).catch(() => undefined);
}

/** Runs spec §4's start-up once, when the app mounts, and marks the app ready when it is done. */
export function useStartup(): void {
  const services = useServices();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // React's development double mount must not start twice.
    if (started.current) return;
    started.current = true;
    const { api, store, storage, tokens, i18n, dialogs, queryClient } = services;
    void startApp(
      {
        loadSiteInfo: () => queryClient.query(siteInfoQuery(api, services.siteCode)),
        siteInfoLoaded: (siteInfo) => {
          store.getState().setSiteInfo(siteInfo, store.getState().language);
          storage.set('siteInfoId', String(siteInfo.id));
          updateLanguage(services);
        },
        hasSession: () => tokens.read() !== null,
        loadMe: () => api.call(auth.me),
        mobileDevice: services.mobileDevice,
        refuse: (block) => refuseMember(services, block),
        endSession: () => endLocalSession(services),
        enterMember: (me) => {
          enterMember(services, me);
        },
        unreadContacts: async () => (await refreshUnreadCounts(services)).contact,
        alert: (code) => dialogs.alert(messageOf(i18n, code)),
        currentPath: () => window.location.pathname,
        landingPath: () => {
          const path = landingPath(storage);
          forgetWantedPath(storage);
          return path;
        },
        navigate: (path) => {
          void navigate(path, { replace: true });
        },
      },
      () => {
        store.getState().setReady();
      },
    );
  }, [services, navigate]);
}
