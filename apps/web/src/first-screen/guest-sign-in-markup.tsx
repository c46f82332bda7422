import { renderToString } from 'react-dom/server';
import { createServices } from '../app/create-services.ts';
import { ServicesProvider } from '../app/services-context.tsx';
import { SignLayout } from '../layouts/sign-layout.tsx';
import { MemoryRouter } from '../routes/router/index.ts';
import { SignInScreen } from '../screens/sign/signin-screen.tsx';
import type { KeyValueStore } from '../storage/site-storage.ts';

/** A guest's storage at build time: empty, as on a first visit. */
function emptyStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/**
 * The sign-in screen as a guest first sees it, rendered at build time by the same components the app
 * renders (scripts/guest-first-screen.ts writes it into index.html). The page paints it as soon as
 * the stylesheet is in, instead of after every script has downloaded and run; the app replaces it with
 * its own once start-up is done (src/first-screen/take-over.ts), keeping what the guest typed.
 * Start-up has not run here: no site info, so the screen shows what it shows before site info.
 */
export function guestSignInMarkup(siteCode: string): string {
  const services = createServices({
    siteCode,
    keyValueStore: emptyStore(),
    // Nothing runs at build time: no call is made, no dialog opens, nothing navigates.
    dialogs: { alert: () => Promise.resolve(), confirm: () => Promise.resolve(false) },
    origin: 'http://localhost',
    userAgent: '',
    reload: () => undefined,
    assign: () => undefined,
    navigate: () => undefined,
  });
  return renderToString(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={['/signin']}>
        <SignLayout header={false}>
          <SignInScreen />
        </SignLayout>
      </MemoryRouter>
    </ServicesProvider>,
  );
}
