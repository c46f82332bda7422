import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/app.tsx';
import { createServices } from './app/create-services.ts';
import { appRoutes } from './routes/app-routes.tsx';
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

// The offline app shell: the service worker precaches the built files and updates itself quietly.
if (import.meta.env.PROD) registerSW({ immediate: true });

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
