import type { auth, MessageLanguage, site } from '@baro/contracts';
import { createStore } from 'zustand/vanilla';
import type { RouteName } from '../routes/route-types.ts';
import type { SocketStatus } from '../socket/index.ts';
import type { StoreApi } from 'zustand/vanilla';
import { defaultSettings } from '../settings/local-settings.ts';
import type { LocalSettings } from '../settings/local-settings.ts';

/** Spec §4 auth status: signed in only when 'success'. */
export type AuthStatus = 'idle' | 'pending' | 'success' | 'fail';

/** The unread badges (spec §3): messages in the home header, inquiries in the menu. */
export interface UnreadCounts {
  readonly message: number;
  readonly contact: number;
}

/**
 * The app's small client state (ARCHITECTURE.md §8): who is signed in, whether the socket is up,
 * unread counters, settings, and the bits of chrome a page may set (title, back-to-top). Server data
 * (site info, the member) lives in TanStack Query; `me` is mirrored here once start-up or sign-in has
 * loaded it, because the guard, the header and the socket wiring all need it synchronously.
 */
export interface AppState {
  readonly ready: boolean;
  readonly authStatus: AuthStatus;
  readonly token: string | null;
  readonly me: auth.Me | null;
  readonly siteInfo: site.SiteInfo | null;
  readonly language: MessageLanguage;
  readonly socketConnected: boolean;
  /** The socket's state, for the reconnecting loader (spec §4). */
  readonly socketStatus: SocketStatus;
  readonly unread: UnreadCounts;
  readonly settings: LocalSettings;
  /** A title the page set; cleared on every route change (spec §2). */
  readonly pageTitle: string | null;
  /** The page's scroll-to-top, which makes the back-to-top button appear (spec §2). */
  readonly scrollToTop: (() => void) | null;
  readonly menuOpen: boolean;
  /**
   * Calls sent and not answered yet, for the progress bar. Spec §4: the counter resets when the
   * route's name changes, so the new page starts at zero whatever the last one left running.
   */
  readonly pendingRequests: number;
  /** Goes up at each reset; a call counts against the epoch it started in, and only there. */
  readonly requestEpoch: number;
  /** The route table name of the page shown, whose change resets the counter. */
  readonly routeName: RouteName | null;
}

export interface AppActions {
  readonly setReady: () => void;
  readonly setAuthPending: () => void;
  readonly signedIn: (me: auth.Me, token: string) => void;
  readonly setMe: (me: auth.Me) => void;
  /** Logout (spec §4): user, token and unread counters go. */
  readonly signedOut: (failed?: boolean) => void;
  readonly setSiteInfo: (siteInfo: site.SiteInfo, language: MessageLanguage) => void;
  readonly setLanguage: (language: MessageLanguage) => void;
  readonly setSocketStatus: (status: SocketStatus) => void;
  readonly setUnread: (counter: keyof UnreadCounts, update: (current: number) => number) => void;
  readonly setSettings: (settings: LocalSettings) => void;
  readonly setPageTitle: (title: string | null) => void;
  readonly setScrollToTop: (scroll: (() => void) | null) => void;
  readonly setMenuOpen: (open: boolean) => void;
  /** A call went out: counted, and answers the epoch it was counted in, for `requestEnded`. */
  readonly requestStarted: () => number;
  /** A call came back. One that started before the last reset was already forgotten: no change. */
  readonly requestEnded: (epoch: number) => void;
  /** The page shown is now `name`; a different name than before resets the counter. */
  readonly routeNameChanged: (name: RouteName) => void;
}

export type AppStore = StoreApi<AppState & AppActions>;

const noUnread: UnreadCounts = { message: 0, contact: 0 };

export function isSignedIn(state: Pick<AppState, 'authStatus' | 'me'>): boolean {
  return state.authStatus === 'success' && state.me !== null;
}

export function createAppStore(initial: Partial<AppState> = {}): AppStore {
  return createStore<AppState & AppActions>()((set, get) => ({
    ready: false,
    authStatus: 'idle',
    token: null,
    me: null,
    siteInfo: null,
    language: 'ko',
    socketConnected: false,
    socketStatus: 'idle',
    unread: noUnread,
    settings: defaultSettings,
    pageTitle: null,
    scrollToTop: null,
    menuOpen: false,
    pendingRequests: 0,
    requestEpoch: 0,
    routeName: null,
    ...initial,
    setReady: () => {
      set({ ready: true });
    },
    setAuthPending: () => {
      set({ authStatus: 'pending' });
    },
    signedIn: (me, token) => {
      set({ authStatus: 'success', me, token });
    },
    setMe: (me) => {
      set({ me });
    },
    signedOut: (failed = false) => {
      set({
        authStatus: failed ? 'fail' : 'idle',
        me: null,
        token: null,
        unread: noUnread,
        socketConnected: false,
        socketStatus: 'idle',
      });
    },
    setSiteInfo: (siteInfo, language) => {
      set({ siteInfo, language });
    },
    setLanguage: (language) => {
      set({ language });
    },
    setSocketStatus: (socketStatus) => {
      set({ socketStatus, socketConnected: socketStatus === 'connected' });
    },
    setUnread: (counter, update) => {
      set((state) => ({
        unread: { ...state.unread, [counter]: Math.max(0, update(state.unread[counter])) },
      }));
    },
    setSettings: (settings) => {
      set({ settings });
    },
    setPageTitle: (pageTitle) => {
      set({ pageTitle });
    },
    setScrollToTop: (scrollToTop) => {
      set({ scrollToTop });
    },
    setMenuOpen: (menuOpen) => {
      set({ menuOpen });
    },
    requestStarted: () => {
      set((state) => ({ pendingRequests: state.pendingRequests + 1 }));
      return get().requestEpoch;
    },
    requestEnded: (epoch) => {
      // Returning the same state object changes nothing and tells no subscriber.
      set((state) =>
        state.requestEpoch === epoch && state.pendingRequests > 0
          ? { pendingRequests: state.pendingRequests - 1 }
          : state,
      );
    },
    routeNameChanged: (routeName) => {
      set((state) =>
        state.routeName === routeName
          ? state
          : { routeName, pendingRequests: 0, requestEpoch: state.requestEpoch + 1 },
      );
    },
  }));
}
