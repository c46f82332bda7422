import { z } from 'zod';
import { destinationParamNames } from './destination-path.ts';

/** `subscribe`: the server sends on it; `send`: the client sends to it (spec §7 "Send: /ping"). */
export type DestinationDirection = 'subscribe' | 'send';

/**
 * `member`: a `/user/queue/*` destination, which the gateway maps to the session's own member
 * (ARCHITECTURE.md §6); `broadcast`: every subscriber gets the same frame; `session`: the answer goes
 * only to the session that asked (pong); `operator`: an `/operator/queue/*` destination only operator
 * sessions may subscribe to, published to one site's operators.
 */
export type DestinationScope = 'member' | 'broadcast' | 'session' | 'operator';

export interface DestinationInput<Payload extends z.ZodType, Template extends string> {
  /**
   * The STOMP destination, with `{name}` for a parameter that is a whole path segment and a row id
   * (`/topic/notice/{siteId}`); destination-path.ts fills and reads such templates.
   */
  destination: Template;
  direction: DestinationDirection;
  scope: DestinationScope;
  /** One line saying what travels on it. */
  summary: string;
  payload: Payload;
}

export interface DestinationDef<Payload extends z.ZodType = z.ZodType, Template extends string = string> {
  /** The destination, or for a parameterised one its template. */
  readonly destination: Template;
  /** The names of the template's parameters, in order; empty for a destination without any. */
  readonly params: readonly string[];
  readonly direction: DestinationDirection;
  readonly scope: DestinationScope;
  readonly summary: string;
  readonly payload: Payload;
}

/**
 * Defines one socket destination. The gateway publishes through it and the web client subscribes
 * through it, so the destination string and its payload are written here and nowhere else.
 */
export function defineDestination<Payload extends z.ZodType, const Template extends string>(
  input: DestinationInput<Payload, Template>,
): DestinationDef<Payload, Template> {
  return {
    destination: input.destination,
    params: destinationParamNames(input.destination),
    direction: input.direction,
    scope: input.scope,
    summary: input.summary,
    payload: input.payload,
  };
}

/** What a publisher passes for a destination. */
export type DestinationPayload<D extends DestinationDef> = z.input<D['payload']>;

/**
 * The per-member sequence number (ARCHITECTURE.md §6). It goes up by one per message of one
 * destination for one member; a client that sees a gap after a reconnect missed something and
 * refetches a snapshot over HTTP. It starts above the server's start time rather than at 1, so a
 * restarted server never reuses a number a client has already seen.
 */
export const sequenceNumber = z.number().int().positive();
