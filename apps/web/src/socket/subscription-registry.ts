import type { DestinationRef } from '@baro/contracts/manifest/destination-ref';

/**
 * Who listens to what, independent of any connection. The shell keeps one STOMP subscription per
 * destination while at least one handler is registered for it, and subscribes every destination
 * again after a reconnect, so a message is parsed once however many screens listen.
 */
export interface RegisteredHandler {
  readonly id: number;
  readonly destination: string;
  readonly definition: DestinationRef;
  /** Survives route changes (the app-wide handlers); otherwise dropped when the route changes. */
  readonly keepOnRouteChange: boolean;
  readonly handler: (payload: unknown) => void;
}

export interface HandlerInput {
  readonly destination: string;
  readonly definition: DestinationRef;
  readonly keepOnRouteChange: boolean;
  readonly handler: (payload: unknown) => void;
}

export interface SubscriptionRegistry {
  /** Registers a handler; `firstForDestination` means the destination needs a STOMP subscription. */
  add(input: HandlerInput): { readonly id: number; readonly firstForDestination: boolean };
  /** Removes a handler (again is harmless); names the destination when it was the last one there. */
  remove(id: number): { readonly emptiedDestination: string | null };
  /** Removes every route-scoped handler; answers the destinations left without any handler. */
  dropRouteScoped(): readonly string[];
  /** Removes every handler of a destination the server refused. */
  removeDestination(destination: string): void;
  handlersOf(destination: string): readonly RegisteredHandler[];
  definitionOf(destination: string): DestinationRef | undefined;
  destinations(): readonly string[];
}

export function createSubscriptionRegistry(): SubscriptionRegistry {
  const byDestination = new Map<string, RegisteredHandler[]>();
  const byId = new Map<number, RegisteredHandler>();
  let lastId = 0;

  function removeFromDestination(entry: RegisteredHandler): boolean {
    const list = byDestination.get(entry.destination) ?? [];
    const rest = list.filter((other) => other.id !== entry.id);
    byId.delete(entry.id);
    if (rest.length > 0) {
      byDestination.set(entry.destination, rest);
      return false;
    }
    byDestination.delete(entry.destination);
    return true;
  }

  return {
    add(input) {
      const existing = byDestination.get(input.destination);
      const known = existing?.[0]?.definition;
      if (known !== undefined && known !== input.definition) {
        throw new Error(`${input.destination} is already subscribed with another definition.`);
      }
      lastId += 1;
      const entry: RegisteredHandler = { id: lastId, ...input };
      byId.set(entry.id, entry);
      byDestination.set(input.destination, [...(existing ?? []), entry]);
      return { id: entry.id, firstForDestination: existing === undefined };
    },
    remove(id) {
      const entry = byId.get(id);
      if (entry === undefined) return { emptiedDestination: null };
      return { emptiedDestination: removeFromDestination(entry) ? entry.destination : null };
    },
    dropRouteScoped() {
      const emptied: string[] = [];
      for (const entry of [...byId.values()]) {
        if (entry.keepOnRouteChange) continue;
        if (removeFromDestination(entry)) emptied.push(entry.destination);
      }
      return emptied;
    },
    removeDestination(destination) {
      for (const entry of byDestination.get(destination) ?? []) byId.delete(entry.id);
      byDestination.delete(destination);
    },
    handlersOf(destination) {
      return byDestination.get(destination) ?? [];
    },
    definitionOf(destination) {
      return byDestination.get(destination)?.[0]?.definition;
    },
    destinations() {
      return [...byDestination.keys()];
    },
  };
}

/**
 * The concrete destination of a definition: the definition's own string, or for a parameterised one
 * (`/topic/notice/{siteId}`) the concrete string the caller built with the contracts' helper
 * (`noticeTopic(siteId)`), checked against the template so a typo cannot subscribe elsewhere.
 */
export function concreteDestination(definition: DestinationRef, concrete: string | undefined): string {
  const template = definition.destination;
  if (!template.includes('{')) {
    if (concrete !== undefined && concrete !== template) {
      throw new Error(`${template} takes no parameter, got ${concrete}.`);
    }
    return template;
  }
  if (concrete === undefined) throw new Error(`${template} needs the concrete destination.`);
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  if (!new RegExp(`^${pattern}$`).test(concrete)) {
    throw new Error(`${concrete} does not match ${template}.`);
  }
  return concrete;
}

/** Spec §2: the view-only pages (`/overseaView/1`, `/futureView/2`) for logged-out users. */
export function isViewRoute(pathname: string): boolean {
  return pathname.includes('View');
}

/**
 * Whether moving from `previous` to `next` drops the route-scoped subscriptions (spec §4: they are
 * dropped on route change and renewed, except on routes containing 'View'). The first route the app
 * reports is not a change, nor is the same path reported again.
 */
export function routeChangeDropsSubscriptions(previous: string | null, next: string): boolean {
  return previous !== null && previous !== next && !isViewRoute(next);
}
