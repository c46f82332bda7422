import type { DestinationPayloadOf } from '@baro/contracts/manifest/destination-ref';
import type { MessageLanguage, NewMessageEvent, NoticeTopicEvent } from '@baro/contracts';
import type { SocketClient } from './socket-client.ts';
import { socketText } from './socket-texts.ts';
import {
  errorQueue,
  forceLogoutQueue,
  newMessageQueue,
  noticeTopic,
  noticeTopicDestination,
} from './destinations.ts';

/** The unread badges of spec §3 "Client state": message count and contact count. */
export type UnreadCounter = 'message' | 'contact';

/** A realtime popup notice (spec §3 "Notice popup"); `content` is HTML the server sanitised. */
export interface PopupNotice {
  readonly id: number;
  readonly title: string;
  readonly content: string;
}

/**
 * What the socket's app-wide handlers do to the app, as a port the app implements with its dialogs,
 * router and stores. Nothing here knows React.
 */
export interface AppEffects {
  /** Shows an alert titled 알림 (spec §8) and resolves when the user closes it. */
  alert(message: string): Promise<void>;
  navigate(path: string): void;
  /** Clears the session (tokens, user, unread flag); the caller reloads afterwards when the spec says so. */
  logout(): void | Promise<void>;
  reload(): void;
  /** Updates an unread counter from its current value. */
  setCount(counter: UnreadCounter, update: (current: number) => number): void;
  /** Marks the list behind a counter stale, so a list on screen shows the new or read rows. */
  refreshList(counter: UnreadCounter): void;
  addNotice(notice: PopupNotice): void;
}

export interface AppHandlerOptions {
  /** The language of the site's messages (contracts `messageLanguage`); Korean unless a site says otherwise. */
  readonly lang?: MessageLanguage;
}

type ForceLogoutEvent = DestinationPayloadOf<typeof forceLogoutQueue>;
type SocketErrorEvent = DestinationPayloadOf<typeof errorQueue>;

/** Spec §4: an unread counter pushed as a number is set to it; anything else counts one more. */
export function unreadCountAfter(current: number, pushed: unknown): number {
  return typeof pushed === 'number' && Number.isFinite(pushed) ? pushed : current + 1;
}

/** The inquiry detail screen a new inquiry message or answer leads to (spec §2 /more/contact/{id}). */
export function contactDetailPath(contactId: number): string {
  return `/more/contact/${contactId}`;
}

/**
 * Spec §4 FORCE_NOTICE: the notice pops up in a dialog. It is the topic's only event type today; a
 * second one without these fields would stop this from compiling, which is the reminder to branch.
 */
export function handleNoticeEvent(effects: AppEffects, event: NoticeTopicEvent): void {
  effects.addNotice({ id: event.id, title: event.title, content: event.content });
}

/**
 * Spec §4 force logout: log out, alert, reload. The event's message is the server's reason in the
 * site's language (a revoked sign-in is '접속이 끊겼습니다. ...'; a denied account says so); the spec's
 * own sentence stands in when it is empty.
 */
export async function handleForceLogout(
  effects: AppEffects,
  event: ForceLogoutEvent,
  options: AppHandlerOptions = {},
): Promise<void> {
  await effects.logout();
  await effects.alert(event.message || socketText('TOKEN_REVOKED', options.lang ?? 'ko'));
  effects.reload();
}

/**
 * Spec §4 new message: the badge takes the unread count the event carries; a new inquiry message or
 * an answer is alerted and opens the inquiry. UNREAD_COUNT (a read or a delete, perhaps on another
 * device) only sets its counter.
 */
export async function handleNewMessage(
  effects: AppEffects,
  event: NewMessageEvent,
  options: AppHandlerOptions = {},
): Promise<void> {
  const lang = options.lang ?? 'ko';
  const counter: UnreadCounter =
    event.type === 'UNREAD_COUNT' ? event.counter : event.type === 'MESSAGE' ? 'message' : 'contact';
  effects.setCount(counter, (current) => unreadCountAfter(current, event.unreadCount));
  effects.refreshList(counter);
  switch (event.type) {
    case 'MESSAGE':
    case 'UNREAD_COUNT':
      return;
    case 'CONTACT_MESSAGE':
      await effects.alert(socketText('NEW_MESSAGE_ARRIVED', lang));
      effects.navigate(contactDetailPath(event.contactId));
      return;
    case 'CONTACT_ANSWER':
      await effects.alert(socketText('CONTACT_ANSWER_ARRIVED', lang));
      effects.navigate(contactDetailPath(event.contactId));
      return;
  }
}

/** Spec §8: the socket error queue's message in an alert titled 알림. */
export async function handleSocketError(effects: AppEffects, event: SocketErrorEvent): Promise<void> {
  await effects.alert(event.message);
}

export interface AppHandlerWiring extends AppHandlerOptions {
  /** The site whose notice topic to follow. */
  readonly siteId: number;
  /** A signed-in member also gets the member queues; a guest only the site's notices. */
  readonly member: boolean;
  /** A handler that failed after its event was accepted (a dialog that threw). */
  readonly onFailure?: (error: unknown) => void;
}

/**
 * Subscribes the app-wide handlers (they survive route changes) and answers the function that
 * removes them all. Member queues are left out for a guest: the gateway refuses them.
 */
export function subscribeAppHandlers(
  client: Pick<SocketClient, 'subscribe'>,
  effects: AppEffects,
  wiring: AppHandlerWiring,
): () => void {
  const keep = { keepOnRouteChange: true };
  const settle = (work: Promise<void>) => {
    work.catch((error: unknown) => wiring.onFailure?.(error));
  };
  const removers = [
    client.subscribe(
      noticeTopicDestination,
      (event) => {
        handleNoticeEvent(effects, event);
      },
      { ...keep, destination: noticeTopic(wiring.siteId) },
    ),
  ];
  if (wiring.member) {
    removers.push(
      client.subscribe(
        forceLogoutQueue,
        (event) => {
          settle(handleForceLogout(effects, event, wiring));
        },
        keep,
      ),
      client.subscribe(
        newMessageQueue,
        (event) => {
          settle(handleNewMessage(effects, event, wiring));
        },
        keep,
      ),
      client.subscribe(
        errorQueue,
        (event) => {
          settle(handleSocketError(effects, event));
        },
        keep,
      ),
    );
  }
  return () => {
    for (const remove of removers) remove();
  };
}
