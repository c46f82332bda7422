import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from './routes/router/index.ts';
import { preloadResponseSchemas } from './api/response-validation.ts';
import { App } from './app/app.tsx';
import { createServices } from './app/create-services.ts';
import { appRoutes } from './routes/app-routes.tsx';
import { preloadScreenGroup } from './routes/lazy-screens.tsx';
import { firstScreenGroup } from './routes/route-table.ts';
import { prefetchSiteInfo } from './startup/use-startup.ts';
import { showAlert, showConfirm, showNotice } from './ui/dialog-store.ts';

const router = createBrowserRouter(appRoutes());

const services = createServices({
  siteCode: import.meta.env.VITE_SITE_CODE ?? 'demo',
  keyValueStore: window.localStorage,
  dialogs: { alert: showAlert, confirm: showConfirm },
  origin: window.location.origin,
  userAgent: navigator.userAgent,
  reload: () => {
    window.location.reload();
  },
  assign: (path) => {
    window.location.assign(path);
  },
  navigate: (path) => {
    void router.navigate(path);
  },
  addNotice: (notice) => {
    void showNotice({ title: notice.title, html: notice.content, variant: 'realtime' });
  },
});

// The first screen waits for start-up (site info, then the member) and for its screen group: both
// are fetched now, side by side, rather than one after the other once React has rendered the splash.
prefetchSiteInfo(services);
const hasSession = services.tokens.read() !== null;
const firstGroup = firstScreenGroup(window.location.pathname, hasSession);
if (firstGroup !== undefined) void preloadScreenGroup(firstGroup);
// A member's start-up loads them next (GET /me), whose answer zod checks: its schemas load meanwhile.
if (hasSession) preloadResponseSchemas('auth');

// The offline app shell: the service worker precaches the built files and updates itself quietly.
// It is registered after the page's load event, and its helper (workbox-window) fetched only then,
// so neither competes with the first screen.
function registerServiceWorker(): void {
  import('virtual:pwa-register').then(
    ({ registerSW }) => registerSW({ immediate: true }),
    (error: unknown) => {
      console.error('The service worker was not registered.', error);
    },
  );
}
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
