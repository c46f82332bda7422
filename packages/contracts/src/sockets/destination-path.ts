import { ID_MAX, parseId } from '../ids.ts';

// Parameterised destinations (`/topic/notice/{siteId}`, `/topic/trade_round/{tradeOptionId}`): the
// template is written once in the definition; publishers fill it and the gateway reads a subscribed
// destination back with the two functions below, so no code builds or parses such a string by hand.
// A parameter is a whole path segment and its value a row id (1 to ID_MAX), the only kind of
// parameter a destination has needed so far: ids cannot contain `/` and keep a topic's name short.

/** The `{name}` parameters of a destination template, as a union of their names. */
export type DestinationParamName<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | DestinationParamName<Rest> : never;

/** A value for every parameter of a template, each a row id. */
export type DestinationParamValues<Template extends string> = {
  readonly [Name in DestinationParamName<Template>]: number;
};

const parameterSegment = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

/** The parameter a template segment stands for, or null for a literal segment. */
function parameterOf(segment: string): string | null {
  return parameterSegment.exec(segment)?.[1] ?? null;
}

/**
 * The parameter names of a template, in order. Throws on a template a destination cannot have: a
 * brace that is not a whole `{name}` segment, or a name used twice.
 */
export function destinationParamNames(template: string): readonly string[] {
  const names: string[] = [];
  for (const segment of template.split('/')) {
    const name = parameterOf(segment);
    if (name === null) {
      if (segment.includes('{') || segment.includes('}')) {
        throw new Error(`${template}: a parameter is a whole path segment, {name}.`);
      }
      continue;
    }
    if (names.includes(name)) throw new Error(`${template}: the parameter ${name} appears twice.`);
    names.push(name);
  }
  return names;
}

/**
 * The concrete destination of a template with its parameters filled, e.g. `/topic/trade_round/5`.
 * A value that is not a row id, or a missing or unknown parameter, is a programmer error and throws.
 */
export function fillDestination<const Template extends string>(
  definition: { readonly destination: Template },
  values: DestinationParamValues<Template>,
): string {
  const given: Readonly<Record<string, unknown>> = values;
  const names = destinationParamNames(definition.destination);
  for (const name of Object.keys(given)) {
    if (!names.includes(name)) throw new Error(`${definition.destination} has no parameter ${name}.`);
  }
  return definition.destination
    .split('/')
    .map((segment) => {
      const name = parameterOf(segment);
      if (name === null) return segment;
      const value = given[name];
      if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > ID_MAX) {
        throw new Error(`${definition.destination}: ${name} is a row id, got ${String(value)}.`);
      }
      return String(value);
    })
    .join('/');
}

/**
 * The parameters a concrete destination gives a template, or null when it is not an instance of it
 * (another path, or a segment that is not a row id: `/topic/notice/07` and `/topic/notice/x` are not).
 */
export function matchDestination<const Template extends string>(
  definition: { readonly destination: Template },
  concrete: string,
): DestinationParamValues<Template> | null {
  const templateSegments = definition.destination.split('/');
  const segments = concrete.split('/');
  if (segments.length !== templateSegments.length) return null;
  const values: Record<string, number> = {};
  for (const [index, templateSegment] of templateSegments.entries()) {
    const segment = segments[index] ?? '';
    const name = parameterOf(templateSegment);
    if (name === null) {
      if (segment !== templateSegment) return null;
      continue;
    }
    const id = parseId(segment);
    if (id === undefined) return null;
    values[name] = id;
  }
  return values as DestinationParamValues<Template>;
}
