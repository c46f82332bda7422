import { errorCatalogue } from '@baro/contracts';
import type { DestinationRef } from '@baro/contracts/manifest/destination-ref';
import { describe, expect, it } from 'vitest';
import {
  contactDetailPath,
  handleForceLogout,
  handleNewMessage,
  handleNoticeEvent,
  handleSocketError,
  subscribeAppHandlers,
  unreadCountAfter,
} from './app-handlers.ts';
import type { AppEffects, PopupNotice, UnreadCounter } from './app-handlers.ts';
import type { SubscribeOptions } from './socket-client.ts';
import {
  contactAnswerText,
  forceLogoutText,
  newMessageText,
  reconnectFailedText,
  reconnectingText,
  socketText,
} from './socket-texts.ts';
import {
  errorQueue,
  forceLogoutQueue,
  newMessageQueue,
  noticeTopic,
  noticeTopicDestination,
} from './destinations.ts';

/**
 * Our own port, implemented for tests: it records what the handlers did, in order. `alert` stays
 * open until the test closes it, so a test can see what waits for the user.
 */
function recordingEffects() {
  const log: string[] = [];
  const counts: Record<UnreadCounter, number> = { message: 0, contact: 0 };
  const notices: PopupNotice[] = [];
  const refreshed: UnreadCounter[] = [];
  const openAlerts: (() => void)[] = [];
  const effects: AppEffects = {
    alert(message) {
      log.push(`alert ${message}`);
      return new Promise((resolve) => openAlerts.push(resolve));
    },
    navigate: (path) => log.push(`navigate ${path}`),
    logout: () => {
      log.push('logout');
    },
    reload: () => log.push('reload'),
    setCount(counter, update) {
      counts[counter] = update(counts[counter]);
      log.push(`count ${counter} ${counts[counter]}`);
    },
    refreshList: (counter) => refreshed.push(counter),
    addNotice(notice) {
      notices.push(notice);
      log.push(`notice ${notice.id}`);
    },
  };
  /** Lets the handler reach its alert, closes the oldest open one, and lets the handler go on. */
  const closeAlert = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const close = openAlerts.shift();
    if (close === undefined) throw new Error('no alert is open');
    close();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { effects, log, counts, notices, refreshed, closeAlert };
}

describe('unreadCountAfter (spec §4)', () => {
  it('sets the counter to a pushed number', () => {
    expect(unreadCountAfter(7, 2)).toBe(2);
    expect(unreadCountAfter(7, 0)).toBe(0);
  });

  it('counts one more for anything else', () => {
    expect(unreadCountAfter(7, undefined)).toBe(8);
    expect(unreadCountAfter(7, '3')).toBe(8);
    expect(unreadCountAfter(7, { count: 3 })).toBe(8);
    expect(unreadCountAfter(7, Number.NaN)).toBe(8);
  });
});

describe('FORCE_NOTICE', () => {
  it('adds the popup notice', () => {
    const { effects, notices } = recordingEffects();
    handleNoticeEvent(effects, {
      type: 'FORCE_NOTICE',
      id: 4,
      title: '점검',
      content: '<p>점검</p>',
      at: '2026-01-01T00:00:00.000Z',
    });
    expect(notices).toEqual([{ id: 4, title: '점검', content: '<p>점검</p>' }]);
  });
});

