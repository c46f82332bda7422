import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import type { TokenStore } from '../api/token-store.ts';
import type { I18n } from '../i18n/i18n.ts';
import type { AppStore } from '../state/app-store.ts';
import type { SiteStorage } from '../storage/site-storage.ts';
import type { SocketWiring } from './socket-wiring.ts';

/** The dialogs the app's flows need, as promises (the shared UI's dialog queue in the browser). */
export interface Dialogs {
  alert(message: string): Promise<void>;
  confirm(message: string): Promise<boolean>;
}

/**
 * Everything the app's flows work with, made once at start and handed down explicitly (a React
 * context for components, an argument for flows), so tests build their own with fakes.
 */
export interface Services {
  readonly siteCode: string;
  readonly storage: SiteStorage;
  readonly tokens: TokenStore;
  readonly api: ApiClient;
  readonly store: AppStore;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
  readonly socket: SocketWiring;
  readonly dialogs: Dialogs;
  readonly mobileDevice: boolean;
  /** A full page load, which logout and some alerts end with (spec §4). */
  readonly reload: () => void;
  /** A full page load at another path. */
  readonly assign: (path: string) => void;
}
