import * as chat from '@baro/contracts/manifest/chat';
import * as site from '@baro/contracts/manifest/site';
import { useCallback, useRef } from 'react';
import type { ApiClient } from '../api/api-client.ts';
import { useServices } from '../app/services-context.tsx';
import { dropPending, failPending, leavesGap, mergeMessages, putPending } from './chat-timeline.ts';
import type { PendingMessage } from './chat-timeline.ts';
import type { TimelineStore } from './timeline-store.ts';

// Sending (docs/support-design.md §4 "Ids from the client"): a message gets its clientId when it is
// composed and keeps it through every retry, so a send whose answer was lost and is tried again
// gets the stored row back from the server instead of storing a second one. The bubble stays
// pending until a stored message with its clientId arrives, by the answer or by a catch-up.

export interface ChatSending {
  readonly sendText: (body: string) => void;
  readonly sendImage: (image: File) => void;
  readonly retry: (clientId: string) => void;
  readonly discard: (clientId: string) => void;
}

/** Uploads an image with `POST /file` (multipart; the server judges the type by the content). */
export function uploadImage(api: ApiClient, image: File) {
  const form = new FormData();
  form.append('file', image, image.name);
  return api.call(site.uploadFile, { formData: form });
}

export function useChatSending(store: TimelineStore, catchUp: () => void): ChatSending {
  const { api } = useServices();
  const { current, update } = store;
  // Images not uploaded yet, by clientId: a retry after a failed upload uploads the same file again.
  const images = useRef(new Map<string, File>());

  const send = useCallback(
    async (message: PendingMessage) => {
      update((timeline) => putPending(timeline, { ...message, status: 'sending', error: null }));
      let fileId = message.fileId;
      const image = images.current.get(message.clientId);
      if (fileId === null && image !== undefined) {
        const uploaded = await uploadImage(api, image);
        if (!uploaded.ok) {
          update((timeline) => failPending(timeline, message.clientId, uploaded.message));
          return;
        }
        fileId = uploaded.data.id;
        images.current.delete(message.clientId);
        update((timeline) => putPending(timeline, { ...message, fileId, status: 'sending', error: null }));
      }
      const result = await api.call(chat.chatSend, {
        body: { clientId: message.clientId, body: message.body ?? undefined, fileId: fileId ?? undefined },
      });
      if (!result.ok) {
        update((timeline) => failPending(timeline, message.clientId, result.message));
        return;
      }
      // Operators' messages pushed while the socket was down end before this seq: fetch them.
      const gap = leavesGap(current(), result.data.seq);
      update((timeline) => ({ ...mergeMessages(timeline, [result.data]), closed: false }));
      if (gap) catchUp();
    },
    [api, current, update, catchUp],
  );

  const compose = useCallback(
    (body: string | null, image: File | null) => {
      const clientId = crypto.randomUUID();
      if (image !== null) images.current.set(clientId, image);
      void send({ clientId, body, fileId: null, status: 'sending', error: null, createdAt: Date.now() });
    },
    [send],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = current().pending.find((held) => held.clientId === clientId);
      if (message !== undefined && message.status === 'failed') void send(message);
    },
    [current, send],
  );

  const discard = useCallback(
    (clientId: string) => {
      images.current.delete(clientId);
      update((timeline) => dropPending(timeline, clientId));
    },
    [update],
  );

  return {
    sendText: (body) => {
      compose(body, null);
    },
    sendImage: (image) => {
      compose(null, image);
    },
    retry,
    discard,
  };
}