describe('force logout', () => {
  it('logs out, alerts the reason and reloads only after the alert is closed', async () => {
    const { effects, log, closeAlert } = recordingEffects();
    const done = handleForceLogout(effects, {
      seq: 9,
      code: 'TOKEN_REVOKED',
      message: errorCatalogue.TOKEN_REVOKED.ko,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['logout', `alert ${forceLogoutText}`]);
    await closeAlert();
    await done;
    expect(log).toEqual(['logout', `alert ${forceLogoutText}`, 'reload']);
  });

  it("shows the server's reason when it is another (a denied account)", async () => {
    const { effects, log, closeAlert } = recordingEffects();
    const message = errorCatalogue.ACCOUNT_DENIED.ko;
    const done = handleForceLogout(effects, { seq: 1, code: 'ACCOUNT_DENIED', message });
    await closeAlert();
    await done;
    expect(log).toEqual(['logout', `alert ${message}`, 'reload']);
  });

  it("falls back on the spec's sentence, in the site's language, when the message is empty", async () => {
    const { effects, log, closeAlert } = recordingEffects();
    const done = handleForceLogout(effects, { seq: 1, code: 'TOKEN_REVOKED', message: '' }, { lang: 'en' });
    await closeAlert();
    await done;
    expect(log[1]).toBe(`alert ${errorCatalogue.TOKEN_REVOKED.en}`);
  });
});

describe('new message and inquiry answer (spec §4)', () => {
  it('alerts a new inquiry message, then opens the inquiry', async () => {
    const { effects, log, counts, closeAlert } = recordingEffects();
    const done = handleNewMessage(effects, {
      type: 'CONTACT_MESSAGE',
      seq: 1,
      contactId: 12,
      unreadCount: 4,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['count contact 4', `alert ${newMessageText}`]);
    await closeAlert();
    await done;
    expect(log.at(-1)).toBe('navigate /more/contact/12');
    expect(counts.contact).toBe(4);
  });

  it('alerts an answer, then opens the same inquiry route', async () => {
    const { effects, log, closeAlert } = recordingEffects();
    const done = handleNewMessage(effects, { type: 'CONTACT_ANSWER', seq: 1, contactId: 12, unreadCount: 1 });
    await closeAlert();
    await done;
    expect(log).toEqual([
      'count contact 1',
      `alert ${contactAnswerText}`,
      `navigate ${contactDetailPath(12)}`,
    ]);
  });

  it('only sets the message badge for a site message', async () => {
    const { effects, log, counts, refreshed } = recordingEffects();
    await handleNewMessage(effects, { type: 'MESSAGE', seq: 1, messageId: 5, unreadCount: 3 });
    expect(counts.message).toBe(3);
    expect(log).toEqual(['count message 3']);
    // An open message list shows the new message.
    expect(refreshed).toEqual(['message']);
  });

  it('only sets the named counter, without an alert, when a read or delete changed it', async () => {
    const { effects, log, counts, refreshed } = recordingEffects();
    await handleNewMessage(effects, { type: 'UNREAD_COUNT', seq: 1, counter: 'contact', unreadCount: 0 });
    await handleNewMessage(effects, { type: 'UNREAD_COUNT', seq: 2, counter: 'message', unreadCount: 2 });
    expect(counts).toMatchObject({ contact: 0, message: 2 });
    expect(log).toEqual(['count contact 0', 'count message 2']);
    // A list on screen shows the rows read elsewhere.
    expect(refreshed).toEqual(['contact', 'message']);
  });

  it("alerts in the site's language", async () => {
    const { effects, log, closeAlert } = recordingEffects();
    const done = handleNewMessage(
      effects,
      { type: 'CONTACT_ANSWER', seq: 1, contactId: 2, unreadCount: 1 },
      { lang: 'en' },
    );
    await closeAlert();
    await done;
    expect(log[1]).toBe(`alert ${errorCatalogue.CONTACT_ANSWER_ARRIVED.en}`);
  });
});

describe('socket error queue (spec §8)', () => {
  it("alerts the server's message", async () => {
    const { effects, log, closeAlert } = recordingEffects();
    const done = handleSocketError(effects, {
      seq: 1,
      code: 'INSUFFICIENT_BALANCE',
      message: '잔액이 부족합니다.',
    });
    await closeAlert();
    await done;
    expect(log).toEqual(['alert 잔액이 부족합니다.']);
  });
});

/** What subscribeAppHandlers asked for, and a way to push an event to it, as a socket would. */
function recordingSubscriber() {
  const subscriptions = new Map<
    string,
    { handler: (payload: never) => void; options: SubscribeOptions | undefined }
  >();
  const removed: string[] = [];
  return {
    subscriptions,
    removed,
    subscribe(definition: DestinationRef, handler: (payload: never) => void, options?: SubscribeOptions) {
      const destination = options?.destination ?? definition.destination;
      subscriptions.set(destination, { handler, options });
      return () => removed.push(destination);
    },
    push(destination: string, payload: unknown) {
      subscriptions.get(destination)?.handler(payload as never);
    },
  };
}

describe('subscribeAppHandlers', () => {
  it("subscribes a member to its queues and the site's notices, all kept across routes", () => {
    const subscriber = recordingSubscriber();
    const { effects } = recordingEffects();
    const remove = subscribeAppHandlers(subscriber, effects, { siteId: 7, member: true });
    expect([...subscriber.subscriptions.keys()].sort()).toEqual(
      [
        noticeTopic(7),
        forceLogoutQueue.destination,
        newMessageQueue.destination,
        errorQueue.destination,
      ].sort(),
    );
    for (const { options } of subscriber.subscriptions.values())
      expect(options?.keepOnRouteChange).toBe(true);
    remove();
    expect(subscriber.removed.sort()).toEqual([...subscriber.subscriptions.keys()].sort());
  });

  it('subscribes a guest to the notices only (the gateway refuses member queues to guests)', () => {
    const subscriber = recordingSubscriber();
    subscribeAppHandlers(subscriber, recordingEffects().effects, { siteId: 7, member: false });
    expect([...subscriber.subscriptions.keys()]).toEqual([noticeTopic(7)]);
    expect(noticeTopicDestination.destination).toBe('/topic/notice/{siteId}');
  });

  it('routes each event to its handler', async () => {
    const subscriber = recordingSubscriber();
    const { effects, log, closeAlert } = recordingEffects();
    subscribeAppHandlers(subscriber, effects, { siteId: 1, member: true });
    subscriber.push(noticeTopic(1), {
      type: 'FORCE_NOTICE',
      id: 1,
      title: 't',
      content: 'c',
      at: '2026-01-01T00:00:00.000Z',
    });
    subscriber.push(newMessageQueue.destination, { type: 'MESSAGE', seq: 1, messageId: 1, unreadCount: 1 });
    subscriber.push(errorQueue.destination, { seq: 1, code: 'X', message: '오류' });
    await closeAlert();
    expect(log).toEqual(['notice 1', 'count message 1', 'alert 오류']);
  });

  it('reports a handler that failed', async () => {
    const subscriber = recordingSubscriber();
    const failures: unknown[] = [];
    const { effects } = recordingEffects();
    const broken: AppEffects = {
      ...effects,
      alert: () => Promise.reject(new Error('no dialog')),
    };
    subscribeAppHandlers(subscriber, broken, {
      siteId: 1,
      member: true,
      onFailure: (error) => failures.push(error),
    });
    subscriber.push(errorQueue.destination, { seq: 1, code: 'X', message: '오류' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toHaveLength(1);
  });
});

describe('texts', () => {
  it("are the catalogue's sentences for the loader, the failure and the force logout", () => {
    expect(reconnectingText).toBe('연결이 불안정하여 재연결 중입니다.');
    expect(reconnectFailedText).toBe('재연결에 실패했습니다. 새로고침 후 다시 시도해주세요.');
    expect(forceLogoutText.startsWith('접속이 끊겼습니다.')).toBe(true);
    expect(socketText('SOCKET_RECONNECTING', 'en')).toBe('Reconnecting due to an unstable connection.');
  });
});
