import { checkJson } from '@baro/contracts/manifest/json-check';
import type { DestinationPayloadOf, DestinationRef } from '@baro/contracts/manifest/destination-ref';
import type { SequenceTracker } from './sequence-tracker.ts';
import { isMissedSomething, sequenceOf } from './sequence-tracker.ts';
import type { SubscriptionRegistry } from './subscription-registry.ts';

/** Something the app may want to log or show; none of them stops the client. */
export type SocketProblem =
  /** A body that is not JSON or does not match the contracts' schema; it is not handed to anyone. */
  | { readonly kind: 'invalidPayload'; readonly destination: string; readonly detail: string }
  | { readonly kind: 'handlerFailed'; readonly destination: string; readonly error: unknown }
  /** The server refused a SUBSCRIBE (a guest asking for a member queue, another site's notices). */
  | {
      readonly kind: 'subscriptionRefused';
      readonly destination: string;
      readonly code: string | undefined;
      readonly message: string;
    }
  /** An ERROR frame after CONNECTED that no subscription explains (a slow consumer cut off, say). */
  | { readonly kind: 'serverError'; readonly code: string | undefined; readonly message: string }
  /** The token getter threw; the attempt counts as failed. */
  | { readonly kind: 'tokenUnavailable'; readonly error: unknown }
  /** A state listener or the gap callback threw; the client went on. */
  | { readonly kind: 'listenerFailed'; readonly error: unknown };

/**
 * The payload as the destination's schema reads it, or undefined when it does not match. The schema
 * comes as JSON Schema (`payloadCheck`, tested to agree with the contracts' zod schema), so the socket
 * never needs zod.
 */
export function readPayload<D extends DestinationRef>(
  definition: D,
  json: unknown,
): DestinationPayloadOf<D> | undefined {
  return checkJson(definition.payloadCheck, json) as DestinationPayloadOf<D> | undefined;
}

export interface DeliveryCallbacks {
  /** Messages of `destination` were missed: the app refetches what it feeds. */
  onGap(destination: string): void;
  onProblem(problem: SocketProblem): void;
}

export interface IncomingMessage {
  readonly destination: string;
  readonly body: string;
}

/**
 * Hands one MESSAGE to every handler of its destination: the body is parsed once and checked against
 * the destination's schema in the contracts, so each handler receives the typed payload. On a member
 * destination the `seq` is checked first; a gap, or an event that could not be read, means something
 * was lost, and `onGap` lets the app refetch. A handler that throws does not keep the others from
 * running.
 */
export function deliverMessage(
  message: IncomingMessage,
  registry: SubscriptionRegistry,
  sequences: SequenceTracker,
  callbacks: DeliveryCallbacks,
): void {
  const { destination } = message;
  const definition = registry.definitionOf(destination);
  // A message already on its way when the last handler left.
  if (definition === undefined) return;
  const member = definition.scope === 'member';

  let json: unknown;
  try {
    json = JSON.parse(message.body);
  } catch {
    callbacks.onProblem({ kind: 'invalidPayload', destination, detail: 'the body is not JSON' });
    if (member) callbacks.onGap(destination);
    return;
  }

  let gapReported = false;
  if (member) {
    const seq = sequenceOf(json);
    if (seq !== undefined && isMissedSomething(sequences.observe(destination, seq))) {
      callbacks.onGap(destination);
      gapReported = true;
    }
  }

  const payload = readPayload(definition, json);
  if (payload === undefined) {
    const detail = 'the payload does not match its schema';
    callbacks.onProblem({ kind: 'invalidPayload', destination, detail });
    // The event could not be applied, so the app's copy is as stale as after a gap.
    if (member && !gapReported) callbacks.onGap(destination);
    return;
  }

  for (const entry of [...registry.handlersOf(destination)]) {
    try {
      entry.handler(payload);
    } catch (error) {
      callbacks.onProblem({ kind: 'handlerFailed', destination, error });
    }
  }
}
