import { fillDestination } from '@baro/contracts';
import type {
  DestinationDef,
  DestinationParamName,
  DestinationParamValues,
  DestinationPayload,
} from '@baro/contracts';
import type { MemberSequence } from './sequence.ts';

/**
 * Who receives a message. `broadcast` and `site` go to subscribers of a public destination (every
 * site, or the sessions of one site); `member` goes to the `/user/queue/*` subscriptions of one
 * member's sessions. A member target may narrow to one sign-in session (a refresh-token family, the
 * caller's `sessionId`) or leave one out, for ending only the sessions whose tokens were revoked, or
 * to the sessions on mobile devices.
 */
export type BusTarget =
  | { readonly kind: 'broadcast' }
  | { readonly kind: 'site'; readonly siteId: number }
  | {
      readonly kind: 'member';
      readonly memberId: number;
      readonly onlySessionId?: string;
      readonly exceptSessionId?: string;
      /** Only sessions opened from a mobile device (the mobile block ends those alone). */
      readonly onlyMobile?: boolean;
    };

/**
 * One published message as it travels to the gateways: plain data, so the multi-node bus can carry it
 * over Redis unchanged. `destination` is concrete (`/topic/notice/7`) and `body` is the JSON text,
 * serialised once at publish time rather than once per session.
 */
export interface BusMessage {
  readonly destination: string;
  readonly body: string;
  readonly target: BusTarget;
}

export type BusListener = (message: BusMessage) => void;

type DistributiveOmit<T, Key extends PropertyKey> = T extends unknown ? Omit<T, Key> : never;

/** What a publisher passes: the destination's payload without `seq`, which the bus stamps. */
export type PublishPayload<D extends DestinationDef> = DistributiveOmit<DestinationPayload<D>, 'seq'>;

/**
 * Where a publish goes: who receives it and, for a parameterised destination, the values that make
 * it concrete (`{ kind: 'site', siteId: 3, params: { tradeOptionId: 5 } }` is option 5's rounds topic,
 * to site 3's sessions). The type asks for `params` exactly when the destination has parameters.
 */
export type PublishTarget<D extends DestinationDef> = [DestinationParamName<D['destination']>] extends [never]
  ? BusTarget
  : BusTarget & { readonly params: DestinationParamValues<D['destination']> };

/** Where modules publish; the bus itself, or a transaction's collector (publish-after-commit.ts). */
export interface EventSink {
  publish<D extends DestinationDef>(
    definition: D,
    payload: PublishPayload<D>,
    target: PublishTarget<D>,
  ): void;
}

/**
 * The broker between the modules and the socket gateways (ARCHITECTURE.md §7). In one process it
 * calls the gateways directly; the multi-node implementation publishes to Redis and every node's
 * gateway delivers to its own sessions. Modules call `publish` only after their transaction commits.
 */
export interface Bus extends EventSink {
  /** Adds a receiver of every message (a gateway); answers the function that removes it. */
  subscribe(listener: BusListener): () => void;
}

/**
 * The concrete destination of a publish, refusing a target that does not fit the destination's scope
 * and parameters that do not fit its template. A mismatch is a programmer error, thrown at once:
 * publish-after-commit calls this inside the transaction, so such a bug rolls the work back instead of
 * failing after the commit.
 */
export function resolveDestination(
  definition: DestinationDef,
  target: BusTarget & { readonly params?: Readonly<Record<string, number>> },
): string {
  switch (definition.scope) {
    case 'member':
      if (target.kind !== 'member') {
        throw new Error(`${definition.destination} is a member queue; publish it to a member.`);
      }
      return definition.destination;
    case 'broadcast':
      if (target.kind === 'member') {
        throw new Error(`${definition.destination} is public; publish it to everyone or to a site.`);
      }
      if (definition.params.length === 0) {
        if (target.params !== undefined) throw new Error(`${definition.destination} takes no parameters.`);
        return definition.destination;
      }
      if (target.params === undefined) throw new Error(`${definition.destination} needs its parameters.`);
      return fillDestination(definition, target.params);
    case 'session':
      throw new Error(`${definition.destination} is answered by the session itself, not published.`);
    case 'operator':
      // One site's operators: never every site's, never a member.
      if (target.kind !== 'site') {
        throw new Error(`${definition.destination} is an operator queue; publish it to one site.`);
      }
      if (target.params !== undefined) throw new Error(`${definition.destination} takes no parameters.`);
      return definition.destination;
  }
}

export interface InProcessBusOptions {
  sequence: MemberSequence;
  /** A listener that throws must not stop the others or reach the publisher, which has committed. */
  onListenerError(error: unknown, message: BusMessage): void;
}

/**
 * The JSON of `payload` with `seq` added as its last member: the same text as
 * `JSON.stringify({ ...payload, seq })`, without copying the payload into a new object first (a
 * liquidation sweep publishes 60,000 member messages, each a copy of some twenty fields).
 */
export function withSeq(payload: object, seq: number): string {
  const json = JSON.stringify(payload);
  // `{}` has no member to follow; any other object's text ends in its last member and `}`.
  return json === '{}' ? `{"seq":${seq}}` : `${json.slice(0, -1)},"seq":${seq}}`;
}

/** The single-node bus: a publish reaches every subscribed gateway synchronously. */
export function createInProcessBus(options: InProcessBusOptions): Bus {
  const listeners = new Set<BusListener>();
  return {
    publish(definition, payload, target) {
      const destination = resolveDestination(definition, target);
      const body =
        definition.scope === 'member' && target.kind === 'member'
          ? withSeq(payload, options.sequence.next(target.memberId, destination))
          : JSON.stringify(payload);
      const message: BusMessage = { destination, body, target };
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          options.onListenerError(error, message);
        }
      }
    },
    subscribe(listener) {
      // A wrapper per subscription, so one listener subscribed twice is also removed once per call.
      const entry: BusListener = (message) => {
        listener(message);
      };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
