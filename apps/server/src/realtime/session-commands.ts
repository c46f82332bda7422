import { pongQueue } from '@baro/contracts';
import type { ErrorCode } from '@baro/contracts';
import { authoriseSend } from './destinations.ts';
import type {
  Authorisation,
  SessionIdentity,
  SubscriptionPolicy,
  SubscriptionRoute,
} from './destinations.ts';
import { encodeMessageFrame, headerValue } from './stomp/index.ts';
import type { StompFrame } from './stomp/index.ts';

export interface Subscription {
  readonly id: string;
  readonly route: SubscriptionRoute;
}

/** What a frame of a connected session comes to. */
export type FrameOutcome =
  | { readonly kind: 'done'; readonly replies: readonly Uint8Array[] }
  | { readonly kind: 'disconnect' }
  | {
      /**
       * Waiting for a subscription's authorisation (the topic's site is being looked up). The session
       * holds its next frames, then applies `complete` to the decision, unless it ended meanwhile.
       */
      readonly kind: 'pending';
      readonly decision: Promise<Authorisation<SubscriptionRoute>>;
      complete(decision: Authorisation<SubscriptionRoute>): FrameOutcome;
    }
  | {
      readonly kind: 'refused';
      /** A catalogue code, or a short reason for a broken protocol. */
      readonly message: string;
      readonly detail: string;
      readonly code?: ErrorCode;
    };

export interface CommandContext {
  readonly sessionId: string;
  readonly identity: SessionIdentity;
  /** The session's subscriptions by id; the handlers add and remove entries. */
  readonly subscriptions: Map<string, Subscription>;
  readonly subscriptionsMax: number;
  readonly subscriptionPolicy: SubscriptionPolicy;
  nowMs(): number;
  nextMessageSerial(): number;
  subscribed(subscription: Subscription): void;
  unsubscribed(subscription: Subscription): void;
}

const done: FrameOutcome = { kind: 'done', replies: [] };

function protocolError(detail: string): FrameOutcome {
  return { kind: 'refused', message: 'PROTOCOL_ERROR', detail };
}

function subscribe(frame: StompFrame, ctx: CommandContext): FrameOutcome {
  const id = headerValue(frame, 'id');
  const destination = headerValue(frame, 'destination');
  if (id === undefined || destination === undefined)
    return protocolError('SUBSCRIBE needs id and destination');
  if (ctx.subscriptions.has(id)) return protocolError(`subscription ${id} exists`);
  if (ctx.subscriptions.size >= ctx.subscriptionsMax) return protocolError('too many subscriptions');
  const check = ctx.subscriptionPolicy.authorise(ctx.identity, destination);
  if ('pending' in check) {
    // Frames are held while it is pending, so the id is still free and the count unchanged after.
    return { kind: 'pending', decision: check.pending, complete: (decision) => admit(id, decision, ctx) };
  }
  return admit(id, check, ctx);
}

function admit(id: string, authorised: Authorisation<SubscriptionRoute>, ctx: CommandContext): FrameOutcome {
  if (!authorised.ok) {
    return { kind: 'refused', message: authorised.code, detail: authorised.reason, code: authorised.code };
  }
  const subscription: Subscription = { id, route: authorised.value };
  ctx.subscriptions.set(id, subscription);
  ctx.subscribed(subscription);
  return done;
}

function unsubscribe(frame: StompFrame, ctx: CommandContext): FrameOutcome {
  const id = headerValue(frame, 'id');
  if (id === undefined) return protocolError('UNSUBSCRIBE needs id');
  const subscription = ctx.subscriptions.get(id);
  // An unknown id is already what the client wants: nothing is sent to it.
  if (subscription === undefined) return done;
  ctx.subscriptions.delete(id);
  ctx.unsubscribed(subscription);
  return done;
}

/** `SEND /ping`: a pong to each of this session's pong subscriptions, and to nobody else. */
function send(frame: StompFrame, ctx: CommandContext): FrameOutcome {
  const destination = headerValue(frame, 'destination');
  if (destination === undefined) return protocolError('SEND needs a destination');
  const authorised = authoriseSend(destination);
  if (!authorised.ok) {
    return { kind: 'refused', message: authorised.code, detail: authorised.reason, code: authorised.code };
  }
  // The ping's body (an optional client time) is not needed for the answer, so it is not parsed.
  const body = JSON.stringify({ serverTimeMs: ctx.nowMs() });
  const replies: Uint8Array[] = [];
  for (const subscription of ctx.subscriptions.values()) {
    if (subscription.route.kind !== 'session' || subscription.route.destination !== pongQueue.destination) {
      continue;
    }
    replies.push(
      encodeMessageFrame({
        destination: pongQueue.destination,
        subscription: subscription.id,
        messageId: `${ctx.sessionId}-${ctx.nextMessageSerial()}`,
        contentType: 'application/json',
        body,
      }),
    );
  }
  return { kind: 'done', replies };
}

/** A frame after CONNECTED. Every subscription is `ack:auto`, and transactions are not offered. */
export function handleSessionFrame(frame: StompFrame, ctx: CommandContext): FrameOutcome {
  switch (frame.command) {
    case 'SUBSCRIBE':
      return subscribe(frame, ctx);
    case 'UNSUBSCRIBE':
      return unsubscribe(frame, ctx);
    case 'SEND':
      return send(frame, ctx);
    case 'ACK':
    case 'NACK':
      return done;
    case 'DISCONNECT':
      return { kind: 'disconnect' };
    case 'CONNECT':
    case 'STOMP':
      return protocolError('already connected');
    case 'BEGIN':
    case 'COMMIT':
    case 'ABORT':
      return protocolError('transactions are not supported');
    case 'CONNECTED':
    case 'MESSAGE':
    case 'RECEIPT':
    case 'ERROR':
      return protocolError(`${frame.command} is a server frame`);
  }
}
