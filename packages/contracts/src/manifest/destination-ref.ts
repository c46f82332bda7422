import type { z } from 'zod';
import type { DestinationDef, DestinationDirection, DestinationScope } from '../sockets/destination.ts';
import type { JsonCheck } from './json-check.ts';

/**
 * A socket destination without its zod schema: what a client needs to subscribe (the destination or
 * its template, its parameters, its scope) and its payload's schema as JSON Schema, which
 * `checkJson` reads. The web app receives every message through these, so no page loads zod for its
 * socket. The files in `destinations/` are generated from the definitions in `src/sockets`
 * (render-destination-refs.ts); destination-refs.test.ts fails when one no longer matches them.
 */
export interface DestinationRef<D extends DestinationDef = DestinationDef> {
  readonly destination: D['destination'];
  readonly params: readonly string[];
  readonly direction: DestinationDirection;
  readonly scope: DestinationScope;
  readonly payloadCheck: JsonCheck;
  /** Never set at run time: it carries the definition's type, so a handler's payload is typed. */
  readonly definition?: D;
}

/** The payload a handler of the destination receives. */
export type DestinationPayloadOf<R extends DestinationRef> = z.output<
  NonNullable<R['definition']>['payload']
>;
