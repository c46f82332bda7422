import { assertStomp } from './assertion.ts';
import { concatFrame, headerLine } from './encoder.ts';
import type { StompHeaders } from './frame.ts';

/** One message as the gateway fans it out; the subscription id is added per recipient. */
export interface MessageFrameInput {
  readonly destination: string;
  readonly messageId: string;
  readonly contentType?: string;
  /** Further headers (user-defined ones, `ack`), written after the standard ones. */
  readonly headers?: StompHeaders;
  /** The payload; a string is sent as UTF-8. */
  readonly body: Uint8Array | string;
}

export interface PreparedMessageFrame {
  /**
   * The MESSAGE frame's bytes for one subscription id. Built on the first call for that id and the
   * same array after, so the gateway can write it to every session subscribed under that id.
   */
  frameFor(subscription: string): Uint8Array;
}

const textEncoder = new TextEncoder();

/**
 * Encodes everything of a MESSAGE frame except its `subscription` header once. Subscription ids are
 * chosen by clients and most libraries number them the same way (`sub-0`, `sub-1`), so one broadcast
 * to many sessions needs few distinct frames. Keep the prepared message only for one fan-out: it
 * holds every frame it built.
 */
export function prepareMessageFrame(message: MessageFrameInput): PreparedMessageFrame {
  const body = typeof message.body === 'string' ? textEncoder.encode(message.body) : message.body;
  // `subscription` comes first, as in the spec's example, so the shared part is one contiguous tail.
  let rest = `\n${headerLine('MESSAGE', 'message-id', message.messageId)}`;
  rest += `\n${headerLine('MESSAGE', 'destination', message.destination)}`;
  if (message.contentType !== undefined) {
    rest += `\n${headerLine('MESSAGE', 'content-type', message.contentType)}`;
  }
  for (const [name, value] of message.headers ?? []) {
    assertStomp(name !== 'content-length', 'prepareMessageFrame writes content-length itself');
    rest += `\n${headerLine('MESSAGE', name, value)}`;
  }
  // The same rule as encodeFrame: a content-length whenever there is a body, so it may hold NULs.
  if (body.length > 0) rest += `\ncontent-length:${body.length}`;
  const tail = concatFrame(textEncoder.encode(`${rest}\n\n`), body);
  const frames = new Map<string, Uint8Array>();
  return {
    frameFor(subscription) {
      let bytes = frames.get(subscription);
      if (bytes === undefined) {
        const head = textEncoder.encode(`MESSAGE\n${headerLine('MESSAGE', 'subscription', subscription)}`);
        bytes = new Uint8Array(head.length + tail.length);
        bytes.set(head);
        bytes.set(tail, head.length);
        frames.set(subscription, bytes);
      }
      return bytes;
    },
  };
}

/** One MESSAGE frame for one subscription id; prefer `prepareMessageFrame` when fanning out. */
export function encodeMessageFrame(
  message: MessageFrameInput & { readonly subscription: string },
): Uint8Array {
  return prepareMessageFrame(message).frameFor(message.subscription);
}
